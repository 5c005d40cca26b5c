import type { Protocol } from './abi';

/**
 * Which pages each protocol gets, and which ABI items belong to each abstract or interface
 * (the names each source file declares, read from the contract sources of the pinned release).
 */
export type PageKind = 'contract' | 'summary' | 'errors' | 'library' | 'types';

export interface PageSpec {
  /** Path under `docs/reference/<protocol>/contracts/`, without extension. */
  slug: string;
  title: string;
  kind: PageKind;
  /** ABI (contract name in the package) rendered in full, or the source of a summary page's items. */
  abi?: string;
  /** Summary pages: names of the functions, events and errors the source file declares. */
  members?: string[];
  /** Key into `declaredFunctions` of the protocol's descriptions. */
  declared?: string;
  /** Types pages: the library namespaces shown ('' = top-level structs such as Broker). */
  typeLibs?: string[];
  /**
   * Types pages about a type the current release no longer has: the earlier release whose ABIs give its fields
   * (its descriptions are in `descriptions/earlier/<protocol>.md`).
   */
  release?: string;
  position: number;
}

export interface Folder {
  dir: string;
  label: string;
  position: number;
}

export interface ProtocolLayout {
  protocol: Protocol;
  label: string;
  folders: Folder[];
  pages: PageSpec[];
  /** Page that holds the full entry of every item of a given ABI. */
  detailPage: Record<string, string>;
  /** Slug of the types page for each namespace of structs ('' = top-level). */
  typePages: Record<string, string>;
}

const adminable = ['TransferAdmin', 'admin', 'transferAdmin'];

/** Lockup v4.0: what each source file declares (functions, public state variables and events) and, for an abstract, the errors it reverts with. */
const comptrollerable = ['SetComptroller', 'TransferFeesToComptroller', 'comptroller', 'setComptroller', 'transferFeesToComptroller'];
const lockupState = [
  'aggregateAmount',
  'getCliffTime',
  'getDepositedAmount',
  'getEndTime',
  'getGranularity',
  'getLockupModel',
  'getPriceGatedUnlockParams',
  'getRefundedAmount',
  'getSegments',
  'getSender',
  'getStartTime',
  'getTranches',
  'getUnderlyingToken',
  'getUnlockAmounts',
  'getWithdrawnAmount',
  'isAllowedToHook',
  'isCancelable',
  'isDepleted',
  'isStream',
  'isTransferable',
  'nativeToken',
  'nextStreamId',
  'nftDescriptor',
  'wasCanceled',
];
const lockupOwn = [
  'AllowToHook',
  'CancelLockupStream',
  'InvalidStreamInCancelMultiple',
  'InvalidWithdrawalInWithdrawMultiple',
  'RenounceLockupStream',
  'SetNFTDescriptor',
  'WithdrawFromLockupStream',
  'calculateMinFeeWei',
  'getRecipient',
  'isCold',
  'isWarm',
  'refundableAmountOf',
  'statusOf',
  'streamedAmountOf',
  'withdrawableAmountOf',
  'allowToHook',
  'burn',
  'cancel',
  'cancelMultiple',
  'recover',
  'renounce',
  'setNativeToken',
  'setNFTDescriptor',
  'withdraw',
  'withdrawMax',
  'withdrawMaxAndTransfer',
  'withdrawMultiple',
];
/** The create functions of each model and the event they emit (ISablierLockupLinear.sol and its siblings). */
const models = {
  linear: ['CreateLockupLinearStream', 'createWithDurationsLL', 'createWithTimestampsLL'],
  dynamic: ['CreateLockupDynamicStream', 'createWithDurationsLD', 'createWithTimestampsLD'],
  tranched: ['CreateLockupTranchedStream', 'createWithDurationsLT', 'createWithTimestampsLT'],
  priceGated: ['CreateLockupPriceGatedStream', 'createWithTimestampsLPG'],
};
const batchLockup = ['CreateLockupBatch', ...Object.values(models).flatMap((names) => names.filter((n) => n.startsWith('create')))];

export const lockupLayout: ProtocolLayout = {
  protocol: 'lockup',
  label: 'Lockup',
  folders: [
    { dir: 'abstracts', label: 'Abstracts', position: 10 },
    { dir: 'interfaces', label: 'Interfaces', position: 11 },
    { dir: 'libraries', label: 'Libraries', position: 12 },
    { dir: 'types', label: 'Types', position: 13 },
  ],
  detailPage: { SablierLockup: 'sablier-lockup', SablierBatchLockup: 'sablier-batch-lockup' },
  typePages: {
    BatchLockup: 'types/batch-lockup',
    Lockup: 'types/lockup',
    LockupDynamic: 'types/lockup-dynamic',
    LockupLinear: 'types/lockup-linear',
    LockupPriceGated: 'types/lockup-price-gated',
    LockupTranched: 'types/lockup-tranched',
    '': 'types/broker',
  },
  pages: [
    { slug: 'sablier-lockup', title: 'SablierLockup', kind: 'contract', abi: 'SablierLockup', position: 1 },
    { slug: 'sablier-batch-lockup', title: 'SablierBatchLockup', kind: 'contract', abi: 'SablierBatchLockup', position: 2 },
    { slug: 'lockup-nft-descriptor', title: 'LockupNFTDescriptor', kind: 'library', declared: 'lockup-nft-descriptor', position: 3 },
    {
      slug: 'abstracts/comptrollerable',
      title: 'Comptrollerable',
      kind: 'summary',
      abi: 'SablierLockup',
      members: [...comptrollerable, 'Comptrollerable_CallerNotComptroller', 'Comptrollerable_UnsupportedInterfaceId'],
      position: 1,
    },
    { slug: 'abstracts/batch', title: 'Batch', kind: 'summary', abi: 'SablierLockup', members: ['batch'], position: 2 },
    {
      slug: 'abstracts/no-delegate-call',
      title: 'NoDelegateCall',
      kind: 'summary',
      abi: 'SablierLockup',
      members: ['DelegateCall'],
      position: 3,
    },
    {
      slug: 'abstracts/sablier-lockup-state',
      title: 'SablierLockupState',
      kind: 'summary',
      abi: 'SablierLockup',
      members: [...lockupState, 'SablierLockupState_NotExpectedModel', 'SablierLockupState_Null'],
      position: 4,
    },
    {
      slug: 'abstracts/sablier-lockup-linear',
      title: 'SablierLockupLinear',
      kind: 'summary',
      abi: 'SablierLockup',
      members: models.linear,
      position: 5,
    },
    {
      slug: 'abstracts/sablier-lockup-dynamic',
      title: 'SablierLockupDynamic',
      kind: 'summary',
      abi: 'SablierLockup',
      members: models.dynamic,
      position: 6,
    },
    {
      slug: 'abstracts/sablier-lockup-tranched',
      title: 'SablierLockupTranched',
      kind: 'summary',
      abi: 'SablierLockup',
      members: models.tranched,
      position: 7,
    },
    {
      slug: 'abstracts/sablier-lockup-price-gated',
      title: 'SablierLockupPriceGated',
      kind: 'summary',
      abi: 'SablierLockup',
      members: models.priceGated,
      position: 8,
    },
    {
      slug: 'interfaces/i-sablier-lockup',
      title: 'ISablierLockup',
      kind: 'summary',
      abi: 'SablierLockup',
      members: lockupOwn,
      position: 1,
    },
    {
      slug: 'interfaces/i-sablier-lockup-state',
      title: 'ISablierLockupState',
      kind: 'summary',
      abi: 'SablierLockup',
      members: lockupState,
      position: 2,
    },
    {
      slug: 'interfaces/i-sablier-lockup-linear',
      title: 'ISablierLockupLinear',
      kind: 'summary',
      abi: 'SablierLockup',
      members: models.linear,
      position: 3,
    },
    {
      slug: 'interfaces/i-sablier-lockup-dynamic',
      title: 'ISablierLockupDynamic',
      kind: 'summary',
      abi: 'SablierLockup',
      members: models.dynamic,
      position: 4,
    },
    {
      slug: 'interfaces/i-sablier-lockup-tranched',
      title: 'ISablierLockupTranched',
      kind: 'summary',
      abi: 'SablierLockup',
      members: models.tranched,
      position: 5,
    },
    {
      slug: 'interfaces/i-sablier-lockup-price-gated',
      title: 'ISablierLockupPriceGated',
      kind: 'summary',
      abi: 'SablierLockup',
      members: models.priceGated,
      position: 6,
    },
    {
      slug: 'interfaces/i-sablier-batch-lockup',
      title: 'ISablierBatchLockup',
      kind: 'summary',
      abi: 'SablierBatchLockup',
      members: batchLockup,
      position: 7,
    },
    {
      slug: 'interfaces/i-sablier-lockup-recipient',
      title: 'ISablierLockupRecipient',
      kind: 'library',
      declared: 'i-sablier-lockup-recipient',
      position: 8,
    },
    {
      slug: 'interfaces/i-lockup-nft-descriptor',
      title: 'ILockupNFTDescriptor',
      kind: 'library',
      declared: 'i-lockup-nft-descriptor',
      position: 9,
    },
    {
      slug: 'interfaces/i-comptrollerable',
      title: 'IComptrollerable',
      kind: 'summary',
      abi: 'SablierLockup',
      members: comptrollerable,
      position: 10,
    },
    { slug: 'interfaces/i-batch', title: 'IBatch', kind: 'summary', abi: 'SablierLockup', members: ['batch'], position: 11 },
    { slug: 'libraries/errors', title: 'Errors', kind: 'errors', position: 1 },
    { slug: 'libraries/lockup-helpers', title: 'LockupHelpers', kind: 'library', declared: 'lockup-helpers', position: 2 },
    { slug: 'libraries/lockup-math', title: 'LockupMath', kind: 'library', declared: 'lockup-math', position: 3 },
    { slug: 'libraries/nftsvg', title: 'NFTSVG', kind: 'library', declared: 'nftsvg', position: 4 },
    { slug: 'libraries/svg-elements', title: 'SVGElements', kind: 'library', declared: 'svg-elements', position: 5 },
    { slug: 'types/batch-lockup', title: 'BatchLockup', kind: 'types', typeLibs: ['BatchLockup'], position: 1 },
    { slug: 'types/lockup', title: 'Lockup', kind: 'types', typeLibs: ['Lockup'], position: 2 },
    { slug: 'types/lockup-linear', title: 'LockupLinear', kind: 'types', typeLibs: ['LockupLinear'], position: 3 },
    { slug: 'types/lockup-dynamic', title: 'LockupDynamic', kind: 'types', typeLibs: ['LockupDynamic'], position: 4 },
    { slug: 'types/lockup-tranched', title: 'LockupTranched', kind: 'types', typeLibs: ['LockupTranched'], position: 5 },
    { slug: 'types/lockup-price-gated', title: 'LockupPriceGated', kind: 'types', typeLibs: ['LockupPriceGated'], position: 6 },
    // The struct Lockup v3.0 removed: its fields as Lockup v2.0 had them.
    { slug: 'types/broker', title: 'Broker', kind: 'types', typeLibs: [''], release: 'v2.0', position: 7 },
  ],
};

/** Flow v3.0: what each source file declares and, for an abstract, the errors it reverts with. */
const flowState = [
  'aggregateAmount',
  'getBalance',
  'getRatePerSecond',
  'getSender',
  'getSnapshotDebtScaled',
  'getSnapshotTime',
  'getStream',
  'getToken',
  'getTokenDecimals',
  'isStream',
  'isTransferable',
  'isVoided',
  'nativeToken',
  'nextStreamId',
  'nftDescriptor',
];
const flowOwn = [
  'AdjustFlowStream',
  'CreateFlowStream',
  'DepositFlowStream',
  'PauseFlowStream',
  'RefundFromFlowStream',
  'RestartFlowStream',
  'SetNativeToken',
  'SetNFTDescriptor',
  'VoidFlowStream',
  'WithdrawFromFlowStream',
  'calculateMinFeeWei',
  'coveredDebtOf',
  'depletionTimeOf',
  'getRecipient',
  'ongoingDebtScaledOf',
  'refundableAmountOf',
  'statusOf',
  'totalDebtOf',
  'uncoveredDebtOf',
  'withdrawableAmountOf',
  'adjustRatePerSecond',
  'create',
  'createAndDeposit',
  'deposit',
  'depositAndPause',
  'pause',
  'recover',
  'refund',
  'refundAndPause',
  'refundMax',
  'restart',
  'restartAndDeposit',
  'setNativeToken',
  'setNFTDescriptor',
  'transferFromPayable',
  'transferTokens',
  'void',
  'withdraw',
  'withdrawMax',
];

export const flowLayout: ProtocolLayout = {
  protocol: 'flow',
  label: 'Flow',
  folders: [
    { dir: 'abstracts', label: 'Abstracts', position: 10 },
    { dir: 'interfaces', label: 'Interfaces', position: 11 },
    { dir: 'libraries', label: 'Libraries', position: 12 },
    { dir: 'types', label: 'Types', position: 13 },
  ],
  detailPage: { SablierFlow: 'sablier-flow' },
  typePages: { Flow: 'types/flow', '': 'types/broker' },
  pages: [
    { slug: 'sablier-flow', title: 'SablierFlow', kind: 'contract', abi: 'SablierFlow', position: 1 },
    { slug: 'flow-nft-descriptor', title: 'FlowNFTDescriptor', kind: 'library', declared: 'flow-nft-descriptor', position: 2 },
    {
      slug: 'abstracts/comptrollerable',
      title: 'Comptrollerable',
      kind: 'summary',
      abi: 'SablierFlow',
      members: [...comptrollerable, 'Comptrollerable_CallerNotComptroller', 'Comptrollerable_UnsupportedInterfaceId'],
      position: 1,
    },
    { slug: 'abstracts/batch', title: 'Batch', kind: 'summary', abi: 'SablierFlow', members: ['batch'], position: 2 },
    {
      slug: 'abstracts/no-delegate-call',
      title: 'NoDelegateCall',
      kind: 'summary',
      abi: 'SablierFlow',
      members: ['DelegateCall'],
      position: 3,
    },
    {
      slug: 'abstracts/sablier-flow-state',
      title: 'SablierFlowState',
      kind: 'summary',
      abi: 'SablierFlow',
      members: [
        ...flowState,
        'SablierFlowState_Null',
        'SablierFlowState_StreamPaused',
        'SablierFlowState_StreamVoided',
        'SablierFlowState_Unauthorized',
      ],
      position: 4,
    },
    { slug: 'interfaces/i-sablier-flow', title: 'ISablierFlow', kind: 'summary', abi: 'SablierFlow', members: flowOwn, position: 1 },
    {
      slug: 'interfaces/i-sablier-flow-state',
      title: 'ISablierFlowState',
      kind: 'summary',
      abi: 'SablierFlow',
      members: flowState,
      position: 2,
    },
    {
      slug: 'interfaces/i-flow-nft-descriptor',
      title: 'IFlowNFTDescriptor',
      kind: 'library',
      declared: 'i-flow-nft-descriptor',
      position: 3,
    },
    {
      slug: 'interfaces/i-comptrollerable',
      title: 'IComptrollerable',
      kind: 'summary',
      abi: 'SablierFlow',
      members: comptrollerable,
      position: 4,
    },
    { slug: 'interfaces/i-batch', title: 'IBatch', kind: 'summary', abi: 'SablierFlow', members: ['batch'], position: 5 },
    { slug: 'libraries/errors', title: 'Errors', kind: 'errors', position: 1 },
    { slug: 'libraries/flow-helpers', title: 'FlowHelpers', kind: 'library', declared: 'flow-helpers', position: 2 },
    { slug: 'types/flow', title: 'Flow', kind: 'types', typeLibs: ['Flow'], position: 1 },
    // The struct Flow v2.0 removed: its fields as Flow v1.1 had them.
    { slug: 'types/broker', title: 'Broker', kind: 'types', typeLibs: [''], release: 'v1.1', position: 2 },
  ],
};

/** Airdrops v3.0: what each source file declares and, for an abstract, the errors it reverts with. */
const merkleBase = [
  'Clawback',
  'LowerMinFeeUSD',
  'Sponsor',
  'CAMPAIGN_START_TIME',
  'CLAIM_TYPE',
  'COMPTROLLER',
  'EXPIRATION',
  'IS_SABLIER_MERKLE',
  'MERKLE_ROOT',
  'TOKEN',
  'calculateMinFeeWei',
  'campaignName',
  'firstClaimTime',
  'hasClaimed',
  'hasExpired',
  'ipfsCID',
  'minFeeUSD',
  'clawback',
  'lowerMinFeeUSD',
  'sponsor',
];
const merkleLockup = ['SABLIER_LOCKUP', 'STREAM_CANCELABLE', 'STREAM_TRANSFERABLE', 'claimedStreams', 'streamShape'];
const merkleSignature = ['SetAttestor', 'attestor', 'domainSeparator', 'setAttestor'];
const factoryMerkleBase = ['SetNativeToken', 'nativeToken', 'setNativeToken'];
const claims = ['claim', 'claimTo', 'claimViaAttestation', 'claimViaSig'];
const merkleLL = [
  'ClaimLLWithTransfer',
  'ClaimLLWithVesting',
  'VESTING_CLIFF_DURATION',
  'VESTING_CLIFF_UNLOCK_PERCENTAGE',
  'VESTING_GRANULARITY',
  'VESTING_START_TIME',
  'VESTING_START_UNLOCK_PERCENTAGE',
  'VESTING_TOTAL_DURATION',
  ...claims,
];
const merkleLT = ['ClaimLTWithTransfer', 'ClaimLTWithVesting', 'VESTING_START_TIME', 'tranchesWithPercentages', ...claims];
const merkleVCA = [
  'ClaimVCA',
  'EnableRedistribution',
  'RedistributeReward',
  'AGGREGATE_AMOUNT',
  'UNLOCK_PERCENTAGE',
  'VESTING_END_TIME',
  'VESTING_START_TIME',
  'calculateClaimAmount',
  'calculateForgoneAmount',
  'calculateRedistributionRewards',
  'isRedistributionEnabled',
  'totalForgoneAmount',
  'totalRedistributionAmountPaid',
  'claimTo',
  'claimViaAttestation',
  'claimViaSig',
  'enableRedistribution',
];
const merkleExecute = ['ClaimExecute', 'SELECTOR', 'TARGET', 'claimAndExecute'];
/** Each factory's own interface: its creation event, the address predictor and the creator (LT adds a check). */
const factory = (model: string, extra: string[] = []): string[] => [
  `CreateMerkle${model}`,
  ...extra,
  `computeMerkle${model}`,
  `createMerkle${model}`,
];

/** The five factories and five campaign types of Airdrops v3.0, each with its own contract page (its full ABI). */
const airdropsContracts = [
  ['sablier-factory-merkle-instant', 'SablierFactoryMerkleInstant'],
  ['sablier-factory-merkle-ll', 'SablierFactoryMerkleLL'],
  ['sablier-factory-merkle-lt', 'SablierFactoryMerkleLT'],
  ['sablier-factory-merkle-vca', 'SablierFactoryMerkleVCA'],
  ['sablier-factory-merkle-execute', 'SablierFactoryMerkleExecute'],
  ['sablier-merkle-instant', 'SablierMerkleInstant'],
  ['sablier-merkle-ll', 'SablierMerkleLL'],
  ['sablier-merkle-lt', 'SablierMerkleLT'],
  ['sablier-merkle-vca', 'SablierMerkleVCA'],
  ['sablier-merkle-execute', 'SablierMerkleExecute'],
] as const;

/** The struct libraries of airdrops/src/types, one page each; `ClaimType` is declared at the top of MerkleBase.sol. */
const airdropsTypes = ['MerkleBase', 'MerkleExecute', 'MerkleInstant', 'MerkleLL', 'MerkleLT', 'MerkleLockup', 'MerkleVCA'] as const;
const kebab = (name: string): string => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

export const airdropsLayout: ProtocolLayout = {
  protocol: 'airdrops',
  label: 'Airdrops',
  folders: [
    { dir: 'abstracts', label: 'Abstracts', position: 20 },
    { dir: 'interfaces', label: 'Interfaces', position: 21 },
    { dir: 'libraries', label: 'Libraries', position: 22 },
    { dir: 'types', label: 'Types', position: 23 },
  ],
  detailPage: Object.fromEntries(airdropsContracts.map(([slug, name]) => [name, slug])),
  typePages: {
    '': 'types/merkle-base',
    ...Object.fromEntries(airdropsTypes.map((lib) => [lib, `types/${kebab(lib)}`])),
  },
  pages: [
    ...airdropsContracts.map(([slug, name], i): PageSpec => ({ slug, title: name, kind: 'contract', abi: name, position: i + 1 })),
    {
      slug: 'abstracts/sablier-factory-merkle-base',
      title: 'SablierFactoryMerkleBase',
      kind: 'summary',
      abi: 'SablierFactoryMerkleInstant',
      members: [
        ...factoryMerkleBase,
        'SablierFactoryMerkleBase_ForbidNativeToken',
        'SablierFactoryMerkleBase_NativeTokenAlreadySet',
        'SablierFactoryMerkleBase_NativeTokenZeroAddress',
      ],
      position: 1,
    },
    {
      slug: 'abstracts/sablier-merkle-base',
      title: 'SablierMerkleBase',
      kind: 'summary',
      abi: 'SablierMerkleInstant',
      members: [
        ...merkleBase,
        'SablierMerkleBase_CallerNotComptroller',
        'SablierMerkleBase_CampaignExpired',
        'SablierMerkleBase_CampaignNotStarted',
        'SablierMerkleBase_ClawbackNotAllowed',
        'SablierMerkleBase_FeeTransferFailed',
        'SablierMerkleBase_IndexClaimed',
        'SablierMerkleBase_InsufficientFeePayment',
        'SablierMerkleBase_InvalidProof',
        'SablierMerkleBase_NewMinFeeUSDNotLower',
        'SablierMerkleBase_SponsorAmountZero',
        'SablierMerkleBase_ToZeroAddress',
        'SablierMerkleBase_UnsupportedClaimType',
      ],
      position: 2,
    },
    {
      slug: 'abstracts/sablier-merkle-lockup',
      title: 'SablierMerkleLockup',
      kind: 'summary',
      abi: 'SablierMerkleLL',
      members: merkleLockup,
      position: 3,
    },
    {
      slug: 'abstracts/sablier-merkle-signature',
      title: 'SablierMerkleSignature',
      kind: 'summary',
      abi: 'SablierMerkleInstant',
      members: [
        ...merkleSignature,
        'SablierMerkleSignature_AttestationExpired',
        'SablierMerkleSignature_AttestorNotSet',
        'SablierMerkleSignature_CallerNotAuthorized',
        'SablierMerkleSignature_InvalidSignature',
        'SablierMerkleSignature_SignatureNotYetValid',
      ],
      position: 4,
    },
    // Inherited from @sablier/evm-utils: the campaigns keep an admin (Adminable), the factories answer to the comptroller.
    {
      slug: 'abstracts/adminable',
      title: 'Adminable',
      kind: 'summary',
      abi: 'SablierMerkleInstant',
      members: [...adminable, 'CallerNotAdmin'],
      position: 5,
    },
    {
      slug: 'abstracts/comptrollerable',
      title: 'Comptrollerable',
      kind: 'summary',
      abi: 'SablierFactoryMerkleInstant',
      members: [...comptrollerable, 'Comptrollerable_CallerNotComptroller', 'Comptrollerable_UnsupportedInterfaceId'],
      position: 6,
    },
    {
      slug: 'interfaces/i-sablier-factory-merkle-base',
      title: 'ISablierFactoryMerkleBase',
      kind: 'summary',
      abi: 'SablierFactoryMerkleInstant',
      members: factoryMerkleBase,
      position: 1,
    },
    {
      slug: 'interfaces/i-sablier-factory-merkle-instant',
      title: 'ISablierFactoryMerkleInstant',
      kind: 'summary',
      abi: 'SablierFactoryMerkleInstant',
      members: factory('Instant'),
      position: 2,
    },
    {
      slug: 'interfaces/i-sablier-factory-merkle-ll',
      title: 'ISablierFactoryMerkleLL',
      kind: 'summary',
      abi: 'SablierFactoryMerkleLL',
      members: factory('LL'),
      position: 3,
    },
    {
      slug: 'interfaces/i-sablier-factory-merkle-lt',
      title: 'ISablierFactoryMerkleLT',
      kind: 'summary',
      abi: 'SablierFactoryMerkleLT',
      members: factory('LT', ['isPercentagesSum100']),
      position: 4,
    },
    {
      slug: 'interfaces/i-sablier-factory-merkle-vca',
      title: 'ISablierFactoryMerkleVCA',
      kind: 'summary',
      abi: 'SablierFactoryMerkleVCA',
      members: factory('VCA'),
      position: 5,
    },
    {
      slug: 'interfaces/i-sablier-factory-merkle-execute',
      title: 'ISablierFactoryMerkleExecute',
      kind: 'summary',
      abi: 'SablierFactoryMerkleExecute',
      members: factory('Execute'),
      position: 6,
    },
    // ISablierMerkleBase extends IAdminable; the admin's items are on abstracts/adminable.
    {
      slug: 'interfaces/i-sablier-merkle-base',
      title: 'ISablierMerkleBase',
      kind: 'summary',
      abi: 'SablierMerkleInstant',
      members: merkleBase,
      position: 7,
    },
    {
      slug: 'interfaces/i-sablier-merkle-lockup',
      title: 'ISablierMerkleLockup',
      kind: 'summary',
      abi: 'SablierMerkleLL',
      members: merkleLockup,
      position: 8,
    },
    {
      slug: 'interfaces/i-sablier-merkle-signature',
      title: 'ISablierMerkleSignature',
      kind: 'summary',
      abi: 'SablierMerkleInstant',
      members: merkleSignature,
      position: 9,
    },
    {
      slug: 'interfaces/i-sablier-merkle-instant',
      title: 'ISablierMerkleInstant',
      kind: 'summary',
      abi: 'SablierMerkleInstant',
      members: ['ClaimInstant', ...claims],
      position: 10,
    },
    {
      slug: 'interfaces/i-sablier-merkle-ll',
      title: 'ISablierMerkleLL',
      kind: 'summary',
      abi: 'SablierMerkleLL',
      members: merkleLL,
      position: 11,
    },
    {
      slug: 'interfaces/i-sablier-merkle-lt',
      title: 'ISablierMerkleLT',
      kind: 'summary',
      abi: 'SablierMerkleLT',
      members: merkleLT,
      position: 12,
    },
    {
      slug: 'interfaces/i-sablier-merkle-vca',
      title: 'ISablierMerkleVCA',
      kind: 'summary',
      abi: 'SablierMerkleVCA',
      members: merkleVCA,
      position: 13,
    },
    {
      slug: 'interfaces/i-sablier-merkle-execute',
      title: 'ISablierMerkleExecute',
      kind: 'summary',
      abi: 'SablierMerkleExecute',
      members: merkleExecute,
      position: 14,
    },
    { slug: 'libraries/errors', title: 'Errors', kind: 'errors', position: 1 },
    { slug: 'libraries/signature-hash', title: 'SignatureHash', kind: 'library', declared: 'signature-hash', position: 2 },
    ...airdropsTypes.map(
      (lib, i): PageSpec => ({
        slug: `types/${kebab(lib)}`,
        title: lib,
        kind: 'types',
        // MerkleBase.sol declares the ClaimType enum outside its library.
        typeLibs: lib === 'MerkleBase' ? ['', lib] : [lib],
        position: i + 1,
      }),
    ),
  ],
};

/** Bob v1.0: what each source file of bob/src declares and, for an abstract, the errors it reverts with. */
const bobState = [
  'getAdapter',
  'getDefaultAdapterFor',
  'getExpiry',
  'getLastSyncedAt',
  'getLastSyncedPrice',
  'getOracle',
  'getShareToken',
  'getTargetPrice',
  'getUnderlyingToken',
  'isStakedInAdapter',
  'nativeToken',
  'nextVaultId',
  'statusOf',
];
const bobOwn = [
  'CreateVault',
  'Enter',
  'Redeem',
  'SetDefaultAdapter',
  'SetNativeToken',
  'SyncPriceFromOracle',
  'UnstakeFromAdapter',
  'calculateMinFeeWei',
  'createVault',
  'enter',
  'enterWithNativeToken',
  'onShareTransfer',
  'redeem',
  'setDefaultAdapter',
  'setNativeToken',
  'syncPriceFromOracle',
  'unstakeTokensViaAdapter',
];
const escrowState = [
  'MAX_TRADE_FEE',
  'getBuyToken',
  'getBuyer',
  'getExpiryTime',
  'getMinBuyAmount',
  'getSellAmount',
  'getSellToken',
  'getSeller',
  'nativeToken',
  'nextOrderId',
  'statusOf',
  'tradeFee',
  'wasCanceled',
  'wasFilled',
];
const escrowOwn = [
  'CancelOrder',
  'CreateOrder',
  'FillOrder',
  'SetNativeToken',
  'SetTradeFee',
  'cancelOrder',
  'createOrder',
  'fillOrder',
  'setNativeToken',
  'setTradeFee',
];
/** ISablierBobAdapter.sol: what any yield adapter offers SablierBob (it also extends IComptrollerable and IERC165). */
const bobAdapter = [
  'SetYieldFee',
  'Stake',
  'TransferStakedTokens',
  'UnstakeFullAmount',
  'MAX_FEE',
  'SABLIER_BOB',
  'feeOnYield',
  'getTotalYieldBearingTokenBalance',
  'getVaultYieldFee',
  'getYieldBearingTokenBalanceFor',
  'processRedemption',
  'registerVault',
  'setYieldFee',
  'stake',
  'unstakeFullAmount',
  'updateStakedTokenBalance',
];
const lidoAdapter = [
  'RequestLidoWithdrawal',
  'SetSlippageTolerance',
  'CURVE_POOL',
  'LIDO_WITHDRAWAL_QUEUE',
  'MAX_SLIPPAGE_TOLERANCE',
  'STETH',
  'STETH_ETH_ORACLE',
  'WETH',
  'WSTETH',
  'getLidoWithdrawalRequestIds',
  'getWethReceivedAfterUnstaking',
  'slippageTolerance',
  'requestLidoWithdrawal',
  'setSlippageTolerance',
];

/** The four contracts of Bob v1.0, each with its own contract page (its full ABI). */
const bobContracts = [
  ['sablier-bob', 'SablierBob'],
  ['sablier-escrow', 'SablierEscrow'],
  ['sablier-lido-adapter', 'SablierLidoAdapter'],
  ['bob-vault-share', 'BobVaultShare'],
] as const;

/**
 * The minimal interfaces of bob/src/interfaces/external: the outside contracts the Lido adapter and `SablierBob` call
 * (Curve's stETH pool, Lido's withdrawal queue, stETH, wstETH, WETH). No ABI of the package has them.
 */
const bobExternal = [
  ['i-curve-st-eth-pool', 'ICurveStETHPool'],
  ['i-lido-withdrawal-queue', 'ILidoWithdrawalQueue'],
  ['i-st-eth', 'IStETH'],
  ['i-weth9', 'IWETH9'],
  ['i-wst-eth', 'IWstETH'],
] as const;

export const bobLayout: ProtocolLayout = {
  protocol: 'bob',
  label: 'Bob',
  folders: [
    { dir: 'abstracts', label: 'Abstracts', position: 10 },
    { dir: 'interfaces', label: 'Interfaces', position: 11 },
    { dir: 'interfaces/external', label: 'External', position: 20 },
    { dir: 'libraries', label: 'Libraries', position: 12 },
    { dir: 'types', label: 'Types', position: 13 },
  ],
  detailPage: Object.fromEntries(bobContracts.map(([slug, name]) => [name, slug])),
  typePages: { Bob: 'types/bob', Escrow: 'types/escrow' },
  pages: [
    ...bobContracts.map(([slug, name], i): PageSpec => ({ slug, title: name, kind: 'contract', abi: name, position: i + 1 })),
    // Inherited from @sablier/evm-utils by SablierBob, SablierEscrow and SablierLidoAdapter alike.
    {
      slug: 'abstracts/comptrollerable',
      title: 'Comptrollerable',
      kind: 'summary',
      abi: 'SablierBob',
      members: [...comptrollerable, 'Comptrollerable_CallerNotComptroller', 'Comptrollerable_UnsupportedInterfaceId'],
      position: 1,
    },
    {
      slug: 'abstracts/sablier-bob-state',
      title: 'SablierBobState',
      kind: 'summary',
      abi: 'SablierBob',
      members: [...bobState, 'SablierBobState_Null'],
      position: 2,
    },
    {
      slug: 'abstracts/sablier-escrow-state',
      title: 'SablierEscrowState',
      kind: 'summary',
      abi: 'SablierEscrow',
      members: [...escrowState, 'SablierEscrowState_NewTradeFeeTooHigh', 'SablierEscrowState_Null'],
      position: 3,
    },
    { slug: 'interfaces/i-sablier-bob', title: 'ISablierBob', kind: 'summary', abi: 'SablierBob', members: bobOwn, position: 1 },
    {
      slug: 'interfaces/i-sablier-bob-state',
      title: 'ISablierBobState',
      kind: 'summary',
      abi: 'SablierBob',
      members: bobState,
      position: 2,
    },
    {
      slug: 'interfaces/i-sablier-escrow',
      title: 'ISablierEscrow',
      kind: 'summary',
      abi: 'SablierEscrow',
      members: escrowOwn,
      position: 3,
    },
    {
      slug: 'interfaces/i-sablier-escrow-state',
      title: 'ISablierEscrowState',
      kind: 'summary',
      abi: 'SablierEscrow',
      members: escrowState,
      position: 4,
    },
    {
      slug: 'interfaces/i-sablier-bob-adapter',
      title: 'ISablierBobAdapter',
      kind: 'summary',
      abi: 'SablierLidoAdapter',
      members: bobAdapter,
      position: 5,
    },
    {
      slug: 'interfaces/i-sablier-lido-adapter',
      title: 'ISablierLidoAdapter',
      kind: 'summary',
      abi: 'SablierLidoAdapter',
      members: lidoAdapter,
      position: 6,
    },
    {
      slug: 'interfaces/i-bob-vault-share',
      title: 'IBobVaultShare',
      kind: 'summary',
      abi: 'BobVaultShare',
      members: ['SABLIER_BOB', 'VAULT_ID', 'burn', 'mint'],
      position: 7,
    },
    {
      slug: 'interfaces/i-comptrollerable',
      title: 'IComptrollerable',
      kind: 'summary',
      abi: 'SablierBob',
      members: comptrollerable,
      position: 8,
    },
    ...bobExternal.map(
      ([slug, title], i): PageSpec => ({ slug: `interfaces/external/${slug}`, title, kind: 'library', declared: slug, position: i + 1 }),
    ),
    { slug: 'libraries/errors', title: 'Errors', kind: 'errors', position: 1 },
    { slug: 'types/bob', title: 'Bob', kind: 'types', typeLibs: ['Bob'], position: 1 },
    { slug: 'types/escrow', title: 'Escrow', kind: 'types', typeLibs: ['Escrow'], position: 2 },
  ],
};

/** The comptroller (utils v2.0, Comptroller v1.1): the contract behind its ERC-1967 proxy, and the interface it implements. */
export const comptrollerLayout: ProtocolLayout = {
  protocol: 'comptroller',
  label: 'Comptroller',
  folders: [{ dir: 'interfaces', label: 'Interfaces', position: 10 }],
  detailPage: { SablierComptroller: 'sablier-comptroller' },
  typePages: { ISablierComptroller: 'interfaces/i-sablier-comptroller' },
  pages: [
    { slug: 'sablier-comptroller', title: 'SablierComptroller', kind: 'contract', abi: 'SablierComptroller', position: 1 },
    {
      slug: 'interfaces/i-sablier-comptroller',
      title: 'ISablierComptroller',
      kind: 'summary',
      abi: 'SablierComptroller',
      // ISablierComptroller.sol; its parents IRoleAdminable and IAdminable are on the contract page.
      members: [
        'Execute',
        'SetAttestor',
        'SetMinFeeUSD',
        'SetOracle',
        'TransferFees',
        'UpdateCustomFeeUSD',
        'WithdrawERC20Token',
        'MAX_FEE_USD',
        'MINIMAL_INTERFACE_ID',
        'VERSION',
        'attestor',
        'calculateMinFeeWei',
        'calculateMinFeeWeiFor',
        'convertUSDFeeToWei',
        'getMinFeeUSD',
        'getMinFeeUSDFor',
        'oracle',
        'disableCustomFeeUSDFor',
        'execute',
        'lowerMinFeeUSDForCampaign',
        'setAttestor',
        'setAttestorForCampaign',
        'setCustomFeeUSDFor',
        'setMinFeeUSD',
        'setOracle',
        'transferFees',
        'withdrawERC20Token',
      ],
      typeLibs: ['ISablierComptroller'],
      position: 1,
    },
  ],
};

export const layouts: ProtocolLayout[] = [lockupLayout, flowLayout, airdropsLayout, bobLayout, comptrollerLayout];
