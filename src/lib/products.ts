/**
 * The products and protocols as names the code switches on (which releases of them are documented is data:
 * content/releases/releases.json, read by ./release-list). No I/O and no data file, so the route helpers that every
 * page loads can import it without the release list.
 */

/**
 * The products with a current release. Bob (price-gated vaults and the escrow, v1.0) is the newest: it has no earlier
 * release, no upgrade page and no indexer of its own.
 */
export const PRODUCTS = ['lockup', 'flow', 'airdrops', 'bob'] as const;
export type Product = (typeof PRODUCTS)[number];

/** Products plus the 2019–2020 protocol, which only has earlier releases. */
export const PROTOCOLS = [...PRODUCTS, 'legacy'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

export interface Release {
  protocol: Protocol;
  version: string;
}

/**
 * The products that the indexers (the GraphQL APIs under /api) cover. Bob has no indexer: its vaults and orders are
 * read from the contracts.
 */
export const INDEXED_PRODUCTS = ['lockup', 'flow', 'airdrops'] as const satisfies readonly Product[];

export function isProduct(name: string): name is Product {
  return (PRODUCTS as readonly string[]).includes(name);
}
