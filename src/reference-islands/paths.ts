/**
 * The generated references, the GraphQL one (about 1,200 pages) and the contract pages (about 90, some of them
 * the site's largest), are delivered as "islands": the server renders each page in full, and the browser keeps
 * that HTML instead of shipping every page's code and route to every reader and rebuilding a page of thousands
 * of elements to hydrate it. This file names which pages are islands; the browser side and the build share it. A
 * contract page sits at most two folders deep (Bob's `interfaces/external/…`).
 */
import { CONTRACT_REFERENCES } from '../lib/generated-pages';
import { INDEXED_PRODUCTS } from '../lib/products';

export const ISLAND_PATH = new RegExp(
  `^/(?:api/(?:${INDEXED_PRODUCTS.join('|')})/graphql/(?:envio|the-graph)/[a-z0-9-]+(?:/[a-z0-9-]+)?|reference/(?:${CONTRACT_REFERENCES.join('|')})/contracts/[a-z0-9-]+(?:/[a-z0-9-]+){0,2})$`,
);

/**
 * Attribute of the element whose inner HTML the browser keeps as it was rendered. The value predates the
 * contract pages joining the islands; the browser tests select by it, so it stays.
 */
export const ISLAND_ATTRIBUTE = 'data-graphql-island';
/** Attribute of the JSON script inside an island that carries the page's metadata and table of contents. */
export const ISLAND_DATA_ATTRIBUTE = 'data-graphql-island-data';

/**
 * The GraphQL reference is generated from the schemas and search engines get the written API pages instead
 * (its pages say `noindex`); contract pages are the only reference of their contracts, so they stay indexed.
 */
export function isHiddenFromSearchEngines(pathname: string): boolean {
  return pathname.startsWith('/api/');
}

export function isIslandPath(pathname: string): boolean {
  return ISLAND_PATH.test(pathname);
}
