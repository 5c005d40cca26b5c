/**
 * Reads a built Docusaurus page and prepares it for Pagefind: only the doc content root is
 * indexed, and the group (lvl0), language and docusaurus_tag ride along as Pagefind meta and filters.
 */
import { areas } from '../../navigation';
import { isGeneratedPage, isPreviousRelease } from '../../src/lib/generated-pages';

export interface IndexPage {
  /** Docusaurus URL, without trailing slash. */
  url: string;
  /** HTML handed to Pagefind: content root marked with data-pagefind-body. */
  html: string;
  title: string;
  headings: string[];
  text: string;
}

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

export function decode(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+);/gi, (_, c: string) =>
      String.fromCodePoint(c[1] === 'x' || c[1] === 'X' ? parseInt(c.slice(2), 16) : parseInt(c.slice(1), 10)))
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&');
}

export function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const stripTags = (html: string): string => decode(html.replace(/<[^>]*>/g, ' ')).replace(/[\s\u200b]+/g, ' ').trim();

export function areaLabel(url: string): string {
  const first = url.split('/').filter(Boolean)[0] ?? '';
  return areas.find((a) => a.basePath === first)?.label ?? 'Documentation';
}

/** The group a page's hits are shown under: its area and up to two sidebar categories. */
export function groupName(url: string, categories: string[]): string {
  return [areaLabel(url), ...categories].slice(0, 3).join(' › ');
}

/**
 * Generated reference pages (one per GraphQL type, one per contract) are many, short and dense with
 * the site's common words ("stream", "tranche"), so by term density alone they would bury the
 * written page a reader is after. Their words count for less; a query naming such a page still
 * finds it by its title. Deployments of earlier releases weigh half: a reader searching deployments
 * wants the current ones first.
 */
const GENERATED_WEIGHT = '0.2';

/**
 * The words of a page's address ("faq", "custom deployments", "calculate rps") are how many readers
 * name a page, even when its title spells things out ("Frequently asked questions").
 */
export function slugWords(url: string): string {
  const last = url.split('/').filter(Boolean).pop() ?? '';
  return last.replace(/[-_]+/g, ' ').trim();
}

/** Wraps prepared content in a document Pagefind understands. */
export function pagefindDocument(opts: { lang: string; tag: string; lvl0: string; body: string; url?: string }): string {
  const url = opts.url ?? '';
  const weight = isGeneratedPage(url) ? GENERATED_WEIGHT : isPreviousRelease(url) ? '0.5' : null;
  const content = weight ? `<div data-pagefind-weight="${weight}">${opts.body}</div>` : opts.body;
  // Slug words go last, so they never become the start of an excerpt.
  const slug = url ? `<p data-pagefind-weight="2">${escapeAttr(slugWords(url))}</p>` : '';
  const body = content + slug;
  const marker =
    `<span data-pagefind-meta="lvl0:${escapeAttr(opts.lvl0)}"></span>` +
    `<span data-pagefind-filter="language:${escapeAttr(opts.lang)}"></span>` +
    `<span data-pagefind-filter="docusaurus_tag:${escapeAttr(opts.tag)}"></span>`;
  return `<!doctype html><html lang="${escapeAttr(opts.lang)}"><head><meta charset="utf-8"></head><body><div data-pagefind-body>${marker}${body}</div></body></html>`;
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

/** Returns null for pages that are not docs (home, search, 404, redirects). */
export function prepareBuiltPage(url: string, html: string): IndexPage | null {
  const tag = metaContent(html, 'docsearch:docusaurus_tag');
  if (!tag?.startsWith('docs-')) return null;
  const lang = metaContent(html, 'docsearch:language') ?? 'en';
  const body = docArticleHtml(html);
  if (body === null) return null;
  const crumbsNav = /<nav[^>]*theme-doc-breadcrumbs[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const crumbs = Array.from(crumbsNav.matchAll(/<li class="?breadcrumbs__item(?!\s*breadcrumbs__item--active)[^>]*>([\s\S]*?)(?=<li|<\/ul>)/g))
    // The first item is the home link (an icon): not a category.
    .filter((m) => !/href=["']?\/["'\s>]/.test(m[1] ?? ''))
    .map((m) => stripTags(m[1] ?? ''))
    .filter(Boolean);
  const title = stripTags(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? '');
  const headings = Array.from(body.matchAll(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)).map((m) =>
    stripTags((m[1] ?? '').replace(/<a[^>]*hash-link[\s\S]*?<\/a>/g, '')));
  return {
    url,
    html: pagefindDocument({ lang, tag, lvl0: groupName(url, crumbs), body, url }),
    title,
    headings,
    text: stripTags(body),
  };
}
