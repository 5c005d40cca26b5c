/**
 * The llms files (llmstxt.org): `/llms.txt` is the map (name, summary, one section per area listing
 * every page's twin with its description), `/llms-full.txt` every hand-written page in full, and one
 * file per product with what an agent needs to work on that product. Generated GraphQL type pages
 * stay out of the full files: hundreds of near-identical pages would drown the prose (their twins
 * and llms.txt still list them).
 */
import { areas } from '../../navigation';
import { isGeneratedPage, isGraphqlReferencePage, isPreviousRelease } from '../../src/lib/generated-pages';
import type { TwinPage } from './pages';

export const PRODUCTS = {
  lockup: { label: 'Lockup (vesting streams)', appsFeature: 'vesting' },
  flow: { label: 'Flow (open-ended payment streams)', appsFeature: 'payments' },
  airdrops: { label: 'Airdrops (Merkle campaigns)', appsFeature: 'airdrops' },
} as const;

export type Product = keyof typeof PRODUCTS;

/** Hand-written pages: every content page except the generated GraphQL and contract reference. */
export const isHandWritten = (route: string): boolean => !isGeneratedPage(route);

/** A product's pages: its concepts, guides, API and reference folders, and its app feature page. */
export function belongsTo(route: string, product: Product): boolean {
  if (isGraphqlReferencePage(route)) return false;
  const [area, second] = route.split('/').filter(Boolean);
  if (area === 'apps') return route === `/apps/features/${PRODUCTS[product].appsFeature}`;
  return ['concepts', 'guides', 'api', 'reference'].includes(area ?? '') && second === product;
}

const summary =
  'Sablier is a set of non-custodial smart contracts that stream ERC-20 tokens over time on EVM chains: ' +
  'Lockup for vesting with linear, dynamic and tranched schedules, Flow for open-ended payment streams paid by ' +
  'the second, and Merkle airdrop campaigns that pay out instantly or into vesting streams. These docs cover the ' +
  'concepts, integration guides with contract addresses on every chain, the GraphQL indexer and Merkle APIs, the ' +
  'contract reference (signatures, selectors, errors, access control) and the web app.';

const line = (page: TwinPage, siteUrl: string): string =>
  `- [${page.title.replace(/([[\]])/g, '\\$1')}](${siteUrl}${page.twinPath})${page.description ? `: ${page.description}` : ''}`;

export function llmsTxt(pages: TwinPage[], options: { siteUrl: string; title: string }): string {
  const out = [`# ${options.title}`, '', `> ${summary}`, ''];
  out.push(
    `Every page is also served as Markdown at its address plus \`.md\` (listed below). Full text in one file: ` +
      `${options.siteUrl}/llms-full.txt (all written pages), and per product ` +
      Object.keys(PRODUCTS)
        .map((p) => `${options.siteUrl}/llms-${p}.txt`)
        .join(', ') +
      '.',
    '',
  );
  const docs = pages.filter((page) => page.route !== '/');
  for (const area of areas) {
    const inArea = docs.filter((page) => page.route.startsWith(`/${area.basePath}/`) && !isGraphqlReferencePage(page.route));
    if (inArea.length) out.push(`## ${area.label}`, '', ...inArea.map((page) => line(page, options.siteUrl)), '');
  }
  // llmstxt.org's "Optional" section: what a reader with a short context can skip.
  const types = docs.filter((page) => isGraphqlReferencePage(page.route));
  if (types.length) out.push('## Optional', '', ...types.map((page) => line(page, options.siteUrl)), '');
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

export function llmsFiles(pages: TwinPage[], options: { siteUrl: string; title: string }): Record<string, string> {
  const files: Record<string, string> = { 'llms.txt': llmsTxt(pages, options) };
  // Doc pages of the six areas only: not the home page, nor test-only fixture routes.
  const inAreas = (route: string) => areas.some((area) => route.startsWith(`/${area.basePath}/`));
  const written = pages.filter((page) => inAreas(page.route) && isHandWritten(page.route));
  files['llms-full.txt'] = fullText(written, {
    siteUrl: options.siteUrl,
    heading: `> ${options.title}: every written page in full. ${summary}`,
  });
  for (const [product, { label }] of Object.entries(PRODUCTS) as [Product, (typeof PRODUCTS)[Product]][]) {
    const own = pages.filter((page) => belongsTo(page.route, product));
    // In full: the written pages. Listed to fetch when needed: the generated contract reference
    // (~200 KB for Lockup alone) and earlier releases' deployments, which would double the file.
    const inFull = own.filter((page) => isHandWritten(page.route) && !isPreviousRelease(page.route));
    const listed = own.filter((page) => !inFull.includes(page));
    const heading = `> ${options.title}: ${label}, its concepts, guides, API and reference.`;
    const more = listed.length
      ? `\n---\n\n## More ${product} pages\n\nThe contract reference (every function, event and error with its signature and selector) and ` +
        `earlier releases, as Markdown to fetch when needed:\n\n${listed.map((page) => line(page, options.siteUrl)).join('\n')}\n`
      : '';
    files[`llms-${product}.txt`] = fullText(inFull, { siteUrl: options.siteUrl, heading }) + more;
  }
  return files;
}
