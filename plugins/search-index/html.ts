/**
 * Reads a built Docusaurus page for the search index: only the doc content root is indexed, with
 * the page's group (lvl0: area and categories, from the breadcrumbs) and docusaurus_tag facet.
 */
import { areas } from '../../navigation';
import { isAboutEarlierReleases, isGeneratedEntryPage, isGraphqlReferencePage } from '../../src/lib/generated-pages';
import { DEFINES, PAGE_KIND, type PageDefines, type PageKind } from '../../src/search/index-format';
import { decodeEntities } from '../../src/lib/html-entities';
import type { IndexedPage } from './build-index';
import { mergeSections, splitSections, type Section } from './sections';

const attr = (name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');

function attrValue(tag: string, name: string): string | null {
  const m = attr(name).exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
}

export function metaContent(html: string, name: string): string | null {
  for (const tag of html.match(/<meta\s[^>]*>/gi) ?? []) {
    if (attrValue(tag, 'name') === name) return attrValue(tag, 'content');
  }
  return null;
}

export const stripTags = (html: string): string =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/[\s\u200b]+/g, ' ')
    .trim();

export function areaLabel(url: string): string {
  const first = url.split('/').filter(Boolean)[0] ?? '';
  return areas.find((a) => a.basePath === first)?.label ?? 'Documentation';
}

/** The group a page's hits are shown under: its area and up to two sidebar categories. */
export function groupName(url: string, categories: string[]): string {
  return [areaLabel(url), ...categories].slice(0, 3).join(' › ');
}

/**
 * The words of a page's address ("faq", "custom deployments", "calculate rps") are how many readers
 * name a page, even when its title spells things out ("Frequently asked questions").
 */
export function slugWords(url: string): string {
  const last = url.split('/').filter(Boolean).pop() ?? '';
  return last.replace(/[-_]+/g, ' ').trim();
}

/**
 * The rendered doc body of a built page: from the theme's markdown root to the end of the article
 * (before the edit link and pagination), or null on pages that are not docs. Slicing the string
 * first keeps readers of ~1,000 pages from parsing each whole document (navbar, sidebar, scripts).
 */
export function docArticleHtml(html: string): string | null {
  const start = html.search(/<div class="?theme-doc-markdown\b/);
  if (start < 0) return null;
  const endCandidates = ['</article>', '<footer class="theme-doc-footer', '<nav class="docusaurus-mt-lg pagination-nav']
    .map((s) => html.indexOf(s, start))
    .filter((i) => i > 0);
  const end = endCandidates.length ? Math.min(...endCandidates) : html.length;
  return html.slice(start, end);
}

/** The kind of page, which decides how much its words weigh in the ranking. */
export function pageKind(url: string): PageKind {
  if (isGeneratedEntryPage(url)) return PAGE_KIND.generated;
  return isAboutEarlierReleases(url) ? PAGE_KIND.previous : PAGE_KIND.written;
}

/** The glossary, whose terms name the pages they link to (see ./glossary). */
export const GLOSSARY_URL = '/concepts/glossary';

/**
 * What of a page defines the names it gives. The generated references' item headings define a contract's
 * functions, events and errors, and the concept pages' their terms. The glossary only sums terms up (each
 * is a name of the page it links to instead, see ./glossary) and the errors index lists what the contracts
 * define, so only their titles count. A GraphQL query is named after the type it returns (Envio's
 * `FlowStream`): the type's page defines that name (unless there is no such type, see defineUntypedQueries).
 */
export function pageDefines(url: string): PageDefines {
  if (isGraphqlReferencePage(url) && url.includes('/queries/')) return DEFINES.nothing;
  if (isGeneratedEntryPage(url) || (url.startsWith('/concepts/') && url !== GLOSSARY_URL)) return DEFINES.items;
  return DEFINES.title;
}

/** A constant or enum value (`SETTLED`, `FEE_MANAGEMENT_ROLE`): what a table row of a concept page can define. */
export const isConstantName = (text: string): boolean => /^[A-Z][A-Z0-9_]+$/.test(text);

/**
 * The names a concept page's tables define: in each body row, the first cell that is one code span and
 * nothing else, when it is a constant (`SETTLED` in a statuses table, after its value), since written
 * pages give enum values and constants a table row rather than a heading.
 */
export function tableNames(articleHtml: string): string[] {
  const names: string[] = [];
  for (const row of articleHtml.split(/<tr[\s>]/).slice(1)) {
    const cells = row
      .replace(/<\/(?:table|tbody|thead)>[\s\S]*$/, '')
      .split(/<td[^>]*>/)
      .slice(1);
    const code = cells.map((cell) => /^\s*<code>([^<]+)<\/code>\s*(?:<\/td>\s*)?(?:<\/tr>\s*)?$/.exec(cell)?.[1]).find(Boolean);
    const name = code === undefined ? '' : decodeEntities(code).trim();
    if (isConstantName(name)) names.push(name);
  }
  return Array.from(new Set(names));
}

/**
 * The selectors a generated reference lists (`- **Selector:** `0x40e58ee5``), read from its HTML or its Markdown:
 * each names the function or error of its section, so the page that lists it as an item defines it, not the
 * access-control tables that quote it.
 */
export function selectorNames(text: string): string[] {
  const found = text.matchAll(/Selector:(?:<\/strong>|\*\*)?\s*(?:<code>|`)(0x[0-9a-fA-F]{8})(?:<\/code>|`)/g);
  return Array.from(new Set(Array.from(found, (m) => m[1]!.toLowerCase())));
}

/** The names a page gives besides its title and headings, from its own text (see tableNames, selectorNames). */
export function ownNames(url: string, text: string, fromTables: (text: string) => string[]): string[] {
  if (tablesDefine(url)) return fromTables(text);
  return isGeneratedEntryPage(url) ? selectorNames(text) : [];
}

/** Whether a page's tables name what it defines (see tableNames): the written concept pages'. */
export const tablesDefine = (url: string): boolean => pageDefines(url) === DEFINES.items && pageKind(url) === PAGE_KIND.written;

/** Sections as search shows them: a GraphQL type page is one section (see mergeSections). */
export function pageSections(url: string, articleHtml: string, title: string): Section[] {
  const sections = splitSections(articleHtml, title);
  return isGraphqlReferencePage(url) ? mergeSections(sections) : sections;
}

/** Returns null for pages that are not docs (home, search, 404, redirects). */
export function prepareBuiltPage(url: string, html: string): IndexedPage | null {
  const tag = metaContent(html, 'docsearch:docusaurus_tag');
  if (!tag?.startsWith('docs-')) return null;
  const body = docArticleHtml(html);
  if (body === null) return null;
  const crumbsNav = /<nav[^>]*theme-doc-breadcrumbs[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const crumbs = Array.from(
    crumbsNav.matchAll(/<li class="?breadcrumbs__item(?!\s*breadcrumbs__item--active)[^>]*>([\s\S]*?)(?=<li|<\/ul>)/g),
  )
    // The first item is the home link (an icon): not a category.
    .filter((m) => !/href=["']?\/["'\s>]/.test(m[1] ?? ''))
    .map((m) => stripTags(m[1] ?? ''))
    .filter(Boolean);
  const title = stripTags(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? '');
  return {
    url,
    title,
    group: groupName(url, crumbs),
    kind: pageKind(url),
    defines: pageDefines(url),
    names: ownNames(url, body, tableNames),
    tag,
    slugWords: slugWords(url),
    description: decodeEntities(metaContent(html, 'description') ?? ''),
    sections: pageSections(url, body, title),
  };
}
