/**
 * The generated GraphQL reference (about 1,200 pages) is delivered as "islands": the server renders each
 * page in full, and the browser keeps that HTML instead of shipping every page's code and route to every
 * reader of the site. This file names which pages are islands; the browser side and the build share it.
 */
export const ISLAND_PATH = /^\/api\/(?:airdrops|flow|lockup)\/graphql\/(?:envio|the-graph)\/[a-z0-9-]+(?:\/[a-z0-9-]+)?$/;

/** Attribute of the element whose inner HTML the browser keeps as it was rendered. */
export const ISLAND_ATTRIBUTE = 'data-graphql-island';
/** Attribute of the JSON script inside an island that carries the page's metadata and table of contents. */
export const ISLAND_DATA_ATTRIBUTE = 'data-graphql-island-data';

export function isIslandPath(pathname: string): boolean {
  return ISLAND_PATH.test(pathname);
}
