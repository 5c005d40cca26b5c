import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { APIS, type Api, SECTION_API, SECTIONS, type Section } from './instances';
import type { IndexerRelease, IndexerRow, RetiredRow } from '../../src/data-types/indexers';
export type { IndexerRow, RetiredRow } from '../../src/data-types/indexers';

/**
 * The endpoint tables of /api/<section>/indexers and /api/<section>/previous-indexers, built from the facts in
 * indexers.json (sablier-labs/indexers v7.1.0: src/indexers/envio-deployments.ts, envio.ts, graph.ts, mappers.ts).
 *
 * The indexers serve two APIs, `streams` (Lockup and Flow) and `airdrops`. The lockup and flow sections of the site
 * both document the streams API, so they get the same current endpoints; only their retired endpoints differ.
 */

/** What happened to a chain after indexers v1.2.0, in release order. */
export interface ChainChange {
  release: IndexerRelease;
  change: 'added' | 'removed';
}

interface ChainFacts {
  chainId: number;
  /** The chain's name in the `sablier` package. */
  name: string;
  testnet: boolean;
  changes?: ChainChange[];
}

interface GraphChainFacts extends ChainFacts {
  /** Chain part of the subgraph names (`sablier-<protocol>-<slug>`): the package's slug, with graph.ts's overrides. */
  subgraphSlug: string;
  /** Official subgraphs on The Graph's network, by API. */
  subgraphs?: Record<Api, string>;
  /** A provider's own Graph node; `{SUBGRAPH_NAME}` stands for the subgraph's name. */
  customEndpoint?: string;
}

interface RetiredGraphChain extends ChainFacts {
  subgraphSlug: string;
  /** The subgraph ids that went with the chain, by protocol (`lockup` is the streams subgraph from v4.0.0 on). */
  subgraphs?: Partial<Record<'airdrops' | 'flow' | 'lockup', string>>;
  customEndpoint?: string;
  /** For a custom provider: the protocols it served. */
  protocols?: ('airdrops' | 'flow' | 'lockup')[];
  addedIn?: IndexerRelease;
  /** The first release whose configuration no longer lists the chain on The Graph. */
  retiredIn: IndexerRelease;
  /** Whether Envio still indexes the chain at v7.1.0. */
  stillOnEnvio: boolean;
}

interface RetiredFlowSubgraph {
  chainId: number;
  name: string;
  testnet: boolean;
  subgraphSlug: string;
  id: string;
}

export interface IndexerData {
  release: { version: string; date: string };
  envio: {
    /** URL shapes; `{id}` is the deployment id, `{url}` the URL-encoded endpoint. */
    endpoint: string;
    converter: string;
    playground: string;
    deployments: Record<Api, { id: string; explorer: string }>;
    chains: ChainFacts[];
  };
  theGraph: {
    gateway: string;
    studio: string;
    explorer: string;
    /** Subgraph name per API; `{slug}` is the chain's subgraph slug. */
    subgraphNames: Record<Api, string>;
    chains: GraphChainFacts[];
  };
  retired: {
    envioDeployments: { indexer: string; id: string; explorer: string; retiredIn: IndexerRelease }[];
    flowSubgraphs: {
      retiredIn: IndexerRelease;
      name: string;
      official: RetiredFlowSubgraph[];
      custom: (Omit<RetiredFlowSubgraph, 'id'> & { customEndpoint: string; addedIn?: IndexerRelease })[];
    };
    theGraphChains: RetiredGraphChain[];
  };
}

/** What /api/<section>/indexers and previous-indexers read from .generated/graphql/pages/indexers-<section>.json. */
export interface IndexerPage {
  release: { version: string; date: string };
  api: Api;
  /** The API's Envio endpoint (Hasura), one for every chain. */
  envio: string;
  envioId: string;
  /** The same deployment answering subgraph-style queries. */
  converter: string;
  /** The deployment's page on Envio's hosted service. */
  explorer: string;
  /** A hosted GraphiQL playground pointed at the endpoint. */
  playground: string;
  /** Name pattern of the API's subgraphs, e.g. `sablier-lockup-<chain>`. */
  subgraphNamePattern: string;
  counts: { envioChains: number; theGraphOfficial: number; theGraphCustom: number; chains: number };
  rows: IndexerRow[];
  retired: RetiredRow[];
}

const byTestnetThenName = <T extends { testnet: boolean; name: string }>(a: T, b: T): number =>
  Number(a.testnet) - Number(b.testnet) || a.name.localeCompare(b.name, 'en');

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The subgraph name of a chain for a protocol, as graph.ts builds it: `sablier-<protocol>-<slug>`. */
const subgraphName = (protocol: string, slug: string): string => `sablier-${protocol}-${slug}`;

export function envioUrls(
  data: IndexerData,
  api: Api,
): { id: string; endpoint: string; converter: string; explorer: string; playground: string } {
  const { id, explorer } = data.envio.deployments[api];
  const endpoint = fill(data.envio.endpoint, { id });
  return {
    id,
    endpoint,
    converter: fill(data.envio.converter, { id }),
    explorer,
    playground: fill(data.envio.playground, { url: encodeURIComponent(endpoint) }),
  };
}

/** The current endpoints of one API, one row per chain that either vendor indexes; testnets last. */
export function indexerRows(data: IndexerData, api: Api): IndexerRow[] {
  const envio = envioUrls(data, api).endpoint;
  const ids = [...new Set([...data.envio.chains, ...data.theGraph.chains].map((c) => c.chainId))];
  return ids
    .map((chainId): IndexerRow => {
      const e = data.envio.chains.find((c) => c.chainId === chainId);
      const g = data.theGraph.chains.find((c) => c.chainId === chainId);
      const base = (e ?? g)!;
      const name = g ? fill(data.theGraph.subgraphNames[api], { slug: g.subgraphSlug }) : null;
      const id = g?.subgraphs?.[api] ?? null;
      const custom = g?.customEndpoint ? g.customEndpoint.replace('{SUBGRAPH_NAME}', name!) : null;
      return {
        chainId,
        name: base.name,
        testnet: base.testnet,
        envio: e ? envio : null,
        theGraph: id ? fill(data.theGraph.gateway, { id }) : custom,
        theGraphKind: id ? 'official' : custom ? 'custom' : null,
        subgraphId: id,
        subgraphName: name,
        studio: id ? fill(data.theGraph.studio, { name: name! }) : null,
        explorer: id ? fill(data.theGraph.explorer, { id }) : custom ? `${custom}/graphql` : null,
      };
    })
    .sort(byTestnetThenName);
}

/** Releases in order: "v2.0.0" < "v10.0.0". */
const releaseOrder = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

/**
 * The endpoints of a section that the configuration no longer lists: for flow, the Flow Envio deployment and every
 * Flow subgraph (merged into the streams API in v4.0.0) plus the Flow subgraphs of chains dropped before that; for
 * lockup and airdrops, the subgraphs of the chains The Graph no longer serves. Oldest retirement first.
 */
export function retiredRows(data: IndexerData, section: Section): RetiredRow[] {
  const api = SECTION_API[section];
  const current = envioUrls(data, api);
  const rows: RetiredRow[] = [];
  const graphChain = (chainId: number) => data.theGraph.chains.find((c) => c.chainId === chainId);
  if (section === 'flow') {
    for (const d of data.retired.envioDeployments.filter((x) => x.indexer === 'flow')) {
      rows.push({
        chainId: null,
        name: `Flow Envio deployment (${d.id}, every Envio chain)`,
        testnet: false,
        vendor: 'envio',
        kind: 'deployment',
        endpoint: fill(data.envio.endpoint, { id: d.id }),
        subgraphName: null,
        retiredIn: d.retiredIn,
        replacement: `Streams Envio endpoint (${current.id})`,
      });
    }
    const { retiredIn, name: pattern, official, custom } = data.retired.flowSubgraphs;
    const streamsName = (slug: string) => fill(data.theGraph.subgraphNames.streams, { slug });
    for (const s of official) {
      const stillOnGraph = graphChain(s.chainId);
      rows.push({
        chainId: s.chainId,
        name: s.name,
        testnet: s.testnet,
        vendor: 'the-graph',
        kind: 'official',
        endpoint: fill(data.theGraph.gateway, { id: s.id }),
        subgraphName: fill(pattern, { slug: s.subgraphSlug }),
        retiredIn,
        replacement: stillOnGraph ? `Streams subgraph ${streamsName(stillOnGraph.subgraphSlug)}` : 'Streams Envio endpoint',
      });
    }
    for (const s of custom) {
      const name = fill(pattern, { slug: s.subgraphSlug });
      rows.push({
        chainId: s.chainId,
        name: s.name,
        testnet: s.testnet,
        vendor: 'the-graph',
        kind: 'custom',
        endpoint: s.customEndpoint.replace('{SUBGRAPH_NAME}', name),
        subgraphName: name,
        retiredIn,
        replacement: graphChain(s.chainId) ? `Streams subgraph ${streamsName(s.subgraphSlug)}` : null,
      });
    }
  }
  const protocol = section;
  for (const c of data.retired.theGraphChains) {
    const name = subgraphName(protocol, c.subgraphSlug);
    const id = c.subgraphs?.[protocol];
    const custom = c.customEndpoint && c.protocols?.includes(protocol) ? c.customEndpoint.replace('{SUBGRAPH_NAME}', name) : null;
    if (!id && !custom) continue;
    rows.push({
      chainId: c.chainId,
      name: c.name,
      testnet: c.testnet,
      vendor: 'the-graph',
      kind: id ? 'official' : 'custom',
      endpoint: id ? fill(data.theGraph.gateway, { id }) : custom!,
      subgraphName: name,
      retiredIn: c.retiredIn,
      replacement: c.stillOnEnvio ? `${api === 'streams' ? 'Streams' : 'Airdrops'} Envio endpoint` : null,
    });
  }
  return rows.sort(
    (a, b) => releaseOrder(a.retiredIn, b.retiredIn) || (a.chainId === null ? -1 : b.chainId === null ? 1 : byTestnetThenName(a, b)),
  );
}

export function indexerPage(data: IndexerData, section: Section): IndexerPage {
  const api = SECTION_API[section];
  const urls = envioUrls(data, api);
  const rows = indexerRows(data, api);
  const retired = retiredRows(data, section);
  return {
    release: data.release,
    api,
    envio: urls.endpoint,
    envioId: urls.id,
    converter: urls.converter,
    explorer: urls.explorer,
    playground: urls.playground,
    subgraphNamePattern: fill(data.theGraph.subgraphNames[api], { slug: '<chain>' }),
    counts: {
      envioChains: rows.filter((r) => r.envio).length,
      theGraphOfficial: rows.filter((r) => r.theGraphKind === 'official').length,
      theGraphCustom: rows.filter((r) => r.theGraphKind === 'custom').length,
      chains: rows.length,
    },
    rows,
    retired,
  };
}

export function readIndexerData(): IndexerData {
  const data = JSON.parse(readFileSync(join(__dirname, 'indexers.json'), 'utf8')) as IndexerData;
  for (const api of APIS) if (!data.envio.deployments[api]) throw new Error(`indexers.json: no Envio deployment for ${api}`);
  return data;
}

export function writeIndexerTables(write: (path: string, text: string) => void): void {
  const data = readIndexerData();
  for (const section of SECTIONS) {
    write(`.generated/graphql/pages/indexers-${section}.json`, `${JSON.stringify(indexerPage(data, section), null, 1)}\n`);
  }
}
