/**
 * Turns pages split into sections into the search index files (see src/search/index-format.ts):
 * one core file with the inverted index, and one text file per page for snippets.
 */
import {
  encodePostings,
  INDEX_FORMAT_VERSION,
  isValueTerm,
  packWeight,
  PAGE_KIND,
  type CoreIndex,
  type CorePage,
  type MoreIndex,
  type PageDefines,
  type PageKind,
  type PageText,
  type TermIndex,
  tokenize,
} from '../../src/search/index-format';
import type { Section } from './sections';

export interface IndexedPage {
  url: string;
  title: string;
  group: string;
  kind: PageKind;
  /** What of the page defines the names it gives (see PageDefines). */
  defines: PageDefines;
  /** Names the page defines besides its title and headings: the glossary terms that link to it (see ./glossary). */
  names?: string[];
  /** The page's `docusaurus_tag` facet (docs plugin and version). */
  tag: string;
  /** Extra words that name the page (its address's last segment), indexed like the title. */
  slugWords: string;
  /** The page's description (front matter): indexed with its introduction, and quoted when that is empty. */
  description: string;
  sections: Section[];
}

export interface SearchIndexFiles {
  core: CoreIndex;
  /** The core's postings shards (`postings-{n}.json`), see ShardedTermIndex. */
  postingShards: string[][];
  more: MoreIndex;
  texts: PageText[];
}

type Postings = Map<string, [number, number][]>;

function add(postings: Postings, term: string, entry: [number, number]): void {
  const list = postings.get(term);
  if (list) list.push(entry);
  else postings.set(term, [entry]);
}

function termIndex(postings: Postings): TermIndex {
  const terms = Array.from(postings.keys()).sort();
  return { terms, postings: terms.map((term) => encodePostings(postings.get(term)!)) };
}

function countTerms(text: string, into: Map<string, number>): void {
  for (const term of tokenize(text)) into.set(term, (into.get(term) ?? 0) + 1);
}

const LEAD_CHARS = 160;

/** The start of a text, cut at a word boundary. */
function leadOf(text: string): string {
  if (text.length <= LEAD_CHARS) return text;
  const cut = text.slice(0, LEAD_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), LEAD_CHARS / 2))} …`;
}

/**
 * Postings shards of about this many characters: a first query needs the core and the shards of its
 * words, instead of every posting of the core, which alone would exceed the first query's budget.
 * Larger shards let a long question ("why does my new stream not show up in the app") go over that
 * budget; this size keeps every query of the relevance set under it (tests/built/search-index-size.test.ts).
 */
const POSTING_SHARD_CHARS = 8_000;

function shardPostings(postings: string[]): { starts: number[]; shards: string[][] } {
  const starts: number[] = [];
  const shards: string[][] = [];
  let size = POSTING_SHARD_CHARS;
  postings.forEach((encoded, i) => {
    if (size >= POSTING_SHARD_CHARS) {
      starts.push(i);
      shards.push([]);
      size = 0;
    }
    shards[shards.length - 1]!.push(encoded);
    size += encoded.length + 3;
  });
  return { starts, shards };
}

/** Shards of about this many characters: each parses in a millisecond or two, between two keystrokes. */
const SHARD_CHARS = 100_000;

function shardRanges(texts: PageText[]): [number, number][] {
  const ranges: [number, number][] = [];
  let first = 0;
  let size = 0;
  texts.forEach((text, i) => {
    size += text.reduce((sum, t) => sum + t.length + 3, 2);
    if (size >= SHARD_CHARS || i === texts.length - 1) {
      ranges.push([first, i - first + 1]);
      first = i + 1;
      size = 0;
    }
  });
  return ranges;
}

export function buildSearchIndex(pages: IndexedPage[], language: string): SearchIndexFiles {
  const tags = Array.from(new Set(pages.map((p) => p.tag))).sort();
  const core: CoreIndex = {
    version: INDEX_FORMAT_VERSION,
    language,
    tags,
    pages: [],
    sectionPage: [],
    sectionAnchor: [],
    sectionHeading: [],
    sectionLevel: [],
    index: { terms: [], postingShards: [] },
    textShards: [],
    pageLead: [],
    pageNames: [],
  };
  const texts: PageText[] = [];
  const corePostings: Postings = new Map();
  const morePostings: Postings = new Map();
  let sectionId = 0;
  for (const [pageIndex, page] of pages.entries()) {
    core.pages.push([page.url, page.title, page.group, page.kind, tags.indexOf(page.tag), page.defines] satisfies CorePage);
    for (const name of page.names ?? []) core.pageNames.push([pageIndex, name]);
    // The words of the names a page defines are core terms wherever they are, so a query for one is settled by the core.
    const given = new Set((page.names ?? []).flatMap((name) => tokenize(name)));
    const pageTexts: string[] = [];
    for (const [i, section] of page.sections.entries()) {
      const intro = i === 0;
      core.sectionPage.push(pageIndex);
      core.sectionAnchor.push(section.anchor ?? '');
      core.sectionHeading.push(intro ? '' : section.heading);
      core.sectionLevel.push(intro ? 1 : section.level);
      pageTexts.push(intro && !section.text ? page.description : section.text);
      const heading = new Map<string, number>();
      const prose = new Map<string, number>();
      const code = new Map<string, number>();
      countTerms(intro ? `${page.title} ${page.slugWords}` : section.heading, heading);
      countTerms(intro ? `${section.text} ${page.description}` : section.text, prose);
      countTerms(section.code, code);
      for (const term of new Set([...heading.keys(), ...prose.keys(), ...code.keys()])) {
        const weight = packWeight({ prose: prose.get(term) ?? 0, code: code.get(term) ?? 0, heading: heading.has(term) });
        const named = heading.has(term);
        const inMore = isValueTerm(term) || (page.kind === PAGE_KIND.generated && !named && !given.has(term));
        add(inMore ? morePostings : corePostings, term, [sectionId, weight]);
      }
      sectionId += 1;
    }
    texts.push(pageTexts);
    core.pageLead.push(page.kind === PAGE_KIND.generated ? '' : leadOf(page.description || pageTexts[0] || ''));
  }
  const { terms, postings } = termIndex(corePostings);
  const { starts, shards } = shardPostings(postings);
  core.index = { terms, postingShards: starts };
  core.textShards = shardRanges(texts);
  return { core, postingShards: shards, more: { version: INDEX_FORMAT_VERSION, index: termIndex(morePostings) }, texts };
}
