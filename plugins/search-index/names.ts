/**
 * Names pages define besides their titles and headings (IndexedPage.names), found across pages once
 * they are all read: the glossary's terms (see ./glossary), and the unit an overview's pages are about.
 */
import { DEFINES } from '../../src/search/index-format';
import type { IndexedPage } from './build-index';
import { addGlossaryNames, type GlossaryEntry } from './glossary';

/** Pages of a section, named by the address they share. */
const folderOf = (url: string): string => url.slice(0, url.lastIndexOf('/') + 1);

/**
 * An overview titled "<name> overview" defines "<name> <word>" when two or more of its section's pages are
 * titled "<name> <word> …" ("Bob vault shares", "Bob vault statuses" → "Bob vault" on "Bob overview"):
 * those pages each tell one side of that unit, and the overview introduces it.
 */
export function addOverviewNames(pages: IndexedPage[]): void {
  const byFolder = new Map<string, IndexedPage[]>();
  for (const page of pages) {
    const folder = folderOf(page.url);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), page]);
  }
  for (const page of pages) {
    const name = /^(.+?)\s+overview$/i.exec(page.title.trim())?.[1]?.toLowerCase();
    if (!name || !page.url.endsWith('/overview')) continue;
    const counts = new Map<string, number>();
    for (const sibling of byFolder.get(folderOf(page.url)) ?? []) {
      const words = sibling.title.trim().toLowerCase().split(/\s+/);
      const prefix = name.split(/\s+/);
      // A sibling titled "<name> <word>" and nothing more names its own subject, not a unit of the section.
      if (sibling === page || words.length < prefix.length + 2 || prefix.some((w, i) => words[i] !== w)) continue;
      const word = words[prefix.length]!;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    const units = Array.from(counts)
      .filter(([, count]) => count >= 2)
      .map(([word]) => `${name} ${word}`);
    if (units.length > 0) page.names = Array.from(new Set([...(page.names ?? []), ...units]));
  }
}

/**
 * A GraphQL query defines its name when no type of its API has that name (`campaigns`): only a query named
 * after the type it returns (`asset`, `campaign`) leaves that name to the type's page.
 */
export function defineUntypedQueries(pages: IndexedPage[]): void {
  const urls = new Set(pages.map((page) => page.url));
  for (const page of pages) {
    if (page.defines === DEFINES.nothing && !urls.has(page.url.replace('/queries/', '/objects/'))) page.defines = DEFINES.title;
  }
}

/** Records every name pages are given by other pages (the glossary's terms, the overviews' units) and the queries' own. */
export function addGivenNames(pages: IndexedPage[], glossary: GlossaryEntry[]): void {
  addGlossaryNames(pages, glossary);
  addOverviewNames(pages);
  defineUntypedQueries(pages);
}
