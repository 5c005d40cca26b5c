import type { PageSpec, ProtocolLayout } from './layout';
import { type OldName, oldHomes } from './old-names';
import { routeOf } from './render';
import { EARLIER_NAMES } from '../../lib/release-data/earlier-names';
import { EARLIER_RELEASES, type EarlierRelease } from '../../lib/release-data/earlier-releases';
import { PREVIOUS_RELEASES } from '../../src/lib/releases';

export type { EarlierRelease };

/**
 * The forge-doc names of contract pages from releases these docs do not document in full (Lockup v1.x core and
 * periphery, Lockup v2.0 and v3.0, Flow v1.0, v1.1 and v2.0, Airdrops v1.3 and v2.0), and the page here that now holds each one. The
 * names are facts read from the release sources (content/releases/earlier-releases.json); which page succeeds which
 * name is said in content/releases/earlier-names.json, once per rename, so a name that is merely unchanged needs no
 * entry.
 */

type Product = ProtocolLayout['protocol'];

/** The declarations of each earlier release's sources (content/releases/earlier-releases.json). */
export function earlierReleases(): EarlierRelease[] {
  return [...EARLIER_RELEASES];
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

/**
 * What the earlier names lead to is data (content/releases/earlier-names.json): the declarations a release renamed,
 * merged or moved (`successors`), those whose name a later contract reuses for something else (`notSucceeded`:
 * Lockup v1.x's own SablierV2Comptroller, which leads to its release's deployments page), the sections that explain
 * declarations with no page here (`explainedIn`) and the pages this site once published under another path
 * (`renamedPages`).
 */
const { successors: SUCCESSORS, notSucceeded: NOT_SUCCEEDED } = EARLIER_NAMES;
export const EXPLAINED_IN: Readonly<Record<string, string>> = EARLIER_NAMES.explainedIn;
export const RENAMED_PAGES: readonly { protocol: Product; release: string; from: string; to: string }[] = EARLIER_NAMES.renamedPages;

/** Old paths of the renamed pages, under every home of their protocol's reference. */
export function renamedPageRedirects(layouts: ProtocolLayout[]): OldName[] {
  return RENAMED_PAGES.flatMap((renamed) => {
    const layout = layouts.find((l) => l.protocol === renamed.protocol);
    if (!layout?.pages.some((p) => p.slug === renamed.to))
      throw new Error(
        `content/releases/earlier-names.json: renamedPages leads ${renamed.from} to ${renamed.to}, which layout.ts does not have`,
      );
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
