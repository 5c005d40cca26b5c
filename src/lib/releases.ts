/**
 * The protocol releases these docs describe: the current release of each product and the earlier ones that keep
 * a deployments page. This is the one place that names them; the config, the generators, the components and the
 * tests read it. Versions are pinned here, never taken from the `sablier` package's "latest" flag: a release the
 * package adds is documented only once this file says so.
 *
 * It does no I/O, so pages and components may import it. The version of the `sablier` package itself is pinned
 * in package.json and read by `lib/sablier-package.ts` (Node only).
 */

/**
 * The products with a current release. Bob (price-gated vaults and the escrow, v1.0) is the newest: it has no earlier
 * release, no upgrade page and no indexer of its own.
 */
export const PRODUCTS = ['lockup', 'flow', 'airdrops', 'bob'] as const;
export type Product = (typeof PRODUCTS)[number];

/** Products plus the 2019–2020 protocol, which only has earlier releases. */
export type Protocol = Product | 'legacy';

export interface Release {
  protocol: Protocol;
  version: string;
}

export const CURRENT_RELEASES = {
  lockup: 'v4.0',
  flow: 'v3.0',
  airdrops: 'v3.0',
  bob: 'v1.0',
} as const satisfies Record<Product, string>;

/**
 * The comptroller release documented: the one `SablierComptroller` reports as its `VERSION` at utils v2.0. The
 * package keeps comptroller releases apart from the products' (its `comptroller.releases`). It governs every product
 * above, Bob v1.0 included.
 */
export const COMPTROLLER_RELEASE = 'v1.1';

/**
 * The Solana programs the chains and fees pages describe, one release per protocol. Solana releases are versioned
 * apart from the EVM ones (v0.1 here is not an older Lockup or Airdrops), so they are listed on their own.
 */
export const SOLANA_RELEASES = [
  { protocol: 'lockup', version: 'v0.1' },
  { protocol: 'airdrops', version: 'v0.1' },
] as const satisfies readonly Release[];

/** Earlier releases that have a deployments page, newest first. */
export const PREVIOUS_RELEASES = {
  lockup: ['v3.0', 'v2.0', 'v1.2', 'v1.1', 'v1.0'],
  flow: ['v2.0', 'v1.1', 'v1.0'],
  airdrops: ['v2.0', 'v1.3', 'v1.2', 'v1.1'],
  bob: [],
  legacy: ['v1.1', 'v1.0'],
} as const satisfies Record<Protocol, readonly string[]>;

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
export const documentedReleases: Release[] = ([...PRODUCTS, 'legacy'] as const).flatMap((protocol) => [
  ...(protocol === 'legacy' ? [] : [currentRelease(protocol)]),
  ...PREVIOUS_RELEASES[protocol].map((version) => ({ protocol, version })),
]);

/**
 * The products that the indexers (the GraphQL APIs under /api) cover. Bob has no indexer: its vaults and orders are
 * read from the contracts.
 */
export const INDEXED_PRODUCTS = ['lockup', 'flow', 'airdrops'] as const satisfies readonly Product[];

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

export function isProduct(name: string): name is Product {
  return (PRODUCTS as readonly string[]).includes(name);
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
