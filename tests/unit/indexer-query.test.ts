import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';

import {
  STREAMS_ENVIO,
  WALLET_STREAMS_ENVIO,
  WALLET_STREAMS_THE_GRAPH,
  query,
  walletStreams,
  walletStreamsOnChain,
} from '../../examples/ts/indexer-query';
import { buildEnvioSdl } from '../../generators/graphql-api/envio';
import { parseEntitySchema } from '../../generators/graphql-api/model';
import { buildTheGraphSdl } from '../../generators/graphql-api/the-graph';

/**
 * examples/ts/indexer-query.ts is shown on /api/getting-started: its documents must be valid against the streams
 * API the site documents, and its helper must send what the indexers expect and fail loudly on errors.
 */
const root = join(__dirname, '..', '..');
const streams = parseEntitySchema(readFileSync(join(root, 'schema', 'streams.graphql'), 'utf8'));

test('the Envio document validates against the streams API on Envio', () => {
  const errors = validate(buildSchema(buildEnvioSdl(streams, 'streams')), parse(WALLET_STREAMS_ENVIO));
  assert.deepEqual(
    errors.map((e) => e.message),
    [],
  );
});

test('the subgraph document validates against the streams API on The Graph', () => {
  const errors = validate(buildSchema(buildTheGraphSdl(streams, 'streams')), parse(WALLET_STREAMS_THE_GRAPH));
  assert.deepEqual(
    errors.map((e) => e.message),
    [],
  );
});

test('the endpoints of the example and of the page are the ones the indexer tables list', () => {
  // The endpoint tables as the indexers pages render them (generated from generators/graphql-api/indexers.json).
  const listed = ['lockup', 'flow', 'airdrops']
    .map((section) => readFileSync(join(root, '.generated', 'graphql', 'pages', `indexers-${section}.json`), 'utf8'))
    .join('\n');
  const page = readFileSync(join(root, 'docs', 'api', 'getting-started.mdx'), 'utf8');
  const envio = new Set([STREAMS_ENVIO, ...(page.match(/https:\/\/indexer\.hyperindex\.xyz\/\w+\/v1\/graphql/g) ?? [])]);
  for (const url of envio) assert.ok(listed.includes(url), `${url} is not in indexers.json`);
  const subgraphIds = [...page.matchAll(/gateway\.thegraph\.com\/api\/subgraphs\/id\/(\w{30,})/g)].map((m) => m[1]!);
  assert.ok(subgraphIds.length > 0, 'the page shows a gateway URL with a real subgraph id');
  for (const id of subgraphIds) assert.ok(listed.includes(`"${id}"`), `subgraph ${id} is not in indexers.json`);
});

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: { query: string; variables: Record<string, unknown> };
}

/** Replaces fetch for one call and records what the helper sent. */
function answer(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(input),
      headers: init?.headers as Record<string, string>,
      body: JSON.parse(String(init?.body)) as Sent['body'],
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return sent;
}

const realFetch = globalThis.fetch;
test.afterEach(() => {
  globalThis.fetch = realFetch;
});

test('walletStreams lower-cases the wallet, posts to the streams endpoint and formats both products', async () => {
  const token = { symbol: 'USDC', decimals: '6' };
  const sent = answer(200, {
    data: {
      LockupStream: [{ alias: 'LK3-1-42', depositAmount: '5000000', withdrawnAmount: '1000000', asset: token }],
      FlowStream: [{ alias: 'FL4-1-7', ratePerSecond: '3858024691358', withdrawnAmount: '0', asset: token }],
    },
  });
  const lines = await walletStreams('0xAbC0000000000000000000000000000000000001');
  assert.equal(sent[0]!.url, STREAMS_ENVIO);
  assert.equal(sent[0]!.headers['content-type'], 'application/json');
  assert.equal(sent[0]!.headers.authorization, undefined, 'Envio needs no key');
  assert.deepEqual(sent[0]!.body.variables, { wallet: '0xabc0000000000000000000000000000000000001' });
  assert.deepEqual(lines, ['LK3-1-42: 1000000 of 5000000 USDC withdrawn', 'FL4-1-7: 3858024691358 per second (18 decimals), USDC']);
});

test('walletStreamsOnChain sends the API key to the gateway URL of the subgraph', async () => {
  const sent = answer(200, { data: { lockupStreams: [], flowStreams: [] } });
  await walletStreamsOnChain('0xAbC0000000000000000000000000000000000001', 'SubgraphId', 'key-1');
  assert.equal(sent[0]!.url, 'https://gateway.thegraph.com/api/subgraphs/id/SubgraphId');
  assert.equal(sent[0]!.headers.authorization, 'Bearer key-1');
  assert.equal(sent[0]!.body.query, WALLET_STREAMS_THE_GRAPH);
});

test('the helper throws on GraphQL errors and on HTTP errors', async () => {
  answer(200, { errors: [{ message: "field 'streams' not found in type: 'query_root'" }] });
  await assert.rejects(query('https://example.test', '{ streams { id } }'), /field 'streams' not found/);
  answer(502, {});
  await assert.rejects(query('https://example.test', '{ LockupStream { id } }'), /HTTP 502/);
});
