/**
 * The two indexers whose GraphQL APIs the site documents (`/api/<product>/graphql/<indexer>/`). Named here, below
 * both the GraphQL reference generator and redirects.ts, which derives old API addresses from them. No I/O.
 */
export const INDEXERS = ['envio', 'the-graph'] as const;
export type Indexer = (typeof INDEXERS)[number];

export const INDEXER_LABELS: Record<Indexer, string> = { envio: 'Envio', 'the-graph': 'The Graph' };
