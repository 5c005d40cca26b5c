/**
 * Relevance set: what a reader types, and the page(s) a reader wants. Routes have no trailing slash and
 * no anchor. A query passes when ANY route of `expect` is among the first five results; with
 * `first: true`, the first result must be one of them. Expectations were chosen from the pages'
 * content, not from what the engine returns. A query whose page is not in build/ yet is reported as
 * pending by the test, never dropped from this list.
 */
export interface RelevanceQuery {
  query: string;
  expect: string[];
  first?: boolean;
  kind: 'concept' | 'question' | 'identifier' | 'typo' | 'mixed-case' | 'product' | 'chain-address' | 'graphql' | 'guide';
}

const LOCKUP = '/reference/lockup/contracts/';
const FLOW = '/reference/flow/contracts/';
const AIRDROPS = '/reference/airdrops/contracts/';
const BOB = '/reference/bob/contracts/';
const LOCKUP_CONTRACT = `${LOCKUP}sablier-lockup`;
const FLOW_CONTRACT = `${FLOW}sablier-flow`;
const BOB_CONTRACT = `${BOB}sablier-bob`;
/** Lockup's functions that read or change a stream are declared in its state contract and interface too. */
const LOCKUP_STATE_PAGES = [LOCKUP_CONTRACT, `${LOCKUP}abstracts/sablier-lockup-state`, `${LOCKUP}interfaces/i-sablier-lockup-state`];
/** Every campaign contract inherits the claims of the Merkle base. */
const CAMPAIGN_PAGES = ['instant', 'll', 'lt', 'vca', 'execute'].flatMap((c) => [
  `${AIRDROPS}sablier-merkle-${c}`,
  `${AIRDROPS}interfaces/i-sablier-merkle-${c}`,
]);

/** Names SablierFlow and its interface define. */
const flowItems = (names: string[]): RelevanceQuery[] =>
  names.map((query) => ({ query, expect: [FLOW_CONTRACT, `${FLOW}interfaces/i-sablier-flow`], first: true, kind: 'identifier' }));

export const relevanceQueries: RelevanceQuery[] = [
  // Concepts: plain words, answered by a hand-written concept page (never a generated GraphQL type page)
  { query: 'what is sablier', expect: ['/concepts/what-is-sablier'], first: true, kind: 'concept' },
  { query: 'cancelability', expect: ['/concepts/cancelability'], first: true, kind: 'concept' },
  { query: 'transferability', expect: ['/concepts/transferability'], first: true, kind: 'concept' },
  { query: 'fees', expect: ['/concepts/fees'], first: true, kind: 'concept' },
  { query: 'governance', expect: ['/concepts/governance'], first: true, kind: 'concept' },
  { query: 'glossary', expect: ['/concepts/glossary'], first: true, kind: 'concept' },
  { query: 'security', expect: ['/concepts/security'], kind: 'concept' },
  { query: 'use cases', expect: ['/concepts/use-cases'], first: true, kind: 'concept' },
  { query: 'supported chains', expect: ['/concepts/chains'], first: true, kind: 'concept' },
  { query: 'nft', expect: ['/concepts/nft'], kind: 'concept' },
  { query: 'streaming', expect: ['/concepts/streaming'], kind: 'concept' },
  {
    query: 'stream',
    expect: ['/concepts/streaming', '/concepts/what-is-sablier', '/concepts/lockup/overview', '/concepts/flow/overview'],
    kind: 'concept',
  },
  { query: 'cancel', expect: ['/concepts/cancelability', '/guides/lockup/examples/stream-management/cancel'], kind: 'concept' },
  {
    query: 'asset',
    expect: ['/api/lockup/graphql/schema', '/api/flow/graphql/schema', '/api/airdrops/graphql/schema', '/api/getting-started'],
    kind: 'concept',
  },
  { query: 'segments', expect: ['/concepts/lockup/segments'], kind: 'concept' },
  { query: 'tranches', expect: ['/concepts/lockup/tranches'], kind: 'concept' },
  { query: 'tranche', expect: ['/concepts/lockup/tranches'], kind: 'concept' },
  { query: 'stream shapes', expect: ['/concepts/lockup/stream-shapes'], first: true, kind: 'concept' },
  { query: 'lockup hooks', expect: ['/concepts/lockup/hooks', '/guides/lockup/examples/hooks'], kind: 'concept' },
  { query: 'lockup statuses', expect: ['/concepts/lockup/statuses'], first: true, kind: 'concept' },
  { query: 'flow statuses', expect: ['/concepts/flow/statuses'], first: true, kind: 'concept' },
  { query: 'flow overview', expect: ['/concepts/flow/overview', '/guides/flow/overview'], kind: 'concept' },
  { query: 'merkle proof', expect: ['/concepts/airdrops'], kind: 'concept' },
  { query: 'clawback', expect: ['/concepts/airdrops', '/apps/features/airdrops'], kind: 'concept' },
  { query: 'vesting', expect: ['/apps/features/vesting', '/concepts/lockup/overview'], kind: 'concept' },
  { query: 'renounce', expect: ['/guides/lockup/examples/stream-management/renounce', '/concepts/cancelability'], kind: 'concept' },
  { query: 'transfer', expect: ['/guides/lockup/examples/stream-management/transfer', '/concepts/transferability'], kind: 'concept' },

  // Questions in plain English
  {
    query: 'how do I cancel a stream',
    expect: ['/concepts/cancelability', '/guides/lockup/examples/stream-management/cancel', '/apps/features/vesting', '/support/faq'],
    kind: 'question',
  },
  {
    query: 'what happens when a stream is canceled',
    expect: ['/concepts/cancelability', '/guides/lockup/examples/stream-management/cancel'],
    kind: 'question',
  },
  {
    query: 'can I transfer a stream',
    expect: ['/concepts/transferability', '/guides/lockup/examples/stream-management/transfer', '/support/faq'],
    kind: 'question',
  },
  {
    query: 'how do I withdraw from a stream',
    expect: ['/support/how-to', '/guides/lockup/examples/stream-management/withdraw', '/apps/features/vesting'],
    kind: 'question',
  },
  { query: 'does sablier charge fees', expect: ['/concepts/fees', '/support/faq'], kind: 'question' },
  { query: 'can I stream native ETH', expect: ['/support/faq'], kind: 'question' },
  { query: 'which chains are supported', expect: ['/concepts/chains', '/support/faq'], kind: 'question' },
  { query: 'why is there an NFT in my wallet', expect: ['/support/faq', '/concepts/nft'], kind: 'question' },
  { query: 'I sent a stream to the wrong address', expect: ['/support/how-to', '/support/faq'], kind: 'question' },
  {
    query: 'am I eligible for an airdrop',
    expect: ['/support/faq', '/apps/features/airdrops', '/api/airdrops/merkle-api/overview'],
    kind: 'question',
  },
  { query: 'why does my claim fail', expect: ['/support/faq', '/support/technical-guides'], kind: 'question' },
  { query: 'how to decode a failed transaction', expect: ['/support/technical-guides', '/reference/errors'], kind: 'question' },
  {
    query: 'how do I top up a payment stream',
    expect: ['/support/how-to', '/apps/features/payments', '/guides/flow/examples/stream-management'],
    kind: 'question',
  },
  {
    query: 'how to pause a flow stream',
    expect: ['/guides/flow/examples/stream-management', '/apps/features/payments', '/concepts/flow/overview', '/support/how-to'],
    kind: 'question',
  },
  { query: 'how are streams taxed', expect: ['/support/faq'], first: true, kind: 'question' },
  { query: 'why does my new stream not show up in the app', expect: ['/support/faq', '/support/technical-guides'], kind: 'question' },
  {
    query: 'what is the difference between vesting and payments',
    expect: ['/support/faq', '/guides/flow/overview', '/concepts/what-is-sablier'],
    kind: 'question',
  },
  {
    query: 'who can cancel a stream',
    expect: ['/concepts/cancelability', '/reference/lockup/access-control', '/support/faq'],
    kind: 'question',
  },
  { query: 'how do I deploy sablier on a new chain', expect: ['/guides/custom-deployments'], kind: 'question' },

  // Contract identifiers: functions, events, errors, their spelled-out forms, and 4-byte selectors
  {
    query: 'withdrawMax',
    expect: [
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/abstracts/sablier-lockup-state',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-state',
      '/reference/flow/contracts/sablier-flow',
      '/reference/flow/contracts/interfaces/i-sablier-flow',
      '/guides/lockup/examples/stream-management/withdraw',
    ],
    kind: 'identifier',
  },
  {
    query: 'withdraw max',
    expect: [
      '/guides/lockup/examples/stream-management/withdraw',
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/abstracts/sablier-lockup-state',
      '/reference/flow/contracts/sablier-flow',
    ],
    kind: 'identifier',
  },
  {
    query: 'createWithDurationsLL',
    expect: [
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup',
      '/reference/lockup/contracts/sablier-batch-lockup',
      '/guides/lockup/examples/create-stream/lockup-linear',
    ],
    kind: 'identifier',
  },
  {
    query: 'cancelMultiple',
    expect: [
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/abstracts/sablier-lockup-state',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-state',
    ],
    kind: 'identifier',
  },
  {
    query: 'cancel multiple',
    expect: [
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/abstracts/sablier-lockup-state',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-state',
      '/guides/lockup/examples/stream-management/cancel',
    ],
    kind: 'identifier',
  },
  {
    query: 'burn',
    expect: [
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/abstracts/sablier-lockup-state',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-state',
      '/support/faq',
      '/apps/features/vesting',
    ],
    kind: 'identifier',
  },
  {
    query: 'refundableAmountOf',
    expect: [
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/abstracts/sablier-lockup-state',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-state',
      '/reference/flow/contracts/sablier-flow',
      '/reference/flow/contracts/interfaces/i-sablier-flow',
    ],
    kind: 'identifier',
  },
  {
    query: 'withdrawableAmountOf',
    expect: [
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/abstracts/sablier-lockup-state',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-state',
      '/reference/flow/contracts/sablier-flow',
      '/reference/flow/contracts/interfaces/i-sablier-flow',
    ],
    kind: 'identifier',
  },
  {
    query: 'streamedAmountOf',
    expect: [
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/abstracts/sablier-lockup-state',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-state',
      '/guides/lockup/examples/vesting-data',
    ],
    kind: 'identifier',
  },
  {
    query: 'onSablierLockupWithdraw',
    expect: [
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-recipient',
      '/concepts/lockup/hooks',
      '/guides/lockup/examples/hooks',
    ],
    kind: 'identifier',
  },
  {
    query: 'MAX_COUNT',
    expect: ['/guides/lockup/upgrade', '/concepts/glossary', '/concepts/lockup/segments', '/concepts/lockup/tranches'],
    kind: 'identifier',
  },
  {
    query: 'adjustRatePerSecond',
    expect: [
      '/reference/flow/contracts/sablier-flow',
      '/reference/flow/contracts/interfaces/i-sablier-flow',
      '/guides/flow/examples/stream-management',
    ],
    kind: 'identifier',
  },
  {
    query: 'createMerkleInstant',
    expect: [
      '/reference/airdrops/contracts/sablier-factory-merkle-instant',
      '/reference/airdrops/contracts/interfaces/i-sablier-factory-merkle-instant',
      '/guides/airdrops/examples/create-campaign',
    ],
    kind: 'identifier',
  },
  {
    query: 'CancelLockupStream',
    expect: [
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/abstracts/sablier-lockup-state',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-state',
    ],
    kind: 'identifier',
  },
  {
    query: 'VoidFlowStream',
    expect: ['/reference/flow/contracts/sablier-flow', '/reference/flow/contracts/interfaces/i-sablier-flow'],
    kind: 'identifier',
  },
  {
    query: 'SablierLockupBase_StreamDepleted',
    expect: ['/reference/errors', '/guides/lockup/upgrade', '/reference/lockup/contracts/libraries/errors'],
    kind: 'identifier',
  },
  {
    query: 'SablierLockupBase_StreamNotCancelable',
    expect: ['/reference/errors', '/guides/lockup/upgrade', '/reference/lockup/contracts/libraries/errors', '/concepts/cancelability'],
    kind: 'identifier',
  },
  {
    query: 'stream not cancelable',
    expect: [
      '/concepts/cancelability',
      '/reference/lockup/contracts/libraries/errors',
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/errors',
    ],
    kind: 'identifier',
  },
  {
    query: 'SablierFlow_InvalidTokenDecimals',
    expect: ['/reference/flow/contracts/libraries/errors', '/reference/flow/contracts/sablier-flow', '/reference/errors'],
    kind: 'identifier',
  },
  {
    query: 'SablierMerkleBase_InvalidProof',
    expect: [
      '/reference/airdrops/contracts/libraries/errors',
      '/reference/airdrops/contracts/abstracts/sablier-merkle-base',
      '/reference/airdrops/contracts/sablier-merkle-instant',
      '/reference/errors',
    ],
    kind: 'identifier',
  },
  {
    query: 'SafeERC20FailedOperation',
    expect: [
      '/reference/errors',
      '/support/technical-guides',
      '/reference/lockup/contracts/libraries/errors',
      '/reference/flow/contracts/libraries/errors',
      '/reference/airdrops/contracts/libraries/errors',
    ],
    kind: 'identifier',
  },
  {
    query: 'createWithTimestampsLPG',
    expect: [
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-price-gated',
      '/reference/lockup/contracts/abstracts/sablier-lockup-price-gated',
      '/guides/lockup/examples/create-stream/lockup-price-gated',
    ],
    kind: 'identifier',
  },
  {
    query: 'calculateMinFeeWei',
    expect: [
      '/reference/comptroller/contracts/sablier-comptroller',
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/abstracts/comptrollerable',
      '/concepts/fees',
    ],
    kind: 'identifier',
  },
  {
    query: 'granularity',
    expect: [
      '/concepts/lockup/stream-shapes',
      '/reference/lockup/contracts/types/lockup-linear',
      '/guides/lockup/examples/create-stream/lockup-linear',
    ],
    kind: 'identifier',
  },
  {
    query: 'comptroller',
    expect: [
      '/concepts/governance',
      '/reference/comptroller/contracts/sablier-comptroller',
      '/concepts/fees',
      '/reference/comptroller/access-control',
    ],
    kind: 'concept',
  },
  {
    query: 'price gated stream',
    expect: ['/concepts/lockup/stream-shapes', '/guides/lockup/examples/create-stream/lockup-price-gated'],
    kind: 'concept',
  },
  { query: 'minimum fee', expect: ['/concepts/fees', '/concepts/governance', '/support/faq'], kind: 'concept' },
  { query: 'upgrade to lockup v4', expect: ['/guides/lockup/upgrade'], first: true, kind: 'guide' },
  // Flow v3.0 and Airdrops v3.0 names (issues 27 and 28)
  {
    query: 'startTime',
    expect: [
      '/concepts/flow/overview',
      '/reference/flow/contracts/sablier-flow',
      '/guides/flow/examples/create-stream',
      '/concepts/flow/statuses',
    ],
    kind: 'identifier',
  },
  { query: 'PENDING', expect: ['/concepts/flow/statuses', '/reference/flow/contracts/types/flow'], kind: 'identifier' },
  { query: 'pending stream', expect: ['/concepts/flow/statuses', '/concepts/flow/overview'], kind: 'concept' },
  {
    query: 'transferFromPayable',
    expect: ['/reference/flow/contracts/sablier-flow', '/reference/flow/contracts/interfaces/i-sablier-flow', '/guides/flow/upgrade'],
    kind: 'identifier',
  },
  { query: 'upgrade to flow v3', expect: ['/guides/flow/upgrade'], first: true, kind: 'guide' },
  {
    query: 'claimViaSig',
    expect: [
      '/reference/airdrops/contracts/sablier-merkle-instant',
      '/reference/airdrops/contracts/interfaces/i-sablier-merkle-instant',
      '/guides/airdrops/examples/claim',
      '/concepts/airdrops',
    ],
    kind: 'identifier',
  },
  {
    query: 'claimViaAttestation',
    expect: ['/reference/airdrops/contracts/sablier-merkle-instant', '/guides/airdrops/examples/claim', '/concepts/airdrops'],
    kind: 'identifier',
  },
  {
    query: 'claimAndExecute',
    expect: [
      '/reference/airdrops/contracts/sablier-merkle-execute',
      '/reference/airdrops/contracts/interfaces/i-sablier-merkle-execute',
      '/guides/airdrops/examples/claim',
    ],
    kind: 'identifier',
  },
  {
    query: 'MerkleExecute',
    expect: [
      '/reference/airdrops/contracts/types/merkle-execute',
      '/reference/airdrops/contracts/sablier-merkle-execute',
      '/reference/airdrops/contracts/sablier-factory-merkle-execute',
      '/concepts/airdrops',
    ],
    kind: 'identifier',
  },
  {
    query: 'VCA',
    expect: ['/concepts/airdrops', '/reference/airdrops/contracts/sablier-merkle-vca', '/apps/features/airdrops'],
    kind: 'product',
  },
  { query: 'upgrade airdrops v3', expect: ['/guides/airdrops/upgrade'], first: true, kind: 'guide' },
  {
    query: 'SablierLockup_InsufficientFeePayment',
    expect: ['/reference/lockup/contracts/libraries/errors', '/reference/lockup/contracts/sablier-lockup', '/reference/errors'],
    kind: 'identifier',
  },
  { query: 'SablierLockup', expect: ['/reference/lockup/contracts/sablier-lockup'], first: true, kind: 'identifier' },
  {
    query: '0x40e58ee5',
    expect: [
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/abstracts/sablier-lockup-state',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-state',
    ],
    kind: 'identifier',
  },
  {
    query: '0x8f69b993',
    expect: ['/reference/lockup/contracts/sablier-lockup', '/reference/lockup/contracts/interfaces/i-sablier-lockup'],
    kind: 'identifier',
  },
  {
    query: '0x5ea2145b',
    expect: ['/reference/flow/contracts/sablier-flow', '/reference/flow/contracts/interfaces/i-sablier-flow'],
    kind: 'identifier',
  },
  {
    // createMerkleInstant of Airdrops v3.0's instant factory.
    query: '0x106dc4a0',
    expect: [
      '/reference/airdrops/contracts/sablier-factory-merkle-instant',
      '/reference/airdrops/contracts/interfaces/i-sablier-factory-merkle-instant',
    ],
    kind: 'identifier',
  },
  {
    query: '0x892923ea',
    expect: ['/reference/lockup/contracts/sablier-lockup', '/reference/lockup/contracts/libraries/errors', '/reference/errors'],
    kind: 'identifier',
  },
  {
    query: '0xc9f55392',
    expect: ['/reference/flow/contracts/sablier-flow', '/reference/flow/contracts/libraries/errors', '/reference/errors'],
    kind: 'identifier',
  },

  // Bob v1.0: price-gated vaults, shares, the Lido adapter and SablierEscrow (issue 30)
  { query: 'bob', expect: ['/concepts/bob/overview', '/guides/bob/overview'], kind: 'product' },
  { query: 'bob vault', expect: ['/concepts/bob/overview', '/guides/bob/overview'], kind: 'product' },
  { query: 'price-gated vault', expect: ['/concepts/bob/overview', '/concepts/bob/statuses'], kind: 'concept' },
  { query: 'vault statuses', expect: ['/concepts/bob/statuses'], first: true, kind: 'concept' },
  {
    query: 'SETTLED',
    expect: ['/concepts/bob/statuses', '/reference/bob/contracts/sablier-bob', '/concepts/lockup/statuses'],
    kind: 'identifier',
  },
  { query: 'vault shares', expect: ['/concepts/bob/shares'], kind: 'concept' },
  { query: 'BobVaultShare', expect: ['/reference/bob/contracts/bob-vault-share', '/concepts/bob/shares'], kind: 'identifier' },
  {
    query: 'lido adapter',
    expect: ['/concepts/bob/lido-adapter', '/reference/bob/contracts/sablier-lido-adapter'],
    first: true,
    kind: 'concept',
  },
  { query: 'fee on yield', expect: ['/concepts/bob/lido-adapter', '/concepts/bob/shares'], kind: 'concept' },
  { query: 'wstETH', expect: ['/concepts/bob/lido-adapter', '/concepts/bob/shares'], kind: 'identifier' },
  { query: 'escrow', expect: ['/concepts/bob/escrow', '/reference/bob/contracts/sablier-escrow'], kind: 'concept' },
  { query: 'fillOrder', expect: ['/reference/bob/contracts/sablier-escrow', '/concepts/bob/escrow'], kind: 'identifier' },
  {
    query: 'createVault',
    expect: ['/reference/bob/contracts/sablier-bob', '/guides/bob/examples/create-vault', '/guides/bob/overview'],
    kind: 'identifier',
  },
  {
    query: 'syncPriceFromOracle',
    expect: ['/reference/bob/contracts/sablier-bob', '/concepts/bob/statuses'],
    kind: 'identifier',
  },
  {
    query: 'how do I redeem my vault shares',
    expect: ['/guides/bob/overview', '/concepts/bob/shares', '/guides/bob/etherscan'],
    kind: 'question',
  },
  { query: 'use a bob vault from etherscan', expect: ['/guides/bob/etherscan'], first: true, kind: 'guide' },
  { query: 'create vault example', expect: ['/guides/bob/examples/create-vault'], kind: 'guide' },
  { query: 'escorw', expect: ['/concepts/bob/escrow', '/reference/bob/contracts/sablier-escrow'], kind: 'typo' },
  { query: 'Lido Adapter', expect: ['/concepts/bob/lido-adapter'], first: true, kind: 'mixed-case' },
  // Solana programs
  { query: 'solana', expect: ['/concepts/solana/overview', '/guides/solana/overview'], kind: 'product' },
  { query: 'solana program id', expect: ['/guides/solana/deployments'], kind: 'chain-address' },
  { query: 'solana pda seeds', expect: ['/concepts/solana/accounts'], kind: 'concept' },
  { query: 'solana fees', expect: ['/concepts/solana/fees'], kind: 'concept' },
  {
    query: 'create a stream on solana',
    expect: ['/guides/solana/examples/create-stream'],
    kind: 'guide',
  },
  {
    query: 'SablierMerkleInstant',
    expect: ['/reference/solana/programs/sablier-merkle-instant', '/concepts/solana/overview'],
    kind: 'identifier',
  },

  // Typos: one edit in a word of five or more letters
  { query: 'cancelabilty', expect: ['/concepts/cancelability'], first: true, kind: 'typo' },
  { query: 'cancelation', expect: ['/concepts/cancelability', '/guides/lockup/examples/stream-management/cancel'], kind: 'typo' },
  {
    query: 'withdrawl',
    expect: ['/guides/lockup/examples/stream-management/withdraw', '/support/how-to', '/concepts/streaming', '/apps/features/vesting'],
    kind: 'typo',
  },
  { query: 'airdorp', expect: ['/concepts/airdrops', '/apps/features/airdrops', '/guides/airdrops/overview'], kind: 'typo' },
  {
    query: 'tranced',
    expect: ['/guides/lockup/examples/create-stream/lockup-tranched', '/concepts/lockup/tranches', '/concepts/lockup/stream-shapes'],
    kind: 'typo',
  },
  { query: 'transferabilty', expect: ['/concepts/transferability'], first: true, kind: 'typo' },
  { query: 'segmnets', expect: ['/concepts/lockup/segments'], kind: 'typo' },
  { query: 'goverance', expect: ['/concepts/governance'], kind: 'typo' },
  { query: 'clawbak', expect: ['/concepts/airdrops', '/apps/features/airdrops'], kind: 'typo' },
  { query: 'renonce stream', expect: ['/guides/lockup/examples/stream-management/renounce', '/concepts/cancelability'], kind: 'typo' },
  { query: 'lockup deploymnets', expect: ['/guides/lockup/deployments'], kind: 'typo' },
  { query: 'gas benchmaks', expect: ['/guides/lockup/gas-benchmarks', '/guides/flow/gas-benchmarks'], kind: 'typo' },

  // Mixed case
  {
    query: 'WithdrawMax',
    expect: [
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/abstracts/sablier-lockup-state',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-state',
      '/reference/flow/contracts/sablier-flow',
      '/guides/lockup/examples/stream-management/withdraw',
    ],
    kind: 'mixed-case',
  },
  {
    query: 'LOCKUP dynamic',
    expect: [
      '/guides/lockup/examples/create-stream/lockup-dynamic',
      '/concepts/lockup/segments',
      '/concepts/lockup/stream-shapes',
      '/reference/lockup/contracts/types/lockup-dynamic',
    ],
    kind: 'mixed-case',
  },
  { query: 'CANCELABILITY', expect: ['/concepts/cancelability'], first: true, kind: 'mixed-case' },
  { query: 'Flow Statuses', expect: ['/concepts/flow/statuses'], first: true, kind: 'mixed-case' },
  { query: 'sablierlockup', expect: ['/reference/lockup/contracts/sablier-lockup'], kind: 'mixed-case' },
  {
    query: 'CREATEWITHTIMESTAMPSLL',
    expect: [
      '/reference/lockup/contracts/sablier-lockup',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup',
      '/reference/lockup/contracts/sablier-batch-lockup',
    ],
    kind: 'mixed-case',
  },
  { query: 'Merkle API', expect: ['/api/airdrops/merkle-api/overview'], first: true, kind: 'mixed-case' },
  {
    query: 'NFT Descriptor',
    expect: ['/concepts/nft', '/reference/lockup/contracts/lockup-nft-descriptor', '/reference/flow/contracts/flow-nft-descriptor'],
    kind: 'mixed-case',
  },
  { query: 'FAQ', expect: ['/support/faq'], first: true, kind: 'mixed-case' },

  // Product names
  { query: 'lockup', expect: ['/concepts/lockup/overview', '/guides/lockup/overview'], kind: 'product' },
  { query: 'flow', expect: ['/concepts/flow/overview', '/guides/flow/overview'], kind: 'product' },
  { query: 'airdrops', expect: ['/concepts/airdrops', '/guides/airdrops/overview', '/apps/features/airdrops'], kind: 'product' },
  { query: 'merkle api', expect: ['/api/airdrops/merkle-api/overview'], first: true, kind: 'product' },
  { query: 'merkle api endpoints', expect: ['/api/airdrops/merkle-api/functionality'], kind: 'product' },
  {
    query: 'envio',
    expect: [
      '/api/lockup/graphql/envio/overview',
      '/api/flow/graphql/envio/overview',
      '/api/airdrops/graphql/envio/overview',
      '/api/overview',
      '/api/lockup/indexers',
    ],
    kind: 'product',
  },
  {
    query: 'the graph',
    expect: [
      '/api/lockup/graphql/the-graph/overview',
      '/api/flow/graphql/the-graph/overview',
      '/api/airdrops/graphql/the-graph/overview',
      '/api/overview',
      '/api/lockup/indexers',
    ],
    kind: 'product',
  },
  { query: 'lockup indexers', expect: ['/api/lockup/indexers'], first: true, kind: 'product' },
  { query: 'streams indexer', expect: ['/api/lockup/indexers', '/api/flow/indexers', '/api/overview'], kind: 'product' },
  {
    query: 'LockupStream',
    expect: ['/api/lockup/graphql/envio/objects/lockup-stream', '/api/lockup/graphql/the-graph/objects/lockup-stream'],
    kind: 'graphql',
  },
  { query: 'sablier v1', expect: ['/guides/legacy/overview', '/apps/legacy', '/api/legacy'], kind: 'product' },
  { query: 'payments', expect: ['/apps/features/payments'], kind: 'product' },
  {
    query: 'lockup linear',
    expect: [
      '/guides/lockup/examples/create-stream/lockup-linear',
      '/concepts/lockup/stream-shapes',
      '/reference/lockup/contracts/types/lockup-linear',
    ],
    kind: 'product',
  },

  // Chain names with "address": the deployment pages
  {
    query: 'arbitrum address',
    expect: ['/guides/lockup/deployments', '/guides/flow/deployments', '/guides/airdrops/deployments', '/concepts/chains'],
    kind: 'chain-address',
  },
  { query: 'base lockup address', expect: ['/guides/lockup/deployments'], kind: 'chain-address' },
  { query: 'polygon flow address', expect: ['/guides/flow/deployments'], kind: 'chain-address' },
  { query: 'ethereum airdrops factory address', expect: ['/guides/airdrops/deployments'], kind: 'chain-address' },
  { query: 'sepolia lockup address', expect: ['/guides/lockup/deployments'], kind: 'chain-address' },
  { query: 'lockup deployments', expect: ['/guides/lockup/deployments'], first: true, kind: 'chain-address' },
  { query: 'lockup deployments arbitrum', expect: ['/guides/lockup/deployments'], kind: 'chain-address' },
  { query: 'flow deployments', expect: ['/guides/flow/deployments'], first: true, kind: 'chain-address' },
  { query: 'airdrops deployments', expect: ['/guides/airdrops/deployments'], first: true, kind: 'chain-address' },
  { query: 'arbitrum lockup indexer endpoint', expect: ['/api/lockup/indexers'], kind: 'chain-address' },

  // Exact GraphQL type names: the generated GraphQL pages (any vendor or protocol variant that exists)
  {
    query: 'LockupStream_bool_exp',
    expect: ['/api/lockup/graphql/envio/inputs/lockup-stream-bool-exp'],
    kind: 'graphql',
  },
  {
    query: 'flowStreams',
    expect: ['/api/flow/graphql/the-graph/queries/flow-streams'],
    kind: 'graphql',
  },
  {
    query: 'Campaign',
    expect: [
      '/api/airdrops/graphql/envio/objects/campaign',
      '/api/airdrops/graphql/envio/queries/campaign',
      '/api/airdrops/graphql/the-graph/objects/campaign',
    ],
    kind: 'graphql',
  },
  { query: 'campaigns', expect: ['/api/airdrops/graphql/the-graph/queries/campaigns'], kind: 'graphql' },
  { query: 'Campaign_bool_exp', expect: ['/api/airdrops/graphql/envio/inputs/campaign-bool-exp'], kind: 'graphql' },
  {
    query: 'FlowStream_filter',
    expect: ['/api/flow/graphql/the-graph/inputs/flow-stream-filter'],
    kind: 'graphql',
  },
  {
    query: 'LockupStream_by_pk',
    expect: ['/api/lockup/graphql/envio/queries/lockup-stream-by-pk'],
    kind: 'graphql',
  },
  {
    query: 'Action_bool_exp',
    expect: ['/api/airdrops/graphql/envio/inputs/action-bool-exp'],
    kind: 'graphql',
  },
  {
    query: 'order_by',
    expect: ['/api/lockup/graphql/envio/enums/order-by', '/api/airdrops/graphql/envio/enums/order-by'],
    kind: 'graphql',
  },
  {
    query: 'OrderDirection',
    expect: ['/api/lockup/graphql/the-graph/enums/order-direction', '/api/airdrops/graphql/the-graph/enums/order-direction'],
    kind: 'graphql',
  },
  {
    query: 'DeprecatedStream',
    expect: ['/api/lockup/graphql/envio/objects/deprecated-stream', '/api/lockup/graphql/the-graph/objects/deprecated-stream'],
    kind: 'graphql',
  },
  { query: 'lockup entity schema', expect: ['/api/lockup/graphql/schema'], first: true, kind: 'graphql' },
  {
    query: 'IndexerInfo',
    expect: [
      '/api/lockup/graphql/envio/objects/indexer-info',
      '/api/lockup/graphql/the-graph/objects/indexer-info',
      '/api/airdrops/graphql/envio/objects/indexer-info',
      '/api/airdrops/graphql/the-graph/objects/indexer-info',
    ],
    kind: 'graphql',
  },

  // Guides and other task pages
  {
    query: 'tranched',
    expect: ['/guides/lockup/examples/create-stream/lockup-tranched', '/concepts/lockup/tranches', '/concepts/lockup/stream-shapes'],
    kind: 'guide',
  },
  { query: 'batch create linear', expect: ['/guides/lockup/examples/batch-create-streams/lockup-linear'], kind: 'guide' },
  { query: 'rps', expect: ['/guides/flow/examples/flow-calculate-rps'], kind: 'guide' },
  { query: 'create a stream from etherscan', expect: ['/guides/lockup/etherscan'], first: true, kind: 'guide' },
  { query: 'lockup gas benchmarks', expect: ['/guides/lockup/gas-benchmarks'], first: true, kind: 'guide' },
  { query: 'flow gas benchmarks', expect: ['/guides/flow/gas-benchmarks'], first: true, kind: 'guide' },
  { query: 'unstake', expect: ['/guides/lockup/examples/staking/unstake'], kind: 'guide' },
  { query: 'vesting data', expect: ['/guides/lockup/examples/vesting-data'], kind: 'guide' },
  { query: 'custom deployments', expect: ['/guides/custom-deployments'], first: true, kind: 'guide' },
  { query: 'snapshot voting', expect: ['/guides/snapshot-voting'], first: true, kind: 'guide' },
  { query: 'verify campaign', expect: ['/guides/airdrops/verify-campaign'], kind: 'guide' },
  { query: 'create campaign', expect: ['/guides/airdrops/examples/create-campaign', '/apps/features/airdrops'], kind: 'guide' },
  { query: 'legacy streams', expect: ['/guides/legacy/streams'], kind: 'guide' },
  { query: 'stream ids', expect: ['/api/ids'], kind: 'guide' },
  { query: 'getting started graphql', expect: ['/api/getting-started'], kind: 'guide' },
  { query: 'errors', expect: ['/reference/errors'], kind: 'guide' },
  { query: 'lockup access control', expect: ['/reference/lockup/access-control'], first: true, kind: 'guide' },
  { query: 'flow diagrams', expect: ['/reference/flow/diagrams'], first: true, kind: 'guide' },
  { query: 'csv', expect: ['/apps/guides/csv-support'], kind: 'guide' },
  { query: 'url schemes', expect: ['/apps/guides/url-schemes'], first: true, kind: 'guide' },
  { query: 'branding', expect: ['/apps/branding'], first: true, kind: 'guide' },
  { query: 'faq', expect: ['/support/faq'], first: true, kind: 'guide' },
  { query: 'troubleshooting', expect: ['/support/technical-guides', '/support/how-to'], kind: 'guide' },
  // Issue 54: a name or a term finds first the page that defines it (the contract, type or concept page),
  // before upgrade guides, earlier releases, examples and pages that only mention it.
  // Functions
  ...flowItems(['depositAndPause', 'refundMax', 'restartAndDeposit', 'createAndDeposit', 'depletionTimeOf', 'totalDebtOf']),
  {
    query: 'getSnapshotDebtScaled',
    expect: [FLOW_CONTRACT, `${FLOW}abstracts/sablier-flow-state`, `${FLOW}interfaces/i-sablier-flow-state`],
    first: true,
    kind: 'identifier',
  },
  ...['isWarm', 'getSegments', 'withdrawMultiple'].map(
    (query): RelevanceQuery => ({ query, expect: LOCKUP_STATE_PAGES, first: true, kind: 'identifier' }),
  ),
  {
    query: 'createWithTimestampsLD',
    expect: [LOCKUP_CONTRACT, `${LOCKUP}interfaces/i-sablier-lockup`, `${LOCKUP}sablier-batch-lockup`],
    first: true,
    kind: 'identifier',
  },
  { query: 'hasClaimed', expect: CAMPAIGN_PAGES, first: true, kind: 'identifier' },
  { query: 'claimTo', expect: CAMPAIGN_PAGES, first: true, kind: 'identifier' },
  {
    query: 'claim',
    expect: ['/concepts/airdrops', '/guides/airdrops/examples/claim', '/apps/features/airdrops', ...CAMPAIGN_PAGES],
    kind: 'identifier',
  },
  {
    query: 'createMerkleVCA',
    expect: [`${AIRDROPS}sablier-factory-merkle-vca`, `${AIRDROPS}interfaces/i-sablier-factory-merkle-vca`],
    first: true,
    kind: 'identifier',
  },
  {
    query: 'createMerkleLL',
    expect: [`${AIRDROPS}sablier-factory-merkle-ll`, `${AIRDROPS}interfaces/i-sablier-factory-merkle-ll`],
    first: true,
    kind: 'identifier',
  },
  ...['calculateForgoneAmount', 'ClaimVCA'].map(
    (query): RelevanceQuery => ({
      query,
      expect: [`${AIRDROPS}sablier-merkle-vca`, `${AIRDROPS}interfaces/i-sablier-merkle-vca`],
      first: true,
      kind: 'identifier',
    }),
  ),
  ...['unstakeTokensViaAdapter', 'enterWithNativeToken'].map(
    (query): RelevanceQuery => ({ query, expect: [BOB_CONTRACT, `${BOB}interfaces/i-sablier-bob`], first: true, kind: 'identifier' }),
  ),
  {
    query: 'getTargetPrice',
    expect: [BOB_CONTRACT, `${BOB}abstracts/sablier-bob-state`, `${BOB}interfaces/i-sablier-bob-state`],
    first: true,
    kind: 'identifier',
  },
  {
    query: 'cancelOrder',
    expect: [`${BOB}sablier-escrow`, `${BOB}interfaces/i-sablier-escrow`],
    first: true,
    kind: 'identifier',
  },
  // Events
  ...flowItems(['DepositFlowStream']),
  ...['WithdrawFromLockupStream', 'RenounceLockupStream', 'CreateLockupLinearStream'].map(
    (query): RelevanceQuery => ({
      query,
      expect: [LOCKUP_CONTRACT, `${LOCKUP}interfaces/i-sablier-lockup`, ...LOCKUP_STATE_PAGES, '/reference/solana/programs/sablier-lockup'],
      first: true,
      kind: 'identifier',
    }),
  ),
  // Errors: the contract that reverts with them and the Errors library that declares them define them; the
  // errors index only lists them.
  ...['SablierFlow_Overdraw', 'SablierFlow_StreamPending', 'SablierFlowState_StreamVoided'].map(
    (query): RelevanceQuery => ({
      query,
      expect: [FLOW_CONTRACT, `${FLOW}libraries/errors`, `${FLOW}abstracts/sablier-flow-state`],
      first: true,
      kind: 'identifier',
    }),
  ),
  { query: 'SablierLockup_StreamSettled', expect: [LOCKUP_CONTRACT, `${LOCKUP}libraries/errors`], first: true, kind: 'identifier' },
  {
    query: 'SablierMerkleBase_CampaignExpired',
    expect: [`${AIRDROPS}libraries/errors`, `${AIRDROPS}abstracts/sablier-merkle-base`, ...CAMPAIGN_PAGES],
    first: true,
    kind: 'identifier',
  },
  {
    query: 'SablierFactoryMerkleVCA_UnlockPercentageTooHigh',
    expect: [`${AIRDROPS}libraries/errors`, `${AIRDROPS}sablier-factory-merkle-vca`],
    first: true,
    kind: 'identifier',
  },
  { query: 'SablierBob_VaultNotActive', expect: [`${BOB}libraries/errors`, BOB_CONTRACT], first: true, kind: 'identifier' },
  { query: 'SablierEscrow_OrderFilled', expect: [`${BOB}libraries/errors`, `${BOB}sablier-escrow`], first: true, kind: 'identifier' },
  // Types and structs
  ...(
    [
      ['LockupLinear.UnlockAmounts', 'lockup-linear'],
      ['UnlockAmounts', 'lockup-linear'],
      ['Lockup.Status', 'lockup'],
      ['CreateWithTimestamps', 'lockup'],
      ['LockupDynamic.Segment', 'lockup-dynamic'],
    ] as const
  ).map(([query, page]): RelevanceQuery => ({ query, expect: [`${LOCKUP}types/${page}`], first: true, kind: 'identifier' })),
  { query: 'Flow.Status', expect: [`${FLOW}types/flow`], first: true, kind: 'identifier' },
  { query: 'Bob.Vault', expect: [`${BOB}types/bob`], first: true, kind: 'identifier' },
  { query: 'Escrow.Order', expect: [`${BOB}types/escrow`], first: true, kind: 'identifier' },
  { query: 'MerkleVCA.ConstructorParams', expect: [`${AIRDROPS}types/merkle-vca`], first: true, kind: 'identifier' },
  // GraphQL types
  ...(
    [
      ['FlowStream', 'flow', 'objects/flow-stream'],
      ['FlowAction', 'flow', 'objects/flow-action'],
      ['LockupAction', 'lockup', 'objects/lockup-action'],
    ] as const
  ).map(
    ([query, api, page]): RelevanceQuery => ({
      query,
      expect: [`/api/${api}/graphql/envio/${page}`, `/api/${api}/graphql/the-graph/${page}`],
      first: true,
      kind: 'graphql',
    }),
  ),
  { query: 'FlowStream_bool_exp', expect: ['/api/flow/graphql/envio/inputs/flow-stream-bool-exp'], first: true, kind: 'graphql' },
  { query: 'LockupAction_filter', expect: ['/api/lockup/graphql/the-graph/inputs/lockup-action-filter'], first: true, kind: 'graphql' },
  { query: 'Campaign_filter', expect: ['/api/airdrops/graphql/the-graph/inputs/campaign-filter'], first: true, kind: 'graphql' },
  // Concepts in plain words: the concept page that explains the term (the glossary only sums it up)
  ...['cliff', 'price-gated', 'unlock cliff', 'double unlock', 'what is a cliff'].map(
    (query): RelevanceQuery => ({ query, expect: ['/concepts/lockup/stream-shapes'], first: true, kind: 'concept' }),
  ),
  { query: 'timelock', expect: ['/concepts/lockup/stream-shapes', '/concepts/lockup/tranches'], first: true, kind: 'concept' },
  { query: 'what is a tranche', expect: ['/concepts/lockup/tranches'], first: true, kind: 'concept' },
  { query: 'airdrop campaign', expect: ['/concepts/airdrops'], first: true, kind: 'concept' },
  ...['rate per second', 'depletion time', 'snapshot debt'].map(
    (query): RelevanceQuery => ({ query, expect: ['/concepts/flow/overview'], first: true, kind: 'concept' }),
  ),
  { query: 'refundable amount', expect: ['/concepts/flow/overview', '/concepts/cancelability'], kind: 'concept' },
  { query: 'warm and cold', expect: ['/concepts/lockup/statuses'], first: true, kind: 'concept' },
  { query: 'stream NFT', expect: ['/concepts/nft'], first: true, kind: 'concept' },
  { query: 'grace period', expect: ['/concepts/airdrops'], first: true, kind: 'concept' },
  { query: 'claim fee', expect: ['/concepts/airdrops', '/concepts/fees'], first: true, kind: 'concept' },
  { query: 'trade fee', expect: ['/concepts/bob/escrow', '/concepts/fees'], first: true, kind: 'concept' },
  { query: 'yield fee', expect: ['/concepts/fees', '/concepts/bob/lido-adapter'], first: true, kind: 'concept' },
  { query: 'hook allow-list', expect: ['/concepts/lockup/hooks'], first: true, kind: 'concept' },
  { query: 'program derived address', expect: ['/concepts/solana/accounts'], first: true, kind: 'concept' },
  // Questions in plain words
  {
    query: 'what happens when a flow stream runs out of money',
    expect: ['/concepts/flow/statuses', '/concepts/flow/overview', '/apps/features/payments'],
    kind: 'question',
  },
  {
    query: 'how do I void a flow stream',
    expect: ['/guides/flow/examples/stream-management', '/concepts/flow/overview', '/concepts/flow/statuses'],
    kind: 'question',
  },
  {
    query: 'how do I claim an airdrop',
    expect: ['/guides/airdrops/examples/claim', '/apps/features/airdrops', '/support/faq', '/concepts/airdrops'],
    kind: 'question',
  },
  { query: 'who can clawback an airdrop', expect: ['/concepts/airdrops', '/reference/airdrops/access-control'], kind: 'question' },
  { query: 'how is the minimum fee converted to wei', expect: ['/concepts/fees'], first: true, kind: 'question' },
  {
    query: 'how do I create a price-gated stream',
    expect: ['/guides/lockup/examples/create-stream/lockup-price-gated', '/concepts/lockup/stream-shapes'],
    kind: 'question',
  },
  { query: 'what happens to unclaimed airdrop tokens', expect: ['/concepts/airdrops', '/support/faq'], kind: 'question' },
  {
    query: 'when can a bob vault be redeemed',
    expect: ['/concepts/bob/statuses', '/concepts/bob/shares', '/concepts/bob/overview'],
    kind: 'question',
  },
  { query: 'how does a lockup hook work', expect: ['/concepts/lockup/hooks', '/guides/lockup/examples/hooks'], kind: 'question' },
  { query: 'difference between warm and cold streams', expect: ['/concepts/lockup/statuses'], first: true, kind: 'question' },
];
