import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { Protocol } from '../../plugins/contract-reference/abi';
import type { Role } from '../../plugins/contract-reference/description-types';
import { loadProtocolDocs } from '../../plugins/contract-reference/descriptions';
import { handWrittenDocs } from '../support/docs';

/**
 * Who may call a function is data (the `caller` of each description, rendered on the access-control
 * pages). Prose that says "only the sender can `cancel`" or "`collectFees` can be called by anyone"
 * must agree with it.
 */
const ROLE_WORDS: [RegExp, Role[]][] = [
  [/^the recipient or an approved operator$/i, ['recipient', 'operator']],
  [/^the (stream )?sender$/i, ['sender']],
  [/^the (stream )?recipient$/i, ['recipient']],
  [/^the campaign admin$/i, ['campaign-admin']],
  [/^the factory admin$/i, ['factory-admin']],
  [/^the (contract )?admin$/i, ['admin']],
  [/^the factory( contract)?$/i, ['factory' as Role]],
  [/^anyone$/i, ['anyone']],
];

function rolesOf(words: string): Role[] | null {
  return ROLE_WORDS.find(([pattern]) => pattern.test(words.trim()))?.[1] ?? null;
}

/** Roles per function name, in the protocols a page is about (all current ones when it names none). */
function callers(name: string, path: string): Role[][] {
  const protocols = (['lockup', 'flow', 'airdrops'] as Protocol[]).filter((p) => path.includes(`/${p}/`) || path.includes(`/${p}.mdx`));
  return (protocols.length ? protocols : (['lockup', 'flow', 'airdrops'] as Protocol[])).flatMap((p) =>
    Object.entries(loadProtocolDocs(p).functions)
      .filter(([key, doc]) => key.startsWith(`${name}(`) && doc.caller)
      .map(([, doc]) => doc.caller!),
  );
}

const ONLY = /\bOnly (the [a-z ]+?|anyone) (?:can|may) ((?:`\w+`(?:,\s*|\s+or\s+|\s+and\s+)?)+)/g;
const CALLED_BY =
  /((?:`\w+(?:\([^`]*\))?`(?:,\s*|\s+or\s+|\s+and\s+)?)+) (?:can|may) be called (?:only )?by (anyone|the [a-z ]+?)(?=[ ,.;:)]|$)/gi;

interface Claim {
  path: string;
  name: string;
  roles: Role[];
  exclusive: boolean;
  text: string;
}

function claims(): Claim[] {
  const out: Claim[] = [];
  for (const { path, text } of handWrittenDocs()) {
    if (/legacy/.test(path)) continue;
    const flat = text.replace(/\s*\n\s*/g, ' ');
    for (const m of flat.matchAll(ONLY)) {
      const roles = rolesOf(m[1]!);
      if (!roles) continue;
      for (const n of m[2]!.matchAll(/`(\w+)`/g)) out.push({ path, name: n[1]!, roles, exclusive: true, text: m[0] });
    }
    for (const m of flat.matchAll(CALLED_BY)) {
      const roles = rolesOf(m[2]!);
      if (!roles) continue;
      for (const n of m[1]!.matchAll(/`(\w+)/g)) out.push({ path, name: n[1]!, roles, exclusive: /only/.test(m[0]), text: m[0] });
    }
  }
  return out;
}

test('prose about who may call a function agrees with the access-control data', () => {
  const found = claims();
  const checked = found.filter((c) => callers(c.name, c.path).length > 0);
  assert.ok(checked.length >= 3, `only ${checked.length} caller claims found: the patterns no longer match the pages`);
  const wrong = checked.filter(
    (c) =>
      !callers(c.name, c.path).some((roles) =>
        c.exclusive ? roles.length === c.roles.length && c.roles.every((r) => roles.includes(r)) : c.roles.every((r) => roles.includes(r)),
      ),
  );
  assert.deepEqual(wrong, []);
});

test('a contradicting sentence is caught', () => {
  const m = [...'Only the sender can `withdraw`.'.matchAll(ONLY)][0]!;
  assert.deepEqual(rolesOf(m[1]!), ['sender']);
  assert.ok(!callers('withdraw', 'docs/concepts/lockup/overview.mdx').some((r) => r.length === 1 && r[0] === 'sender'));
});
