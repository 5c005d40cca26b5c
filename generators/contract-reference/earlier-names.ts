import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { PageSpec, ProtocolLayout } from './layout';
import { type OldName, oldHomes } from './old-names';
import { routeOf } from './render';
import { PREVIOUS_RELEASES } from '../../src/lib/releases';

/**
 * The forge-doc names of contract pages from releases these docs do not document in full (Lockup v1.x core and
 * periphery, Lockup v2.0 and v3.0, Flow v1.0, v1.1 and v2.0, Airdrops v1.3 and v2.0), and the page here that now holds each one. The
 * names are facts read from the release sources (earlier-releases.json); which page succeeds which name is said
 * below, once per rename, so a name that is merely unchanged needs no entry.
 */

type Product = ProtocolLayout['protocol'];

export interface EarlierRelease {
  protocol: Product;
  /** `core` and `periphery` were Lockup's two repositories before v2.0; `contracts` is one repository. */
  part: 'core' | 'periphery' | 'contracts';
  release: string;
  source: string;
  /** Folder path and `kind.Name`, as forge doc names the page: `interfaces/hooks/interface.ISablierV2LockupRecipient`. */
  names: string[];
}

export function earlierReleases(): EarlierRelease[] {
  const data = JSON.parse(readFileSync(join(__dirname, 'earlier-releases.json'), 'utf8')) as { releases: EarlierRelease[] };
  return data.releases;
}

/** Where earlier docs published Lockup v1.x: under /contracts/v2/reference first, then under /reference/lockup. */
const PART_HOMES: Partial<Record<string, string[]>> = {
  'lockup/core': ['/contracts/v2/reference/core', '/reference/lockup/core'],
  'lockup/periphery': ['/contracts/v2/reference/periphery', '/reference/lockup/periphery'],
};

/** The folders under which earlier docs published a release's pages. */
export function earlierHomes(release: EarlierRelease, layout: ProtocolLayout): string[] {
  return PART_HOMES[`${release.protocol}/${release.part}`] ?? oldHomes(layout);
}

interface Successor {
  protocol?: Product;
  name: string;
}

/**
 * Declarations a release renamed, merged or moved, keyed by `protocol/kind.Name`, `protocol/Name`, `kind.Name` or
 * `Name` (in that order of precedence) after dropping the `V2` that Lockup v1.x put in every name. Each value is the
 * declaration of the documented release that holds the same thing.
 */
const SUCCESSORS: Record<string, Successor> = {
  // Lockup v1.x had one contract per shape; since Lockup v2.0 SablierLockup holds every shape (the per-model
  // abstracts of v3.0 and later carry only their create functions).
  'contract.SablierLockupLinear': { name: 'SablierLockup' },
  'contract.SablierLockupDynamic': { name: 'SablierLockup' },
  'contract.SablierLockupTranched': { name: 'SablierLockup' },
  // v1.x's shared abstract (SablierV2Lockup) and base (SablierV2Base), and v2.0's base, are v3.0's and v4.0's state contract.
  'abstract.SablierLockup': { name: 'SablierLockupState' },
  SablierBase: { name: 'SablierLockupState' },
  ISablierBase: { name: 'ISablierLockupState' },
  SablierLockupBase: { name: 'SablierLockupState' },
  ISablierLockupBase: { name: 'ISablierLockupState' },
  SablierNFTDescriptor: { name: 'LockupNFTDescriptor' },
  ISablierNFTDescriptor: { name: 'ILockupNFTDescriptor' },
  // v1.0 had a sender hook too; the recipient hook is the one that remained.
  ISablierLockupSender: { name: 'ISablierLockupRecipient' },
  VestingMath: { name: 'LockupMath' },
  // Each product's Helpers library took the product's name: LockupHelpers in Lockup v4.0, FlowHelpers in Flow v3.0.
  'lockup/library.Helpers': { name: 'LockupHelpers' },
  'flow/library.Helpers': { name: 'FlowHelpers' },
  // The per-contract admin of Lockup up to v2.0 and Flow up to v1.1 gave way to the comptroller (Lockup v3.0, Flow v2.0).
  'lockup/Adminable': { name: 'Comptrollerable' },
  'lockup/IAdminable': { name: 'IComptrollerable' },
  'flow/Adminable': { name: 'Comptrollerable' },
  'flow/IAdminable': { name: 'IComptrollerable' },
  // Airdrops campaigns keep an admin (Adminable) and the factories answer to the comptroller (Comptrollerable); the
  // Airdrops reference has a page for each abstract, none for its interface.
  'airdrops/IAdminable': { name: 'Adminable' },
  'airdrops/IComptrollerable': { name: 'Comptrollerable' },
  // Periphery: batches moved into Lockup, Merkle campaigns into Airdrops.
  SablierBatch: { name: 'SablierBatchLockup' },
  ISablierBatch: { name: 'ISablierBatchLockup' },
  'library.Batch': { name: 'BatchLockup' },
  // Airdrops v2.0 split the single factory (v1.1's MerkleStreamerFactory, v1.2's MerkleLockupFactory, v1.3's
  // MerkleFactory) into one factory per campaign type; what they share is SablierFactoryMerkleBase, whose page names
  // all five, and which the factory's interface and its fee structs (MerkleFactory.CustomFee) lead to as well.
  SablierMerkleStreamerFactory: { protocol: 'airdrops', name: 'SablierFactoryMerkleBase' },
  ISablierMerkleStreamerFactory: { protocol: 'airdrops', name: 'SablierFactoryMerkleBase' },
  SablierMerkleLockupFactory: { protocol: 'airdrops', name: 'SablierFactoryMerkleBase' },
  ISablierMerkleLockupFactory: { protocol: 'airdrops', name: 'SablierFactoryMerkleBase' },
  'airdrops/SablierMerkleFactory': { name: 'SablierFactoryMerkleBase' },
  'airdrops/ISablierMerkleFactory': { name: 'SablierFactoryMerkleBase' },
  'airdrops/library.MerkleFactory': { name: 'MerkleBase' },
  // Campaigns: v1.1's MerkleStreamerLL is the LL campaign; its MerkleStreamer base is SablierMerkleBase; v1.2's
  // MerkleLockup base is the abstract of the same name that LL and LT campaigns still share.
  SablierMerkleStreamerLL: { protocol: 'airdrops', name: 'SablierMerkleLL' },
  ISablierMerkleStreamerLL: { protocol: 'airdrops', name: 'ISablierMerkleLL' },
  SablierMerkleStreamer: { protocol: 'airdrops', name: 'SablierMerkleBase' },
  ISablierMerkleStreamer: { protocol: 'airdrops', name: 'ISablierMerkleBase' },
  SablierMerkleLockup: { protocol: 'airdrops', name: 'SablierMerkleLockup' },
  ISablierMerkleLockup: { protocol: 'airdrops', name: 'ISablierMerkleLockup' },
  'library.MerkleLockup': { protocol: 'airdrops', name: 'MerkleLockup' },
  // Flow v2.0 renamed its base contract to a state contract.
  SablierFlowBase: { name: 'SablierFlowState' },
  ISablierFlowBase: { name: 'ISablierFlowState' },
};

/**
 * Declarations whose name a later contract reuses for something else, so the name alone would lead to the wrong
 * page: Lockup v1.0 and v1.1 had a `SablierV2Comptroller` that set flash-loan and protocol fees, unrelated to the
 * comptroller of Lockup v3.0 and later. They lead to the deployments page of their release.
 */
const NOT_SUCCEEDED = new Set(['lockup/SablierV2Comptroller', 'lockup/ISablierV2Comptroller']);

/**
 * Declarations of the later releases with no counterpart in the documented ones and no deployments page here; a
 * section of a concept page explains each, keyed `protocol/folder/kind.Name`. None at present: Airdrops v2.0's VCA
 * campaign and SignatureHash library, once listed here, have pages of their own since Airdrops v3.0.
 */
export const EXPLAINED_IN: Readonly<Record<string, string>> = {};

/**
 * Pages of the documented release that this site published under another path when it documented an earlier
 * release (Lockup v2.0's, Flow v1.1's and Airdrops v1.3's pages, named after their declarations). Each keeps answering
 * at its old path. Airdrops v1.3's single factory and its interface lead to the base of the five v3.0 factories, and
 * its one types page to the page of MerkleBase (the structs v1.3 kept there moved to one library per campaign type).
 */
export const RENAMED_PAGES: readonly { protocol: Product; release: string; from: string; to: string }[] = [
  { protocol: 'lockup', release: 'v2.0', from: 'abstracts/adminable', to: 'abstracts/comptrollerable' },
  { protocol: 'lockup', release: 'v2.0', from: 'interfaces/i-adminable', to: 'interfaces/i-comptrollerable' },
  { protocol: 'lockup', release: 'v2.0', from: 'abstracts/sablier-lockup-base', to: 'abstracts/sablier-lockup-state' },
  { protocol: 'lockup', release: 'v2.0', from: 'interfaces/i-sablier-lockup-base', to: 'interfaces/i-sablier-lockup-state' },
  { protocol: 'lockup', release: 'v2.0', from: 'libraries/helpers', to: 'libraries/lockup-helpers' },
  { protocol: 'lockup', release: 'v2.0', from: 'libraries/vesting-math', to: 'libraries/lockup-math' },
  { protocol: 'flow', release: 'v1.1', from: 'abstracts/adminable', to: 'abstracts/comptrollerable' },
  { protocol: 'flow', release: 'v1.1', from: 'interfaces/i-adminable', to: 'interfaces/i-comptrollerable' },
  { protocol: 'flow', release: 'v1.1', from: 'abstracts/sablier-flow-base', to: 'abstracts/sablier-flow-state' },
  { protocol: 'flow', release: 'v1.1', from: 'interfaces/i-sablier-flow-base', to: 'interfaces/i-sablier-flow-state' },
  { protocol: 'flow', release: 'v1.1', from: 'libraries/helpers', to: 'libraries/flow-helpers' },
  { protocol: 'airdrops', release: 'v1.3', from: 'sablier-merkle-factory', to: 'abstracts/sablier-factory-merkle-base' },
  { protocol: 'airdrops', release: 'v1.3', from: 'interfaces/i-sablier-merkle-factory', to: 'abstracts/sablier-factory-merkle-base' },
  { protocol: 'airdrops', release: 'v1.3', from: 'types/merkle', to: 'types/merkle-base' },
];

/** Old paths of the renamed pages, under every home of their protocol's reference. */
export function renamedPageRedirects(layouts: ProtocolLayout[]): OldName[] {
  return RENAMED_PAGES.flatMap((renamed) => {
    const layout = layouts.find((l) => l.protocol === renamed.protocol);
    if (!layout?.pages.some((p) => p.slug === renamed.to))
      throw new Error(`contract-reference: RENAMED_PAGES leads ${renamed.from} to ${renamed.to}, which layout.ts does not have`);
    return oldHomes(layout).map((home) => ({ from: `${home}/${renamed.from}`, to: routeOf(layout, renamed.to) }));
  });
}

const withoutV2 = (name: string): string => name.replace(/^(I?Sablier)V2(?=[A-Z])/, '$1');

/** The page a layout gives a declaration: types by the namespace they show, the rest by title. */
function pageFor(layout: ProtocolLayout, kind: string, name: string, topLevelStructs: string[]): PageSpec | undefined {
  if (kind === 'struct') return topLevelStructs.includes(name) ? layout.pages.find((p) => p.typeLibs?.includes('')) : undefined;
  if (kind === 'library') {
    const types = layout.pages.find((p) => p.typeLibs?.includes(name));
    if (types) return types;
  }
  return layout.pages.find((p) => p.title === name && !p.slug.startsWith('types/'));
}

export interface EarlierNames {
  redirects: OldName[];
  /** `protocol/name` of the declarations that lead nowhere: a successor or an EXPLAINED_IN entry is missing. */
  unresolved: string[];
}

/**
 * Old addresses of every earlier release's pages. A declaration that no documented page holds leads to the
 * deployments page of the newest earlier release that had it, where its address is listed, or else to the section
 * that explains it (EXPLAINED_IN); `known` are the
 * addresses already answered (the documented release's own old names), which keep their targets.
 */
export function earlierNameRedirects(
  layouts: ProtocolLayout[],
  structsOf: (protocol: Product) => string[],
  known: Set<string>,
  releases: EarlierRelease[] = earlierReleases(),
): EarlierNames {
  const layoutOf = (protocol: Product): ProtocolLayout => {
    const layout = layouts.find((l) => l.protocol === protocol);
    if (!layout) throw new Error(`contract-reference: no layout for ${protocol}`);
    return layout;
  };
  const seen = new Set(known);
  const redirects: OldName[] = [];
  const unresolved = new Set<string>();
  // Newest release first, so that a name several releases share leads to the newest deployments page.
  const ordered = [...releases].sort((a, b) => b.release.localeCompare(a.release, 'en', { numeric: true }));
  for (const release of ordered) {
    const homes = earlierHomes(release, layoutOf(release.protocol));
    for (const oldName of release.names) {
      const [, kind = '', name = ''] = /^(?:.*\/)?(\w+)\.(\w+)$/.exec(oldName) ?? [];
      const bare = withoutV2(name);
      const p = release.protocol;
      const successor = NOT_SUCCEEDED.has(`${p}/${name}`)
        ? null
        : (SUCCESSORS[`${p}/${kind}.${bare}`] ??
          SUCCESSORS[`${p}/${bare}`] ??
          SUCCESSORS[`${kind}.${bare}`] ??
          SUCCESSORS[bare] ?? { name: bare });
      const owners = !successor ? [] : successor.protocol ? [successor.protocol] : [release.protocol, ...layouts.map((l) => l.protocol)];
      let to: string | undefined;
      for (const protocol of owners) {
        const layout = layoutOf(protocol);
        const page = pageFor(layout, kind, successor!.name, structsOf(protocol));
        if (page) {
          to = routeOf(layout, page.slug);
          break;
        }
      }
      if (!to && ((PREVIOUS_RELEASES as Record<string, readonly string[]>)[release.protocol] ?? []).includes(release.release))
        to = `/guides/${release.protocol}/previous-deployments/${release.release}`;
      to ??= EXPLAINED_IN[`${release.protocol}/${oldName}`];
      if (!to) {
        unresolved.add(`${release.protocol}/${oldName}`);
        continue;
      }
      for (const home of homes) {
        const from = `${home}/${oldName}`;
        if (seen.has(from)) continue;
        seen.add(from);
        redirects.push({ from, to });
      }
    }
  }
  return { redirects, unresolved: [...unresolved].sort() };
}
