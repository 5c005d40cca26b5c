/**
 * Pages written by generators rather than by people, and what produces them. Their source files
 * are git-ignored build output, so they get no "Edit this page" link (it would point at a file that
 * does not exist on the code host); the page footer names the real source and generator instead.
 * Kept free of Node imports: the theme's footer reads it in the browser.
 */
export interface GeneratedSource {
  /** What the page's content is read from. */
  source: string;
  /** The repository path of the generator that writes the page. */
  generator: string;
}

const GRAPHQL = /^\/api\/(airdrops|flow|lockup)\/graphql\/(envio|the-graph)\//;
const CONTRACTS = /^\/reference\/(airdrops|flow|lockup|legacy)\/contracts\//;

/** Matches the routes of every generated page (the search index weights them down too). */
export const GENERATED_PAGE = /^\/(api\/[^/]+\/graphql\/(envio|the-graph)|reference\/[^/]+\/contracts)\//;

export function generatedSource(route: string): GeneratedSource | null {
  const graphql = GRAPHQL.exec(route);
  if (graphql) return { source: `schema/${graphql[1]}.graphql`, generator: 'plugins/graphql-api/generate.ts' };
  const contracts = CONTRACTS.exec(route);
  if (contracts) {
    return {
      source: `the ABIs of the pinned sablier npm package and plugins/contract-reference/descriptions/${contracts[1]}.ts`,
      generator: 'plugins/contract-reference/generate.ts',
    };
  }
  return null;
}
