import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse, Kind } from 'graphql';

import { ENTITY_IDS, buildId, idParts, idPattern, withIdFormats } from '../../plugins/graphql-api/entity-ids';
import { entitySchema } from '../../plugins/graphql-api/generate';
import { handWrittenDocs } from '../support/docs';

const root = join(__dirname, '..', '..');
const sections = ['lockup', 'flow', 'airdrops'] as const;

test('every id format reproduces the real id the indexers document for it', () => {
  for (const f of ENTITY_IDS) {
    const match = idPattern(f.format).exec(f.example);
    assert.ok(match, `${f.entity}: ${f.example} does not have the form ${f.format}`);
    assert.equal(buildId(f.format, match.slice(1)), f.example, `${f.entity}: rebuilding the id from its parts`);
    assert.equal(match.length - 1, idParts(f.format).length);
  }
});

test('a Batch id names the sender before the transaction hash (the order the mapping code uses)', () => {
  const batch = ENTITY_IDS.find((f) => f.entity === 'Batch')!;
  assert.equal(batch.format, 'batch-{chainId}-{sender}-{txHash}');
  assert.doesNotMatch(batch.example, idPattern('batch-{chainId}-{txHash}-{sender}'));
});

test('a format with its parts swapped or mistyped does not match the documented ids', () => {
  assert.doesNotMatch('contract-137-0xe0bfe071da104e571298f8b6e0fce44c512c1ff4', idPattern('contract-{contractAddress}-{chainId}'));
  assert.doesNotMatch('0xf50760d8ead9ff322631a1f3ebf26cc7891b3708-137', idPattern('{chainId}-{campaignAddress}'));
  assert.doesNotMatch(
    'asset-137-0x2791BCA1F2DE4661ED88A30C99A7A9449AA84174',
    idPattern('asset-{chainId}-{tokenAddress}'),
    'addresses are lower-case',
  );
});

test('every entity with an id in the schema files has exactly one format per API, and the schema states none itself', () => {
  for (const section of sections) {
    const raw = readFileSync(join(root, 'schema', `${section}.graphql`), 'utf8');
    assert.doesNotMatch(raw, /Format:/, `schema/${section}.graphql: id formats come from plugins/graphql-api/entity-ids.ts`);
    const described = parse(entitySchema(section));
    for (const def of described.definitions) {
      if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
      const id = def.fields?.find((f) => f.name.value === 'id');
      if (!id) continue;
      const formats = ENTITY_IDS.filter((f) => f.entity === def.name.value && (f.field ?? 'id') === 'id' && f.sections.includes(section));
      assert.equal(formats.length, 1, `${section} ${def.name.value}`);
      assert.ok(
        id.description?.value.endsWith(`Format: \`${formats[0]!.format}\`.`),
        `${section} ${def.name.value}.id description: ${id.description?.value}`,
      );
    }
  }
});

test('a schema file that states a format of its own is refused', () => {
  const sdl = 'type Asset @entity(immutable: false) {\n  "Unique identifier. Format: `asset-{address}`."\n  id: String!\n}\n';
  assert.throws(() => withIdFormats(sdl, 'lockup'), /states a format/);
});

/** Inline code on hand-written pages that looks like an id: a known prefix, or a format with braces. */
function idLikeSpans(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  return spans.filter(
    (s) =>
      /^(action|asset|batch|batcher|contract|factory|segment|tranche|activity)-[{0-9]/.test(s) ||
      /^\{[a-zA-Z]+\}(-\{[a-zA-Z]+\})+$/.test(s),
  );
}

/** `0x…` in prose stands for an address or hash; `…` alone for any run of parts. */
function matchesWithEllipses(span: string, format: string): boolean {
  const source = idPattern(format).source.replace(/\(0x\[0-9a-f\]\{(40|64)\}\)/g, '(0x(?:[0-9a-f]{$1}|…))');
  return new RegExp(source).test(span);
}

test('every id format or example written on a hand-written page agrees with the data', () => {
  const formats = ENTITY_IDS.map((f) => f.format);
  let checked = 0;
  const wrong: string[] = [];
  for (const { path, text } of handWrittenDocs()) {
    for (const span of idLikeSpans(text)) {
      checked += 1;
      const ok = span.includes('{') ? formats.includes(span) : formats.some((f) => matchesWithEllipses(span, f));
      if (!ok) wrong.push(`${path}: \`${span}\``);
    }
  }
  assert.deepEqual(wrong, [], 'not an id format (or example) the indexers produce; see plugins/graphql-api/entity-ids.ts');
  assert.ok(checked >= 5, `only ${checked} id spans found: the scan is not reading the pages`);
});
