import { CURRENT_RELEASES, type Product, type Protocol } from '../../src/lib/releases';
import { type Item, contractItems, loadAbi } from '../contract-reference/abi';
import { packageChain, packageRelease } from '../../lib/sablier-package';
import type { PayableSplit, AbiDiff, LibraryErrorChanges, ReleaseChains } from '../../src/data-types/release-facts';
export type { PayableSplit, AbiChange, AbiRename, AbiDiff, LibraryErrorChanges, ReleaseChains } from '../../src/data-types/release-facts';

/**
 * Facts that pages used to state in prose and got wrong: which functions take `msg.value`, what
 * changed between two releases' ABIs, and which chains a release reached. All are read from the
 * pinned `sablier` package, so a page that renders them cannot contradict the package.
 */

type AnyProtocol = Protocol;

/** Function names only: overloads share a line in prose. */
function names(items: Item[]): string[] {
  return [...new Set(items.map((i) => i.name))].sort();
}

export function payableSplit(protocol: Product, contract: string): PayableSplit {
  const abi = loadAbi(protocol, CURRENT_RELEASES[protocol])[contract];
  if (!abi) throw new Error(`${protocol} ${CURRENT_RELEASES[protocol]} has no ${contract} ABI`);
  const functions = contractItems(abi).filter((i) => i.kind === 'function' && i.mutability !== 'view' && i.mutability !== 'pure');
  return {
    contract,
    payable: names(functions.filter((i) => i.mutability === 'payable')),
    nonpayable: names(functions.filter((i) => i.mutability === 'nonpayable')),
  };
}

/** The contracts whose payable functions pages talk about, per current release. */
export const PAYABLE_CONTRACTS = {
  lockup: ['SablierLockup', 'SablierBatchLockup'],
  flow: ['SablierFlow'],
  // Every Airdrops v3.0 contract: each factory and each campaign type has its own ABI (no shared base in the package).
  airdrops: [
    'SablierFactoryMerkleInstant',
    'SablierFactoryMerkleLL',
    'SablierFactoryMerkleLT',
    'SablierFactoryMerkleVCA',
    'SablierFactoryMerkleExecute',
    'SablierMerkleInstant',
    'SablierMerkleLL',
    'SablierMerkleLT',
    'SablierMerkleVCA',
    'SablierMerkleExecute',
  ],
} as const;

/** `SablierLockupBase_Null(uint256)` -> `Null(uint256)`: an error's reason and canonical parameters, without its prefix. */
function errorReason(item: Item): string | null {
  const cut = item.name.indexOf('_');
  if (cut <= 0) return null;
  return item.canonical.slice(cut + 1);
}

/** Pairs removed and added errors that differ only in their prefix; ambiguous pairs stay unpaired. */
function renamedErrors(removed: Item[], added: Item[]): [Item, Item][] {
  const byReason = (list: Item[]) => {
    const map = new Map<string, Item[]>();
    for (const item of list) {
      const reason = item.kind === 'error' ? errorReason(item) : null;
      if (reason) map.set(reason, [...(map.get(reason) ?? []), item]);
    }
    return map;
  };
  const before = byReason(removed);
  const after = byReason(added);
  const pairs: [Item, Item][] = [];
  for (const [reason, olds] of before) {
    const news = after.get(reason) ?? [];
    if (olds.length === 1 && news.length === 1) pairs.push([olds[0]!, news[0]!]);
  }
  return pairs;
}

/**
 * Items added and removed between two releases of one contract, compared by canonical signature. A null contract
 * on the earlier side stands for a contract the later release brought in: its whole ABI is added.
 */
export function abiDiff(protocol: AnyProtocol, from: [string, string | null], to: [string, string]): AbiDiff {
  const items = ([version, contract]: [string, string | null]) => {
    if (contract === null) return new Map<string, Item>();
    const abi = loadAbi(protocol, version)[contract];
    if (!abi) throw new Error(`${protocol} ${version} has no ${contract} ABI`);
    return new Map(contractItems(abi).map((i) => [`${i.kind} ${i.canonical}`, i]));
  };
  const before = items(from);
  const after = items(to);
  const only = (a: Map<string, Item>, b: Map<string, Item>) => [...a].filter(([id]) => !b.has(id)).map(([, i]) => i);
  const added = only(after, before);
  const removed = only(before, after);
  const named = (list: Item[]) => new Set(list.map((i) => `${i.kind} ${i.name}`));
  const inBoth = [...named(added)].filter((id) => named(removed).has(id));
  const renames = renamedErrors(
    removed.filter((i) => !inBoth.includes(`${i.kind} ${i.name}`)),
    added.filter((i) => !inBoth.includes(`${i.kind} ${i.name}`)),
  );
  const renamedItems = new Set(renames.flat());
  const keep = (list: Item[]) =>
    list.filter((i) => !inBoth.includes(`${i.kind} ${i.name}`) && !renamedItems.has(i)).map((i) => ({ kind: i.kind, signature: i.key }));
  return {
    protocol,
    from: { version: from[0], contract: from[1] },
    to: { version: to[0], contract: to[1] },
    added: keep(added),
    removed: keep(removed),
    changed: added.filter((i) => inBoth.includes(`${i.kind} ${i.name}`)).map((i) => ({ kind: i.kind, signature: i.key })),
    renamed: renames
      .map(([old, now]) => ({ kind: old.kind, from: old.key, to: now.key }))
      .sort((a, b) => (a.to < b.to ? -1 : a.to > b.to ? 1 : 0)),
  };
}

/**
 * The Airdrops upgrade page's pairs (`airdrops-v1.3-v2.0-factory-ll`, `airdrops-v2.0-v3.0-vca`, …). Airdrops v2.0
 * split the single `SablierMerkleFactory` into one factory per campaign type, so each v2.0 factory is compared with
 * it, and brought the VCA campaign in; v3.0 added the Execute factory and campaign. A campaign type or factory new
 * in a release is compared with nothing (all of its ABI is new).
 */
function airdropsDiffs(): Record<string, () => AbiDiff> {
  const types = { instant: 'Instant', ll: 'LL', lt: 'LT', vca: 'VCA', execute: 'Execute' } as const;
  const steps = [
    { from: 'v1.3', to: 'v2.0', types: ['instant', 'll', 'lt', 'vca'] as const },
    { from: 'v2.0', to: 'v3.0', types: ['instant', 'll', 'lt', 'vca', 'execute'] as const },
  ];
  const out: Record<string, () => AbiDiff> = {};
  for (const step of steps) {
    const before = (contract: string, fallback: string | null = null): string | null =>
      contract in loadAbi('airdrops', step.from) ? contract : fallback;
    for (const type of step.types) {
      const factory = `SablierFactoryMerkle${types[type]}`;
      const campaign = `SablierMerkle${types[type]}`;
      const key = `airdrops-${step.from}-${step.to}`;
      out[`${key}-factory-${type}`] = () =>
        abiDiff('airdrops', [step.from, before(factory, step.from === 'v1.3' ? 'SablierMerkleFactory' : null)], [step.to, factory]);
      out[`${key}-${type}`] = () => abiDiff('airdrops', [step.from, before(campaign)], [step.to, campaign]);
    }
  }
  return out;
}

/** Release pairs whose differences pages describe; the key names the data file entry. */
export const ABI_DIFFS: Record<string, () => AbiDiff> = {
  'flow-v1.0-v1.1': () => abiDiff('flow', ['v1.0', 'SablierFlow'], ['v1.1', 'SablierFlow']),
  'flow-v1.1-v2.0': () => abiDiff('flow', ['v1.1', 'SablierFlow'], ['v2.0', 'SablierFlow']),
  'flow-v2.0-v3.0': () => abiDiff('flow', ['v2.0', 'SablierFlow'], ['v3.0', 'SablierFlow']),
  ...airdropsDiffs(),
  'lockup-v1.0-v1.1-linear': () => abiDiff('lockup', ['v1.0', 'SablierV2LockupLinear'], ['v1.1', 'SablierV2LockupLinear']),
  'lockup-v1.0-v1.1-dynamic': () => abiDiff('lockup', ['v1.0', 'SablierV2LockupDynamic'], ['v1.1', 'SablierV2LockupDynamic']),
  'lockup-v1.1-v1.2-linear': () => abiDiff('lockup', ['v1.1', 'SablierV2LockupLinear'], ['v1.2', 'SablierV2LockupLinear']),
  'lockup-v1.1-v1.2-dynamic': () => abiDiff('lockup', ['v1.1', 'SablierV2LockupDynamic'], ['v1.2', 'SablierV2LockupDynamic']),
  'lockup-v2.0-v3.0': () => abiDiff('lockup', ['v2.0', 'SablierLockup'], ['v3.0', 'SablierLockup']),
  'lockup-v2.0-v3.0-batch': () => abiDiff('lockup', ['v2.0', 'SablierBatchLockup'], ['v3.0', 'SablierBatchLockup']),
  'lockup-v3.0-v4.0': () => abiDiff('lockup', ['v3.0', 'SablierLockup'], ['v4.0', 'SablierLockup']),
  'lockup-v3.0-v4.0-batch': () => abiDiff('lockup', ['v3.0', 'SablierBatchLockup'], ['v4.0', 'SablierBatchLockup']),
};

/** Reasons the helper library's errors share in Lockup v3.0 and v4.0 (`SablierHelpers_X` became `SablierLockupHelpers_X`). */
const HELPERS_REASONS_V3 = [
  'CliffTimeNotLessThanEndTime',
  'CliffTimeZeroUnlockAmountNotZero',
  'CreateNativeToken',
  'DepositAmountNotEqualToSegmentAmountsSum',
  'DepositAmountNotEqualToTrancheAmountsSum',
  'DepositAmountZero',
  'EndTimeNotEqualToLastSegmentTimestamp',
  'EndTimeNotEqualToLastTrancheTimestamp',
  'SegmentCountZero',
  'SegmentTimestampsNotOrdered',
  'SenderZeroAddress',
  'ShapeExceeds32Bytes',
  'StartTimeNotLessThanCliffTime',
  'StartTimeNotLessThanEndTime',
  'StartTimeNotLessThanFirstSegmentTimestamp',
  'StartTimeNotLessThanFirstTrancheTimestamp',
  'StartTimeZero',
  'TrancheCountZero',
  'TrancheTimestampsNotOrdered',
  'UnlockAmountsSumTooHigh',
] as const;

export const LIBRARY_ERROR_CHANGES: Record<string, LibraryErrorChanges> = {
  'lockup-v2.0-v3.0': {
    library: { from: 'Helpers', to: 'Helpers' },
    renamed: [],
    added: ['SablierHelpers_CreateNativeToken'],
    removed: ['SablierHelpers_BrokerFeeTooHigh', 'SablierHelpers_SegmentCountTooHigh', 'SablierHelpers_TrancheCountTooHigh'],
  },
  'lockup-v3.0-v4.0': {
    library: { from: 'Helpers', to: 'LockupHelpers' },
    renamed: HELPERS_REASONS_V3.map((reason) => ({ from: `SablierHelpers_${reason}`, to: `SablierLockupHelpers_${reason}` })),
    added: ['SablierLockupHelpers_GranularityTooHigh', 'SablierLockup_TargetPriceTooLow'],
    removed: [],
  },
};

export function releaseChains(protocol: AnyProtocol, version: string): ReleaseChains {
  const chains = packageRelease({ protocol, version }).deployments.map((d) => packageChain(d.chainId));
  const sorted = (testnet: boolean) =>
    chains
      .filter((c) => Boolean(c.isTestnet) === testnet)
      .map((c) => c.name)
      .sort((a, b) => a.localeCompare(b, 'en'));
  return { protocol, version, mainnets: sorted(false), testnets: sorted(true) };
}
