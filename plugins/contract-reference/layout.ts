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
  /** Our one-paragraph introduction. */
  blurb: string;
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
const erc721 = [
  'Approval',
  'ApprovalForAll',
  'Transfer',
  'approve',
  'balanceOf',
  'getApproved',
  'isApprovedForAll',
  'name',
  'ownerOf',
  'safeTransferFrom',
  'setApprovalForAll',
  'supportsInterface',
  'symbol',
  'tokenURI',
  'transferFrom',
  'MetadataUpdate',
  'BatchMetadataUpdate',
];

/**
 * Second paragraphs for the building blocks Lockup and Flow share: how an integrator meets each one.
 * `contract` is the concrete contract; the lists come from the access-control data of that release.
 */
const meet = {
  adminable: (contract: string, adminOnly: string[]) =>
    `\n\nOn ${contract} the admin alone may call ${adminOnly.map((f) => `\`${f}\``).join(', ')}. Anyone else gets ` +
    '`CallerNotAdmin(admin, caller)`, which carries both addresses, so a failed call shows at once who holds the role. ' +
    '`transferAdmin` emits `TransferAdmin(oldAdmin, newAdmin)`: monitoring tools and indexers follow that event to know who can change the settings. ' +
    'Senders and recipients never need the admin for their own streams; the [access-control table](../../access-control) lists who may call each function.',
  adminInterface: (contract: string) =>
    `\n\nImport it when your code only needs the role, for example to read \`admin()\` and show who can change ${contract}'s settings, ` +
    'or to watch for `TransferAdmin` in a test or a monitoring job. Its functions revert with `CallerNotAdmin(admin, caller)` when the caller is not the admin.',
  batch: (contract: string, example: string) =>
    '\n\nThe inner calls are delegate calls to the contract itself, so `msg.sender` inside each of them is still the original caller: ' +
    "every call is checked against that caller's rights, exactly as if it had been sent on its own, and `batch` grants no power of its own. " +
    `It is \`payable\` and returns \`results\`, the return data of each call in order. On ${contract} a typical batch ${example}. ` +
    "Encode each call with the contract ABI (for example with viem's `encodeFunctionData`); when one reverts, decode its revert data with the [errors page](../../../errors).",
  batchInterface: (contract: string) =>
    `\n\nImport it when a contract or script only needs to send batches to ${contract}: \`batch(bytes[] calls)\` is \`payable\` and returns ` +
    "`bytes[] results`, one entry per call, in the order of `calls`. A failing call reverts the whole batch with that call's own revert data, so the error a reader sees is the inner one. " +
    'Decode each entry of `results` with the return type of the function it called.',
  noDelegateCall: (contract: string) =>
    `\n\nA delegate call runs ${contract}'s code on the storage of the calling contract. Without the guard, another contract could borrow the stream ` +
    'logic and run it against its own storage, where balances and statuses mean nothing. The modifier compares `address(this)` with the address saved at ' +
    'construction, which differs under such a call. [Batch](./batch) is not affected: it delegate-calls the contract itself, so `address(this)` does not change. ' +
    'Integrators only meet `DelegateCall()` when they reach the contract through a proxy or their own `delegatecall`; the fix is to call it directly.',
  descriptor: (contract: string) =>
    `\n\n\`tokenURI\` is a view function: wallets and marketplaces call it off chain, so no transaction pays for building the metadata. ${contract} exposes ` +
    'the descriptor in use through `nftDescriptor()`, and only the admin can swap it with `setNFTDescriptor`, which emits `SetNFTDescriptor(admin, oldNFTDescriptor, newNFTDescriptor)`. ' +
    'Because the stream contract passes itself as the first argument, one descriptor can serve several deployments of the same release.',
  staticFlowMetadata:
    '\n\nIn Flow v1.1 the metadata is the same for every stream, so wallets show all Flow streams with one shared image and name. ' +
    "An app that needs a stream's balance, rate or status reads them from SablierFlow's getters (or an indexer), never from the NFT metadata.",
};

const lockupBase = [
  'AllowToHook',
  'CancelLockupStream',
  'CollectFees',
  'InvalidWithdrawalInWithdrawMultiple',
  'RenounceLockupStream',
  'SetNFTDescriptor',
  'WithdrawFromLockupStream',
  'MAX_BROKER_FEE',
  'getDepositedAmount',
  'getEndTime',
  'getLockupModel',
  'getRecipient',
  'getRefundedAmount',
  'getSender',
  'getStartTime',
  'getUnderlyingToken',
  'getWithdrawnAmount',
  'isAllowedToHook',
  'isCancelable',
  'isCold',
  'isDepleted',
  'isStream',
  'isTransferable',
  'isWarm',
  'nextStreamId',
  'nftDescriptor',
  'refundableAmountOf',
  'statusOf',
  'streamedAmountOf',
  'wasCanceled',
  'withdrawableAmountOf',
  'allowToHook',
  'burn',
  'cancel',
  'cancelMultiple',
  'collectFees',
  'renounce',
  'renounceMultiple',
  'setNFTDescriptor',
  'withdraw',
  'withdrawMax',
  'withdrawMaxAndTransfer',
  'withdrawMultiple',
];
const lockupOwn = [
  'CreateLockupDynamicStream',
  'CreateLockupLinearStream',
  'CreateLockupTranchedStream',
  'MAX_COUNT',
  'getCliffTime',
  'getSegments',
  'getTranches',
  'getUnlockAmounts',
  'createWithDurationsLD',
  'createWithDurationsLL',
  'createWithDurationsLT',
  'createWithTimestampsLD',
  'createWithTimestampsLL',
  'createWithTimestampsLT',
];

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
    LockupTranched: 'types/lockup-tranched',
    '': 'types/broker',
  },
  pages: [
    {
      slug: 'sablier-lockup',
      title: 'SablierLockup',
      kind: 'contract',
      abi: 'SablierLockup',
      position: 1,
      blurb:
        "The single Lockup v2.0 contract that holds every vesting stream, whatever its shape: linear (LL), dynamic (LD) or tranched (LT). Each stream is an ERC-721 NFT owned by its recipient. It inherits [SablierLockupBase](./abstracts/sablier-lockup-base), which in turn brings in [Adminable](./abstracts/adminable), [Batch](./abstracts/batch), [NoDelegateCall](./abstracts/no-delegate-call) and OpenZeppelin's ERC-721.",
    },
    {
      slug: 'sablier-batch-lockup',
      title: 'SablierBatchLockup',
      kind: 'contract',
      abi: 'SablierBatchLockup',
      position: 2,
      blurb:
        'A stateless helper that creates many Lockup streams of one shape and one token in a single transaction. It pulls the sum of all deposits from the caller once, approves [SablierLockup](./sablier-lockup) and calls the matching create function for every entry of the array.',
    },
    {
      slug: 'lockup-nft-descriptor',
      title: 'LockupNFTDescriptor',
      kind: 'library',
      declared: 'lockup-nft-descriptor',
      position: 3,
      blurb:
        "The contract that [SablierLockup](./sablier-lockup) asks for each stream NFT's `tokenURI`. It reads the stream on chain and returns a base64-encoded JSON document whose image is an SVG card drawn by the [NFTSVG](./libraries/nftsvg) and [SVGElements](./libraries/svg-elements) libraries. The admin can replace it with `setNFTDescriptor`." +
        meet.descriptor('SablierLockup'),
    },
    {
      slug: 'abstracts/adminable',
      title: 'Adminable',
      kind: 'summary',
      abi: 'SablierLockup',
      members: adminable,
      position: 1,
      blurb:
        'Gives a contract a single admin address and the `onlyAdmin` modifier. The admin is set in the constructor and can hand the role over with `transferAdmin`.' +
        meet.adminable('SablierLockup', ['allowToHook', 'setNFTDescriptor', 'transferAdmin']),
    },
    {
      slug: 'abstracts/batch',
      title: 'Batch',
      kind: 'summary',
      abi: 'SablierLockup',
      members: ['batch'],
      position: 2,
      blurb:
        'Lets a caller run several calls to the same contract in one transaction: each entry of `calls` is delegate-called on the contract itself, and the first failure reverts the whole batch with the inner revert data.' +
        meet.batch(
          'SablierLockup',
          'withdraws the maximum from several streams of one recipient, or cancels several streams of one sender, in a single transaction',
        ),
    },
    {
      slug: 'abstracts/no-delegate-call',
      title: 'NoDelegateCall',
      kind: 'summary',
      abi: 'SablierLockup',
      members: ['DelegateCall'],
      position: 3,
      blurb:
        "Stores the contract's own address at deployment and provides the `noDelegateCall` modifier, which reverts with `DelegateCall` when a function runs in the context of another contract. Every stream-changing function of SablierLockup carries it." +
        meet.noDelegateCall('SablierLockup'),
    },
    {
      slug: 'abstracts/sablier-lockup-base',
      title: 'SablierLockupBase',
      kind: 'summary',
      abi: 'SablierLockup',
      members: lockupBase,
      position: 4,
      blurb:
        'The part of SablierLockup shared by all three shapes: stream storage, status and amount getters, withdraw, cancel, renounce, burn, hooks for allowlisted recipients, fee collection and the NFT logic (transferability check in `_update`).',
    },
    {
      slug: 'interfaces/i-sablier-lockup',
      title: 'ISablierLockup',
      kind: 'summary',
      abi: 'SablierLockup',
      members: lockupOwn,
      position: 1,
      blurb:
        'The external interface of SablierLockup that is specific to the three shapes: the six create functions, their events and the shape-specific getters. It extends [ISablierLockupBase](./i-sablier-lockup-base).',
    },
    {
      slug: 'interfaces/i-sablier-lockup-base',
      title: 'ISablierLockupBase',
      kind: 'summary',
      abi: 'SablierLockup',
      members: [...lockupBase, ...erc721],
      position: 2,
      blurb:
        'The interface shared by all Lockup shapes. It extends IAdminable, IBatch, IERC4906 (metadata refresh events) and IERC721Metadata, so it covers the NFT functions as well.',
    },
    {
      slug: 'interfaces/i-sablier-batch-lockup',
      title: 'ISablierBatchLockup',
      kind: 'summary',
      abi: 'SablierBatchLockup',
      members: lockupOwn.filter((n) => n.startsWith('create')),
      position: 3,
      blurb:
        'The interface of [SablierBatchLockup](../sablier-batch-lockup): six functions, one per shape and timing mode, each taking the Lockup contract, the token and an array of stream parameters.',
    },
    {
      slug: 'interfaces/i-sablier-lockup-recipient',
      title: 'ISablierLockupRecipient',
      kind: 'library',
      declared: 'i-sablier-lockup-recipient',
      position: 4,
      blurb:
        'The interface a recipient contract implements to react to events on its streams. After the admin allowlists the contract with `allowToHook`, SablierLockup calls `onSablierLockupCancel` when the sender cancels and `onSablierLockupWithdraw` when someone other than the recipient withdraws. Each hook must return its own selector or the whole transaction reverts with `SablierLockupBase_InvalidHookSelector`. The contract must also report support for this interface through ERC-165.',
    },
    {
      slug: 'interfaces/i-lockup-nft-descriptor',
      title: 'ILockupNFTDescriptor',
      kind: 'library',
      declared: 'i-lockup-nft-descriptor',
      position: 5,
      blurb:
        'The one-function interface every NFT descriptor implements. SablierLockup calls it from its own `tokenURI`, so swapping the descriptor changes the artwork and metadata of every stream at once.' +
        meet.descriptor('SablierLockup'),
    },
    {
      slug: 'interfaces/i-adminable',
      title: 'IAdminable',
      kind: 'summary',
      abi: 'SablierLockup',
      members: adminable,
      position: 6,
      blurb:
        'The interface of [Adminable](../abstracts/adminable): the admin getter, the handover function and its event.' +
        meet.adminInterface('SablierLockup'),
    },
    {
      slug: 'interfaces/i-batch',
      title: 'IBatch',
      kind: 'summary',
      abi: 'SablierLockup',
      members: ['batch'],
      position: 7,
      blurb: 'The interface of [Batch](../abstracts/batch).' + meet.batchInterface('SablierLockup'),
    },
    {
      slug: 'libraries/errors',
      title: 'Errors',
      kind: 'errors',
      position: 1,
      blurb:
        'Every custom error of Lockup v2.0 lives in this library. Errors raised inside linked libraries (the `SablierHelpers_*` checks run when a stream is created) do not appear in the SablierLockup ABI; they are listed here with their selectors so a failed transaction can still be decoded.',
    },
    {
      slug: 'libraries/helpers',
      title: 'Helpers',
      kind: 'library',
      declared: 'helpers',
      position: 2,
      blurb:
        'A linked library of validation and conversion routines used by the create functions. Its public functions are deployed once and called by SablierLockup through `DELEGATECALL`; integrators never call them directly, but the errors they raise reach the caller unchanged.',
    },
    {
      slug: 'libraries/vesting-math',
      title: 'VestingMath',
      kind: 'library',
      declared: 'vesting-math',
      position: 3,
      blurb:
        'A linked library holding the streamed-amount formulas of the three shapes. SablierLockup calls it from `streamedAmountOf` and every function that depends on it (withdrawable, refundable, cancel).',
    },
    {
      slug: 'libraries/nftsvg',
      title: 'NFTSVG',
      kind: 'library',
      declared: 'nftsvg',
      position: 4,
      blurb:
        "An internal library that assembles the SVG card shown as the stream NFT's image. It is compiled into [LockupNFTDescriptor](../lockup-nft-descriptor).",
    },
    {
      slug: 'libraries/svg-elements',
      title: 'SVGElements',
      kind: 'library',
      declared: 'svg-elements',
      position: 5,
      blurb:
        'An internal library of SVG building blocks (cards, gradients, the hourglass, the progress circle) used by [NFTSVG](./nftsvg).',
    },
    {
      slug: 'types/batch-lockup',
      title: 'BatchLockup',
      kind: 'types',
      typeLibs: ['BatchLockup'],
      position: 1,
      blurb:
        'Structs taken by [SablierBatchLockup](../sablier-batch-lockup): each one carries all parameters of one stream except the token, which the batch function takes once.',
    },
    {
      slug: 'types/lockup',
      title: 'Lockup',
      kind: 'types',
      typeLibs: ['Lockup'],
      position: 2,
      blurb:
        'Types shared by every Lockup shape: the common create parameters, the timestamps pair, the create event payload and the model and status enums.',
    },
    {
      slug: 'types/lockup-dynamic',
      title: 'LockupDynamic',
      kind: 'types',
      typeLibs: ['LockupDynamic'],
      position: 3,
      blurb:
        'Types of the dynamic shape (LD): segments with an amount, an exponent and an end timestamp (or a duration when created with durations).' +
        '\n\nThe create functions check these through the SablierHelpers library before any token moves: at least one segment and at most `MAX_COUNT` ' +
        '(`SablierHelpers_SegmentCountZero`, `SablierHelpers_SegmentCountTooHigh`), a start time before the first segment timestamp ' +
        '(`SablierHelpers_StartTimeNotLessThanFirstSegmentTimestamp`), timestamps in strictly ascending order (`SablierHelpers_SegmentTimestampsNotOrdered`), ' +
        'segment amounts that add up to the deposit (`SablierHelpers_DepositAmountNotEqualToSegmentAmountsSum`) and an end time equal to the last timestamp ' +
        '(`SablierHelpers_EndTimeNotEqualToLastSegmentTimestamp`). With durations, each timestamp is the previous one plus the duration, starting at the block time. ' +
        'The exponent is a UD2x18 number that bends the curve inside its segment; [Segments](/concepts/lockup/segments) shows the formula.',
    },
    {
      slug: 'types/lockup-linear',
      title: 'LockupLinear',
      kind: 'types',
      typeLibs: ['LockupLinear'],
      position: 4,
      blurb:
        'Types of the linear shape (LL): the cliff and total durations and the amounts unlocked instantly at the start and at the cliff.' +
        '\n\nThe create functions check them through the SablierHelpers library before any token moves: the start must come before the cliff ' +
        '(`SablierHelpers_StartTimeNotLessThanCliffTime`) and the cliff before the end (`SablierHelpers_CliffTimeNotLessThanEndTime`); without a cliff, ' +
        'the cliff unlock amount must be zero (`SablierHelpers_CliffTimeZeroUnlockAmountNotZero`); and the two unlock amounts together may not exceed the ' +
        'deposit (`SablierHelpers_UnlockAmountsSumTooHigh`). With durations, a cliff duration of zero means no cliff. What is left after the unlock amounts ' +
        'streams linearly from the cliff (or the start) to the end; [Stream shapes](/concepts/lockup/stream-shapes) shows the formula.',
    },
    {
      slug: 'types/lockup-tranched',
      title: 'LockupTranched',
      kind: 'types',
      typeLibs: ['LockupTranched'],
      position: 5,
      blurb:
        'Types of the tranched shape (LT): tranches that each unlock an amount at a timestamp (or after a duration when created with durations).' +
        '\n\nThe create functions check them through the SablierHelpers library before any token moves: at least one tranche and at most `MAX_COUNT` ' +
        '(`SablierHelpers_TrancheCountZero`, `SablierHelpers_TrancheCountTooHigh`), a start time before the first tranche timestamp ' +
        '(`SablierHelpers_StartTimeNotLessThanFirstTrancheTimestamp`), timestamps in strictly ascending order (`SablierHelpers_TrancheTimestampsNotOrdered`), ' +
        'tranche amounts that add up to the deposit (`SablierHelpers_DepositAmountNotEqualToTrancheAmountsSum`) and an end time equal to the last timestamp ' +
        '(`SablierHelpers_EndTimeNotEqualToLastTrancheTimestamp`). Nothing unlocks between two timestamps: each tranche becomes withdrawable all at once, ' +
        'which suits monthly or quarterly vesting; [Tranches](/concepts/lockup/tranches) has worked examples.',
    },
    {
      slug: 'types/broker',
      title: 'Broker',
      kind: 'types',
      typeLibs: [''],
      position: 6,
      blurb:
        'The optional broker of a create call: an address that receives a fee, taken as a percentage of the total amount the caller sends.\n\n' +
        'Every one of the six create functions of [SablierLockup](../sablier-lockup) carries a `Broker` inside its parameters. The fee is a UD60x18 fraction, where `1e18` means 100%: for a total amount $T$ and fee $f$, the broker gets $\\lfloor T \\cdot f \\rfloor$ and the stream is funded with the rest, so the recipient only ever sees the net deposit. Both amounts move in the same transaction. A fee above `MAX_BROKER_FEE` (10%) reverts with `SablierHelpers_BrokerFeeTooHigh`. Front-ends that create streams for their users set their own address here; to create a stream without a broker, pass the zero address with a zero fee.',
    },
  ],
};

const flowBase = [
  'CollectFees',
  'CollectProtocolRevenue',
  'Recover',
  'SetNFTDescriptor',
  'SetProtocolFee',
  'MAX_FEE',
  'aggregateBalance',
  'getBalance',
  'getRatePerSecond',
  'getRecipient',
  'getSender',
  'getSnapshotDebtScaled',
  'getSnapshotTime',
  'getStream',
  'getToken',
  'getTokenDecimals',
  'isPaused',
  'isStream',
  'isTransferable',
  'isVoided',
  'nextStreamId',
  'nftDescriptor',
  'protocolFee',
  'protocolRevenue',
  'collectFees',
  'collectProtocolRevenue',
  'recover',
  'setNFTDescriptor',
  'setProtocolFee',
];
const flowOwn = [
  'AdjustFlowStream',
  'CreateFlowStream',
  'DepositFlowStream',
  'PauseFlowStream',
  'RefundFromFlowStream',
  'RestartFlowStream',
  'VoidFlowStream',
  'WithdrawFromFlowStream',
  'coveredDebtOf',
  'depletionTimeOf',
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
  'depositViaBroker',
  'pause',
  'refund',
  'refundAndPause',
  'refundMax',
  'restart',
  'restartAndDeposit',
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
    {
      slug: 'sablier-flow',
      title: 'SablierFlow',
      kind: 'contract',
      abi: 'SablierFlow',
      position: 1,
      blurb:
        "The Flow v1.1 contract: open-ended streams that accrue debt at a fixed rate per second, funded by deposits at any time. Each stream is an ERC-721 NFT owned by its recipient. It inherits [SablierFlowBase](./abstracts/sablier-flow-base), which brings in [Adminable](./abstracts/adminable), [Batch](./abstracts/batch), [NoDelegateCall](./abstracts/no-delegate-call) and OpenZeppelin's ERC-721.",
    },
    {
      slug: 'flow-nft-descriptor',
      title: 'FlowNFTDescriptor',
      kind: 'library',
      declared: 'flow-nft-descriptor',
      position: 2,
      blurb:
        "The contract SablierFlow asks for each stream NFT's `tokenURI`. In v1.1 it returns the same static metadata and image for every stream; the admin can replace it with `setNFTDescriptor`." +
        meet.descriptor('SablierFlow') +
        meet.staticFlowMetadata,
    },
    {
      slug: 'abstracts/adminable',
      title: 'Adminable',
      kind: 'summary',
      abi: 'SablierFlow',
      members: adminable,
      position: 1,
      blurb:
        'Gives SablierFlow a single admin address and the `onlyAdmin` modifier. The admin sets the protocol fee per token, collects protocol revenue, recovers surplus tokens and replaces the NFT descriptor.' +
        meet.adminable('SablierFlow', ['setProtocolFee', 'collectProtocolRevenue', 'recover', 'setNFTDescriptor', 'transferAdmin']),
    },
    {
      slug: 'abstracts/batch',
      title: 'Batch',
      kind: 'summary',
      abi: 'SablierFlow',
      members: ['batch'],
      position: 2,
      blurb:
        'Runs several calls to SablierFlow in one transaction by delegate-calling each encoded call on the contract itself; any failing call reverts the whole batch with its revert data.' +
        meet.batch(
          'SablierFlow',
          'adjusts the rate of a stream and deposits into it, or pays out several streams with `withdrawMax`, in a single transaction',
        ),
    },
    {
      slug: 'abstracts/no-delegate-call',
      title: 'NoDelegateCall',
      kind: 'summary',
      abi: 'SablierFlow',
      members: ['DelegateCall'],
      position: 3,
      blurb:
        'Provides the `noDelegateCall` modifier, which reverts with `DelegateCall` when a function runs through a delegate call from another contract.' +
        meet.noDelegateCall('SablierFlow'),
    },
    {
      slug: 'abstracts/sablier-flow-base',
      title: 'SablierFlowBase',
      kind: 'summary',
      abi: 'SablierFlow',
      members: flowBase,
      position: 4,
      blurb:
        'Storage, getters and admin functions of SablierFlow: stream records, aggregate balances per token, the protocol fee and revenue, surplus recovery and the NFT hooks.',
    },
    {
      slug: 'interfaces/i-sablier-flow',
      title: 'ISablierFlow',
      kind: 'summary',
      abi: 'SablierFlow',
      members: flowOwn,
      position: 1,
      blurb:
        'The stream-level interface of SablierFlow: create, deposit, withdraw, adjust, pause, restart, refund and void, the debt getters and their events. It extends [ISablierFlowBase](./i-sablier-flow-base).',
    },
    {
      slug: 'interfaces/i-sablier-flow-base',
      title: 'ISablierFlowBase',
      kind: 'summary',
      abi: 'SablierFlow',
      members: [...flowBase, ...erc721],
      position: 2,
      blurb: 'Getters and admin functions shared by SablierFlow. It extends IAdminable, IBatch, IERC4906 and IERC721Metadata.',
    },
    {
      slug: 'interfaces/i-flow-nft-descriptor',
      title: 'IFlowNFTDescriptor',
      kind: 'library',
      declared: 'i-flow-nft-descriptor',
      position: 3,
      blurb:
        'The interface of the NFT descriptor that SablierFlow calls from `tokenURI`.' +
        meet.descriptor('SablierFlow') +
        meet.staticFlowMetadata,
    },
    {
      slug: 'interfaces/i-adminable',
      title: 'IAdminable',
      kind: 'summary',
      abi: 'SablierFlow',
      members: adminable,
      position: 4,
      blurb: 'The interface of [Adminable](../abstracts/adminable).' + meet.adminInterface('SablierFlow'),
    },
    {
      slug: 'interfaces/i-batch',
      title: 'IBatch',
      kind: 'summary',
      abi: 'SablierFlow',
      members: ['batch'],
      position: 5,
      blurb: 'The interface of [Batch](../abstracts/batch).' + meet.batchInterface('SablierFlow'),
    },
    {
      slug: 'libraries/errors',
      title: 'Errors',
      kind: 'errors',
      position: 1,
      blurb: 'Every custom error of Flow v1.1, with its selector, what triggers it and how to avoid it.',
    },
    {
      slug: 'libraries/helpers',
      title: 'Helpers',
      kind: 'library',
      declared: 'helpers',
      position: 2,
      blurb:
        "Internal helpers compiled into SablierFlow: fee arithmetic and the conversion between a token's own decimals and the 18-decimal scale in which Flow keeps debt.",
    },
    {
      slug: 'types/flow',
      title: 'Flow',
      kind: 'types',
      typeLibs: ['Flow'],
      position: 1,
      blurb: 'The Flow namespace: the stored stream record returned by `getStream` and the status enum returned by `statusOf`.',
    },
    {
      slug: 'types/broker',
      title: 'Broker',
      kind: 'types',
      typeLibs: [''],
      position: 2,
      blurb:
        'The broker of `depositViaBroker`: an address that receives a fee taken as a percentage of the total amount deposited.\n\n' +
        'In Flow v1.1 only [`depositViaBroker`](../sablier-flow) takes a broker: `create` and `createAndDeposit` have no broker parameter, so a fee can only come with a deposit. The fee is a UD60x18 fraction (`1e18` is 100%): of a total $T$ with fee $f$, the broker receives $\\lfloor T \\cdot f \\rfloor$ and the stream balance grows by the rest, which is what the rate per second then pays out. A fee above `MAX_FEE` (10%) reverts with `SablierFlow_BrokerFeeTooHigh`, and a zero broker address with `SablierFlow_BrokerAddressZero`. A front-end that tops up streams for its users can charge for the service this way; for a deposit without a fee, call `deposit` instead.',
    },
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
      blurb:
        'The only Airdrops v1.3 contract with fixed addresses. Anyone calls it to deploy a campaign (Instant, LL or LT) at a deterministic CREATE2 address; its admin sets the claim fee charged in the native token, globally or per campaign creator.',
    },
    {
      slug: 'sablier-merkle-instant',
      title: 'SablierMerkleInstant',
      kind: 'contract',
      abi: 'SablierMerkleInstant',
      position: 2,
      blurb:
        'A campaign whose claims transfer the allocated tokens straight to the recipient. Deployed by [SablierMerkleFactory](./sablier-merkle-factory); inherits [SablierMerkleBase](./abstracts/sablier-merkle-base).',
    },
    {
      slug: 'sablier-merkle-ll',
      title: 'SablierMerkleLL',
      kind: 'contract',
      abi: 'SablierMerkleLL',
      position: 3,
      blurb:
        'A campaign whose claims create a Lockup Linear stream for each recipient on a chosen SablierLockup contract, with the schedule fixed at campaign creation. Inherits [SablierMerkleBase](./abstracts/sablier-merkle-base).',
    },
    {
      slug: 'sablier-merkle-lt',
      title: 'SablierMerkleLT',
      kind: 'contract',
      abi: 'SablierMerkleLT',
      position: 4,
      blurb:
        'A campaign whose claims create a Lockup Tranched stream for each recipient, splitting the allocation across tranches given as percentages. Inherits [SablierMerkleBase](./abstracts/sablier-merkle-base).',
    },
    {
      slug: 'abstracts/sablier-merkle-base',
      title: 'SablierMerkleBase',
      kind: 'contract',
      abi: 'SablierMerkleBase',
      position: 1,
      blurb:
        'The logic every campaign shares: Merkle proof verification, the claimed-index bitmap, expiration, the clawback window and the claim fee paid in the native token. Concrete campaigns implement only `_claim`.',
    },
    {
      slug: 'interfaces/i-sablier-merkle-base',
      title: 'ISablierMerkleBase',
      kind: 'summary',
      abi: 'SablierMerkleBase',
      members: [...merkleBase, ...adminable],
      position: 1,
      blurb: 'The interface of every campaign contract. It extends IAdminable: the campaign admin is the address given at creation.',
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
      blurb: 'The interface of [SablierMerkleFactory](../sablier-merkle-factory).',
    },
    {
      slug: 'interfaces/i-sablier-merkle-instant',
      title: 'ISablierMerkleInstant',
      kind: 'summary',
      abi: 'SablierMerkleInstant',
      members: ['Claim'],
      position: 3,
      blurb:
        'The interface of [SablierMerkleInstant](../sablier-merkle-instant): it only adds its own `Claim` event to ISablierMerkleBase.' +
        '\n\nOn an instant campaign a successful `claim(index, recipient, amount, merkleProof)` sends the whole amount to the recipient in the same transaction ' +
        'and emits `Claim(index, recipient, amount)`, with `recipient` indexed so a wallet can find its own claims; indexers read this event to mark the leaf as claimed. ' +
        'The call is `payable` and must carry the campaign fee in the native currency, or it reverts with `SablierMerkleBase_InsufficientFeePayment`. ' +
        'A proof that does not lead to the Merkle root reverts with `SablierMerkleBase_InvalidProof`, a second claim of the same index with ' +
        '`SablierMerkleBase_StreamClaimed`, and a claim after the expiration with `SablierMerkleBase_CampaignExpired`.',
    },
    {
      slug: 'interfaces/i-sablier-merkle-ll',
      title: 'ISablierMerkleLL',
      kind: 'summary',
      abi: 'SablierMerkleLL',
      members: ['Claim', 'LOCKUP', 'STREAM_CANCELABLE', 'STREAM_TRANSFERABLE', 'getSchedule'],
      position: 4,
      blurb: 'The interface of [SablierMerkleLL](../sablier-merkle-ll).',
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
      blurb: 'The interface of [SablierMerkleLT](../sablier-merkle-lt).',
    },
    {
      slug: 'libraries/errors',
      title: 'Errors',
      kind: 'errors',
      position: 1,
      blurb: 'Every custom error of Airdrops v1.3, with its selector, what triggers it and how to avoid it.',
    },
    {
      slug: 'types/merkle',
      title: 'Merkle types',
      kind: 'types',
      typeLibs: ['MerkleBase', 'MerkleFactory', 'MerkleLL', 'MerkleLT'],
      position: 1,
      blurb:
        'Structs of the Airdrops contracts: the constructor parameters shared by every campaign, the custom fee record of the factory, the LL schedule and the LT tranches with percentages.',
    },
  ],
};

export const layouts: ProtocolLayout[] = [lockupLayout, flowLayout, airdropsLayout];
