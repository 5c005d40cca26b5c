/**
 * The glossary's terms as names of the pages that explain them. Each glossary entry (an h3, then its
 * definition) links to the page that explains the term in depth; that page defines the term for search,
 * as if its title or an item heading gave it ("Airdrop campaign" → /concepts/airdrops). The built index
 * reads the entries from the glossary's HTML, the dev index from its MDX source, and both record them
 * the same way (`addGlossaryNames`).
 */
import type { IndexedPage } from './build-index';
import { GLOSSARY_URL, stripTags } from './html';

export interface GlossaryEntry {
  term: string;
  /** The address of the page the entry first links to, without its `#section`. */
  page: string;
}

/**
 * The address a link points to, if it is another page of the site: links to other glossary terms and
 * to other sites explain nothing here.
 */
function pageOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const page = href.replace(/[#?].*$/, '').replace(/(.)\/$/, '$1');
  return page === GLOSSARY_URL ? null : page;
}

function firstPageLink(hrefs: Iterable<string>): string | null {
  for (const href of hrefs) {
    const page = pageOf(href);
    if (page) return page;
  }
  return null;
}

/** The entries of the glossary's rendered article: each h3 with the first page its definition links to. */
export function glossaryEntriesFromHtml(articleHtml: string): GlossaryEntry[] {
  const entries: GlossaryEntry[] = [];
  // Each piece starts at a heading and runs to the next one, so a definition's links stay with its term.
  for (const piece of articleHtml.split(/(?=<h[1-6][\s>])/)) {
    const heading = /^<h3[^>]*>([\s\S]*?)<\/h3>/.exec(piece);
    if (!heading) continue;
    const term = stripTags(heading[1]!);
    const definition = piece.slice(heading[0].length);
    const page = firstPageLink(
      Array.from(definition.matchAll(/<a\s[^>]*?href=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi), (m) => m[1] ?? m[2] ?? m[3] ?? ''),
    );
    if (term && page) entries.push({ term, page });
  }
  return entries;
}

/** The entries of the glossary's MDX source, read the way `glossaryEntriesFromHtml` reads the built page. */
export function glossaryEntriesFromMdx(mdx: string): GlossaryEntry[] {
  const entries: GlossaryEntry[] = [];
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  for (const piece of body.split(/^(?=#{1,6}\s)/m)) {
    const heading = /^###\s+(.*?)\s*(?:\{#[\w-]+\})?\s*$/m.exec(piece.split('\n', 1)[0]!);
    if (!heading) continue;
    const term = heading[1]!.replace(/[*`]/g, '').trim();
    const definition = piece.slice(piece.indexOf('\n') + 1);
    const page = firstPageLink(Array.from(definition.matchAll(/\]\(\s*([^)\s]+)/g), (m) => m[1]!));
    if (term && page) entries.push({ term, page });
  }
  return entries;
}

/**
 * The names a glossary term gives: each of "X and Y" ("Snapshot debt and snapshot time"); an abbreviation
 * in parentheses as a name of its own ("Variable claim amount (VCA)"); and a qualifier in parentheses
 * before or after the term ("Allow-list (hooks)" → "hooks allow-list", "allow-list hooks"), as readers type it.
 */
export function termNames(term: string): string[] {
  const names: string[] = [];
  for (const part of term.split(/\s+and\s+/)) {
    const qualified = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(part);
    if (!qualified) {
      names.push(part.trim());
      continue;
    }
    const [, base, inner] = qualified as unknown as [string, string, string];
    names.push(base);
    if (/^[A-Z0-9]{2,}$/.test(inner)) names.push(inner);
    else names.push(`${inner} ${base}`, `${base} ${inner}`);
  }
  return Array.from(new Set(names.filter(Boolean)));
}

/** Records each entry's names on the page it links to (see IndexedPage.names); entries of missing pages are dropped. */
export function addGlossaryNames(pages: IndexedPage[], entries: GlossaryEntry[]): void {
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  for (const { term, page } of entries) {
    const target = byUrl.get(page);
    if (!target) continue;
    target.names = Array.from(new Set([...(target.names ?? []), ...termNames(term)]));
  }
}
