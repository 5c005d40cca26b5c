import { adminableDocs, batchFunction, delegateCallError, erc721Events, erc721Functions, ozErrors, prbErrors } from './common';
import type { ItemDoc, ProtocolDocs } from './types';

/** Flow v1.1 (SablierFlow and its libraries), written from the v1.1.1 sources. */

const n = ['SablierFlow_Null'];
const base = ['DelegateCall', ...n];
const senderOnly = [...base, 'SablierFlow_Unauthorized'];
const depositReverts = [...base, 'SablierFlow_StreamVoided', 'SablierFlow_DepositAmountZero', 'SablierFlow_NotStreamSender', 'SablierFlow_NotStreamRecipient', 'SafeERC20FailedOperation'];
const refundReverts = [...senderOnly, 'SablierFlow_RefundAmountZero', 'SablierFlow_RefundOverflow', 'SablierFlow_InvalidCalculation', 'SafeERC20FailedOperation'];
const withdrawReverts = [...base, 'SablierFlow_WithdrawAmountZero', 'SablierFlow_WithdrawToZeroAddress', 'SablierFlow_WithdrawalAddressNotRecipient', 'SablierFlow_Overdraw', 'SafeERC20FailedOperation'];

const functions: Record<string, ItemDoc> = {
  ...erc721Functions('stream NFT'),
  ...adminableDocs.functions,
  ...batchFunction,
  'MAX_FEE()': { text: 'The highest protocol fee and broker fee accepted: 0.1 (10%) as a UD60x18 number.' },
  'aggregateBalance(IERC20)': { text: 'Returns the sum of the balances of all streams in `token` plus the protocol revenue not yet collected. Tokens held above this amount are surplus that the admin can `recover`.' },
  'coveredDebtOf(uint256)': { text: 'Returns the part of the total debt that the balance covers: the lesser of the total debt and the balance. This is what the recipient can withdraw.', reverts: n },
  'depletionTimeOf(uint256)': { text: 'Returns the Unix timestamp at which the balance runs out at the current rate, or zero if the stream is already insolvent.', reverts: [...n, 'SablierFlow_StreamPaused', 'SablierFlow_StreamBalanceZero'] },
  'getBalance(uint256)': { text: 'Returns the tokens deposited and not yet withdrawn or refunded, in the token\'s decimals.', reverts: n },
  'getRatePerSecond(uint256)': { text: 'Returns the rate per second, a UD21x18 number with 18 decimals whatever the token\'s decimals. Zero when paused or voided.', reverts: n },
  'getRecipient(uint256)': { text: 'Returns the stream\'s recipient: the owner of its NFT.', reverts: n },
  'getSender(uint256)': { text: 'Returns the stream\'s sender.', reverts: n },
  'getSnapshotDebtScaled(uint256)': { text: 'Returns the debt recorded at the last snapshot, scaled to 18 decimals. Snapshots are taken on rate changes, pauses, withdrawals and voids.', reverts: n },
  'getSnapshotTime(uint256)': { text: 'Returns the time of the last snapshot, from which ongoing debt accrues.', reverts: n },
  'getStream(uint256)': { text: 'Returns the whole stored stream record as a `Flow.Stream`.', reverts: n },
  'getToken(uint256)': { text: 'Returns the stream\'s ERC-20 token.', reverts: n },
  'getTokenDecimals(uint256)': { text: 'Returns the decimals of the stream\'s token, read once at creation.', reverts: n },
  'isPaused(uint256)': { text: 'Tells whether the stream is paused (rate per second is zero).', reverts: n },
  'isStream(uint256)': { text: 'Tells whether a stream with this ID was created. Never reverts.' },
  'isTransferable(uint256)': { text: 'Tells whether the stream NFT can be transferred.', reverts: n },
  'isVoided(uint256)': { text: 'Tells whether the stream was voided.', reverts: n },
  'nextStreamId()': { text: 'Returns the ID the next stream will get.' },
  'nftDescriptor()': { text: 'Returns the contract that builds the NFT metadata.' },
  'ongoingDebtScaledOf(uint256)': { text: 'Returns the debt accrued since the last snapshot, scaled to 18 decimals: rate per second times elapsed seconds.', reverts: n },
  'protocolFee(IERC20)': { text: 'Returns the protocol fee charged on withdrawals in `token`, as a UD60x18 fraction.' },
  'protocolRevenue(IERC20)': { text: 'Returns the protocol fees collected in `token` and not yet claimed by the admin.' },
  'refundableAmountOf(uint256)': { text: 'Returns how much the sender could take back now: the balance minus the covered debt.', reverts: n },
  'statusOf(uint256)': { text: 'Returns the stream\'s status: streaming or paused, each solvent or insolvent, or voided.', reverts: n },
  'totalDebtOf(uint256)': { text: 'Returns the total amount owed to the recipient, in the token\'s decimals: snapshot debt plus ongoing debt.', reverts: n },
  'uncoveredDebtOf(uint256)': { text: 'Returns the part of the total debt that the balance cannot pay, or zero if the stream is solvent.', reverts: n },
  'withdrawableAmountOf(uint256)': { text: 'Returns what the recipient can withdraw now, which equals the covered debt.', reverts: n },
  'adjustRatePerSecond(uint256,UD21x18)': { text: 'Changes the rate per second. The debt accrued so far is first recorded in the snapshot, so the new rate applies only from now on.', caller: ['sender'], reverts: [...senderOnly, 'SablierFlow_StreamPaused', 'SablierFlow_RatePerSecondNotDifferent'], emits: ['AdjustFlowStream', 'MetadataUpdate'] },
  'collectFees()': { text: 'Sends the native-currency balance of the contract (fees sent with `msg.value`) to the admin.', caller: ['anyone'], callerNote: 'The fees always go to the admin.', reverts: ['SablierFlowBase_FeeTransferFail'], emits: ['CollectFees'] },
  'collectProtocolRevenue(IERC20,address)': { text: 'Sends the protocol revenue accumulated in `token` to `to` and resets it.', caller: ['admin'], reverts: ['CallerNotAdmin', 'SablierFlowBase_NoProtocolRevenue', 'SafeERC20FailedOperation'], emits: ['CollectProtocolRevenue'] },
  'create(address,address,UD21x18,IERC20,bool)': { text: 'Creates a stream with no balance and mints its NFT to the recipient. Debt starts accruing at once at the given rate (a zero rate creates a paused stream). Returns the stream ID.', caller: ['anyone'], callerNote: 'The caller chooses the sender, who then controls the stream.', reverts: ['DelegateCall', 'SablierFlow_SenderZeroAddress', 'SablierFlow_InvalidTokenDecimals', 'ERC721InvalidReceiver'], emits: ['CreateFlowStream', 'Transfer', 'MetadataUpdate'] },
  'createAndDeposit(address,address,UD21x18,IERC20,bool,uint128)': { text: 'Creates a stream and deposits `amount` into it in one call. The caller must have approved SablierFlow for the amount.', caller: ['anyone'], reverts: ['DelegateCall', 'SablierFlow_SenderZeroAddress', 'SablierFlow_InvalidTokenDecimals', 'ERC721InvalidReceiver', 'SablierFlow_DepositAmountZero', 'SafeERC20FailedOperation'], emits: ['CreateFlowStream', 'DepositFlowStream', 'Transfer', 'MetadataUpdate'] },
  'deposit(uint256,uint128,address,address)': { text: 'Adds `amount` to the stream balance, pulled from the caller. The sender and recipient arguments must match the stream, which protects against depositing into the wrong stream.', caller: ['anyone'], reverts: depositReverts, emits: ['DepositFlowStream', 'MetadataUpdate'] },
  'depositAndPause(uint256,uint128)': { text: 'Deposits `amount` and then pauses the stream.', caller: ['sender'], reverts: [...senderOnly, 'SablierFlow_StreamPaused', 'SablierFlow_DepositAmountZero', 'SafeERC20FailedOperation'], emits: ['DepositFlowStream', 'PauseFlowStream', 'MetadataUpdate'] },
  'depositViaBroker(uint256,uint128,address,address,Broker)': { text: 'Deposits `totalAmount` minus the broker fee into the stream and sends the fee to the broker, both pulled from the caller.', caller: ['anyone'], reverts: [...depositReverts, 'SablierFlow_BrokerFeeTooHigh', 'SablierFlow_BrokerAddressZero'], emits: ['DepositFlowStream', 'MetadataUpdate'] },
  'pause(uint256)': { text: 'Sets the rate to zero after recording the debt accrued so far. Existing debt stays owed and withdrawable as the balance allows.', caller: ['sender'], reverts: [...senderOnly, 'SablierFlow_StreamPaused'], emits: ['PauseFlowStream', 'MetadataUpdate'] },
  'recover(IERC20,address)': { text: 'Sends tokens held above the aggregate balance (for example tokens transferred to the contract by mistake) to `to`.', caller: ['admin'], reverts: ['CallerNotAdmin', 'SablierFlowBase_SurplusZero', 'SafeERC20FailedOperation'], emits: ['Recover'] },
  'refund(uint256,uint128)': { text: 'Returns `amount` of the unowed balance to the sender.', caller: ['sender'], reverts: refundReverts, emits: ['RefundFromFlowStream', 'MetadataUpdate'] },
  'refundAndPause(uint256,uint128)': { text: 'Refunds `amount` to the sender and then pauses the stream.', caller: ['sender'], reverts: [...refundReverts, 'SablierFlow_StreamPaused'], emits: ['RefundFromFlowStream', 'PauseFlowStream', 'MetadataUpdate'] },
  'refundMax(uint256)': { text: 'Refunds the whole refundable amount to the sender. In v1.1 it returns nothing; read `refundableAmountOf` beforehand to know the amount.', caller: ['sender'], reverts: refundReverts, emits: ['RefundFromFlowStream', 'MetadataUpdate'] },
  'restart(uint256,UD21x18)': { text: 'Resumes a paused stream with a new, non-zero rate; debt accrues again from now. A zero rate reverts with `SablierFlow_RatePerSecondNotDifferent`, since a paused stream\'s rate is already zero.', caller: ['sender'], reverts: [...senderOnly, 'SablierFlow_StreamVoided', 'SablierFlow_StreamNotPaused', 'SablierFlow_RatePerSecondNotDifferent'], emits: ['RestartFlowStream', 'MetadataUpdate'] },
  'restartAndDeposit(uint256,UD21x18,uint128)': { text: 'Restarts a paused stream and deposits `amount` in one call.', caller: ['sender'], reverts: [...senderOnly, 'SablierFlow_StreamVoided', 'SablierFlow_StreamNotPaused', 'SablierFlow_RatePerSecondNotDifferent', 'SablierFlow_DepositAmountZero', 'SafeERC20FailedOperation'], emits: ['RestartFlowStream', 'DepositFlowStream', 'MetadataUpdate'] },
  'setNFTDescriptor(IFlowNFTDescriptor)': { text: 'Replaces the NFT descriptor and asks marketplaces to refresh all stream NFTs.', caller: ['admin'], reverts: ['CallerNotAdmin'], emits: ['SetNFTDescriptor', 'BatchMetadataUpdate'] },
  'setProtocolFee(IERC20,UD60x18)': { text: 'Sets the protocol fee taken from withdrawals in `token`.', caller: ['admin'], reverts: ['CallerNotAdmin', 'SablierFlowBase_ProtocolFeeTooHigh'], emits: ['SetProtocolFee', 'BatchMetadataUpdate'] },
  'void(uint256)': { text: 'Ends the stream for good: the rate becomes zero, and if the stream is insolvent the uncovered debt is written off so the total debt equals the balance. The recipient can still withdraw what is covered. Cannot be undone.', caller: ['sender', 'recipient', 'operator'], reverts: [...base, 'SablierFlow_StreamVoided', 'SablierFlow_Unauthorized'], emits: ['VoidFlowStream', 'MetadataUpdate'] },
  'withdraw(uint256,address,uint128)': { text: 'Withdraws `amount` of the covered debt to `to`. A protocol fee, if set for the token, is deducted from the amount and kept as revenue. Returns the net amount and the fee. The recipient or an approved operator may send to any address; anyone else only to the recipient.', caller: ['recipient', 'operator', 'anyone'], callerNote: 'Anyone may call it when `to` is the recipient.', reverts: withdrawReverts, emits: ['WithdrawFromFlowStream', 'MetadataUpdate'] },
  'withdrawMax(uint256,address)': { text: 'Withdraws the whole covered debt to `to`, with the same rules and fee as `withdraw`.', caller: ['recipient', 'operator', 'anyone'], callerNote: 'Anyone may call it when `to` is the recipient.', reverts: withdrawReverts, emits: ['WithdrawFromFlowStream', 'MetadataUpdate'] },
};

const events: Record<string, ItemDoc> = {
  ...erc721Events,
  ...adminableDocs.events,
  'AdjustFlowStream(uint256,uint256,UD21x18,UD21x18)': { text: 'Logged when the sender changes the rate, with the total debt at that moment and the old and new rates.' },
  'CollectFees(address,uint256)': { text: 'Logged when native-currency fees are sent to the admin.' },
  'CollectProtocolRevenue(address,IERC20,address,uint128)': { text: 'Logged when the admin claims the protocol revenue of a token.' },
  'CreateFlowStream(uint256,address,address,UD21x18,IERC20,bool)': { text: 'Logged when a stream is created, with its sender, recipient, rate, token and transferability.' },
  'DepositFlowStream(uint256,address,uint128)': { text: 'Logged on every deposit, with the funder and the amount added to the balance.' },
  'PauseFlowStream(uint256,address,address,uint256)': { text: 'Logged when a stream is paused, with the total debt at that moment.' },
  'Recover(address,IERC20,address,uint256)': { text: 'Logged when the admin recovers surplus tokens.' },
  'RefundFromFlowStream(uint256,address,uint128)': { text: 'Logged when the sender takes back part of the balance.' },
  'RestartFlowStream(uint256,address,UD21x18)': { text: 'Logged when a paused stream is restarted, with the new rate.' },
  'SetNFTDescriptor(address,IFlowNFTDescriptor,IFlowNFTDescriptor)': { text: 'Logged when the admin replaces the NFT descriptor.' },
  'SetProtocolFee(address,IERC20,UD60x18,UD60x18)': { text: 'Logged when the admin changes the protocol fee of a token, with the old and new fees.' },
  'VoidFlowStream(uint256,address,address,address,uint256,uint256)': { text: 'Logged when a stream is voided, with who voided it, the final total debt and the debt written off.' },
  'WithdrawFromFlowStream(uint256,address,IERC20,address,uint128,uint128)': { text: 'Logged on every withdrawal, with the destination, the caller, the protocol fee and the net amount sent.' },
};

const e = (text: string, fix: string) => ({ text, fix });
const errors = {
  ...ozErrors,
  ...prbErrors,
  ...adminableDocs.errors,
  ...delegateCallError,
  'SafeCastOverflowedUintDowncast(uint8,uint256)': e('OpenZeppelin SafeCast: a value did not fit in the smaller integer type it was converted to.', 'Use smaller amounts; the value exceeds the range of the target type.'),
  'SablierFlowBase_FeeTransferFail(address,uint256)': e('`collectFees` could not send native currency to the admin.', 'The admin must accept native currency (a contract admin needs a payable `receive`).'),
  'SablierFlowBase_NoProtocolRevenue(address)': e('`collectProtocolRevenue` was called for a token with no revenue.', 'Check `protocolRevenue(token)` first.'),
  'SablierFlowBase_NotTransferable(uint256)': e('The NFT of a non-transferable stream was being transferred.', 'Non-transferable streams keep their recipient for good.'),
  'SablierFlowBase_ProtocolFeeTooHigh(UD60x18,UD60x18)': e('The new protocol fee is above `MAX_FEE` (10%).', 'Use a fee of at most 0.1e18.'),
  'SablierFlowBase_SurplusZero(address)': e('`recover` found no tokens above the aggregate balance.', 'Nothing to recover for this token.'),
  'SablierFlow_BrokerAddressZero()': e('`depositViaBroker` got a broker with the zero address.', 'Pass the broker\'s address, or use `deposit` without a broker.'),
  'SablierFlow_BrokerFeeTooHigh(UD60x18,UD60x18)': e('The broker fee is above `MAX_FEE` (10%).', 'Use a broker fee of at most 0.1e18.'),
  'SablierFlow_DepositAmountZero(uint256)': e('A deposit of zero tokens was requested.', 'Deposit a positive amount.'),
  'SablierFlow_InvalidCalculation(uint256,uint128,uint128)': e('A refund found the refundable amount larger than the stream balance. Only the refund path runs this check.', 'This guards against accounting bugs; report it if you see it.'),
  'SablierFlow_InvalidTokenDecimals(address)': e('The token has more than 18 decimals, which Flow does not support.', 'Use a token with 18 decimals or fewer.'),
  'SablierFlow_NotStreamRecipient(address,address)': e('The recipient passed to `deposit` does not own the stream NFT.', 'Pass the stream\'s current recipient (see `getRecipient`).'),
  'SablierFlow_NotStreamSender(address,address)': e('The sender passed to `deposit` is not the stream\'s sender.', 'Pass the stream\'s sender (see `getSender`).'),
  'SablierFlow_Null(uint256)': e('No stream with this ID exists on this contract.', 'Check the ID, the contract address and the chain.'),
  'SablierFlow_Overdraw(uint256,uint128,uint128)': e('The withdrawal exceeds the withdrawable amount.', 'Read `withdrawableAmountOf` first, or use `withdrawMax`.'),
  'SablierFlow_RatePerSecondNotDifferent(uint256,UD21x18)': e('`adjustRatePerSecond` was given the current rate, or `restart` (or `restartAndDeposit`) was given a zero rate, which is what a paused stream already has.', 'Pass a different rate; to restart, a non-zero one.'),
  'SablierFlow_RefundAmountZero(uint256)': e('A refund of zero tokens was requested.', 'Refund a positive amount.'),
  'SablierFlow_RefundOverflow(uint256,uint128,uint128)': e('The refund exceeds the refundable amount (balance minus covered debt).', 'Read `refundableAmountOf` first, or use `refundMax`.'),
  'SablierFlow_SenderZeroAddress()': e('A stream was created with the zero address as sender.', 'Pass the address that will manage the stream.'),
  'SablierFlow_StreamBalanceZero(uint256)': e('`depletionTimeOf` was called on a stream with no balance.', 'Deposit first; a stream without balance has no depletion time.'),
  'SablierFlow_StreamNotPaused(uint256)': e('`restart` was called on a stream that is not paused.', 'Use `adjustRatePerSecond` to change the rate of a running stream.'),
  'SablierFlow_StreamPaused(uint256)': e('The action needs a running stream but the stream\'s rate is zero: it is paused, or voided (a voided stream also has a zero rate).', 'Restart the stream first; a voided stream cannot be restarted.'),
  'SablierFlow_StreamVoided(uint256)': e('The stream was voided, so it cannot be funded, restarted or voided again.', 'Create a new stream.'),
  'SablierFlow_Unauthorized(uint256,address)': e('The caller lacks the role: sender-only actions need the sender; `void` needs the sender, recipient or an approved operator.', 'Send the transaction from the right account.'),
  'SablierFlow_WithdrawAmountZero(uint256)': e('A withdrawal of zero tokens was requested (also `withdrawMax` when nothing is covered).', 'Wait until there is covered debt, or deposit into the stream.'),
  'SablierFlow_WithdrawToZeroAddress(uint256)': e('The withdrawal destination is the zero address.', 'Pass a real address as `to`.'),
  'SablierFlow_WithdrawalAddressNotRecipient(uint256,address,address)': e('Someone other than the recipient or an approved operator tried to withdraw to another address.', 'Withdraw to the recipient, or call from the recipient or an operator.'),
};

export const flowDocs: ProtocolDocs = {
  functions,
  events,
  errors,
  declaredErrors: {
    BatchError: { declaration: 'BatchError(bytes errorData)', text: 'Declared in the Errors library for batch failures; `batch` in v1.1 bubbles up the inner revert data instead.', fix: 'Decode the revert data of a failed `batch` as the error of the inner call that failed.', raisedBy: ['SablierFlow'] },
  },
  declaredFunctions: {
    'flow-nft-descriptor': [
      { declaration: 'tokenURI(IERC721Metadata sablierFlow, uint256 streamId)', returns: 'string uri', visibility: 'external', mutability: 'pure', text: 'Returns a base64 data URI with static JSON metadata and an SVG image, the same for every stream.' },
    ],
    'i-flow-nft-descriptor': [
      { declaration: 'tokenURI(IERC721Metadata sablierFlow, uint256 streamId)', returns: 'string uri', visibility: 'external', mutability: 'view', text: 'Returns the metadata URI of stream `streamId` held by the Flow contract `sablierFlow`.' },
    ],
    helpers: [
      { declaration: 'calculateAmountsFromFee(uint128 totalAmount, UD60x18 fee)', returns: 'uint128 feeAmount, uint128 netAmount', visibility: 'internal', mutability: 'pure', text: 'Splits an amount into the fee (amount times fee, rounded down) and the rest.' },
      { declaration: 'checkAndCalculateBrokerFee(uint128 totalAmount, Broker broker, UD60x18 maxFee)', returns: 'uint128 brokerFeeAmount, uint128 depositAmount', visibility: 'internal', mutability: 'pure', text: 'Checks the broker (fee at most `maxFee`, non-zero address) and splits the total into broker fee and deposit.', reverts: ['SablierFlow_BrokerFeeTooHigh', 'SablierFlow_BrokerAddressZero'] },
      { declaration: 'descaleAmount(uint256 amount, uint8 decimals)', returns: 'uint256', visibility: 'internal', mutability: 'pure', text: 'Converts an 18-decimal amount to the token\'s decimals by dividing by 10^(18 - decimals), rounding down.' },
      { declaration: 'scaleAmount(uint256 amount, uint8 decimals)', returns: 'uint256', visibility: 'internal', mutability: 'pure', text: 'Converts an amount in the token\'s decimals to 18 decimals by multiplying by 10^(18 - decimals).' },
    ],
  },
  types: {
    Broker: 'The broker of `depositViaBroker`: `account` receives `fee` (UD60x18, at most 10%) of the total amount.',
    'Flow.Stream': 'The stored stream record. Amounts are in the token\'s decimals except `snapshotDebtScaled` (18 decimals); `ratePerSecond` is UD21x18.',
    'Flow.Status': 'The status returned by `statusOf`. Solvent means the balance covers the total debt.',
  },
  enums: {
    'Flow.Status': ['STREAMING_SOLVENT', 'STREAMING_INSOLVENT', 'PAUSED_SOLVENT', 'PAUSED_INSOLVENT', 'VOIDED'],
  },
};
