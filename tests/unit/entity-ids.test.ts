import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse, Kind } from 'graphql';

import { ENTITY_IDS, type EntityIdFormat, buildId, idParts, idPattern, withIdFormats } from '../../generators/graphql-api/entity-ids';
import { APIS } from '../../generators/graphql-api/instances';
import { handWrittenDocs } from '../support/docs';

const root = join(__dirname, '..', '..');
const schemaFile = (api: string) => readFileSync(join(root, 'schema', `${api}.graphql`), 'utf8');

test('every id format reproduces the real id the indexers document for it', () => {
  for (const f of ENTITY_IDS) {
    const match = idPattern(f.format).exec(f.example);
    assert.ok(match, `${f.entity}: ${f.example} does not have the form ${f.format}`);
    assert.equal(buildId(f.format, match.slice(1)), f.example, `${f.entity}: rebuilding the id from its parts`);
    assert.equal(match.length - 1, idParts(f.format).length);
  }
});

test('a batch id names the sender before the transaction hash (the order the mapping code uses)', () => {
  for (const entity of ['LockupBatch', 'FlowBatch']) {
    const batch = ENTITY_IDS.find((f) => f.entity === entity)!;
    assert.equal(batch.format, 'batch-{chainId}-{sender}-{txHash}', entity);
    assert.doesNotMatch(batch.example, idPattern('batch-{chainId}-{txHash}-{sender}'), entity);
  }
});

test('the entity names are those the v7.1.0 APIs serve: no v1.2.0 name is left', () => {
  const names = new Set(ENTITY_IDS.map((f) => f.entity));
  for (const gone of ['Stream', 'Batch', 'Batcher']) assert.ok(!names.has(gone), gone);
  for (const api of APIS) {
    const types = new Set(
      parse(schemaFile(api))
        .definitions.filter((d) => d.kind === Kind.OBJECT_TYPE_DEFINITION)
        .map((d) => (d as { name: { value: string } }).name.value),
    );
    for (const f of ENTITY_IDS.filter((e) => e.apis.includes(api))) assert.ok(types.has(f.entity), `${api}: ${f.entity}`);
  }
});

test('an IndexerInfo id is the bare chain id, like a Watcher id, in both APIs', () => {
  for (const entity of ['IndexerInfo', 'Watcher']) {
    const f = ENTITY_IDS.find((e) => e.entity === entity)!;
    assert.equal(f.format, '{chainId}', entity);
    assert.deepEqual([...f.apis].sort(), ['airdrops', 'streams'], entity);
  }
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
  for (const api of APIS) {
    const raw = schemaFile(api);
    assert.doesNotMatch(raw, /Format:/, `schema/${api}.graphql: id formats come from generators/graphql-api/entity-ids.ts`);
    const described = parse(withIdFormats(raw, api));
    let checked = 0;
    for (const def of described.definitions) {
      if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
      const entity = def.name.value;
      for (const field of ['id', 'alias']) {
        const node = def.fields?.find((f) => f.name.value === field);
        const formats: EntityIdFormat[] = ENTITY_IDS.filter(
          (f) => f.entity === entity && (f.field ?? 'id') === field && f.apis.includes(api),
        );
        if (field === 'alias' && formats.length === 0) continue;
        if (!node) continue;
        assert.equal(formats.length, 1, `${api} ${entity}.${field}`);
        assert.ok(
          node.description?.value.endsWith(`Format: \`${formats[0]!.format}\`.`),
          `${api} ${entity}.${field} description: ${node.description?.value}`,
        );
        checked += 1;
      }
    }
    assert.equal(checked, ENTITY_IDS.filter((f) => f.apis.includes(api)).length, `${api}: every format of the API is used`);
  }
});

test('an entity without a format is refused, so a new entity cannot slip through undocumented', () => {
  const sdl = 'type Sponsor @entity(immutable: false) {\n  "Unique identifier of the record."\n  id: String!\n}\n';
  assert.throws(() => withIdFormats(sdl, 'streams'), /has no format/);
});

test('a schema file that states a format of its own is refused', () => {
  const sdl = 'type Asset @entity(immutable: false) {\n  "Unique identifier. Format: `asset-{address}`."\n  id: String!\n}\n';
  assert.throws(() => withIdFormats(sdl, 'streams'), /states a format/);
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
  assert.deepEqual(wrong, [], 'not an id format (or example) the indexers produce; see generators/graphql-api/entity-ids.ts');
  assert.ok(checked >= 5, `only ${checked} id spans found: the scan is not reading the pages`);
});
