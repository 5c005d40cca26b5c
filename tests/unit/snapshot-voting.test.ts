import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  createPublicClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  type Abi,
  type AbiFunction,
  type Address,
  type Hex,
} from 'viem';
import { flowReadAbi, flowWeights, lockupReadAbi, lockupWeights } from '../../examples/ts/snapshot-voting';
import { packageRelease, releaseAbis } from '../../lib/sablier-package';
import { type Product, currentRelease, currentReleaseLabel } from '../../src/lib/releases';

const sdkAbi = (product: Product, contract: string): Abi => (releaseAbis(currentRelease(product))[contract] ?? []) as Abi;

const signature = (f: AbiFunction) =>
  `${f.name}(${f.inputs.map((i) => i.type).join(',')}) ${f.stateMutability} -> ${f.outputs.map((o) => o.type).join(',')}`;

for (const [product, ours, contract] of [
  ['lockup', lockupReadAbi, 'SablierLockup'],
  ['flow', flowReadAbi, 'SablierFlow'],
] as const) {
  const label = currentReleaseLabel(product);
  test(`every function the guide reads exists in the ${label} ABI of the sablier package`, () => {
    const published = new Set(
      sdkAbi(product, contract)
        .filter((item): item is AbiFunction => item.type === 'function')
        .map(signature),
    );
    for (const item of ours as readonly AbiFunction[]) {
      assert.ok(published.has(signature(item)), `${signature(item)} is not in ${contract} of ${label}`);
    }
  });
}

/** SablierLockup of the current release on Ethereum (the fake client answers for any address). */
const LOCKUP = packageRelease(currentRelease('lockup'))
  .deployments.find((d) => d.chainId === 1)!
  .contracts.find((c) => c.name === 'SablierLockup')!.address as Address;
const BLOCK = 22_000_000n;

/** A Lockup stream as the contract stores it; the fake answers reads with the formulas of the current release. */
interface FakeLockupStream {
  deposited: bigint;
  withdrawn: bigint;
  refunded: bigint;
  /** Amount unlocked by the schedule at the block (ignored once canceled). */
  vested: bigint;
  cancelable: boolean;
  canceled: boolean;
}

function fakeClient(answer: (functionName: string) => bigint, abi: Abi) {
  const blocks: string[] = [];
  const client = createPublicClient({
    transport: custom({
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === 'eth_chainId') return '0x1';
        if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
        const [{ data }, block] = params as [{ data: Hex }, string];
        blocks.push(block);
        const call = decodeFunctionData({ abi, data });
        assert.equal(call.args?.[0], 7n);
        return encodeFunctionResult({ abi, functionName: call.functionName, result: answer(call.functionName) } as never);
      },
    }),
  });
  return { client, blocks };
}

function lockupFake(s: FakeLockupStream) {
  const streamed = s.canceled ? s.deposited - s.refunded : s.vested;
  const depleted = s.withdrawn === streamed && (s.canceled || streamed === s.deposited);
  const values: Record<string, bigint> = {
    getDepositedAmount: s.deposited,
    getWithdrawnAmount: s.withdrawn,
    getRefundedAmount: s.refunded,
    refundableAmountOf: s.cancelable && !s.canceled && !depleted ? s.deposited - s.vested : 0n,
    withdrawableAmountOf: streamed - s.withdrawn,
  };
  return fakeClient((name) => values[name]!, lockupReadAbi as Abi);
}

test('lockupWeights: a cancelable stream secures only what has vested and is still in the contract', async () => {
  const { client, blocks } = lockupFake({
    deposited: 1000n,
    withdrawn: 150n,
    refunded: 0n,
    vested: 400n,
    cancelable: true,
    canceled: false,
  });
  const w = await lockupWeights(client, LOCKUP, 7n, BLOCK);
  assert.deepEqual(w, { unwithdrawn: 850n, withdrawable: 250n, secured: 250n });
  assert.ok(blocks.length > 0 && blocks.every((b) => BigInt(b) === BLOCK), 'every read must be made at the given block');
});

test('lockupWeights: a non-cancelable stream secures everything not yet withdrawn', async () => {
  const { client } = lockupFake({
    deposited: 1000n,
    withdrawn: 150n,
    refunded: 0n,
    vested: 400n,
    cancelable: false,
    canceled: false,
  });
  assert.deepEqual(await lockupWeights(client, LOCKUP, 7n, BLOCK), {
    unwithdrawn: 850n,
    withdrawable: 250n,
    secured: 850n,
  });
});

test('lockupWeights: after a cancel, the three weights agree on what the recipient is still owed', async () => {
  const { client } = lockupFake({
    deposited: 1000n,
    withdrawn: 150n,
    refunded: 600n,
    vested: 400n,
    cancelable: false,
    canceled: true,
  });
  assert.deepEqual(await lockupWeights(client, LOCKUP, 7n, BLOCK), {
    unwithdrawn: 250n,
    withdrawable: 250n,
    secured: 250n,
  });
});

test('flowWeights: reads the balance and the withdrawable amount at the given block', async () => {
  const values: Record<string, bigint> = { getBalance: 900n, withdrawableAmountOf: 320n };
  const { client, blocks } = fakeClient((name) => values[name]!, flowReadAbi as Abi);
  assert.deepEqual(await flowWeights(client, LOCKUP, 7n, BLOCK), { balance: 900n, withdrawable: 320n });
  assert.deepEqual(blocks.map(BigInt), [BLOCK, BLOCK]);
});
