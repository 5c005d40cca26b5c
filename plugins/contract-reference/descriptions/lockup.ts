import { adminableDocs, batchFunction, delegateCallError, erc721Events, erc721Functions, ozErrors } from './common';
import type { DeclaredError, ItemDoc, ProtocolDocs } from './types';

/** Lockup v2.0 (SablierLockup, SablierBatchLockup and their libraries), written from the v2.0.1 sources. */

const nullCheck = ['SablierLockupBase_Null'];
const createCommon = ['SablierHelpers_SenderZeroAddress', 'SablierHelpers_DepositAmountZero', 'SablierHelpers_StartTimeZero', 'SablierHelpers_ShapeExceeds32Bytes', 'SablierHelpers_BrokerFeeTooHigh', 'DelegateCall', 'ERC721InvalidReceiver', 'SafeERC20FailedOperation'];
const createLL = [...createCommon, 'SablierHelpers_StartTimeNotLessThanCliffTime', 'SablierHelpers_CliffTimeNotLessThanEndTime', 'SablierHelpers_StartTimeNotLessThanEndTime', 'SablierHelpers_CliffTimeZeroUnlockAmountNotZero', 'SablierHelpers_UnlockAmountsSumTooHigh'];
const createLD = [...createCommon, 'SablierHelpers_SegmentCountZero', 'SablierHelpers_SegmentCountTooHigh', 'SablierHelpers_StartTimeNotLessThanFirstSegmentTimestamp', 'SablierHelpers_SegmentTimestampsNotOrdered', 'SablierHelpers_EndTimeNotEqualToLastSegmentTimestamp', 'SablierHelpers_DepositAmountNotEqualToSegmentAmountsSum'];
const createLT = [...createCommon, 'SablierHelpers_TrancheCountZero', 'SablierHelpers_TrancheCountTooHigh', 'SablierHelpers_StartTimeNotLessThanFirstTrancheTimestamp', 'SablierHelpers_TrancheTimestampsNotOrdered', 'SablierHelpers_EndTimeNotEqualToLastTrancheTimestamp', 'SablierHelpers_DepositAmountNotEqualToTrancheAmountsSum'];
// With durations the start time is the block timestamp and the end time is derived from the schedule, so some
// checks cannot fail; an empty segment or tranche array panics (index out of bounds) before the count check.
const durationsUnreachable = ['SablierHelpers_StartTimeZero', 'SablierHelpers_StartTimeNotLessThanCliffTime', 'SablierHelpers_SegmentCountZero', 'SablierHelpers_EndTimeNotEqualToLastSegmentTimestamp', 'SablierHelpers_TrancheCountZero', 'SablierHelpers_EndTimeNotEqualToLastTrancheTimestamp'];
const withDurations = (list: string[]) => list.filter((x) => !durationsUnreachable.includes(x));
const createEmits = ['Transfer', 'MetadataUpdate'];
const durationsNote = ' The start time is the block timestamp of the transaction.';
const fundingNote = 'The caller pays: it must have approved SablierLockup for the total amount, which covers the deposit and the broker fee. The stream NFT is minted to the recipient and the sender gets the right to cancel (if cancelable) and renounce.';

const batchCreate = (shape: string, timing: string): ItemDoc => ({
  text: `Creates one ${shape} stream per entry of \`batch\` on the given SablierLockup contract, all funded in \`token\`, using ${timing}. It transfers the sum of all total amounts from the caller to itself in one go, approves the Lockup contract for that sum if its allowance is short, then calls the matching create function for each entry and returns the new stream IDs in order. Each stream's sender is the one given in its entry, not the caller.`,
  caller: ['anyone'],
  callerNote: 'The caller must have approved SablierBatchLockup for the sum of all total amounts.',
  reverts: ['SablierBatchLockup_BatchSizeZero', 'SafeERC20FailedOperation'],
});

const functions: Record<string, ItemDoc> = {
  ...erc721Functions('stream NFT'),
  ...adminableDocs.functions,
  ...batchFunction,
  // SablierLockupBase._update rejects transfers of non-transferable streams before the ERC-721 checks run.
  ...Object.fromEntries(
    ['safeTransferFrom(address,address,uint256)', 'safeTransferFrom(address,address,uint256,bytes)', 'transferFrom(address,address,uint256)'].map((sig) => {
      const base = erc721Functions('stream NFT')[sig]!;
      return [sig, { ...base, reverts: ['SablierLockupBase_NotTransferable', ...(base.reverts ?? [])] }];
    }),
  ),
  'MAX_BROKER_FEE()': { text: 'The highest broker fee a create call accepts: 0.1 (10%) as a UD60x18 fixed-point number.' },
  'MAX_COUNT()': { text: 'The maximum number of segments (dynamic) or tranches (tranched) a stream may have, set at deployment so that a stream can always be withdrawn from within the block gas limit.' },
  'getCliffTime(uint256)': { text: 'Returns the cliff time of a linear stream, or zero if it has no cliff.', reverts: [...nullCheck, 'SablierLockup_NotExpectedModel'] },
  'getSegments(uint256)': { text: 'Returns the segments of a dynamic stream: for each, the amount, the exponent and the end timestamp.', reverts: [...nullCheck, 'SablierLockup_NotExpectedModel'] },
  'getTranches(uint256)': { text: 'Returns the tranches of a tranched stream: for each, the amount and the timestamp at which it unlocks.', reverts: [...nullCheck, 'SablierLockup_NotExpectedModel'] },
  'getUnlockAmounts(uint256)': { text: 'Returns the amounts of a linear stream that unlock instantly at the start time and at the cliff time.', reverts: [...nullCheck, 'SablierLockup_NotExpectedModel'] },
  'getDepositedAmount(uint256)': { text: 'Returns the amount deposited in the stream, net of the broker fee, in the token\'s own decimals.', reverts: nullCheck },
  'getEndTime(uint256)': { text: 'Returns the Unix timestamp at which the stream is fully streamed.', reverts: nullCheck },
  'getLockupModel(uint256)': { text: 'Returns the stream\'s shape as a `Lockup.Model`: linear, dynamic or tranched.', reverts: nullCheck },
  'getRecipient(uint256)': { text: 'Returns the stream\'s recipient, which is the current owner of its NFT. Reverts if the NFT does not exist (never created or burned).', reverts: ['ERC721NonexistentToken'] },
  'getRefundedAmount(uint256)': { text: 'Returns the amount returned to the sender when the stream was canceled, or zero if it was not canceled.', reverts: nullCheck },
  'getSender(uint256)': { text: 'Returns the stream\'s sender: the address that may cancel or renounce it.', reverts: nullCheck },
  'getStartTime(uint256)': { text: 'Returns the Unix timestamp at which streaming starts.', reverts: nullCheck },
  'getUnderlyingToken(uint256)': { text: 'Returns the ERC-20 token the stream pays out.', reverts: nullCheck },
  'getWithdrawnAmount(uint256)': { text: 'Returns how much the recipient has withdrawn so far.', reverts: nullCheck },
  'isAllowedToHook(address)': { text: 'Tells whether the admin has allowlisted `recipient` to receive the cancel and withdraw hooks.' },
  'isCancelable(uint256)': { text: 'Tells whether the sender can still cancel the stream. It is false once the stream is renounced, canceled, depleted or settled (fully streamed).', reverts: nullCheck },
  'isCold(uint256)': { text: 'Tells whether the stream is in a final state: settled, canceled or depleted.', reverts: nullCheck },
  'isDepleted(uint256)': { text: 'Tells whether every token the recipient is due has been withdrawn (after cancellation, what remained for the recipient).', reverts: nullCheck },
  'isStream(uint256)': { text: 'Tells whether a stream with this ID was created. It stays true after the NFT is burned. Never reverts.' },
  'isTransferable(uint256)': { text: 'Tells whether the stream\'s NFT can be transferred, as chosen by the creator.', reverts: nullCheck },
  'isWarm(uint256)': { text: 'Tells whether the stream is pending or streaming.', reverts: nullCheck },
  'nextStreamId()': { text: 'Returns the ID the next created stream will get. IDs start at 1 and increase by one per stream.' },
  'nftDescriptor()': { text: 'Returns the contract that builds the metadata of the stream NFTs.' },
  'refundableAmountOf(uint256)': { text: 'Returns how much the sender would get back if the stream were canceled now: the unstreamed part of the deposit. It is zero for streams that are not cancelable, canceled or depleted.', reverts: nullCheck },
  'statusOf(uint256)': { text: 'Returns the stream\'s status: pending (before the start time), streaming, settled (fully streamed, not fully withdrawn), canceled or depleted.', reverts: nullCheck },
  'streamedAmountOf(uint256)': { text: 'Returns the amount streamed so far according to the stream\'s shape, including what was already withdrawn. For a canceled stream it is frozen at the amount streamed at cancellation.', reverts: nullCheck },
  'wasCanceled(uint256)': { text: 'Tells whether the sender canceled the stream.', reverts: nullCheck },
  'withdrawableAmountOf(uint256)': { text: 'Returns the amount the recipient can withdraw now: streamed amount minus withdrawn amount.', reverts: nullCheck },
  'allowToHook(address)': {
    text: 'Adds a recipient contract to the hook allowlist, so SablierLockup calls it on cancel and on withdrawals made by others. The address must be a contract that reports `ISablierLockupRecipient` through ERC-165. There is no way to remove an address from the list.',
    caller: ['admin'],
    reverts: ['CallerNotAdmin', 'SablierLockupBase_AllowToHookZeroCodeSize', 'SablierLockupBase_AllowToHookUnsupportedInterface'],
    emits: ['AllowToHook'],
  },
  'burn(uint256)': {
    text: 'Burns the NFT of a depleted stream. The stream data stays readable, but the ID can no longer be transferred or withdrawn from.',
    caller: ['recipient', 'operator'],
    reverts: [...nullCheck, 'DelegateCall', 'SablierLockupBase_StreamNotDepleted', 'SablierLockupBase_Unauthorized', 'ERC721NonexistentToken'],
    emits: ['Transfer', 'MetadataUpdate'],
  },
  'cancel(uint256)': {
    text: 'Cancels a stream: the unstreamed part of the deposit goes back to the sender at once, and the streamed but unwithdrawn part stays for the recipient to withdraw. If the recipient is an allowlisted contract, its `onSablierLockupCancel` hook runs and must return its selector.',
    caller: ['sender'],
    reverts: [...nullCheck, 'DelegateCall', 'SablierLockupBase_StreamDepleted', 'SablierLockupBase_StreamCanceled', 'SablierLockupBase_Unauthorized', 'SablierLockupBase_StreamSettled', 'SablierLockupBase_StreamNotCancelable', 'SafeERC20FailedOperation', 'SablierLockupBase_InvalidHookSelector'],
    emits: ['CancelLockupStream', 'MetadataUpdate'],
  },
  'cancelMultiple(uint256[])': {
    text: 'Cancels each stream in `streamIds` in turn with the same rules as `cancel`. One failure reverts the whole call.',
    caller: ['sender'],
    callerNote: 'The caller must be the sender of every stream in the list.',
    reverts: ['DelegateCall', ...nullCheck, 'SablierLockupBase_StreamDepleted', 'SablierLockupBase_StreamCanceled', 'SablierLockupBase_Unauthorized', 'SablierLockupBase_StreamSettled', 'SablierLockupBase_StreamNotCancelable', 'SafeERC20FailedOperation', 'SablierLockupBase_InvalidHookSelector'],
    emits: ['CancelLockupStream', 'MetadataUpdate'],
  },
  'collectFees()': {
    text: 'Sends the whole native-currency balance of the contract (fees paid with `msg.value` on payable calls) to the admin.',
    caller: ['anyone'],
    callerNote: 'Anyone may trigger it; the fees always go to the admin.',
    reverts: ['SablierLockupBase_FeeTransferFail'],
    emits: ['CollectFees'],
  },
  'renounce(uint256)': {
    text: 'Gives up the sender\'s right to cancel: the stream becomes non-cancelable for good and will run to its end. No tokens move.',
    caller: ['sender'],
    reverts: [...nullCheck, 'DelegateCall', 'SablierLockupBase_StreamDepleted', 'SablierLockupBase_StreamCanceled', 'SablierLockupBase_StreamSettled', 'SablierLockupBase_Unauthorized', 'SablierLockupBase_StreamNotCancelable'],
    emits: ['RenounceLockupStream'],
  },
  'renounceMultiple(uint256[])': {
    text: 'Renounces each stream in `streamIds` with the same rules as `renounce`. One failure reverts the whole call.',
    caller: ['sender'],
    callerNote: 'The caller must be the sender of every stream in the list.',
    reverts: ['DelegateCall', ...nullCheck, 'SablierLockupBase_StreamDepleted', 'SablierLockupBase_StreamCanceled', 'SablierLockupBase_StreamSettled', 'SablierLockupBase_Unauthorized', 'SablierLockupBase_StreamNotCancelable'],
    emits: ['RenounceLockupStream'],
  },
  'setNFTDescriptor(ILockupNFTDescriptor)': {
    text: 'Replaces the contract that produces the NFT metadata, and asks marketplaces to refresh every existing stream NFT.',
    caller: ['admin'],
    reverts: ['CallerNotAdmin'],
    emits: ['SetNFTDescriptor', 'BatchMetadataUpdate'],
  },
  'withdraw(uint256,address,uint128)': {
    text: 'Sends `amount` of the streamed, unwithdrawn tokens to `to`. The recipient or an approved operator may send them anywhere; anyone else may only send them to the recipient. When the last due token is withdrawn the stream becomes depleted. If the caller is not the recipient and the recipient is an allowlisted contract, its `onSablierLockupWithdraw` hook runs and must return its selector. Any `msg.value` sent is kept as a fee for the admin.',
    caller: ['recipient', 'operator', 'anyone'],
    callerNote: 'Anyone may call it when `to` is the recipient.',
    reverts: [...nullCheck, 'DelegateCall', 'SablierLockupBase_StreamDepleted', 'SablierLockupBase_WithdrawToZeroAddress', 'SablierLockupBase_WithdrawalAddressNotRecipient', 'SablierLockupBase_WithdrawAmountZero', 'SablierLockupBase_Overdraw', 'SafeERC20FailedOperation', 'SablierLockupBase_InvalidHookSelector'],
    emits: ['WithdrawFromLockupStream', 'MetadataUpdate'],
  },
  'withdrawMax(uint256,address)': {
    text: 'Withdraws the whole withdrawable amount to `to` and returns it. Same rules as `withdraw`; it reverts with `SablierLockupBase_WithdrawAmountZero` when nothing is withdrawable.',
    caller: ['recipient', 'operator', 'anyone'],
    callerNote: 'Anyone may call it when `to` is the recipient.',
    reverts: [...nullCheck, 'DelegateCall', 'SablierLockupBase_StreamDepleted', 'SablierLockupBase_WithdrawToZeroAddress', 'SablierLockupBase_WithdrawalAddressNotRecipient', 'SablierLockupBase_WithdrawAmountZero', 'SafeERC20FailedOperation', 'SablierLockupBase_InvalidHookSelector'],
    emits: ['WithdrawFromLockupStream', 'MetadataUpdate'],
  },
  'withdrawMaxAndTransfer(uint256,address)': {
    text: 'Withdraws everything withdrawable to the current recipient (skipped when zero), then transfers the stream NFT to `newRecipient`, who receives all future streamed tokens. Returns the withdrawn amount.',
    caller: ['recipient', 'operator'],
    reverts: [...nullCheck, 'DelegateCall', 'SablierLockupBase_Unauthorized', 'ERC721NonexistentToken', 'SafeERC20FailedOperation', 'SablierLockupBase_InvalidHookSelector', 'SablierLockupBase_NotTransferable', 'ERC721InvalidReceiver'],
    emits: ['WithdrawFromLockupStream', 'Transfer', 'MetadataUpdate'],
  },
  'withdrawMultiple(uint256[],uint128[])': {
    text: 'Withdraws `amounts[i]` from `streamIds[i]` to each stream\'s recipient. A withdrawal that fails does not revert the call: it is logged with `InvalidWithdrawalInWithdrawMultiple` and the loop goes on.',
    caller: ['anyone'],
    callerNote: 'Tokens always go to each stream\'s recipient.',
    reverts: ['DelegateCall', 'SablierLockupBase_WithdrawArrayCountsNotEqual'],
    emits: ['WithdrawFromLockupStream', 'MetadataUpdate', 'InvalidWithdrawalInWithdrawMultiple'],
  },
  'createWithDurationsLD(Lockup.CreateWithDurations,LockupDynamic.SegmentWithDuration[])': {
    text: `Creates a dynamic stream whose segments are given as durations; each segment's end timestamp is the previous one plus its duration.${durationsNote} ${fundingNote} Returns the new stream ID.`,
    caller: ['anyone'], reverts: withDurations(createLD), emits: ['CreateLockupDynamicStream', ...createEmits],
  },
  'createWithDurationsLL(Lockup.CreateWithDurations,LockupLinear.UnlockAmounts,LockupLinear.Durations)': {
    text: `Creates a linear stream from a cliff duration and a total duration (a zero cliff means no cliff), with optional amounts unlocked at the start and at the cliff.${durationsNote} ${fundingNote} Returns the new stream ID.`,
    caller: ['anyone'], reverts: withDurations(createLL), emits: ['CreateLockupLinearStream', ...createEmits],
  },
  'createWithDurationsLT(Lockup.CreateWithDurations,LockupTranched.TrancheWithDuration[])': {
    text: `Creates a tranched stream whose tranches are given as durations; each tranche unlocks at the previous timestamp plus its duration.${durationsNote} ${fundingNote} Returns the new stream ID.`,
    caller: ['anyone'], reverts: withDurations(createLT), emits: ['CreateLockupTranchedStream', ...createEmits],
  },
  'createWithTimestampsLD(Lockup.CreateWithTimestamps,LockupDynamic.Segment[])': {
    text: `Creates a dynamic stream from explicit segment timestamps. The sum of the segment amounts must equal the deposit (total minus broker fee) and the last segment timestamp must be the end time. ${fundingNote} Returns the new stream ID.`,
    caller: ['anyone'], reverts: createLD, emits: ['CreateLockupDynamicStream', ...createEmits],
  },
  'createWithTimestampsLL(Lockup.CreateWithTimestamps,LockupLinear.UnlockAmounts,uint40)': {
    text: `Creates a linear stream from a start time, an end time and a cliff time (zero for none), with optional amounts unlocked at the start and at the cliff. ${fundingNote} Returns the new stream ID.`,
    caller: ['anyone'], reverts: createLL, emits: ['CreateLockupLinearStream', ...createEmits],
  },
  'createWithTimestampsLT(Lockup.CreateWithTimestamps,LockupTranched.Tranche[])': {
    text: `Creates a tranched stream from explicit tranche timestamps. The sum of the tranche amounts must equal the deposit and the last tranche timestamp must be the end time. ${fundingNote} Returns the new stream ID.`,
    caller: ['anyone'], reverts: createLT, emits: ['CreateLockupTranchedStream', ...createEmits],
  },
  'createWithDurationsLD(ISablierLockup,IERC20,BatchLockup.CreateWithDurationsLD[])': batchCreate('dynamic', 'segment durations counted from the block timestamp'),
  'createWithDurationsLL(ISablierLockup,IERC20,BatchLockup.CreateWithDurationsLL[])': batchCreate('linear', 'cliff and total durations counted from the block timestamp'),
  'createWithDurationsLT(ISablierLockup,IERC20,BatchLockup.CreateWithDurationsLT[])': batchCreate('tranched', 'tranche durations counted from the block timestamp'),
  'createWithTimestampsLD(ISablierLockup,IERC20,BatchLockup.CreateWithTimestampsLD[])': batchCreate('dynamic', 'a start time and explicit segment timestamps'),
  'createWithTimestampsLL(ISablierLockup,IERC20,BatchLockup.CreateWithTimestampsLL[])': batchCreate('linear', 'explicit start, cliff and end times'),
  'createWithTimestampsLT(ISablierLockup,IERC20,BatchLockup.CreateWithTimestampsLT[])': batchCreate('tranched', 'a start time and explicit tranche timestamps'),
};

const events: Record<string, ItemDoc> = {
  ...erc721Events,
  ...adminableDocs.events,
  'AllowToHook(address,address)': { text: 'Logged when the admin adds `recipient` to the hook allowlist.' },
  'CancelLockupStream(uint256,address,address,IERC20,uint128,uint128)': { text: 'Logged when a stream is canceled, with the amount refunded to the sender and the amount left for the recipient.' },
  'CollectFees(address,uint256)': { text: 'Logged when the native-currency fees held by the contract are sent to the admin.' },
  'InvalidWithdrawalInWithdrawMultiple(uint256,bytes)': { text: 'Logged by `withdrawMultiple` for each stream whose withdrawal failed, with the revert data of that failure; the other withdrawals go ahead.' },
  'RenounceLockupStream(uint256)': { text: 'Logged when the sender renounces a stream, making it non-cancelable.' },
  'SetNFTDescriptor(address,ILockupNFTDescriptor,ILockupNFTDescriptor)': { text: 'Logged when the admin replaces the NFT descriptor, with the old and new addresses.' },
  'WithdrawFromLockupStream(uint256,address,IERC20,uint128)': { text: 'Logged on every withdrawal, with the destination address, the token and the amount.' },
  'CreateLockupDynamicStream(uint256,Lockup.CreateEventCommon,LockupDynamic.Segment[])': { text: 'Logged when a dynamic stream is created: the parameters shared by all shapes plus the segments with their timestamps.' },
  'CreateLockupLinearStream(uint256,Lockup.CreateEventCommon,uint40,LockupLinear.UnlockAmounts)': { text: 'Logged when a linear stream is created: the parameters shared by all shapes plus the cliff time and the start and cliff unlock amounts.' },
  'CreateLockupTranchedStream(uint256,Lockup.CreateEventCommon,LockupTranched.Tranche[])': { text: 'Logged when a tranched stream is created: the parameters shared by all shapes plus the tranches with their timestamps.' },
};

const e = (text: string, fix: string) => ({ text, fix });
const errors = {
  ...ozErrors,
  ...adminableDocs.errors,
  ...delegateCallError,
  'SablierBatchLockup_BatchSizeZero()': e('A SablierBatchLockup create function got an empty array.', 'Pass at least one stream in `batch`.'),
  'SablierLockupBase_AllowToHookUnsupportedInterface(address)': e('`allowToHook` was given a contract that does not report `ISablierLockupRecipient` through `supportsInterface`.', 'Implement ERC-165 in the recipient contract and return true for the `ISablierLockupRecipient` interface ID.'),
  'SablierLockupBase_AllowToHookZeroCodeSize(address)': e('`allowToHook` was given an address with no code.', 'Deploy the recipient contract first; only contracts can receive hooks.'),
  'SablierLockupBase_FeeTransferFail(address,uint256)': e('`collectFees` could not send the native currency to the admin (the admin contract rejects plain transfers).', 'The admin must be able to receive native currency; an admin contract needs a payable `receive` function.'),
  'SablierLockupBase_InvalidHookSelector(address)': e('An allowlisted recipient contract\'s hook returned something other than its own selector.', 'Make `onSablierLockupCancel` and `onSablierLockupWithdraw` return `ISablierLockupRecipient.<hook>.selector`.'),
  'SablierLockupBase_NotTransferable(uint256)': e('Someone tried to transfer the NFT of a stream created with `transferable` set to false.', 'Such streams cannot change recipient; only minting and burning are allowed.'),
  'SablierLockupBase_Null(uint256)': e('The stream ID does not exist on this contract.', 'Check the ID and that you are calling the right SablierLockup deployment on the right chain.'),
  'SablierLockupBase_Overdraw(uint256,uint128,uint128)': e('`withdraw` asked for more than the withdrawable amount.', 'Read `withdrawableAmountOf` first, or use `withdrawMax`.'),
  'SablierLockupBase_StreamCanceled(uint256)': e('The stream was already canceled, so it cannot be canceled or renounced.', 'Nothing to do: the recipient can still withdraw what was left.'),
  'SablierLockupBase_StreamDepleted(uint256)': e('Every token due was already withdrawn, so the stream cannot be withdrawn from, canceled or renounced.', 'The stream is finished; the recipient may `burn` its NFT.'),
  'SablierLockupBase_StreamNotCancelable(uint256)': e('The stream is not cancelable: created non-cancelable, or renounced.', 'Check `isCancelable` before calling `cancel` or `renounce`.'),
  'SablierLockupBase_StreamNotDepleted(uint256)': e('`burn` was called on a stream that still holds tokens for the recipient.', 'Withdraw everything first (`withdrawMax`), then burn.'),
  'SablierLockupBase_StreamSettled(uint256)': e('The stream has streamed its whole deposit, so canceling or renouncing has no effect.', 'No action is needed; the recipient can withdraw the full amount.'),
  'SablierLockupBase_Unauthorized(uint256,address)': e('The caller lacks the right for this action: cancel and renounce need the sender; burn and withdrawMaxAndTransfer need the recipient or an approved operator.', 'Send the transaction from the right account (see `getSender` and `getRecipient`).'),
  'SablierLockupBase_WithdrawAmountZero(uint256)': e('A withdrawal of zero tokens was requested, including `withdrawMax` when nothing is withdrawable yet.', 'Wait until `withdrawableAmountOf` is above zero.'),
  'SablierLockupBase_WithdrawArrayCountsNotEqual(uint256,uint256)': e('`withdrawMultiple` got arrays of different lengths.', 'Pass one amount per stream ID.'),
  'SablierLockupBase_WithdrawToZeroAddress(uint256)': e('The withdrawal destination is the zero address.', 'Pass a real address as `to`.'),
  'SablierLockupBase_WithdrawalAddressNotRecipient(uint256,address,address)': e('A caller who is neither the recipient nor an approved operator tried to withdraw to an address other than the recipient.', 'Withdraw to the recipient, or call from the recipient or an approved operator.'),
  'SablierLockup_NotExpectedModel(Lockup.Model,Lockup.Model)': e('A shape-specific getter (cliff, unlock amounts, segments, tranches) was called on a stream of another shape.', 'Check `getLockupModel` and call the getter that matches the shape.'),
};

const helpers = (name: string, declaration: string, text: string, fix: string): [string, DeclaredError] => [
  name,
  { declaration, text, fix, raisedBy: ['SablierLockup', 'SablierBatchLockup'] },
];

const declaredErrors: Record<string, DeclaredError> = Object.fromEntries([
  ['BatchError', { declaration: 'BatchError(bytes errorData)', text: 'Declared in the Errors library for batch failures. In v2.0, `batch` bubbles up the inner revert data instead, so this error is not raised.', fix: 'Decode the revert data of a failed `batch` as the error of the inner call that failed.', raisedBy: ['SablierLockup'] }],
  ['LockupNFTDescriptor_UnknownNFT', { declaration: 'LockupNFTDescriptor_UnknownNFT(IERC721Metadata nft, string symbol)', text: 'Declared in the Errors library, but the v2.0 `LockupNFTDescriptor` never raises it: its `tokenURI` reads the stream from whatever Lockup address it is given, without checking the collection symbol.', fix: 'Nothing to handle in v2.0. If the descriptor call fails, the error comes from the Lockup getters it calls (for example `SablierLockupBase_Null` for an unknown stream ID).', raisedBy: ['LockupNFTDescriptor'] }],
  helpers('SablierHelpers_BrokerFeeTooHigh', 'SablierHelpers_BrokerFeeTooHigh(UD60x18 brokerFee, UD60x18 maxBrokerFee)', 'The broker fee is above `MAX_BROKER_FEE` (10%).', 'Use a broker fee of at most 0.1e18.'),
  helpers('SablierHelpers_CliffTimeNotLessThanEndTime', 'SablierHelpers_CliffTimeNotLessThanEndTime(uint40 cliffTime, uint40 endTime)', 'A linear stream\'s cliff time is not strictly before its end time.', 'Put the cliff before the end, or use no cliff (zero).'),
  helpers('SablierHelpers_CliffTimeZeroUnlockAmountNotZero', 'SablierHelpers_CliffTimeZeroUnlockAmountNotZero(uint128 cliffUnlockAmount)', 'A linear stream without a cliff was given a cliff unlock amount.', 'Set the cliff unlock amount to zero, or set a cliff time.'),
  helpers('SablierHelpers_DepositAmountNotEqualToSegmentAmountsSum', 'SablierHelpers_DepositAmountNotEqualToSegmentAmountsSum(uint128 depositAmount, uint128 segmentAmountsSum)', 'The segment amounts of a dynamic stream do not add up to the deposit (the total amount minus the broker fee).', 'Make the segment amounts sum to the total amount minus the broker fee.'),
  helpers('SablierHelpers_DepositAmountNotEqualToTrancheAmountsSum', 'SablierHelpers_DepositAmountNotEqualToTrancheAmountsSum(uint128 depositAmount, uint128 trancheAmountsSum)', 'The tranche amounts of a tranched stream do not add up to the deposit (the total amount minus the broker fee).', 'Make the tranche amounts sum to the total amount minus the broker fee.'),
  helpers('SablierHelpers_DepositAmountZero', 'SablierHelpers_DepositAmountZero()', 'The deposit left after the broker fee is zero.', 'Pass a non-zero total amount.'),
  helpers('SablierHelpers_EndTimeNotEqualToLastSegmentTimestamp', 'SablierHelpers_EndTimeNotEqualToLastSegmentTimestamp(uint40 endTime, uint40 lastSegmentTimestamp)', 'A dynamic stream\'s end time differs from the timestamp of its last segment.', 'Set the end time to the last segment timestamp.'),
  helpers('SablierHelpers_EndTimeNotEqualToLastTrancheTimestamp', 'SablierHelpers_EndTimeNotEqualToLastTrancheTimestamp(uint40 endTime, uint40 lastTrancheTimestamp)', 'A tranched stream\'s end time differs from the timestamp of its last tranche.', 'Set the end time to the last tranche timestamp.'),
  helpers('SablierHelpers_SegmentCountTooHigh', 'SablierHelpers_SegmentCountTooHigh(uint256 count)', 'A dynamic stream has more segments than `MAX_COUNT`.', 'Merge segments so that their number stays within `MAX_COUNT`.'),
  helpers('SablierHelpers_SegmentCountZero', 'SablierHelpers_SegmentCountZero()', 'A dynamic stream was given no segments.', 'Pass at least one segment.'),
  helpers('SablierHelpers_SegmentTimestampsNotOrdered', 'SablierHelpers_SegmentTimestampsNotOrdered(uint256 index, uint40 previousTimestamp, uint40 currentTimestamp)', 'Segment timestamps are not strictly increasing at `index`.', 'Sort the segments by timestamp and remove duplicates or zero durations.'),
  helpers('SablierHelpers_SenderZeroAddress', 'SablierHelpers_SenderZeroAddress()', 'The stream\'s sender is the zero address.', 'Pass the address that should be able to cancel and renounce.'),
  helpers('SablierHelpers_ShapeExceeds32Bytes', 'SablierHelpers_ShapeExceeds32Bytes(uint256 shapeLength)', 'The free-text `shape` label is longer than 32 bytes.', 'Shorten the shape name.'),
  helpers('SablierHelpers_StartTimeNotLessThanCliffTime', 'SablierHelpers_StartTimeNotLessThanCliffTime(uint40 startTime, uint40 cliffTime)', 'A linear stream\'s cliff time is not strictly after its start time.', 'Put the cliff after the start, or use no cliff.'),
  helpers('SablierHelpers_StartTimeNotLessThanEndTime', 'SablierHelpers_StartTimeNotLessThanEndTime(uint40 startTime, uint40 endTime)', 'A linear stream\'s end time is not strictly after its start time.', 'Use an end time later than the start time.'),
  helpers('SablierHelpers_StartTimeNotLessThanFirstSegmentTimestamp', 'SablierHelpers_StartTimeNotLessThanFirstSegmentTimestamp(uint40 startTime, uint40 firstSegmentTimestamp)', 'The first segment of a dynamic stream ends at or before the start time.', 'Make the first segment timestamp later than the start time.'),
  helpers('SablierHelpers_StartTimeNotLessThanFirstTrancheTimestamp', 'SablierHelpers_StartTimeNotLessThanFirstTrancheTimestamp(uint40 startTime, uint40 firstTrancheTimestamp)', 'The first tranche of a tranched stream unlocks at or before the start time.', 'Make the first tranche timestamp later than the start time.'),
  helpers('SablierHelpers_StartTimeZero', 'SablierHelpers_StartTimeZero()', 'The start time is zero.', 'Pass a real Unix timestamp, or use a create-with-durations function.'),
  helpers('SablierHelpers_TrancheCountTooHigh', 'SablierHelpers_TrancheCountTooHigh(uint256 count)', 'A tranched stream has more tranches than `MAX_COUNT`.', 'Use fewer tranches, or split the schedule into several streams.'),
  helpers('SablierHelpers_TrancheCountZero', 'SablierHelpers_TrancheCountZero()', 'A tranched stream was given no tranches.', 'Pass at least one tranche.'),
  helpers('SablierHelpers_TrancheTimestampsNotOrdered', 'SablierHelpers_TrancheTimestampsNotOrdered(uint256 index, uint40 previousTimestamp, uint40 currentTimestamp)', 'Tranche timestamps are not strictly increasing at `index`.', 'Sort the tranches by timestamp and remove duplicates or zero durations.'),
  helpers('SablierHelpers_UnlockAmountsSumTooHigh', 'SablierHelpers_UnlockAmountsSumTooHigh(uint128 depositAmount, uint128 startUnlockAmount, uint128 cliffUnlockAmount)', 'The start and cliff unlock amounts of a linear stream add up to more than the deposit.', 'Lower the unlock amounts so their sum is at most the deposit.'),
]);

export const lockupDocs: ProtocolDocs = {
  functions,
  events,
  errors,
  declaredErrors,
  declaredFunctions: {
    'i-sablier-lockup-recipient': [
      { declaration: 'onSablierLockupCancel(uint256 streamId, address sender, uint128 senderAmount, uint128 recipientAmount)', returns: 'bytes4 selector', visibility: 'external', mutability: 'nonpayable', text: 'Called by SablierLockup on an allowlisted recipient contract right after the sender cancels one of its streams, with the refunded and remaining amounts. It must return its own selector; reverting here makes the cancel revert.' },
      { declaration: 'onSablierLockupWithdraw(uint256 streamId, address caller, address to, uint128 amount)', returns: 'bytes4 selector', visibility: 'external', mutability: 'nonpayable', text: 'Called by SablierLockup on an allowlisted recipient contract after someone other than the recipient withdraws from one of its streams. It must return its own selector; reverting makes the withdrawal revert.' },
    ],
    'i-lockup-nft-descriptor': [
      { declaration: 'tokenURI(IERC721Metadata sablier, uint256 streamId)', returns: 'string uri', visibility: 'external', mutability: 'view', text: 'Returns the metadata URI (a base64 data URI with JSON and an SVG image) of stream `streamId` held by the Lockup contract `sablier`.' },
    ],
    'lockup-nft-descriptor': [
      { declaration: 'tokenURI(IERC721Metadata lockup, uint256 streamId)', returns: 'string uri', visibility: 'external', mutability: 'view', text: 'Builds the NFT metadata on chain: it reads the token, amounts, status and times of the stream, draws the SVG card (progress circle, status, amount, duration) and returns JSON with name, description, attributes and image as a base64 data URI.' },
    ],
    helpers: [
      { declaration: 'calculateSegmentTimestamps(LockupDynamic.SegmentWithDuration[] segmentsWithDuration, uint40 startTime)', returns: 'LockupDynamic.Segment[] segmentsWithTimestamps', visibility: 'public', mutability: 'pure', text: 'Turns segment durations into segment timestamps by adding each duration to the previous timestamp, starting from `startTime`.' },
      { declaration: 'calculateTrancheTimestamps(LockupTranched.TrancheWithDuration[] tranchesWithDuration, uint40 startTime)', returns: 'LockupTranched.Tranche[] tranchesWithTimestamps', visibility: 'public', mutability: 'pure', text: 'Turns tranche durations into tranche timestamps in the same way.' },
      { declaration: 'checkCreateLockupDynamic(address sender, Lockup.Timestamps timestamps, uint128 totalAmount, LockupDynamic.Segment[] segments, uint256 maxCount, UD60x18 brokerFee, string shape, UD60x18 maxBrokerFee)', returns: 'Lockup.CreateAmounts createAmounts', visibility: 'public', mutability: 'pure', text: 'Validates a dynamic stream and splits the total amount into deposit and broker fee: checks the common fields, the segment count, the timestamp order and that the segment amounts add up to the deposit.', reverts: createLD.filter((x) => x.startsWith('SablierHelpers')) },
      { declaration: 'checkCreateLockupLinear(address sender, Lockup.Timestamps timestamps, uint40 cliffTime, uint128 totalAmount, LockupLinear.UnlockAmounts unlockAmounts, UD60x18 brokerFee, string shape, UD60x18 maxBrokerFee)', returns: 'Lockup.CreateAmounts createAmounts', visibility: 'public', mutability: 'pure', text: 'Validates a linear stream and splits the total amount: checks the common fields, the start, cliff and end order and that the unlock amounts fit in the deposit.', reverts: createLL.filter((x) => x.startsWith('SablierHelpers')) },
      { declaration: 'checkCreateLockupTranched(address sender, Lockup.Timestamps timestamps, uint128 totalAmount, LockupTranched.Tranche[] tranches, uint256 maxCount, UD60x18 brokerFee, string shape, UD60x18 maxBrokerFee)', returns: 'Lockup.CreateAmounts createAmounts', visibility: 'public', mutability: 'pure', text: 'Validates a tranched stream and splits the total amount: checks the common fields, the tranche count, the timestamp order and that the tranche amounts add up to the deposit.', reverts: createLT.filter((x) => x.startsWith('SablierHelpers')) },
    ],
    'vesting-math': [
      { declaration: 'calculateLockupDynamicStreamedAmount(uint128 depositedAmount, LockupDynamic.Segment[] segments, uint40 blockTimestamp, Lockup.Timestamps timestamps, uint128 withdrawnAmount)', returns: 'uint128', visibility: 'public', mutability: 'pure', text: 'Streamed amount of a dynamic stream: the amounts of all finished segments plus, for the current segment, its amount times the elapsed fraction of the segment raised to the segment\'s exponent. Zero before the start, the deposit from the end time on. If the computed part of the current segment comes out larger than that segment\'s amount, it returns the larger of the finished segments\' sum and the withdrawn amount instead.' },
      { declaration: 'calculateLockupLinearStreamedAmount(uint128 depositedAmount, uint40 blockTimestamp, Lockup.Timestamps timestamps, uint40 cliffTime, LockupLinear.UnlockAmounts unlockAmounts, uint128 withdrawnAmount)', returns: 'uint128', visibility: 'public', mutability: 'pure', text: 'Streamed amount of a linear stream: zero before the start, the start unlock amount until the cliff, then both unlock amounts plus the rest of the deposit in proportion to the time elapsed since the cliff (or the start when there is no cliff) over the remaining duration. The deposit after the end.' },
      { declaration: 'calculateLockupTranchedStreamedAmount(uint128 depositedAmount, uint40 blockTimestamp, Lockup.Timestamps timestamps, LockupTranched.Tranche[] tranches)', returns: 'uint128', visibility: 'public', mutability: 'pure', text: 'Streamed amount of a tranched stream: the sum of the amounts of every tranche whose timestamp has passed. Zero before the first tranche, the deposit after the end.' },
    ],
    nftsvg: [
      { declaration: 'generateSVG(NFTSVG.SVGParams params)', returns: 'string', visibility: 'internal', mutability: 'pure', text: 'Builds the complete SVG image of a stream NFT from the descriptor\'s parameters: accent color, amounts, progress, status, duration and the addresses shown in the scrolling text.' },
      { declaration: 'generateDefs(string accentColor, string status, string cards)', returns: 'string', visibility: 'internal', mutability: 'pure', text: 'Builds the `defs` section: gradients, the hourglass and the cards that the image references.' },
      { declaration: 'generateFloatingText(string lockupAddress, string tokenAddress, string tokenSymbol)', returns: 'string', visibility: 'internal', mutability: 'pure', text: 'Builds the text that scrolls around the card border with the Lockup and token addresses.' },
      { declaration: 'generateHrefs(uint256 progressXPosition, uint256 statusXPosition, uint256 amountXPosition, uint256 durationXPosition)', returns: 'string', visibility: 'internal', mutability: 'pure', text: 'Places the four cards (progress, status, amount, duration) side by side at the given x positions.' },
    ],
    'svg-elements': [
      { declaration: 'card(SVGElements.CardType cardType, string content)', returns: 'uint256, string', visibility: 'internal', mutability: 'pure', anchor: 'card', text: 'Draws a card with a caption and a text value, and returns its width so cards can be laid out.' },
      { declaration: 'card(SVGElements.CardType cardType, string content, string circle)', returns: 'uint256 width, string card_', visibility: 'internal', mutability: 'pure', anchor: 'card-3', text: 'Draws a card that also embeds a graphic such as the progress circle.' },
      { declaration: 'floatingText(string offset, string text)', returns: 'string', visibility: 'internal', mutability: 'pure', text: 'Builds one scrolling text element along the card border, starting at `offset`.' },
      { declaration: 'gradients(string accentColor)', returns: 'string', visibility: 'internal', mutability: 'pure', text: 'Builds the gradients tinted with the stream\'s accent color.' },
      { declaration: 'hourglass(string status)', returns: 'string', visibility: 'internal', mutability: 'pure', text: 'Draws the hourglass, whose sand level reflects the stream status.' },
      { declaration: 'progressCircle(uint256 progressNumerical, string accentColor)', returns: 'string', visibility: 'internal', mutability: 'pure', text: 'Draws the circle that fills up with the streamed percentage.' },
      { declaration: 'calculatePixelWidth(string text, bool largeFont)', returns: 'uint256 width', visibility: 'internal', mutability: 'pure', text: 'Estimates the width of a text in pixels so card widths fit their content.' },
      { declaration: 'stringifyCardType(SVGElements.CardType cardType)', returns: 'string', visibility: 'internal', mutability: 'pure', text: 'Returns the caption of a card type: Progress, Status, Amount or Duration.' },
    ],
  },
  types: {
    'BatchLockup.CreateWithDurationsLD': 'One dynamic stream for the batch contract, with segment durations.',
    'BatchLockup.CreateWithDurationsLL': 'One linear stream for the batch contract, with durations and unlock amounts.',
    'BatchLockup.CreateWithDurationsLT': 'One tranched stream for the batch contract, with tranche durations.',
    'BatchLockup.CreateWithTimestampsLD': 'One dynamic stream for the batch contract, with a start time and segment timestamps.',
    'BatchLockup.CreateWithTimestampsLL': 'One linear stream for the batch contract, with start, cliff and end times and unlock amounts.',
    'BatchLockup.CreateWithTimestampsLT': 'One tranched stream for the batch contract, with a start time and tranche timestamps.',
    Broker: 'An optional fee recipient: `account` receives `fee` (UD60x18, at most 10%) of the total amount. Use the zero address and zero fee for no broker.',
    'Lockup.CreateAmounts': 'How the total amount splits: the deposit that streams and the broker fee.',
    'Lockup.CreateEventCommon': 'Fields logged by every create event: funder, sender, recipient, amounts, token, flags, timestamps, shape and broker.',
    'Lockup.CreateWithDurations': 'Parameters common to the create-with-durations functions. `totalAmount` includes the broker fee.',
    'Lockup.CreateWithTimestamps': 'Parameters common to the create-with-timestamps functions. `totalAmount` includes the broker fee.',
    'Lockup.Timestamps': 'The start and end times of a stream, as Unix timestamps.',
    'Lockup.Model': 'The shape of a stream.',
    'Lockup.Status': 'The lifecycle status returned by `statusOf`. Pending and streaming are warm; settled, canceled and depleted are cold.',
    'LockupDynamic.Segment': 'A dynamic segment: the amount it streams, its exponent (UD2x18) and its end timestamp.',
    'LockupDynamic.SegmentWithDuration': 'A dynamic segment given by duration instead of end timestamp.',
    'LockupLinear.Durations': 'The cliff duration (zero for none) and the total duration of a linear stream.',
    'LockupLinear.UnlockAmounts': 'Amounts released instantly at the start time and at the cliff time.',
    'LockupTranched.Tranche': 'A tranche: the amount it unlocks and the timestamp at which it unlocks.',
    'LockupTranched.TrancheWithDuration': 'A tranche given by duration instead of timestamp.',
  },
  enums: {
    'Lockup.Model': ['LOCKUP_LINEAR', 'LOCKUP_DYNAMIC', 'LOCKUP_TRANCHED'],
    'Lockup.Status': ['PENDING', 'STREAMING', 'SETTLED', 'CANCELED', 'DEPLETED'],
  },
};
