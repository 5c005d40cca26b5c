/**
 * Pages written by generators rather than by people, and what produces them. Their source files
 * are git-ignored build output, so they get no "Edit this page" link (it would point at a file that
 * does not exist on the code host); the page footer names the real source and generator instead.
 * Kept free of Node imports: the theme's footer reads it in the browser.
 */
import { INDEXED_PRODUCTS, PRODUCTS } from './releases';

export interface GeneratedSource {
  /** What the page's content is read from. */
  source: string;
  /** The repository path of the generator that writes the page. */
  generator: string;
}

/**
 * The contract references generated from the package's ABIs: one per product with a current release, and the
 * comptroller's (`/reference/<name>/contracts/`). The legacy protocol's generated tables sit beside them.
 */
export const CONTRACT_REFERENCES = [...PRODUCTS, 'comptroller'] as const;

const alternation = (names: readonly string[]): string => names.join('|');
const GRAPHQL = new RegExp(`^/api/(${alternation(INDEXED_PRODUCTS)})/graphql/(envio|the-graph)/`);
const CONTRACTS = new RegExp(`^/reference/(${alternation([...CONTRACT_REFERENCES, 'legacy'])})/contracts/`);
/** The Solana program reference, generated from the package's IDLs (generators/solana-reference). */
const SOLANA_PROGRAMS = /^\/reference\/solana\/programs\/([a-z0-9-]+)$/;

/** A generated GraphQL type page (one per schema type, hundreds of them). */
export const isGraphqlReferencePage = (route: string): boolean => GRAPHQL.test(route);

/**
 * A generated page that documents one type or contract. An API's generated overview is its landing
 * page instead: search ranks it with the written pages.
 */
export const isGeneratedEntryPage = (route: string): boolean => isGeneratedPage(route) && !route.endsWith('/overview');

/** Any generated page: the search index weights them down, the llms full files leave them out. */
export const isGeneratedPage = (route: string): boolean => GRAPHQL.test(route) || CONTRACTS.test(route) || SOLANA_PROGRAMS.test(route);

/** Deployments of earlier releases: rank after the current ones, and stay out of the llms full files. */
export const isPreviousRelease = (route: string): boolean => route.includes('/previous-deployments/');

/**
 * Pages about earlier releases of a product that has a current one: their deployments, the upgrade guide and the
 * earlier indexers. Search ranks them after the current pages, and they may name what the current release no
 * longer has. (The legacy protocol has no current release, so its pages are not among them.)
 */
export const isAboutEarlierReleases = (route: string): boolean =>
  isPreviousRelease(route) || /^\/guides\/[a-z]+\/upgrade$/.test(route) || /^\/api\/[a-z]+\/previous-indexers$/.test(route);

export function generatedSource(route: string): GeneratedSource | null {
  const graphql = GRAPHQL.exec(route);
  // Lockup and Flow are served by one indexer, the streams API, since indexers v4.0.0.
  if (graphql)
    return {
      source: `schema/${graphql[1] === 'airdrops' ? 'airdrops' : 'streams'}.graphql`,
      generator: 'generators/graphql-api/generate.ts',
    };
  const contracts = CONTRACTS.exec(route);
  if (contracts) {
    const folder = contracts[1]!;
    const dir = 'content/contract-descriptions';
    const shared = (PRODUCTS as readonly string[]).includes(folder) ? ' (shared parts in common.md)' : '';
    const intros = folder === 'legacy' ? '' : `, page introductions in ${dir}/pages/${folder}.md`;
    return {
      source: `the ABIs of the pinned sablier npm package and ${dir}/${folder}.md${shared}${intros}`,
      generator: 'generators/contract-reference/generate.ts',
    };
  }
  const program = SOLANA_PROGRAMS.exec(route);
  if (program) {
    return {
      source: `the IDLs of the pinned sablier npm package and content/solana-descriptions/${program[1]}.md`,
      generator: 'generators/solana-reference/generate.ts',
    };
  }
  return null;
}
