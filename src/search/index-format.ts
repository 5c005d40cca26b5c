/**
 * The embedded search index's files, written by plugins/search-index and read by ./engine. This file is the one
 * module the two sides share: the writer imports nothing else from src/search, and nothing here imports the writer.
 *
 * `core.json` holds the pages, their sections and the terms of the inverted index of what most queries
 * need: the written pages' words and every page's title and headings; those terms' postings are in
 * `postings-{n}.json` shards, loaded for the terms a query touches. `more.json` holds the rest of the
 * inverted index: words that appear only in the body of generated reference pages, addresses and
 * long numbers. A query waits for `more.json` only when the core cannot settle its first results
 * (see ../search/engine). Each page's section texts (what snippets quote) live in `text/{page}.json`,
 * fetched for the pages a result list shows; after the first results the engine loads them all, a
 * few shards (`texts-{n}.json`) at a time, so later keystrokes need no request at all.
 */
export const INDEX_FORMAT_VERSION = 4;

/** The file every build's index starts from: it names the directory that holds that build's files. */
export const ENTRY_FILE = 'entry.json';

export interface IndexEntry {
  version: number;
  /** Directory (under the index base) holding this build's files. */
  dir: string;
}

/** Written pages rank first; generated reference pages and earlier releases weigh less. */
export type PageKind = 0 | 1 | 2;
export const PAGE_KIND = { written: 0, generated: 1, previous: 2 } as const;

/**
 * What of a page defines the names it gives: its title (most pages), its title and its item headings
 * (h3–h4: a contract's functions, events and errors, a concept page's terms), or nothing (a GraphQL
 * query named after the type it returns: the type's page defines that name).
 */
export type PageDefines = 0 | 1 | 2;
export const DEFINES = { title: 0, items: 1, nothing: 2 } as const;

/** [url without trailing slash, title, group (area › categories), kind, index of its docusaurus_tag in `tags`, what defines] */
export type CorePage = [string, string, string, PageKind, number, PageDefines];

export interface CoreIndex {
  version: typeof INDEX_FORMAT_VERSION;
  /** The `language` facet of every page (the site has one language). */
  language: string;
  /** The values of the `docusaurus_tag` facet. */
  tags: string[];
  pages: CorePage[];
  /** Per section: its page's index. Sections of a page are consecutive; a page's first is its introduction. */
  sectionPage: number[];
  /** Per section: the heading's anchor ('' for the introduction). */
  sectionAnchor: string[];
  /** Per section: the heading ('' for the introduction, whose heading is the page title). */
  sectionHeading: string[];
  /** Per section: 1 for the introduction, 2–4 for h2–h4. */
  sectionLevel: number[];
  /** The core's inverted index: its terms here, their postings in `postings-{n}.json` (see ShardedTermIndex). */
  index: ShardedTermIndex;
  /** The text shards: [first page, number of pages] of `texts-{n}.json`. */
  textShards: [first: number, count: number][];
  /**
   * Per page, a short lead (its description, or the start of its introduction) for written pages,
   * '' for generated ones: what a first answer quotes before the page's own text has arrived.
   */
  pageLead: string[];
  /**
   * Names pages define besides their titles and headings, as [page, name] in page order: the glossary's
   * terms (each on the page its entry links to), the constants a concept page's table rows give, and the
   * unit an overview's section is about (see plugins/search-index/names.ts).
   */
  pageNames: [page: number, name: string][];
}

export interface TermIndex {
  /** Every term, sorted by code unit. */
  terms: string[];
  /** Per term: its postings, see `encodePostings`. */
  postings: string[];
}

/**
 * The core's terms, with their postings cut into shards of consecutive terms (`postings-{n}.json`, each
 * an array of encoded postings): a query loads only the shards of the terms it touches. A word, its
 * stem family and the words it begins sit next to each other in sorted order, so one or two shards
 * answer most queries; the term list alone decides which (prefixes, stems and typos need no postings).
 */
export interface ShardedTermIndex {
  /** Every term, sorted by code unit. */
  terms: string[];
  /** The first term of each postings shard. */
  postingShards: number[];
}

export interface MoreIndex {
  version: typeof INDEX_FORMAT_VERSION;
  index: TermIndex;
}

/** Terms kept out of the core: addresses, hashes and long numbers, which only a pasted value matches. */
export const isValueTerm = (term: string): boolean => /^0x[0-9a-f]{12,}$/.test(term) || /^\d{7,}$/.test(term);

/** One page's section texts, in the order of its sections. */
export type PageText = string[];

/** A text shard: the texts of consecutive pages. */
export type TextShard = PageText[];

/**
 * A posting's weight packs where a term occurs in a section: how often in the prose (0–3, where 3
 * means three times or more), whether in code, and whether the heading (or, for an introduction,
 * the page title or address) names it. Coarse on purpose: finer counts cost index bytes and did
 * not change a ranking in the relevance set.
 */
export interface Occurrence {
  prose: number;
  code: number;
  heading: boolean;
}

export function packWeight({ prose, code, heading }: Occurrence): number {
  return Math.min(prose, 3) | (code > 0 ? 4 : 0) | (heading ? 8 : 0);
}

export function unpackWeight(weight: number): Occurrence {
  return { prose: weight & 3, code: (weight >> 2) & 1, heading: (weight & 8) !== 0 };
}

const WEIGHTS = 16;

/**
 * Postings are written as base-36 numbers separated by commas: for each section, in increasing order,
 * (gap from the previous section id) × 16 + weight. Compact once gzipped, and decoded only for the
 * terms a query touches.
 */
export function encodePostings(entries: [section: number, weight: number][]): string {
  let previous = 0;
  return entries
    .map(([section, weight]) => {
      const value = (section - previous) * WEIGHTS + weight;
      previous = section;
      return value.toString(36);
    })
    .join(',');
}

export function decodePostings(encoded: string): [section: number, weight: number][] {
  const out: [number, number][] = [];
  let section = 0;
  for (const part of encoded.split(',')) {
    const value = parseInt(part, 36);
    section += Math.floor(value / WEIGHTS);
    out.push([section, value % WEIGHTS]);
  }
  return out;
}

/*
 * The terms. What a term is belongs to the format: the index builder (Node) cuts pages and the engine
 * (browser) cuts queries with the same `tokenize`, so a query is cut exactly as the pages were.
 */

/** Letters, digits and underscores: `Stream_bool_exp` and `0x8f40a2b1` stay one word. */
const WORD = /[\p{L}\p{N}_]+/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is what is tested
const ASCII = /^[\x00-\x7f]*$/;

const UNDERSCORE = 95;

/** Words longer than this are hashes or data blobs, not something a reader types. */
const MAX_TERM_LENGTH = 48;

/**
 * The parts of an identifier: `withdrawMax` → withdraw, max; `Stream_bool_exp` → stream, bool, exp;
 * `ERC20` → erc, 20. Addresses and selectors (`0x…`) are not split.
 */
export function identifierParts(word: string): string[] {
  // Most words are plain ("stream", "Stream"): nothing to split, and the splitting below is costly.
  if (/^[A-Z]?[a-z]*$/.test(word) || /^0x[0-9a-f]+$/i.test(word)) return [];
  const parts = (ASCII.test(word) ? asciiSplit(word) : unicodeSplit(word))
    .split(/[\s_]+/)
    .map((p) => p.toLowerCase())
    .filter((p) => p.length >= 2);
  return parts.length > 1 ? parts : [];
}

/** Spaces where an identifier's parts meet: lower or digit then upper, the last capital of a run, letters and digits. */
function unicodeSplit(word: string): string {
  return word
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/(\p{N})(\p{L})/gu, '$1 $2');
}

/** `unicodeSplit` for an ASCII word: the same classes, written without Unicode properties. */
function asciiSplit(word: string): string {
  return word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])([0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2');
}

/** Every term of a text: each word lower-cased, followed by its identifier parts. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  if (!ASCII.test(text)) {
    for (const match of text.matchAll(WORD)) addWord(terms, match[0], false);
    return terms;
  }
  // ASCII text (nearly all of it) is cut by hand: the first query cuts a thousand titles and addresses,
  // and a pattern's match objects cost more than the words.
  let start = -1;
  for (let i = 0; i <= text.length; i += 1) {
    if (i < text.length && isAsciiWordChar(text.charCodeAt(i))) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      addWord(terms, text.slice(start, i), true);
      start = -1;
    }
  }
  return terms;
}

/** [A-Za-z0-9_] */
export function isAsciiWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === UNDERSCORE;
}

function addWord(terms: string[], found: string, ascii: boolean): void {
  // Underscores are rare at either end (`_stream`): most words skip the trimming pattern.
  const word =
    found.charCodeAt(0) === UNDERSCORE || found.charCodeAt(found.length - 1) === UNDERSCORE ? found.replace(/^_+|_+$/g, '') : found;
  if (word.length < 2 && !(ascii ? /[0-9]/ : /\p{N}/u).test(word)) return;
  if (word.length > MAX_TERM_LENGTH) return;
  terms.push(word.toLowerCase());
  for (const part of identifierParts(word)) terms.push(part);
}
