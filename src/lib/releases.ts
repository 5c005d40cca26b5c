/**
 * The protocol releases these docs describe: the current release of each product and the earlier ones that keep
 * a deployments page. Which they are is data, content/releases/releases.json (read by ./release-list); the product
 * names are code (./products). This module re-exports both and adds what is derived from them; the config, the
 * generators, the components and the tests read it.
 *
 * It does no I/O, so pages and components may import it. The version of the `sablier` package itself is pinned
 * in package.json and read by `lib/sablier-package.ts` (Node only).
 */
import { CURRENT_RELEASES, PREVIOUS_RELEASES } from './release-list';
import { isProduct, PRODUCTS, PROTOCOLS, type Product, type Protocol, type Release } from './products';

export { COMPTROLLER_RELEASE, CURRENT_RELEASES, PREVIOUS_RELEASES, SOLANA_RELEASES } from './release-list';
export { INDEXED_PRODUCTS, isProduct, PRODUCTS, PROTOCOLS, type Product, type Protocol, type Release } from './products';

const PROTOCOL_NAMES: Record<Protocol, string> = { lockup: 'Lockup', flow: 'Flow', airdrops: 'Airdrops', bob: 'Bob', legacy: 'Legacy' };

/** "Lockup", "Flow", "Airdrops", "Bob", "Legacy". */
export function protocolName(protocol: Protocol): string {
  return PROTOCOL_NAMES[protocol];
}

export function currentRelease(product: Product): Release {
  return { protocol: product, version: CURRENT_RELEASES[product] };
}

/** The current releases, in product order. */
export const currentReleases: Release[] = PRODUCTS.map(currentRelease);

/** Every release a page documents: per protocol, the current one first, then the earlier ones. */
export const documentedReleases: Release[] = PROTOCOLS.flatMap((protocol) => [
  ...(protocol === 'legacy' ? [] : [currentRelease(protocol)]),
  ...PREVIOUS_RELEASES[protocol].map((version) => ({ protocol, version })),
]);

/** "Lockup v2.0". */
export function releaseLabel(release: Release): string {
  return `${PROTOCOL_NAMES[release.protocol]} ${release.version}`;
}

/** "Lockup v2.0" for the current release of a product. */
export function currentReleaseLabel(product: Product): string {
  return releaseLabel(currentRelease(product));
}

/** "lockup-v2.0": the name of a release's data files. */
export function releaseKey(release: Release): string {
  return `${release.protocol}-${release.version}`;
}

export function isCurrent(release: Release): boolean {
  return isProduct(release.protocol) && CURRENT_RELEASES[release.protocol] === release.version;
}

/** The page that lists a release's addresses. */
export function deploymentsRoute(release: Release): string {
  if (release.protocol === 'legacy') return '/guides/legacy/deployments';
  return isCurrent(release)
    ? `/guides/${release.protocol}/deployments`
    : `/guides/${release.protocol}/previous-deployments/${release.version}`;
}
