import { UPGRADE_ANCHORS } from '../../lib/release-data/upgrade-anchors';
import { CURRENT_RELEASES, PREVIOUS_RELEASES, PRODUCTS, type Product, deploymentsRoute, releaseLabel } from '../../src/lib/releases';
import { comptrollerAbis, comptrollerVersions } from '../../lib/sablier-package';
import { type AbiEntry, type Item, type ItemKind, contractItems, loadAbi } from './abi';

/**
 * Since which release each function, event and error of the current release exists, and in which releases its
 * signature changed, computed from the ABIs of every release the `sablier` package holds. Pages print it next to
 * each entry ("Since: Lockup v1.0 · signature changed in v4.0", "Since: Flow v1.0 · signature changed in v3.0").
 *
 * An item is matched by kind and name. In a release that has a contract of the same name, only that contract is
 * searched; a current contract that merges several older ones (`SablierLockup`, which replaced the per-model
 * `SablierV2Lockup*` contracts in Lockup v2.0) is searched in all of them. An Airdrops contract with neither is
 * searched in the release's Airdrops contracts of the same role (see `AIRDROPS_ROLES`): Airdrops v2.0 split the one
 * factory into a factory per campaign type and added campaign types, and what a new factory or campaign inherits
 * (`createMerkleLL`, `clawback`, `admin`) keeps the release it first appeared in. Any other contract has no
 * predecessor in the package, so its history starts with the first release that has it (`SablierBatchLockup`,
 * Lockup v2.0: the batch contracts of v1.x were periphery contracts whose ABIs the package does not hold). A
 * signature is the item's canonical input types (`withdraw(uint256,address,uint128)`), tuples expanded, so a field
 * added to a parameter struct counts as a change.
 */

/**
 * The products whose reference shows a history are those with an entry in content/releases/upgrade-anchors.json,
 * which also names the upgrade page's section about each release's changes.
 */
export type HistoryProtocol = Product | 'comptroller';

/** The products whose reference pages show a history. */
export const HISTORY_PRODUCTS: Product[] = PRODUCTS.filter((product) => product in UPGRADE_ANCHORS);

/** The upgrade page's section about the changes a release brought ("/guides/flow/upgrade#v2-to-v3"), if it has one. */
export function upgradeSection(product: Product, version: string): string | undefined {
  const anchor = UPGRADE_ANCHORS[product]?.[version];
  return anchor ? `/guides/${product}/upgrade#${anchor}` : undefined;
}

export interface ItemHistory {
  kind: ItemKind;
  name: string;
  /** Canonical signature in the current release. */
  canonical: string;
  /** Contract of the current release that declares it. */
  contract: string;
  /** First release of the unbroken run of releases, ending with the current one, that have an item of this kind and name. */
  since: string;
  /** True when `since` is also the first release with this contract and the protocol had earlier releases. */
  sinceContract: boolean;
  /** Releases after `since` whose signature differs from the release before, oldest first. */
  changedIn: string[];
}

/** The releases compared, oldest first; the last one is the current release. */
export function historyReleases(protocol: HistoryProtocol): string[] {
  if (protocol === 'comptroller') return comptrollerVersions();
  return [...[...PREVIOUS_RELEASES[protocol]].reverse(), CURRENT_RELEASES[protocol]];
}

function releaseAbis(protocol: HistoryProtocol, version: string): Record<string, AbiEntry[]> {
  return protocol === 'comptroller' ? comptrollerAbis(version) : loadAbi(protocol, version);
}

/** Current contracts that merge, rename or split off older ones with other names, and how to recognise those names. */
const MERGED: Record<string, RegExp> = {
  SablierLockup: /^SablierV2Lockup/,
  // Airdrops v1.3 dropped the V2 prefix; the Merkle LL campaign of Airdrops v1.1 was the MerkleStreamerLL.
  SablierMerkleLL: /^SablierV2Merkle(Streamer)?LL$/,
  SablierMerkleLT: /^SablierV2MerkleLT$/,
  // Airdrops v2.0 split the single factory: each of these took over its function for the campaign type it creates
  // (LL campaigns since v1.1, LT since v1.2, Instant since v1.3). The VCA and Execute factories created nothing before.
  SablierFactoryMerkleLL: /^Sablier(V2)?Merkle\w*Factory$/,
  SablierFactoryMerkleLT: /^Sablier(V2)?Merkle(Lockup)?Factory$/,
  SablierFactoryMerkleInstant: /^SablierMerkleFactory$/,
};

/**
 * The two roles of Airdrops contracts, by name: factories (`SablierV2MerkleStreamerFactory` in v1.1,
 * `SablierV2MerkleLockupFactory` in v1.2, `SablierMerkleFactory` in v1.3, one `SablierFactoryMerkle*` per campaign
 * type from v2.0) and campaigns (every other `Sablier…Merkle…` contract, the abstract bases the package holds for
 * v1.x included). A factory of v2.0 took over the single factory's creation function for its campaign type and its
 * fee role, and every campaign type inherits the same base, so a factory or campaign type new in a release
 * (`SablierFactoryMerkleExecute` and `SablierMerkleExecute` in v3.0, `SablierMerkleVCA` in v2.0) is compared with
 * the factories or campaigns of the releases before it. "Since" then says when an item first existed in that role,
 * not when the contract's name did; the contract's own first release is still what "the first release with" names.
 */
const AIRDROPS_ROLES: RegExp[] = [/^Sablier(V2)?Merkle\w*Factory$|^SablierFactoryMerkle/, /^Sablier(V2)?Merkle(?!\w*Factory)/];

/**
 * The contracts of an older release that a current contract descends from, and whether they are the contract
 * itself (same name, or merged into it) rather than others of its role.
 */
function predecessors(contract: string, names: string[]): { names: string[]; own: boolean } {
  if (names.includes(contract)) return { names: [contract], own: true };
  const merged = MERGED[contract];
  if (merged) return { names: names.filter((name) => merged.test(name)), own: true };
  const role = AIRDROPS_ROLES.find((pattern) => pattern.test(contract));
  return { names: role ? names.filter((name) => role.test(name)) : [], own: false };
}

/** The signature an item had in one release: its own if still there, else the one overload that best matches it. */
function signatureIn(item: Item, candidates: Item[]): string | null {
  if (!candidates.length) return null;
  if (candidates.some((c) => c.canonical === item.canonical)) return item.canonical;
  const sameArity = candidates.filter((c) => c.inputs.length === item.inputs.length);
  const pick = (sameArity.length ? sameArity : candidates).map((c) => c.canonical).sort()[0];
  return pick ?? null;
}

function computeHistory(protocol: HistoryProtocol): ItemHistory[] {
  const releases = historyReleases(protocol);
  const perRelease = releases.map((version) => {
    const abis = releaseAbis(protocol, version);
    return new Map(Object.entries(abis).map(([name, abi]) => [name, contractItems(abi)]));
  });
  const current = perRelease[perRelease.length - 1]!;
  const histories: ItemHistory[] = [];
  for (const [contract, items] of current) {
    // Items by "kind name" in each release, from the contracts this one descends from (null: no such contract).
    const own = perRelease.map((release) => {
      const found = predecessors(contract, [...release.keys()]);
      return found.own && found.names.length > 0;
    });
    const byName = perRelease.map((release) => {
      const { names } = predecessors(contract, [...release.keys()]);
      if (!names.length) return null;
      const map = new Map<string, Item[]>();
      for (const name of names) {
        for (const item of release.get(name) ?? []) {
          const id = `${item.kind} ${item.name}`;
          const list = map.get(id) ?? [];
          if (!list.some((i) => i.canonical === item.canonical)) list.push(item);
          map.set(id, list);
        }
      }
      return map;
    });
    const firstWithContract = own.indexOf(true);
    for (const item of items) {
      const id = `${item.kind} ${item.name}`;
      const signatures = byName.map((map) => signatureIn(item, map?.get(id) ?? []));
      let start = releases.length - 1;
      while (start > 0 && signatures[start - 1] !== null) start -= 1;
      const changedIn: string[] = [];
      for (let i = start + 1; i < releases.length; i += 1) if (signatures[i] !== signatures[i - 1]) changedIn.push(releases[i]!);
      histories.push({
        kind: item.kind,
        name: item.name,
        canonical: item.canonical,
        contract,
        since: releases[start]!,
        sinceContract: start === firstWithContract && start > 0,
        changedIn,
      });
    }
  }
  return histories;
}

const cache = new Map<HistoryProtocol, ItemHistory[]>();

/** Every item of every contract of the current release, with its history. */
export function releaseHistory(protocol: HistoryProtocol): ItemHistory[] {
  let histories = cache.get(protocol);
  if (!histories) {
    histories = computeHistory(protocol);
    cache.set(protocol, histories);
  }
  return histories;
}

function isHistoryProtocol(protocol: string): protocol is HistoryProtocol {
  return protocol === 'comptroller' || (HISTORY_PRODUCTS as string[]).includes(protocol);
}

/** Whether the reference pages of a protocol show a release history (every product and the Comptroller do). */
export function hasHistory(protocol: string): boolean {
  return isHistoryProtocol(protocol);
}

/**
 * The history of one item of the current release in one contract. Without a contract, every contract that declares
 * the same kind and canonical signature is considered (errors such as `SafeERC20FailedOperation` are in both Lockup
 * contracts): the oldest history answers, and it names a contract only when every one of them would.
 */
export function historyOf(protocol: string, item: Pick<Item, 'kind' | 'canonical'>, contract?: string): ItemHistory | undefined {
  if (!isHistoryProtocol(protocol)) return undefined;
  const matches = releaseHistory(protocol).filter(
    (h) => h.kind === item.kind && h.canonical === item.canonical && (contract === undefined || h.contract === contract),
  );
  if (matches.length <= 1) return matches[0];
  const order = historyReleases(protocol);
  const oldest = [...matches].sort((a, b) => order.indexOf(a.since) - order.indexOf(b.since))[0]!;
  return { ...oldest, sinceContract: matches.every((h) => h.sinceContract) && oldest.sinceContract };
}

function label(protocol: HistoryProtocol, version: string): string {
  return protocol === 'comptroller' ? `Comptroller ${version}` : releaseLabel({ protocol, version });
}

function releaseLink(protocol: HistoryProtocol, version: string): string {
  if (protocol === 'comptroller') return label(protocol, version);
  return `[${label(protocol, version)}](${deploymentsRoute({ protocol, version })})`;
}

function changeLink(protocol: HistoryProtocol, version: string): string {
  const section = protocol === 'comptroller' ? undefined : upgradeSection(protocol, version);
  return section ? `[${version}](${section})` : version;
}

/**
 * The Markdown value of an entry's "Since" line: "[Lockup v1.0](…) · signature changed in [v4.0](…)". The release
 * links to its deployments page; a change in a release with a section on the product's upgrade page (Lockup v3.0
 * and v4.0, Flow v2.0 and v3.0, Airdrops v2.0 and v3.0) links to that section. Empty for protocols without a
 * history.
 */
export function historyLine(protocol: string, item: Pick<Item, 'kind' | 'canonical'>, contract?: string): string {
  const history = historyOf(protocol, item, contract);
  if (!history || !isHistoryProtocol(protocol)) return '';
  const since = `${releaseLink(protocol, history.since)}${history.sinceContract ? `, the first release with \`${history.contract}\`` : ''}`;
  const last = history.changedIn[history.changedIn.length - 1];
  if (!last) return since;
  return `${since} · signature ${history.changedIn.length > 1 ? 'last changed' : 'changed'} in ${changeLink(protocol, last)}`;
}

/** A short table cell: "v1.0", or "v1.0; changed in v4.0". */
export function historyCell(protocol: string, item: Pick<Item, 'kind' | 'canonical'>, contract?: string): string {
  const history = historyOf(protocol, item, contract);
  if (!history || !isHistoryProtocol(protocol)) return '';
  const last = history.changedIn[history.changedIn.length - 1];
  const since =
    protocol === 'comptroller' ? history.since : `[${history.since}](${deploymentsRoute({ protocol, version: history.since })})`;
  return last ? `${since}; changed in ${changeLink(protocol, last)}` : since;
}
