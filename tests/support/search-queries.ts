/**
 * Relevance set: what a reader types, and the page (a route from the spec, section 2) that must be
 * among the first three results on /search. A query whose page is not in build/ yet is reported as
 * pending by the test, never dropped from this list.
 */
export interface RelevanceQuery {
  query: string;
  expect: string;
}

export const relevanceQueries: RelevanceQuery[] = [
  // Concepts
  { query: 'what is sablier', expect: '/concepts/what-is-sablier' },
  { query: 'cancelability', expect: '/concepts/cancelability' },
  { query: 'cancelabilty', expect: '/concepts/cancelability' },
  { query: 'transferability', expect: '/concepts/transferability' },
  { query: 'fees', expect: '/concepts/fees' },
  { query: 'governance', expect: '/concepts/governance' },
  { query: 'glossary', expect: '/concepts/glossary' },
  { query: 'security', expect: '/concepts/security' },
  { query: 'use cases', expect: '/concepts/use-cases' },
  { query: 'supported chains', expect: '/concepts/chains' },
  { query: 'nft', expect: '/concepts/nft' },
  { query: 'airdrops', expect: '/concepts/airdrops' },
  { query: 'streaming', expect: '/concepts/streaming' },
  { query: 'segments', expect: '/concepts/lockup/segments' },
  { query: 'tranches', expect: '/concepts/lockup/tranches' },
  { query: 'stream shapes', expect: '/concepts/lockup/stream-shapes' },
  { query: 'lockup hooks', expect: '/concepts/lockup/hooks' },
  { query: 'lockup statuses', expect: '/concepts/lockup/statuses' },
  { query: 'flow statuses', expect: '/concepts/flow/statuses' },
  { query: 'flow overview', expect: '/concepts/flow/overview' },
  // Guides
  { query: 'cancel', expect: '/guides/lockup/examples/stream-management/cancel' },
  { query: 'withdraw max', expect: '/guides/lockup/examples/stream-management/withdraw' },
  { query: 'renounce', expect: '/guides/lockup/examples/stream-management/renounce' },
  { query: 'transfer', expect: '/guides/lockup/examples/stream-management/transfer' },
  { query: 'tranched', expect: '/guides/lockup/examples/create-stream/lockup-tranched' },
  { query: 'tranced', expect: '/guides/lockup/examples/create-stream/lockup-tranched' },
  { query: 'batch create linear', expect: '/guides/lockup/examples/batch-create-streams/lockup-linear' },
  { query: 'rps', expect: '/guides/flow/examples/flow-calculate-rps' },
  // Every product's deployments page lists Arbitrum; naming the product picks one.
  { query: 'lockup deployments arbitrum', expect: '/guides/lockup/deployments' },
  { query: 'flow deployments', expect: '/guides/flow/deployments' },
  { query: 'airdrops deployments', expect: '/guides/airdrops/deployments' },
  { query: 'lockup gas benchmarks', expect: '/guides/lockup/gas-benchmarks' },
  { query: 'flow gas benchmarks', expect: '/guides/flow/gas-benchmarks' },
  { query: 'unstake', expect: '/guides/lockup/examples/staking/unstake' },
  { query: 'vesting data', expect: '/guides/lockup/examples/vesting-data' },
  { query: 'custom deployments', expect: '/guides/custom-deployments' },
  { query: 'snapshot voting', expect: '/guides/snapshot-voting' },
  { query: 'verify campaign', expect: '/guides/airdrops/verify-campaign' },
  { query: 'create campaign', expect: '/guides/airdrops/examples/create-campaign' },
  { query: 'legacy streams', expect: '/guides/legacy/streams' },
  // APIs
  { query: 'envio', expect: '/api/lockup/graphql/envio/overview' },
  { query: 'lockup indexers', expect: '/api/lockup/indexers' },
  { query: 'merkle proof', expect: '/concepts/airdrops' },
  { query: 'merkle api endpoints', expect: '/api/airdrops/merkle-api/functionality' },
  { query: 'merkle api', expect: '/api/airdrops/merkle-api/overview' },
  { query: 'stream ids', expect: '/api/ids' },
  { query: 'getting started graphql', expect: '/api/getting-started' },
  // Reference
  { query: 'errors', expect: '/reference/errors' },
  { query: 'lockup access control', expect: '/reference/lockup/access-control' },
  { query: 'flow diagrams', expect: '/reference/flow/diagrams' },
  // Apps and support
  { query: 'csv', expect: '/apps/guides/csv-support' },
  { query: 'url schemes', expect: '/apps/guides/url-schemes' },
  { query: 'branding', expect: '/apps/branding' },
  { query: 'payments', expect: '/apps/features/payments' },
  { query: 'faq', expect: '/support/faq' },
];
