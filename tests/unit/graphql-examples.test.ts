import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';

import { buildEnvioSdl } from '../../generators/graphql-api/envio';
import { parseEntitySchema } from '../../generators/graphql-api/model';
import { buildTheGraphSdl } from '../../generators/graphql-api/the-graph';
import { APIS } from '../../generators/graphql-api/instances';

/**
 * Every ```graphql block on the written pages names the API it targets in its meta string
 * (indexer=<streams|airdrops>-<envio|the-graph>) and must validate against the schema the reference pages are
 * generated from: the same entity schema and derivation, so a sample can never drift from the pages.
 */
const root = join(__dirname, '..', '..');
const docAreas = [join(root, 'docs')];

const schemas = new Map<string, GraphQLSchema>();
for (const api of APIS) {
  const model = parseEntitySchema(readFileSync(join(root, 'schema', `${api}.graphql`), 'utf8'));
  schemas.set(`${api}-envio`, buildSchema(buildEnvioSdl(model, api)));
  schemas.set(`${api}-the-graph`, buildSchema(buildTheGraphSdl(model, api)));
}

/** Written pages only: the generated reference folders hold SDL, not queries. */
function writtenPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'envio' || entry.name === 'the-graph' ? [] : writtenPages(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

interface Block {
  file: string;
  line: number;
  meta: string;
  code: string;
}

export function graphqlBlocks(file: string): Block[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```graphql\b(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]!); i++) body.push(lines[i]!);
    blocks.push({ file: relative(root, file), line: start + 1, meta: open[1]!.trim(), code: body.join('\n') });
  }
  return blocks;
}

const blocks = docAreas.flatMap(writtenPages).flatMap(graphqlBlocks);

test('the written pages contain GraphQL examples for both APIs on both indexers', () => {
  const targets = new Set(blocks.map((b) => /indexer=([\w-]+)/.exec(b.meta)?.[1]));
  for (const id of schemas.keys()) assert.ok(targets.has(id), `no example targets ${id}`);
});

for (const block of blocks) {
  test(`${block.file}:${block.line} validates`, () => {
    const target = /indexer=([\w-]+)/.exec(block.meta)?.[1];
    assert.ok(target, 'the code fence must name its API, e.g. indexer=streams-envio');
    const schema = schemas.get(target);
    assert.ok(schema, `unknown indexer ${target}`);
    const errors = validate(schema, parse(block.code));
    assert.deepEqual(
      errors.map((e) => e.message),
      [],
    );
  });
}

test('the validator rejects a query that uses the other dialect, or a type indexers v4.0.0 renamed', () => {
  assert.ok(validate(schemas.get('streams-envio')!, parse('{ lockupStreams(first: 1) { id } }')).length > 0);
  assert.ok(validate(schemas.get('streams-the-graph')!, parse('{ streams(first: 1) { id } }')).length > 0);
  assert.ok(validate(schemas.get('streams-envio')!, parse('{ Stream(limit: 1) { id } }')).length > 0);
  assert.equal(validate(schemas.get('streams-envio')!, parse('{ LockupStream(limit: 1) { id } }')).length, 0);
});
