import { test } from 'node:test';
import assert from 'node:assert/strict';

import { indexerPage, indexerRows, readIndexerData, retiredRows } from '../../generators/graphql-api/endpoints';
import { APIS, SECTIONS } from '../../generators/graphql-api/instances';
import { packageChain } from '../../lib/sablier-package';

/**
 * The endpoint data of the indexers pages (generators/graphql-api/indexers.json) against what sablier-labs/indexers
 * v7.1.0 configures, as far as a test can check it without that repository: the counts, the deployment ids, the
 * URL shapes of src/indexers/*.ts, the chains as the `sablier` package knows them, and the retired endpoints.
 */

const data = readIndexerData();
const pages = Object.fromEntries(SECTIONS.map((s) => [s, indexerPage(data, s)])) as Record<
  (typeof SECTIONS)[number],
  ReturnType<typeof indexerPage>
>;

/** Subgraph ids are IPFS-style base58 strings. */
const SUBGRAPH_ID = /^[1-9A-HJ-NP-Za-km-z]{40,46}$/;
/** The releases that exist (v4.0.0 and v7.0.0 only in the CHANGELOG, the others as tags too). */
const RELEASES = ['v1.2.0', 'v2.0.0', 'v3.0.0', 'v4.0.0', 'v4.0.1', 'v5.0.0', 'v5.1.0', 'v6.0.0', 'v7.0.0', 'v7.1.0'];

test('the data is that of indexers v7.1.0 (12 August 2026)', () => {
  assert.deepEqual(data.release, { version: 'v7.1.0', date: '2026-08-12' });
});

test('two APIs, each with its own Envio deployment: streams is the old Lockup deployment 53b7e25, airdrops 508d217', () => {
  assert.deepEqual(Object.keys(data.envio.deployments).sort(), [...APIS].sort());
  assert.equal(data.envio.deployments.streams.id, '53b7e25');
  assert.equal(data.envio.deployments.airdrops.id, '508d217');
  assert.equal(data.envio.deployments.streams.explorer, 'https://envio.dev/app/sablier-labs/lockup-envio');
  assert.equal(data.envio.deployments.airdrops.explorer, 'https://envio.dev/app/sablier-labs/merkle-envio');
});

test('Envio URLs: the Hasura endpoint ends in /v1/graphql, the converter of the same deployment in /converter', () => {
  for (const section of SECTIONS) {
    const page = pages[section];
    assert.match(page.envio, /^https:\/\/indexer\.hyperindex\.xyz\/[0-9a-f]{7}\/v1\/graphql$/);
    assert.equal(page.envio, `https://indexer.hyperindex.xyz/${page.envioId}/v1/graphql`);
    assert.equal(page.converter, `https://indexer.hyperindex.xyz/${page.envioId}/converter`);
    assert.equal(page.playground, `https://cloud.hasura.io/public/graphiql?endpoint=${encodeURIComponent(page.envio)}`);
  }
});

test('28 chains on Envio, the same for both APIs, each once', () => {
  assert.equal(data.envio.chains.length, 28);
  assert.equal(new Set(data.envio.chains.map((c) => c.chainId)).size, 28);
  for (const section of SECTIONS) assert.equal(pages[section].counts.envioChains, 28);
});

test('17 official subgraphs per API and two custom providers (Denergy, Lightlink)', () => {
  const official = data.theGraph.chains.filter((c) => c.subgraphs);
  const custom = data.theGraph.chains.filter((c) => c.customEndpoint);
  assert.equal(official.length, 17);
  assert.deepEqual(
    custom.map((c) => c.chainId).sort((a, b) => a - b),
    [1890, 369369],
  );
  for (const c of data.theGraph.chains) assert.ok(Boolean(c.subgraphs) !== Boolean(c.customEndpoint), `${c.name}: official or custom`);
  for (const section of SECTIONS) {
    assert.equal(pages[section].counts.theGraphOfficial, 17);
    assert.equal(pages[section].counts.theGraphCustom, 2);
  }
  const ids = official.flatMap((c) => APIS.map((api) => c.subgraphs![api]));
  for (const id of ids) assert.match(id, SUBGRAPH_ID);
  assert.equal(new Set(ids).size, 34, 'every subgraph id is distinct');
});

test('every official Graph chain is on Envio too; the custom providers are Graph only', () => {
  const envio = new Set(data.envio.chains.map((c) => c.chainId));
  for (const c of data.theGraph.chains) assert.equal(envio.has(c.chainId), Boolean(c.subgraphs), c.name);
});

test('the lockup and flow pages show the same streams endpoints; airdrops its own', () => {
  const { retired: _l, ...lockup } = pages.lockup;
  const { retired: _f, ...flow } = pages.flow;
  assert.deepEqual(lockup, flow);
  assert.equal(pages.lockup.api, 'streams');
  assert.equal(pages.airdrops.api, 'airdrops');
  assert.notEqual(pages.airdrops.envio, pages.lockup.envio);
  assert.deepEqual(indexerRows(data, 'streams'), pages.lockup.rows);
});

test('Graph URL shapes: gateway by id, Studio by name (user 112500), explorer by id; streams subgraphs keep the Lockup names', () => {
  for (const section of SECTIONS) {
    const prefix = section === 'airdrops' ? 'sablier-airdrops-' : 'sablier-lockup-';
    for (const row of pages[section].rows) {
      if (row.theGraphKind === 'official') {
        assert.equal(row.theGraph, `https://gateway.thegraph.com/api/subgraphs/id/${row.subgraphId}`);
        assert.equal(row.studio, `https://api.studio.thegraph.com/query/112500/${row.subgraphName}/version/latest`);
        assert.equal(row.explorer, `https://thegraph.com/explorer/subgraphs/${row.subgraphId}`);
      } else if (row.theGraphKind === 'custom') {
        assert.equal(row.studio, null);
        assert.ok(row.theGraph!.endsWith(`/${row.subgraphName}`), row.theGraph!);
        assert.equal(row.explorer, `${row.theGraph}/graphql`);
      } else {
        assert.equal(row.theGraph, null);
      }
      if (row.subgraphName) assert.ok(row.subgraphName.startsWith(prefix), row.subgraphName);
      if (row.envio) assert.equal(row.envio, pages[section].envio);
    }
  }
  const byChain = (chainId: number) => pages.lockup.rows.find((r) => r.chainId === chainId)!;
  assert.equal(byChain(1).subgraphName, 'sablier-lockup-ethereum');
  assert.equal(byChain(1890).theGraph, 'https://graph.phoenix.lightlink.io/query/subgraphs/name/lightlink/sablier-lockup-lightlink');
  assert.equal(byChain(369369).theGraph, 'https://thegraph.denergychain.com/subgraphs/name/denergychain/sablier-lockup-denergychain');
});

test('every chain, current or retired, is one the sablier package knows, under its name, id and testnet flag', () => {
  const all = [
    ...data.envio.chains,
    ...data.theGraph.chains,
    ...data.retired.theGraphChains,
    ...data.retired.flowSubgraphs.official,
    ...data.retired.flowSubgraphs.custom,
  ];
  for (const c of all) {
    const chain = packageChain(c.chainId);
    assert.equal(c.name, chain.name, `chain ${c.chainId}`);
    assert.equal(c.testnet, chain.isTestnet, `${c.name}: testnet flag`);
  }
});

test('subgraph slugs are the package slugs, except the overrides of graph.ts (ethereum, denergychain, core)', () => {
  const overrides: Record<number, string> = { 1: 'ethereum', 369369: 'denergychain', 1116: 'core' };
  const all = [
    ...data.theGraph.chains,
    ...data.retired.theGraphChains,
    ...data.retired.flowSubgraphs.official,
    ...data.retired.flowSubgraphs.custom,
  ];
  for (const c of all) assert.equal(c.subgraphSlug, overrides[c.chainId] ?? packageChain(c.chainId).slug, c.name);
});

test('the tables list mainnets first, then testnets, each by name', () => {
  for (const section of SECTIONS) {
    const rows = pages[section].rows;
    const firstTestnet = rows.findIndex((r) => r.testnet);
    assert.ok(firstTestnet > 0);
    assert.ok(
      rows.slice(firstTestnet).every((r) => r.testnet),
      'testnets last',
    );
    for (const part of [rows.slice(0, firstTestnet), rows.slice(firstTestnet)]) {
      const names = part.map((r) => r.name);
      assert.deepEqual(
        names,
        [...names].sort((a, b) => a.localeCompare(b, 'en')),
      );
    }
    assert.deepEqual(
      rows.filter((r) => r.testnet).map((r) => r.name),
      ['Base Sepolia', 'Sepolia'],
    );
  }
});

test('chain changes since v1.2.0: Monad and Sei back on Envio in v2.0.0, Robinhood in v5.1.0, Denergy out in v6.0.0 and back in v7.1.0', () => {
  const envio = (id: number) => data.envio.chains.find((c) => c.chainId === id)?.changes;
  assert.deepEqual(envio(143), [{ release: 'v2.0.0', change: 'added' }]);
  assert.deepEqual(envio(4663), [{ release: 'v5.1.0', change: 'added' }]);
  assert.deepEqual(envio(1329)?.at(-1), { release: 'v2.0.0', change: 'added' });
  const denergy = data.theGraph.chains.find((c) => c.chainId === 369369)!;
  assert.deepEqual(
    denergy.changes?.map((c) => `${c.change} ${c.release}`),
    ['added v2.0.0', 'removed v6.0.0', 'added v7.1.0'],
  );
  for (const c of [...data.envio.chains, ...data.theGraph.chains])
    for (const change of c.changes ?? []) assert.ok(RELEASES.includes(change.release), change.release);
});

test('retired: the Flow Envio deployment 3b4ea6b and every Flow subgraph went in v4.0.0', () => {
  assert.deepEqual(
    data.retired.envioDeployments.map((d) => [d.indexer, d.id, d.retiredIn]),
    [['flow', '3b4ea6b', 'v4.0.0']],
  );
  const flow = pages.flow.retired;
  const envio = flow.filter((r) => r.vendor === 'envio');
  assert.equal(envio.length, 1);
  assert.equal(envio[0]!.endpoint, 'https://indexer.hyperindex.xyz/3b4ea6b/v1/graphql');
  assert.equal(data.retired.flowSubgraphs.retiredIn, 'v4.0.0');
  // v3.0.0 had 18 official Graph chains; the other four Flow subgraphs of v1.2.0 went with their chains.
  assert.equal(data.retired.flowSubgraphs.official.length, 18);
  const flowIds = flow.filter((r) => r.vendor === 'the-graph' && r.kind === 'official');
  assert.equal(flowIds.length, 22, 'the 22 Flow subgraphs of v1.2.0');
  for (const r of flow.filter((x) => x.vendor === 'the-graph')) assert.ok(r.subgraphName?.startsWith('sablier-flow-'), r.name);
});

test('retired: chains The Graph dropped since v1.2.0, each with the release that dropped it', () => {
  const dropped = Object.fromEntries(data.retired.theGraphChains.map((c) => [c.name, c.retiredIn]));
  assert.deepEqual(dropped, {
    'Arbitrum Sepolia': 'v2.0.0',
    'OP Sepolia': 'v2.0.0',
    Blast: 'v3.0.0',
    'Core Dao': 'v3.0.0',
    'Sei Network': 'v3.0.0',
    Abstract: 'v7.0.0',
  });
  const envio = new Set(data.envio.chains.map((c) => c.chainId));
  const graph = new Set(data.theGraph.chains.map((c) => c.chainId));
  for (const c of data.retired.theGraphChains) {
    assert.ok(!graph.has(c.chainId), `${c.name} is not on The Graph any more`);
    assert.equal(envio.has(c.chainId), c.stillOnEnvio, `${c.name}: still on Envio`);
  }
  for (const section of ['lockup', 'airdrops'] as const) assert.equal(retiredRows(data, section).length, 6);
});

test('retired: no retired id or URL is among the current ones, and every retirement names a release', () => {
  for (const section of SECTIONS) {
    const current = new Set(pages[section].rows.flatMap((r) => [r.envio, r.theGraph, r.subgraphId]).filter(Boolean));
    for (const r of pages[section].retired) {
      assert.ok(!current.has(r.endpoint), `${r.endpoint} is retired and current`);
      assert.ok(RELEASES.includes(r.retiredIn), r.retiredIn);
      if (r.kind === 'official')
        assert.match(r.endpoint, /^https:\/\/gateway\.thegraph\.com\/api\/subgraphs\/id\/[1-9A-HJ-NP-Za-km-z]{40,46}$/);
    }
    const order = pages[section].retired.map((r) => RELEASES.indexOf(r.retiredIn));
    assert.deepEqual(
      order,
      [...order].sort((a, b) => a - b),
      'oldest retirement first',
    );
  }
});
