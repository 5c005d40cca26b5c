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

const merkleBase = [
  'Clawback',
  'EXPIRATION',
  'FACTORY',
  'FEE',
  'MERKLE_ROOT',
  'TOKEN',
  'campaignName',
  'getFirstClaimTime',
  'hasClaimed',
  'hasExpired',
  'ipfsCID',
  'shape',
  'claim',
  'clawback',
  'collectFees',
];

export const airdropsLayout: ProtocolLayout = {
  protocol: 'airdrops',
  label: 'Airdrops',
  folders: [
    { dir: 'abstracts', label: 'Abstracts', position: 10 },
    { dir: 'interfaces', label: 'Interfaces', position: 11 },
    { dir: 'libraries', label: 'Libraries', position: 12 },
    { dir: 'types', label: 'Types', position: 13 },
  ],
  detailPage: {
    SablierMerkleFactory: 'sablier-merkle-factory',
    SablierMerkleInstant: 'sablier-merkle-instant',
    SablierMerkleLL: 'sablier-merkle-ll',
    SablierMerkleLT: 'sablier-merkle-lt',
    SablierMerkleBase: 'abstracts/sablier-merkle-base',
  },
  typePages: { MerkleBase: 'types/merkle', MerkleFactory: 'types/merkle', MerkleLL: 'types/merkle', MerkleLT: 'types/merkle' },
  pages: [
    {
      slug: 'sablier-merkle-factory',
      title: 'SablierMerkleFactory',
      kind: 'contract',
      abi: 'SablierMerkleFactory',
      position: 1,
    },
    {
      slug: 'sablier-merkle-instant',
      title: 'SablierMerkleInstant',
      kind: 'contract',
      abi: 'SablierMerkleInstant',
      position: 2,
    },
    {
      slug: 'sablier-merkle-ll',
      title: 'SablierMerkleLL',
      kind: 'contract',
      abi: 'SablierMerkleLL',
      position: 3,
    },
    {
      slug: 'sablier-merkle-lt',
      title: 'SablierMerkleLT',
      kind: 'contract',
      abi: 'SablierMerkleLT',
      position: 4,
    },
    {
      slug: 'abstracts/sablier-merkle-base',
      title: 'SablierMerkleBase',
      kind: 'contract',
      abi: 'SablierMerkleBase',
      position: 1,
    },
    {
      slug: 'interfaces/i-sablier-merkle-base',
      title: 'ISablierMerkleBase',
      kind: 'summary',
      abi: 'SablierMerkleBase',
      members: [...merkleBase, ...adminable],
      position: 1,
    },
    {
      slug: 'interfaces/i-sablier-merkle-factory',
      title: 'ISablierMerkleFactory',
      kind: 'summary',
      abi: 'SablierMerkleFactory',
      members: [
        'CollectFees',
        'CreateMerkleInstant',
        'CreateMerkleLL',
        'CreateMerkleLT',
        'ResetCustomFee',
        'SetCustomFee',
        'SetDefaultFee',
        'defaultFee',
        'getCustomFee',
        'getFee',
        'isPercentagesSum100',
        'collectFees',
        'createMerkleInstant',
        'createMerkleLL',
        'createMerkleLT',
        'resetCustomFee',
        'setCustomFee',
        'setDefaultFee',
        ...adminable,
      ],
      position: 2,
    },
    {
      slug: 'interfaces/i-sablier-merkle-instant',
      title: 'ISablierMerkleInstant',
      kind: 'summary',
      abi: 'SablierMerkleInstant',
      members: ['Claim'],
      position: 3,
    },
    {
      slug: 'interfaces/i-sablier-merkle-ll',
      title: 'ISablierMerkleLL',
      kind: 'summary',
      abi: 'SablierMerkleLL',
      members: ['Claim', 'LOCKUP', 'STREAM_CANCELABLE', 'STREAM_TRANSFERABLE', 'getSchedule'],
      position: 4,
    },
    {
      slug: 'interfaces/i-sablier-merkle-lt',
      title: 'ISablierMerkleLT',
      kind: 'summary',
      abi: 'SablierMerkleLT',
      members: [
        'Claim',
        'LOCKUP',
        'STREAM_CANCELABLE',
        'STREAM_START_TIME',
        'STREAM_TRANSFERABLE',
        'TOTAL_PERCENTAGE',
        'getTranchesWithPercentages',
      ],
      position: 5,
    },
    {
      slug: 'libraries/errors',
      title: 'Errors',
      kind: 'errors',
      position: 1,
    },
    {
      slug: 'types/merkle',
      title: 'Merkle types',
      kind: 'types',
      typeLibs: ['MerkleBase', 'MerkleFactory', 'MerkleLL', 'MerkleLT'],
      position: 1,
    },
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

export const layouts: ProtocolLayout[] = [lockupLayout, flowLayout, airdropsLayout, comptrollerLayout];
