/**
 * The one list of old addresses and where they lead now. It feeds the client redirect pages
 * (static HTML that works on any host) and the permanent redirects of vercel.json; a unit test
 * proves the two agree and that every target is a real page. Generated pages bring their own old
 * names, which the generators leave in `.generated/redirects/` (lib/generated-redirects.ts).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { isDraft } from './lib/drafts';
import { generatedRedirects, type Redirect } from './lib/generated-redirects';
import { INDEXERS } from './src/lib/indexers';
import { INDEXED_PRODUCTS, PRODUCTS } from './src/lib/releases';

export type { Redirect } from './lib/generated-redirects';

/** The page a redirect target names, without its `#section`. */
export function targetPage(to: string): string {
  return to.split('#')[0]!;
}

/** Whole legacy folders whose pages kept their names under a new folder. */
export interface FolderRule {
  from: string;
  to: string;
}

/** Exact legacy addresses. Earlier doc sites linked to these; links out there must keep working. */
export const exactRedirects: Redirect[] = [
  // Spec section 2: the area roots and short links. A reader who trims an address to its area gets the
  // area's landing page (the navbar's target, navigation.ts), for all six areas alike.
  { from: '/concepts', to: '/concepts/what-is-sablier' },
  { from: '/guides', to: '/guides/lockup/overview' },
  { from: '/api', to: '/api/overview' },
  { from: '/reference', to: '/reference/overview' },
  { from: '/apps', to: '/apps/features/overview' },
  { from: '/support', to: '/support/faq' },
  { from: '/csv', to: '/apps/guides/csv-support' },
  // Earlier docs: concepts.
  { from: '/concepts/merkle-airdrops', to: '/concepts/airdrops' },
  { from: '/concepts/sablier-protocol', to: '/concepts/what-is-sablier' },
  { from: '/concepts/protocol/fees', to: '/concepts/fees' },
  { from: '/concepts/protocol/nft', to: '/concepts/nft' },
  { from: '/concepts/protocol/stream-types', to: '/concepts/lockup/stream-shapes' },
  { from: '/concepts/protocol/streaming', to: '/concepts/streaming' },
  { from: '/concepts/protocol/transferability', to: '/concepts/transferability' },
  // Earlier docs: indexer endpoints.
  { from: '/api/airdrops/endpoints', to: '/api/airdrops/indexers' },
  { from: '/api/flow/endpoints', to: '/api/flow/indexers' },
  { from: '/api/lockup/endpoints', to: '/api/lockup/indexers' },
  { from: '/protocol/subgraphs/endpoints', to: '/api/overview' },
  // Earlier docs: the app.
  { from: '/apps/csv-support', to: '/apps/guides/csv-support' },
  { from: '/apps/features', to: '/apps/features/vesting' },
  { from: '/apps/features/airstreams', to: '/apps/features/airdrops' },
  { from: '/apps/features/general', to: '/apps/features/overview' },
  { from: '/apps/features/streams', to: '/apps/features/vesting' },
  { from: '/apps/overview', to: '/apps/features/overview' },
  { from: '/apps/support/how-to', to: '/support/how-to' },
  { from: '/apps/url-schemes', to: '/apps/guides/url-schemes' },
  // The Solana programs' folder of the earlier docs: its pages lead to the Solana concepts, one section per program
  // (named as the package's Solana releases name them: lockup, merkle-instant).
  { from: '/solana', to: '/concepts/solana/overview' },
  { from: '/solana/sablier-on-solana', to: '/concepts/solana/overview' },
  { from: '/solana/fees', to: '/concepts/solana/fees' },
  { from: '/solana/accounts-architecture', to: '/concepts/solana/accounts' },
  { from: '/solana/architecture-and-diagrams', to: '/concepts/solana/accounts' },
  ...['lockup', 'merkle-instant'].flatMap((program) => [
    { from: `/solana/${program}`, to: `/concepts/solana/overview#${program}` },
    ...['accounts-architecture', 'architecture-and-diagrams'].map((page) => ({
      from: `/solana/${page}/${program}`,
      to: `/concepts/solana/accounts#${program}`,
    })),
  ]),
  // Earlier docs: protocol v1 pages and old contract guides.
  { from: '/protocol/faq/basics', to: '/concepts/what-is-sablier' },
  { from: '/protocol/guides/chains', to: '/guides/legacy/overview' },
  { from: '/protocol/guides/getting-started', to: '/guides/legacy/overview' },
  { from: '/protocol/introduction', to: '/concepts/what-is-sablier' },
  { from: '/contracts/v1/deployments', to: '/guides/legacy/deployments' },
  { from: '/contracts/v1/guides/getting-started', to: '/guides/legacy/overview' },
  { from: '/contracts/v1/overview', to: '/guides/legacy/overview' },
  { from: '/contracts/v2/deployments/v2.0', to: '/guides/lockup/previous-deployments/v1.0' },
  { from: '/contracts/v2/deployments/v2.1', to: '/guides/lockup/previous-deployments/v1.1' },
  { from: '/contracts/v2/guides', to: '/guides/lockup/overview' },
  { from: '/contracts/v2/reference/overview', to: '/reference/overview' },
  { from: '/contracts/v2/security', to: '/concepts/security' },
  // Earlier docs: the batch guides were named after the batch contract, one page per shape.
  ...['linear', 'dynamic', 'tranched'].flatMap((shape) => [
    {
      from: `/guides/lockup/examples/batch-create-streams/batch-lockup-${shape}`,
      to: `/guides/lockup/examples/batch-create-streams/lockup-${shape}`,
    },
    {
      from: `/contracts/v2/guides/batch-create-streams/batch-lockup-${shape}`,
      to: `/guides/lockup/examples/batch-create-streams/lockup-${shape}`,
    },
  ]),
  { from: '/concepts/protocol/airstreams', to: '/concepts/airdrops' },
  { from: '/concepts/lockup/stream-types', to: '/concepts/lockup/stream-shapes' },
  // Flash loans went with the comptroller in Lockup v1.2; the v1.1 deployments page says what they were.
  { from: '/concepts/protocol/flash-loans', to: '/guides/lockup/previous-deployments/v1.1' },
  // Earlier docs: Lockup v1.x guides under /contracts/v2 whose pages moved out of the examples folder or were renamed.
  { from: '/contracts/v2/guides/create-airstream', to: '/guides/airdrops/examples/create-campaign' },
  { from: '/contracts/v2/guides/etherscan', to: '/guides/lockup/etherscan' },
  { from: '/contracts/v2/guides/snapshot-voting', to: '/guides/snapshot-voting' },
  { from: '/contracts/v2/reference/errors', to: '/reference/errors' },
  // The public site's pages on AI tools: one guide here covers building with LLMs and the agent skills, and its
  // Solana section says what the skills do not cover there.
  { from: '/guides/building-with-llms', to: '/guides/ai-agents' },
  { from: '/guides/claim-with-ai-skills', to: '/guides/ai-agents#skills' },
  { from: '/solana/claim-with-ai', to: '/guides/ai-agents#solana' },
  // The public site's other Solana pages (its program reference is answered by generators/solana-reference).
  { from: '/solana/deployment-addresses', to: '/guides/solana/deployments' },
  { from: '/solana/governance', to: '/concepts/solana/governance' },
  ...['lockup', 'merkle-instant'].map((program) => ({ from: `/solana/client-integration/${program}`, to: '/guides/solana/overview' })),
  // The public site linked a blog, which these docs do not have. What a reader of release news wants is which
  // releases are current and what changed in each, which the reference overview's release table answers.
  { from: '/blog', to: '/reference/overview#releases' },
  // Access control once sat with each product's guides (and a reader may look for Bob's there too).
  ...PRODUCTS.map((product) => ({
    from: `/guides/${product}/access-control`,
    to: `/reference/${product}/access-control`,
  })),
  // The v1.0 periphery ran through PRBProxy; its deployments page explains that architecture.
  ...['', '/overview', '/batch-stream'].map((page) => ({
    from: `/contracts/v2/guides/proxy-architecture${page}`,
    to: '/guides/lockup/previous-deployments/v1.0',
  })),
  ...['linear', 'dynamic', 'tranched'].flatMap((shape) => [
    { from: `/contracts/v2/guides/create-stream/${shape}`, to: `/guides/lockup/examples/create-stream/lockup-${shape}` },
    {
      from: `/contracts/v2/guides/batch-create-streams/batch-${shape}-streams`,
      to: `/guides/lockup/examples/batch-create-streams/lockup-${shape}`,
    },
  ]),
  ...earlierApiPages(),
  // GraphQL reference, indexers v1.1.0 to v1.2.0: no v1.2.0 API has the `contractcategory` enum scalar
  // (`Contract.category` is a String), so its page, and that of the input Envio derives for each enum scalar
  // (`<scalar>_comparison_exp`, generators/graphql-api/envio.ts), lead to the Contract object.
  ...['scalars/contractcategory', 'inputs/contractcategory-comparison-exp'].map((page) => ({
    from: `/api/lockup/graphql/envio/${page}`,
    to: '/api/lockup/graphql/envio/objects/contract',
  })),
  // The Lockup subgraph's `ContractCategory` enum (sablier-labs/subgraphs) went the same way: the Contract entity's
  // category is a String in v1.2.0.
  { from: '/api/lockup/graphql/the-graph/enums/contract-category', to: '/api/lockup/graphql/the-graph/objects/contract' },
  // A preview build of these docs listed Stream, Batch and Batcher objects under the Airdrops subgraph, which no
  // Airdrops schema has had: the streams that Lockup-based campaigns create are Lockup streams, indexed by the
  // streams API.
  ...(['stream', 'batch', 'batcher'] as const).map((name) => ({
    from: `/api/airdrops/graphql/the-graph/objects/${name}`,
    to: `/api/lockup/graphql/the-graph/objects/lockup-${name}`,
  })),
];

/**
 * The API section's earlier pages, written per indexer before the GraphQL reference was generated: an overview
 * per protocol, then `entities`, `structure` and `queries` pages per indexer (at first under /api/subgraphs, with
 * Lockup's subgraph called `protocol` or `architecture` and the airdrops one `merkle`). Entities and structure lead
 * to the generated reference of the same indexer, queries to the guide to writing queries, and comparisons of the
 * two indexers to the overview that compares them.
 */
function earlierApiPages(): Redirect[] {
  const rows: Redirect[] = [
    { from: '/api/indexers/differences', to: '/api/overview' },
    { from: '/api/indexers/merkle/queries', to: '/api/getting-started' },
    { from: '/api/streams/indexers', to: '/api/overview' },
    { from: '/api/streams/graphql/schema', to: '/api/lockup/graphql/schema' },
    { from: '/api/subgraphs/overview', to: '/api/overview' },
    { from: '/api/subgraphs/endpoints', to: '/api/overview' },
    { from: '/api/subgraphs/queries', to: '/api/getting-started' },
    { from: '/api/merkle-api/intro', to: '/api/airdrops/merkle-api/overview' },
  ];
  const perIndexer = (base: string, section: string, indexer: string): Redirect[] => [
    { from: `${base}/entities`, to: `/api/${section}/graphql/${indexer}/overview` },
    { from: `${base}/structure`, to: `/api/${section}/graphql/${indexer}/overview` },
    { from: `${base}/queries`, to: '/api/getting-started' },
  ];
  for (const section of INDEXED_PRODUCTS) {
    rows.push({ from: `/api/${section}/overview`, to: `/api/${section}/indexers` });
    rows.push({ from: `/api/${section}/envio/similarities`, to: '/api/overview' });
    for (const indexer of INDEXERS) rows.push(...perIndexer(`/api/${section}/${indexer}`, section, indexer));
  }
  for (const [subgraph, section] of [
    ['protocol', 'lockup'],
    ['architecture', 'lockup'],
    ['merkle', 'airdrops'],
  ] as const) {
    rows.push(...perIndexer(`/api/subgraphs/${subgraph}`, section, 'the-graph'));
    rows.push({ from: `/api/subgraphs/${subgraph}/flow`, to: `/api/${section}/graphql/the-graph/overview` });
  }
  // Airdrops were called Drops (the folder rule below carries the Merkle API pages).
  rows.push({ from: '/api/drops/overview', to: '/api/airdrops/indexers' });
  rows.push({ from: '/api/drops/endpoints', to: '/api/airdrops/indexers' });
  rows.push({ from: '/api/drops/merkle-api/intro', to: '/api/airdrops/merkle-api/overview' });
  for (const indexer of INDEXERS) rows.push(...perIndexer(`/api/drops/${indexer}`, 'airdrops', indexer));
  return rows;
}

/** Folder rules: every current page under `to` is also reachable under `from`. */
export const folderRules: FolderRule[] = [
  { from: '/concepts/protocol', to: '/concepts/lockup' },
  { from: '/contracts/v1/guides', to: '/guides/legacy' },
  { from: '/contracts/v2/reference', to: '/reference/lockup' },
  { from: '/contracts/v1', to: '/reference/legacy' },
  { from: '/contracts/v2/guides', to: '/guides/lockup/examples' },
  { from: '/reference/lockup/legacy', to: '/reference/legacy' },
  { from: '/reference/lockup/v1-legacy', to: '/reference/legacy' },
  { from: '/api/drops/merkle-api', to: '/api/airdrops/merkle-api' },
  { from: '/api/merkle-api', to: '/api/airdrops/merkle-api' },
];

const docsDir = join(__dirname, 'docs');
/** Routes of the doc files under a folder, derived the way the docs plugin derives them for a production build. */
export function docRoutesUnder(route: string, root: string = docsDir): string[] {
  const dir = join(root, route);
  if (!existsSync(dir)) return [];
  const routes: string[] = [];
  const walk = (current: string): void => {
    for (const name of readdirSync(current).sort()) {
      const full = join(current, name);
      if (statSync(full).isDirectory()) {
        if (!name.startsWith('_')) walk(full);
      } else if (/\.mdx?$/.test(name) && !name.startsWith('_')) {
        // Drafts are left out of production builds, so they never take a redirect.
        if (isDraft(readFileSync(full, 'utf8'))) continue;
        const rel = relative(root, full)
          .split(sep)
          .join('/')
          .replace(/\.mdx?$/, '');
        routes.push('/' + rel.replace(/(^|\/)index$/, '').replace(/\/$/, ''));
      }
    }
  };
  walk(dir);
  return routes;
}

/**
 * Every redirect, exact ones first: an exact row wins over a generated one, and both over a folder
 * rule for the same address.
 */
export function allRedirects(root: string = docsDir): Redirect[] {
  const seen = new Set(exactRedirects.map((r) => r.from));
  const generated: Redirect[] = [];
  for (const redirect of generatedRedirects().redirects) {
    if (seen.has(redirect.from)) continue;
    seen.add(redirect.from);
    generated.push(redirect);
  }
  const expanded: Redirect[] = [];
  for (const rule of folderRules) {
    for (const target of docRoutesUnder(rule.to, root)) {
      const from = rule.from + target.slice(rule.to.length);
      if (seen.has(from)) continue;
      seen.add(from);
      expanded.push({ from, to: target });
    }
  }
  return [...exactRedirects, ...generated, ...expanded];
}

/** The shape `@docusaurus/plugin-client-redirects` takes. */
export function clientRedirects(root: string = docsDir): Redirect[] {
  return allRedirects(root);
}
