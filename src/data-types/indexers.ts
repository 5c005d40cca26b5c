/**
 * Shapes of the indexer endpoint tables (.generated/graphql/pages/indexers-<section>.json), which
 * generators/graphql-api writes and the IndexerTable components read.
 */

/** The indexers' two APIs: `streams` (Lockup and Flow) and `airdrops`. */
export type IndexerApi = 'streams' | 'airdrops';

/** A release of the indexers, e.g. "v4.0.0". */
export type IndexerRelease = string;

/** One row of a current endpoint table (`IndexerTable`). */
export interface IndexerRow {
  chainId: number;
  name: string;
  testnet: boolean;
  /** The API's Envio endpoint when Envio indexes this chain. */
  envio: string | null;
  /** Where to send Graph queries: the gateway URL of the official subgraph, or the custom provider's URL. */
  theGraph: string | null;
  theGraphKind: 'official' | 'custom' | null;
  subgraphId: string | null;
  subgraphName: string | null;
  /** Subgraph Studio's keyless, rate-limited URL (official subgraphs only). */
  studio: string | null;
  /** The subgraph's page on The Graph Explorer, or the custom provider's GraphiQL page. */
  explorer: string | null;
}

/** One endpoint that an earlier release listed and v7.1.0 no longer does. */
export interface RetiredRow {
  /** Null for an Envio deployment, which served every Envio chain at once. */
  chainId: number | null;
  /** Chain name, or a label for an Envio deployment. */
  name: string;
  testnet: boolean;
  vendor: 'envio' | 'the-graph';
  kind: 'deployment' | 'official' | 'custom';
  endpoint: string;
  subgraphName: string | null;
  /** The first release of the indexers without it. */
  retiredIn: IndexerRelease;
  /** Where the same data is served at v7.1.0, or null when nothing replaces it. */
  replacement: string | null;
}
