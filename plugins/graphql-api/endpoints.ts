import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { SECTIONS, type Section } from './instances';

/**
 * The endpoint tables of /api/<section>/indexers, from the facts in indexers.json (sablier-labs/indexers
 * src/indexers/envio-deployments.ts and graph.ts).
 */
export interface IndexerData {
  envio: {
    endpoints: Record<Section, string>;
    explorers: Record<Section, string>;
    chains: { chainId: number; name: string; testnet: boolean }[];
  };
  theGraph: {
    gateway: string;
    studio: string;
    chains: {
      chainId: number;
      name: string;
      testnet: boolean;
      subgraphSlug: string;
      subgraphs?: Record<Section, string>;
      customEndpoint?: string;
    }[];
  };
}

/** Rows of the endpoint tables on /api/<section>/indexers, from the facts in indexers.json. */
/** One row of an indexer endpoint table (`IndexerTable`). */
export interface IndexerRow {
  chainId: number;
  name: string;
  testnet: boolean;
  envio: string | null;
  theGraph: string | null;
  studio: string | null;
}

export function indexerRows(data: IndexerData, section: Section): IndexerRow[] {
  const ids = [...new Set([...data.envio.chains, ...data.theGraph.chains].map((c) => c.chainId))];
  return ids
    .map((chainId) => {
      const e = data.envio.chains.find((c) => c.chainId === chainId);
      const g = data.theGraph.chains.find((c) => c.chainId === chainId);
      const name = (e ?? g)!.name;
      const subgraphName = g ? `sablier-${section}-${g.subgraphSlug}` : null;
      return {
        chainId,
        name,
        testnet: (e ?? g)!.testnet,
        envio: e ? data.envio.endpoints[section] : null,
        theGraph: g?.subgraphs
          ? data.theGraph.gateway.replace('{id}', g.subgraphs[section])
          : g?.customEndpoint
            ? g.customEndpoint.replace('{SUBGRAPH_NAME}', subgraphName!)
            : null,
        studio: g?.subgraphs ? data.theGraph.studio.replace('{name}', subgraphName!) : null,
      };
    })
    .sort((a, b) => Number(a.testnet) - Number(b.testnet) || a.name.localeCompare(b.name, 'en'));
}

export function writeIndexerTables(write: (path: string, text: string) => void): void {
  const data = JSON.parse(readFileSync(join(__dirname, 'indexers.json'), 'utf8')) as IndexerData;
  for (const section of SECTIONS) {
    write(
      `.generated/graphql/pages/indexers-${section}.json`,
      `${JSON.stringify({ envio: data.envio.endpoints[section], explorer: data.envio.explorers[section], rows: indexerRows(data, section) }, null, 1)}\n`,
    );
  }
}

