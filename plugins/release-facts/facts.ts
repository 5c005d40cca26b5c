import { CURRENT_RELEASES, type Product, type Protocol } from '../../src/lib/releases';
import { type Item, type ItemKind, contractItems, loadAbi } from '../contract-reference/abi';
import { packageChain, packageRelease } from '../sablier-package';

/**
 * Facts that pages used to state in prose and got wrong: which functions take `msg.value`, what
 * changed between two releases' ABIs, and which chains a release reached. All are read from the
 * pinned `sablier` package, so a page that renders them cannot contradict the package.
 */

type AnyProtocol = Protocol;

/** State-changing functions of one contract, split by whether they accept native currency. */
export interface PayableSplit {
  contract: string;
  payable: string[];
  nonpayable: string[];
}

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
  airdrops: ['SablierMerkleFactory', 'SablierMerkleInstant', 'SablierMerkleLL', 'SablierMerkleLT'],
} as const;

export interface AbiChange {
  kind: ItemKind;
  /** Readable signature, e.g. `collectFees()`. */
  signature: string;
}

export interface AbiDiff {
  protocol: AnyProtocol;
  from: { version: string; contract: string };
  to: { version: string; contract: string };
  added: AbiChange[];
  removed: AbiChange[];
  /** Same kind and name in both releases, different parameters (or parameter struct fields). */
  changed: AbiChange[];
}

/** Items added and removed between two releases of one contract, compared by canonical signature. */
export function abiDiff(protocol: AnyProtocol, from: [string, string], to: [string, string]): AbiDiff {
  const items = ([version, contract]: [string, string]) => {
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
  const keep = (list: Item[]) =>
    list.filter((i) => !inBoth.includes(`${i.kind} ${i.name}`)).map((i) => ({ kind: i.kind, signature: i.key }));
  return {
    protocol,
    from: { version: from[0], contract: from[1] },
    to: { version: to[0], contract: to[1] },
    added: keep(added),
    removed: keep(removed),
    changed: added.filter((i) => inBoth.includes(`${i.kind} ${i.name}`)).map((i) => ({ kind: i.kind, signature: i.key })),
  };
}

/** Release pairs whose differences pages describe; the key names the data file entry. */
export const ABI_DIFFS: Record<string, () => AbiDiff> = {
  'flow-v1.0-v1.1': () => abiDiff('flow', ['v1.0', 'SablierFlow'], ['v1.1', 'SablierFlow']),
  'lockup-v1.0-v1.1-linear': () => abiDiff('lockup', ['v1.0', 'SablierV2LockupLinear'], ['v1.1', 'SablierV2LockupLinear']),
  'lockup-v1.0-v1.1-dynamic': () => abiDiff('lockup', ['v1.0', 'SablierV2LockupDynamic'], ['v1.1', 'SablierV2LockupDynamic']),
  'lockup-v1.1-v1.2-linear': () => abiDiff('lockup', ['v1.1', 'SablierV2LockupLinear'], ['v1.2', 'SablierV2LockupLinear']),
  'lockup-v1.1-v1.2-dynamic': () => abiDiff('lockup', ['v1.1', 'SablierV2LockupDynamic'], ['v1.2', 'SablierV2LockupDynamic']),
};

export interface ReleaseChains {
  protocol: AnyProtocol;
  version: string;
  mainnets: string[];
  testnets: string[];
}

export function releaseChains(protocol: AnyProtocol, version: string): ReleaseChains {
  const chains = packageRelease({ protocol, version }).deployments.map((d) => packageChain(d.chainId));
  const sorted = (testnet: boolean) =>
    chains
      .filter((c) => Boolean(c.isTestnet) === testnet)
      .map((c) => c.name)
      .sort((a, b) => a.localeCompare(b, 'en'));
  return { protocol, version, mainnets: sorted(false), testnets: sorted(true) };
}
