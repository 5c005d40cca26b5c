/**
 * Voting weight of tokens held in Sablier streams, read at a past block (a Snapshot proposal's block).
 * Lockup v4.0 (SablierLockup) and Flow v3.0 (SablierFlow); any viem public client with archive access.
 */
import { parseAbi, type Address, type PublicClient } from 'viem';

// #region abi
/** The read functions this file calls, as declared by SablierLockup v4.0 and SablierFlow v3.0. */
export const lockupReadAbi = parseAbi([
  'function getDepositedAmount(uint256 streamId) view returns (uint128)',
  'function getWithdrawnAmount(uint256 streamId) view returns (uint128)',
  'function getRefundedAmount(uint256 streamId) view returns (uint128)',
  'function refundableAmountOf(uint256 streamId) view returns (uint128)',
  'function withdrawableAmountOf(uint256 streamId) view returns (uint128)',
]);

export const flowReadAbi = parseAbi([
  'function getBalance(uint256 streamId) view returns (uint128)',
  'function withdrawableAmountOf(uint256 streamId) view returns (uint128)',
]);
// #endregion abi

// #region lockup
export interface LockupWeights {
  /** Tokens still inside the contract for this stream: deposited - withdrawn - refunded. */
  unwithdrawn: bigint;
  /** What the recipient could withdraw at that block: streamed - withdrawn. */
  withdrawable: bigint;
  /** Unwithdrawn tokens the sender can no longer take back with `cancel`. */
  secured: bigint;
}

/** Reads one Lockup stream at `blockNumber` and derives the three candidate weights. */
export async function lockupWeights(client: PublicClient, lockup: Address, streamId: bigint, blockNumber: bigint): Promise<LockupWeights> {
  const read = (functionName: (typeof lockupReadAbi)[number]['name']) =>
    client.readContract({ address: lockup, abi: lockupReadAbi, functionName, args: [streamId], blockNumber });

  const [deposited, withdrawn, refunded, refundable, withdrawable] = await Promise.all([
    read('getDepositedAmount'),
    read('getWithdrawnAmount'),
    read('getRefundedAmount'),
    read('refundableAmountOf'),
    read('withdrawableAmountOf'),
  ]);

  const unwithdrawn = deposited - withdrawn - refunded;
  return { unwithdrawn, withdrawable, secured: unwithdrawn - refundable };
}
// #endregion lockup

// #region flow
/** Flow v3.0: only the withdrawable part of the balance is out of the sender's reach (the rest is refundable). */
export async function flowWeights(
  client: PublicClient,
  flow: Address,
  streamId: bigint,
  blockNumber: bigint,
): Promise<{ balance: bigint; withdrawable: bigint }> {
  const [balance, withdrawable] = await Promise.all([
    client.readContract({ address: flow, abi: flowReadAbi, functionName: 'getBalance', args: [streamId], blockNumber }),
    client.readContract({
      address: flow,
      abi: flowReadAbi,
      functionName: 'withdrawableAmountOf',
      args: [streamId],
      blockNumber,
    }),
  ]);
  return { balance, withdrawable };
}
// #endregion flow
