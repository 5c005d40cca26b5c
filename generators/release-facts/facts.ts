import { CURRENT_RELEASES, type Product, type Protocol } from '../../src/lib/releases';
import { type Item, contractItems, loadAbi } from '../contract-reference/abi';
import { ABI_DIFF_PAIRS } from '../../lib/release-data/abi-diffs';
import { LIBRARY_ERROR_CHANGES } from '../../lib/release-data/library-error-changes';
import { PAYABLE_CONTRACTS } from '../../lib/release-data/payable-contracts';
import { packageChain, packageRelease } from '../../lib/sablier-package';
import type { PayableSplit, AbiDiff, ReleaseChains } from '../../src/data-types/release-facts';
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

/** The contracts whose payable functions pages talk about, per current release (content/releases/payable-contracts.json). */
export { PAYABLE_CONTRACTS };

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
 * Release pairs whose differences pages describe (content/releases/abi-diffs.json); the key names the data file
 * entry. A pair whose earlier contract is null compares a contract new in the later release with nothing, which
 * holds only if the earlier release has no contract of that name.
 */
export const ABI_DIFFS: Record<string, () => AbiDiff> = Object.fromEntries(
  Object.entries(ABI_DIFF_PAIRS).map(([key, { protocol, from, to }]) => [
    key,
    () => {
      if (from[1] === null && to[1] in loadAbi(protocol, from[0]))
        throw new Error(`content/releases/abi-diffs.json: ${key} compares ${to[1]} with nothing, but ${protocol} ${from[0]} has it`);
      return abiDiff(protocol, from, to);
    },
  ]),
);

/** The errors of Lockup's helper library that no ABI lists, per release step (content/releases/library-error-changes.json). */
export { LIBRARY_ERROR_CHANGES };

export function releaseChains(protocol: AnyProtocol, version: string): ReleaseChains {
  const chains = packageRelease({ protocol, version }).deployments.map((d) => packageChain(d.chainId));
  const sorted = (testnet: boolean) =>
    chains
      .filter((c) => Boolean(c.isTestnet) === testnet)
      .map((c) => c.name)
      .sort((a, b) => a.localeCompare(b, 'en'));
  return { protocol, version, mainnets: sorted(false), testnets: sorted(true) };
}
