import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { Protocol } from '../../generators/contract-reference/abi';
import type { Role } from '../../generators/contract-reference/description-types';
import { loadProtocolDocs } from '../../generators/contract-reference/descriptions';
import { PREVIOUS_RELEASES, PRODUCTS, type Protocol as ReleaseProtocol, releaseLabel } from '../../src/lib/releases';
import { handWrittenDocs } from '../support/docs';

/**
 * Who may call a function is data (the `caller` of each description of the current release, rendered on
 * the access-control pages). Prose that says "only the sender can `cancel`" or "`transferFeesToComptroller`
 * can be called by anyone" must agree with it. Pages about earlier releases (previous deployments, the
 * upgrade page, legacy), `<OlderRelease>` passages and paragraphs naming an earlier release describe that
 * release, not the current one, and are left out.
 */
const ROLE_WORDS: [RegExp, Role[]][] = [
  [/^the recipient or an approved operator$/i, ['recipient', 'operator']],
  [/^the (stream )?sender$/i, ['sender']],
  [/^the (stream )?recipient$/i, ['recipient']],
  [/^the campaign admin$/i, ['campaign-admin']],
  [/^the factory admin$/i, ['factory-admin']],
  [/^the (contract )?admin$/i, ['admin']],
  [/^the comptroller( contract)?$/i, ['comptroller']],
  [/^the (order )?seller$/i, ['seller']],
  [/^the (designated )?buyer$/i, ['buyer']],
  [/^the (vault )?share holders?$/i, ['share-holder']],
  [/^the factory( contract)?$/i, ['factory' as Role]],
  [/^anyone$/i, ['anyone']],
];

function rolesOf(words: string): Role[] | null {
  return ROLE_WORDS.find(([pattern]) => pattern.test(words.trim()))?.[1] ?? null;
}

/** Roles per function name, in the protocols a page is about (all current ones when it names none). */
function callers(name: string, path: string): Role[][] {
  const protocols = PRODUCTS.filter((p) => path.includes(`/${p}/`) || path.includes(`/${p}.mdx`));
  return (protocols.length ? protocols : PRODUCTS).flatMap((p: Protocol) =>
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

/** "Lockup v2.0", "Flow v1.0", …: every earlier release the docs name, from src/lib/releases.ts. */
const earlierLabels = (Object.entries(PREVIOUS_RELEASES) as [ReleaseProtocol, readonly string[]][]).flatMap(([protocol, versions]) =>
  versions.map((version) => releaseLabel({ protocol, version })),
);
const EARLIER = new RegExp(
  `${earlierLabels.map((label) => `\\b${label.replace(/\./g, '\\.')}\\b`).join('|')}|earlier releases?|previous releases?|older releases?`,
  'i',
);

/** The page's text without passages about an earlier release. */
function currentProse(text: string): string {
  return text
    .replace(/<OlderRelease\b[\s\S]*?<\/OlderRelease>/g, '')
    .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.|\|)\s)/)
    .filter((paragraph) => !EARLIER.test(paragraph))
    .join('\n\n');
}

function claims(): Claim[] {
  const out: Claim[] = [];
  for (const { path, text } of handWrittenDocs()) {
    if (/legacy|previous-deployments|\/upgrade\.mdx$/.test(path)) continue;
    const flat = currentProse(text).replace(/\s*\n\s*/g, ' ');
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

test('passages about an earlier release are not checked against the current release', () => {
  const text = [
    'Only the sender can `cancel`.',
    `In ${earlierLabels[0]}, only the admin can \`allowToHook\`.`,
    `<OlderRelease release="${earlierLabels[0]}">\n\nOnly the admin can \`allowToHook\`.\n\n</OlderRelease>`,
  ].join('\n\n');
  const kept = currentProse(text);
  assert.match(kept, /Only the sender can `cancel`/);
  assert.doesNotMatch(kept, /allowToHook/);
});

test('a contradicting sentence is caught', () => {
  const m = [...'Only the sender can `withdraw`.'.matchAll(ONLY)][0]!;
  assert.deepEqual(rolesOf(m[1]!), ['sender']);
  assert.ok(!callers('withdraw', 'docs/concepts/lockup/overview.mdx').some((r) => r.length === 1 && r[0] === 'sender'));
});

test('claims about Bob functions are checked against the Bob descriptions', () => {
  // A Bob page naming the escrow's seller, and one contradicting the data (anyone may fill an order without a buyer).
  assert.deepEqual(callers('cancelOrder', 'docs/reference/bob/access-control.mdx'), [['seller']]);
  const m = [...'Only the seller can `cancelOrder`.'.matchAll(ONLY)][0]!;
  assert.deepEqual(rolesOf(m[1]!), ['seller']);
  assert.ok(!callers('fillOrder', 'docs/concepts/bob/escrow.mdx').some((r) => r.length === 1 && r[0] === 'seller'));
  assert.ok(callers('redeem', 'docs/guides/bob/overview.mdx').some((r) => r.includes('share-holder')));
});
