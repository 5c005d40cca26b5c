/**
 * The llms files (llmstxt.org): `/llms.txt` is the map (name, summary, one section per area listing
 * every page's twin with its description), `/llms-full.txt` every hand-written page in full, and one
 * file per product with what an agent needs to work on that product: an index of the product's pages
 * (twin and description), then its written pages in full. Generated GraphQL type pages stay out of
 * the full files: hundreds of near-identical pages would drown the prose (their twins and llms.txt
 * still list them).
 *
 * A product's pages are found by address, never listed: its folder under concepts, guides, API and
 * reference, plus its app pages. A product whose folders are empty (in a partial build, or before its
 * pages are written) gets no file, and llms.txt names only the files that exist.
 */
import { areas } from '../../navigation';
import { isGeneratedPage, isGraphqlReferencePage, isPreviousRelease } from '../../src/lib/generated-pages';
import type { TwinPage } from './pages';

/** Areas whose product pages live in a folder named after the product (`/guides/bob/…`). */
const PRODUCT_AREAS = ['concepts', 'guides', 'api', 'reference'];

export const PRODUCTS = {
  lockup: { name: 'Lockup', label: 'Lockup (vesting streams)', apps: ['/apps/features/vesting'] },
  flow: { name: 'Flow', label: 'Flow (open-ended payment streams)', apps: ['/apps/features/payments'] },
  airdrops: { name: 'Airdrops', label: 'Airdrops (Merkle campaigns)', apps: ['/apps/features/airdrops'] },
  bob: { name: 'Bob', label: 'Bob (price-gated vaults and the escrow)', apps: [] },
  solana: { name: 'Solana', label: 'Solana (the Lockup and Merkle Instant programs)', apps: [] },
  legacy: { name: 'Legacy', label: 'Legacy (the 2019-2020 protocol)', apps: ['/apps/legacy'] },
} as const satisfies Record<string, { name: string; label: string; apps: readonly string[] }>;

export type Product = keyof typeof PRODUCTS;

export const PRODUCT_NAMES = Object.keys(PRODUCTS) as Product[];

/** Where a product's file is served, from the site root. */
export const productFileName = (product: Product): string => `llms-${product}.txt`;

/** Hand-written pages: every content page except the generated GraphQL and contract reference. */
export const isHandWritten = (route: string): boolean => !isGeneratedPage(route);

/**
 * A product's pages: its concepts, guides, API and reference folders (`/<area>/<product>/…`, or the single
 * page `/<area>/<product>` such as `/api/legacy`), and its app pages. GraphQL type pages are not among them.
 */
export function belongsTo(route: string, product: Product): boolean {
  if (isGraphqlReferencePage(route)) return false;
  const [area, second] = route.split('/').filter(Boolean);
  if (area === 'apps') return (PRODUCTS[product].apps as readonly string[]).includes(route);
  return PRODUCT_AREAS.includes(area ?? '') && second === product;
}

/** The pages of a product, in the order given (the reading order), split into the ones given in full and the ones linked. */
export function productPages(pages: TwinPage[], product: Product): { inFull: TwinPage[]; linked: TwinPage[] } {
  const own = pages.filter((page) => belongsTo(page.route, product));
  // In full: the written pages. Linked only, to fetch when needed: the generated reference (large even for
  // one product) and earlier releases' deployments, which would double the file.
  const inFull = own.filter((page) => isHandWritten(page.route) && !isPreviousRelease(page.route));
  return { inFull, linked: own.filter((page) => !inFull.includes(page)) };
}

const summary =
  'Sablier is a set of non-custodial token distribution contracts. On EVM chains: Lockup streams ERC-20 tokens ' +
  'for vesting with linear, dynamic and tranched schedules, Flow runs open-ended payment streams paid by the ' +
  'second, Merkle airdrop campaigns pay out instantly or into vesting streams, and Bob holds deposits in vaults ' +
  "that release them when an oracle price reaches the creator's target or the vault expires, with SablierEscrow " +
  'for peer-to-peer swap orders. On Solana, two programs create linear streams and instant Merkle airdrops. These docs cover the ' +
  'concepts, integration guides with contract addresses and program ids, the GraphQL indexer and Merkle APIs, ' +
  'the contract and program reference (signatures, selectors, errors, access control) and the web app.';

/** One page as an llms.txt list item: title linking to its twin, then its description. */
export const pageLine = (page: TwinPage, siteUrl: string): string =>
  `- [${page.title.replace(/([[\]])/g, '\\$1')}](${siteUrl}${page.twinPath})${page.description ? `: ${page.description}` : ''}`;

/** The products that have at least one page in this build. */
export const productsWithPages = (pages: TwinPage[]): Product[] =>
  PRODUCT_NAMES.filter((product) => pages.some((page) => belongsTo(page.route, product)));

export function llmsTxt(pages: TwinPage[], options: { siteUrl: string; title: string }): string {
  const out = [`# ${options.title}`, '', `> ${summary}`, ''];
  out.push(
    'Every page is also served as Markdown at its address plus `.md` (listed below). ' +
      `Every written page in one file: ${options.siteUrl}/llms-full.txt.`,
    '',
  );
  const products = productsWithPages(pages);
  if (products.length) {
    out.push('One file per product, with an index of its pages, its written pages in full and its generated reference linked:', '');
    for (const product of products) out.push(`- ${PRODUCTS[product].label}: ${options.siteUrl}/${productFileName(product)}`);
    out.push('');
  }
  const docs = pages.filter((page) => page.route !== '/');
  for (const area of areas) {
    const inArea = docs.filter((page) => page.route.startsWith(`/${area.basePath}/`) && !isGraphqlReferencePage(page.route));
    if (inArea.length) out.push(`## ${area.label}`, '', ...inArea.map((page) => pageLine(page, options.siteUrl)), '');
  }
  // llmstxt.org's "Optional" section: what a reader with a short context can skip.
  const types = docs.filter((page) => isGraphqlReferencePage(page.route));
  if (types.length) out.push('## Optional', '', ...types.map((page) => pageLine(page, options.siteUrl)), '');
  return out.join('\n');
}

/**
 * Pages one after another. A page's h1 is followed by the address of its HTML page, so an agent
 * can cite it; a thematic break separates pages.
 */
export function fullText(pages: TwinPage[], options: { siteUrl: string; heading: string }): string {
  const parts = pages.map((page) => {
    const url = `${options.siteUrl}${page.route === '/' ? '' : page.route}`;
    return page.markdown.replace(/^(# .*\n)/, `$1\nSource: ${url}\n`).trimEnd();
  });
  return `${options.heading}\n\n${parts.join('\n\n---\n\n')}\n`;
}

/** What the linked pages of a product are, as the start of the sentence that introduces them. */
export function linkedKinds(linked: TwinPage[]): string {
  const generated = linked.some((page) => !isHandWritten(page.route));
  const earlier = linked.some((page) => isPreviousRelease(page.route));
  const reference = 'The generated reference (every item with its signature and selector, or its accounts and codes)';
  if (generated && earlier) return `${reference} and the deployments of earlier releases`;
  return generated ? reference : 'The deployments of earlier releases';
}

/**
 * A product's file: a quoted heading, `## <Name> pages` (every written page: twin and description, the
 * same pages that follow in full), `## More <Name> pages` (the generated reference and earlier releases,
 * linked only), then the written pages in full. Null for a product with no pages.
 */
export function productFile(pages: TwinPage[], product: Product, options: { siteUrl: string; title: string }): string | null {
  const { inFull, linked } = productPages(pages, product);
  if (!inFull.length && !linked.length) return null;
  const index: string[] = [];
  if (inFull.length)
    index.push(
      `## ${PRODUCTS[product].name} pages`,
      '',
      'Each page as Markdown, with what it covers; the same pages follow in full below, in this order.',
      '',
      ...inFull.map((page) => pageLine(page, options.siteUrl)),
      '',
    );
  if (linked.length)
    index.push(
      `## More ${PRODUCTS[product].name} pages`,
      '',
      `${linkedKinds(linked)}, as Markdown to fetch when needed:`,
      '',
      ...linked.map((page) => pageLine(page, options.siteUrl)),
      '',
    );
  const lead = inFull.length ? 'An index of its pages, then its written pages in full.' : 'An index of its pages.';
  const heading = `> ${options.title}: ${PRODUCTS[product].label}. ${lead}\n\n${index.join('\n')}`;
  if (!inFull.length) return `${heading.trimEnd()}\n`;
  return fullText(inFull, { siteUrl: options.siteUrl, heading: `${heading}\n---` });
}

export function llmsFiles(pages: TwinPage[], options: { siteUrl: string; title: string }): Record<string, string> {
  const files: Record<string, string> = { 'llms.txt': llmsTxt(pages, options) };
  // Doc pages of the six areas only: not the home page, nor test-only fixture routes.
  const inAreas = (route: string) => areas.some((area) => route.startsWith(`/${area.basePath}/`));
  const written = pages.filter((page) => inAreas(page.route) && isHandWritten(page.route));
  files['llms-full.txt'] = fullText(written, {
    siteUrl: options.siteUrl,
    heading: `> ${options.title}: every written page in full. ${summary}`,
  });
  for (const product of PRODUCT_NAMES) {
    const text = productFile(pages, product, options);
    if (text !== null) files[productFileName(product)] = text;
  }
  return files;
}
