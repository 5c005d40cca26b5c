/**
 * Ranks pages for a query from the index's postings. Pure: the engine hands it the loaded index.
 *
 * Order, most important first:
 * 1. how many of the query's words the page has (stop and question words only count when nothing else is typed);
 * 2. whether the page defines the query, which then is a name (see nameKey; a misspelt word names the term it
 *    was taken for): its title is that name, or a
 *    name the index gives the page is (a glossary term that links to it: "Airdrop campaign" → Airdrops; a
 *    constant of a concept page's table: `SETTLED`, matched unstemmed; a selector a reference lists for an
 *    item), or a written page's address is (`/concepts/nft`, `/concepts/solana/overview`, see addressName),
 *    or, on a reference or concept page, an item heading
 *    (h3–h4) is (`withdrawMax` on SablierFlow's reference, "Cliff" on Stream shapes), or on a concept page
 *    an h2 whose whole name is the query's.
 *    So upgrade guides, earlier releases, examples and pages that only mention a name come after the
 *    page that defines it, whatever their word scores. Generated
 *    pages define only names written as code, and for those they come before written pages;
 * 2b. whether the page is current: pages of earlier releases come after the others unless their title has every word;
 * 3. where the words are: the title is the query, the title has every word, the title, address or group
 *    has every word, one heading has every word, the title has some word;
 * 4. how much of the title the query covers;
 * 5. a score from the postings: rarer words, headings and repeated words weigh more; generated
 *    reference pages weigh a fifth and earlier releases half, so written pages lead for plain words.
 * Generated pages titled exactly as typed are then placed first or second (see pinExactNames).
 * Only pages with the most query words are listed (all of them, when any page has all).
 * When some page of the core index has every word, the core settles the order alone: words found
 * only in the body of generated pages (the `more` index) never move a page up, they only add the
 * pages the core does not find, after all the others. So those first results never change when
 * `more` arrives, and such a query need not wait for it. When no page of the core has every word,
 * the engine waits for `more` and both count alike (`combined`).
 */
import type { TermMatch } from './dictionary';
import { DEFINES, identifierParts, isAsciiWordChar, PAGE_KIND, tokenize, unpackWeight, type CoreIndex } from './index-format';
import { stem } from './stem';

const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its my of on or our should that the this ' +
    'to was we what when where which who why will with you your'
  ).split(' '),
);

/**
 * Words that frame a question rather than name its subject ("what happens to…", "difference between…"):
 * like stop words they add to the score but are not required, since the page that answers rarely uses them.
 */
const QUESTION_WORDS = new Set(['happen', 'happens', 'happened', 'difference', 'differences', 'between']);

const isFiller = (word: string): boolean => STOP_WORDS.has(word) || QUESTION_WORDS.has(word);

const PAGE_KIND_WORDS = new Set(['overview', 'introduction', 'intro', 'about']);

const KIND_FACTOR: Record<number, number> = { [PAGE_KIND.written]: 1, [PAGE_KIND.generated]: 0.2, [PAGE_KIND.previous]: 0.5 };

export interface QueryWord {
  text: string;
  /** Stop words ("how", "the") and question words ("between") add to the score but are not required. */
  optional: boolean;
  /** The last word may be unfinished: it also matches the words it begins. */
  last: boolean;
}

/** The words of a query, as the index cut its pages (identifiers whole, or in parts when the index lacks them). */
export function queryWords(query: string, known: (word: string) => boolean): QueryWord[] {
  const words: string[] = [];
  for (const raw of query.match(/[\p{L}\p{N}_]+/gu) ?? []) {
    const [whole, ...parts] = tokenize(raw);
    if (!whole) continue;
    if (parts.length > 0 && !known(whole)) words.push(...parts);
    else words.push(whole);
  }
  const unique = Array.from(new Set(words));
  const allFiller = unique.every(isFiller);
  return unique.map((text, i) => ({ text, optional: !allFiller && isFiller(text), last: i === unique.length - 1 }));
}

export interface WordMatches {
  word: QueryWord;
  core: TermMatch[];
  more: TermMatch[];
}

export interface RankedPage {
  page: number;
  /** Sections of the page, best first, with whether their heading has every required word. */
  sections: { section: number; named: boolean }[];
  titleNamed: boolean;
}

/** Headings at this level and below are items (a contract's functions, a catalogue's entries), not parts of an explanation. */
const ITEM_LEVEL = 3;

/** Negative when key `a` ranks before key `b` (each part, in order, higher first). */
const compareKeys = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
};

/** What a section's weight is worth: a heading naming the word counts most, then prose, then code. */
const FIELD_SCORE = Array.from({ length: 16 }, (_, weight) => {
  const { prose, code, heading } = unpackWeight(weight);
  return (heading ? 3 : 0) + (prose ? 1 + 0.25 * (prose - 1) : 0) + (code ? 0.5 : 0);
});

/**
 * Per query word, the best score of each section and each page, in flat arrays (a query touches
 * thousands of postings; objects per posting would keep the garbage collector busy).
 */
class Evidence {
  private readonly bySection: Float32Array;
  private readonly byPage: Float32Array;
  private readonly seen: Uint8Array;
  /** Each section's total over the words, and each page's highest section total (see `bestSectionBound`). */
  private readonly sectionTotal: Float64Array;
  private readonly pageBestSection: Float64Array;
  /** Touched sections of each touched page, in the order first seen. */
  readonly sectionsOf = new Map<number, number[]>();
  /** Per item section, the required words its heading has (one bit each); per page, whether one has them all. */
  private readonly headed: Uint32Array;
  private readonly itemNamed: Uint8Array;

  constructor(
    sections: number,
    pages: number,
    private readonly n: number,
    private readonly requiredBits = 0,
  ) {
    this.bySection = new Float32Array(sections * n);
    this.byPage = new Float32Array(pages * n);
    this.seen = new Uint8Array(sections);
    this.sectionTotal = new Float64Array(sections);
    this.pageBestSection = new Float64Array(pages);
    this.headed = new Uint32Array(requiredBits === 0 ? 0 : sections);
    this.itemNamed = new Uint8Array(pages);
  }

  /** The heading of an item section (h3–h4) has a required word (its bit in `requiredBits`). */
  markItemHeading(section: number, page: number, bit: number): void {
    const bits = this.headed[section]! | bit;
    this.headed[section] = bits;
    if (bits === this.requiredBits) this.itemNamed[page] = 1;
  }

  /** Whether an item heading of the page has every required word: only then can it name the query. */
  hasNamedItem(page: number): boolean {
    return this.itemNamed[page] === 1;
  }

  add(section: number, page: number, word: number, value: number): void {
    const s = section * this.n + word;
    if (this.seen[section] === 0) {
      this.seen[section] = 1;
      const list = this.sectionsOf.get(page);
      if (list) list.push(section);
      else this.sectionsOf.set(page, [section]);
    }
    const before = this.bySection[s]!;
    if (value > before) {
      this.bySection[s] = value;
      const total = this.sectionTotal[section]! + this.bySection[s]! - before;
      this.sectionTotal[section] = total;
      if (total > this.pageBestSection[page]!) this.pageBestSection[page] = total;
    }
    const p = page * this.n + word;
    if (value > this.byPage[p]!) this.byPage[p] = value;
  }

  /** How many of the words at `indexes` the page has. */
  wordsFound(page: number, indexes: readonly number[]): number {
    const base = page * this.n;
    let count = 0;
    for (const i of indexes) if (this.byPage[base + i]! > 0) count += 1;
    return count;
  }

  /** The page's best score for each word, summed (in word order). */
  pageTotal(page: number): number {
    const base = page * this.n;
    let total = 0;
    for (let i = 0; i < this.n; i += 1) total += this.byPage[base + i]!;
    return total;
  }

  section(section: number): Float32Array {
    return this.bySection.subarray(section * this.n, (section + 1) * this.n);
  }

  /** No section of the page totals more than this (the page's best section score, up to rounding). */
  bestSectionBound(page: number): number {
    return this.pageBestSection[page]!;
  }
}

/**
 * Whether a few words (a title's, a heading's) hold one of a query word's terms. A prefix can stand
 * for dozens of terms and a title has a handful of words: the words are looked up in the terms.
 */
const holds = (words: readonly string[], terms: Set<string>): boolean => {
  for (const w of words) if (terms.has(w)) return true;
  return false;
};

/**
 * The fewest pieces of text one of which a text must contain to hold one of `terms`: a term that
 * contains another is left out, since the shorter one is there whenever it is ("stream" for
 * "streams", "streaming", "streamid").
 */
export function anchorsOf(terms: Set<string>): string[] {
  const anchors: string[] = [];
  for (const term of [...terms].sort((a, b) => a.length - b.length)) if (!anchors.some((a) => term.includes(a))) anchors.push(term);
  return anchors;
}

/** Whether a word of `text` begins with `piece` ("up" begins no word of "lockup etherscan"). */
export function beginsWord(text: string, piece: string): boolean {
  for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) {
    if (at === 0 || !isAsciiWordChar(text.charCodeAt(at - 1))) return true;
  }
  return false;
}

/**
 * Whether a page's title, group or address may give it a tier above 0: each required word has a term
 * in its naming text (see `IndexWords.namingText`), or the text has every word of the query (an exact
 * title). A page that fails has tier 0 for certain, and its title and address are never cut into
 * words: the first query reaches hundreds of pages, and cutting them was most of its ranking time.
 */
export function mayBeNamed(text: string, anchors: string[][], queryNormalWords: string[]): boolean {
  return anchors.every((list) => list.some((a) => text.includes(a))) || queryNormalWords.every((w) => text.includes(w));
}

function tierOf(
  titleWords: readonly string[],
  otherWords: readonly string[],
  headingHit: boolean,
  required: Set<string>[],
  exactTitle: boolean,
): number {
  if (required.length === 0) return 0;
  if (exactTitle) return 5;
  if (required.every((terms) => holds(titleWords, terms))) return 4;
  if (required.every((terms) => holds(titleWords, terms) || holds(otherWords, terms))) return 3;
  return headingHit ? 2 : 0;
}

/** A title or query as its words, lower-cased (identifiers whole, not in parts): for equality. */
export const normal = (text: string): string => (text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).join(' ');

/**
 * What a query, title or heading names, as one key: its words stemmed and run together, less stop words
 * and words that say what kind of page it is, so "what is a cliff", "Cliffs", "The Lido adapter",
 * "lido adapters", "withdraw max" and `withdrawMax` are each one name.
 */
export const nameKey = (text: string): string =>
  normal(text)
    .split(' ')
    .filter((w) => w !== '' && !isFiller(w) && !PAGE_KIND_WORDS.has(w))
    .map(stem)
    .join('');

/** A constant or enum value (`STREAMING`, `FEE_MANAGEMENT_ROLE`), named by these letters alone. */
const isConstant = (name: string): boolean => /^[A-Z][A-Z0-9_]+$/.test(name.trim());

/**
 * The key of a name the index gives a page: a constant's is its text as `normal` gives it, since
 * `STREAMING` names that one value and not "stream"; any other name's is its nameKey.
 */
const givenKey = (name: string): string => (isConstant(name) ? `=${normal(name)}` : nameKey(name));

/**
 * The name a written page's address gives it: its last segment, or the one before when the last only says
 * what kind of page it is (`/concepts/solana/overview`), since a page's slug is the subject it is about; but
 * only when the title has each of its words ("Stream NFTs" for `nft`), as a title that does not is about
 * something else than its slug says ("Airdrop campaigns on Solana" at `claim-airdrop`).
 */
export function addressName(url: string, title: string): string {
  const segments = url.split('/').filter((segment) => segment !== '');
  const titleStems = new Set(normal(title).split(' ').map(stem));
  for (const segment of segments.slice(-2).reverse()) {
    const words = segment.replace(/[-_]+/g, ' ');
    const key = nameKey(words);
    if (key === '') continue;
    const named = normal(words)
      .split(' ')
      .filter((w) => !isFiller(w) && !PAGE_KIND_WORDS.has(w));
    return named.every((w) => titleStems.has(stem(w))) ? key : '';
  }
  return '';
}

/**
 * The names a heading gives: its text up to a colon ("Granularity: unlocking in steps"), and for a
 * qualified name (`LockupLinear.UnlockAmounts`) also its last part, which is how code refers to it.
 */
export function headingNames(heading: string): string[] {
  const named = heading.split(':')[0]!;
  const last = /\.([\p{L}\p{N}_]+)\s*$/u.exec(named)?.[1];
  return last ? [nameKey(named), nameKey(last)] : [nameKey(named)];
}

function remembered<T>(store: (T | undefined)[], i: number, make: () => T): T {
  const known = store[i];
  if (known !== undefined) return known;
  const made = make();
  store[i] = made;
  return made;
}

/** Each word once, in a list: a title has a handful, and a list is quicker to walk than a set. */
const distinct = (words: string[]): readonly string[] => Array.from(new Set(words));

/** The words of titles, addresses and headings, cut once per index and kept (cutting is the costly part). */
export class IndexWords {
  private readonly titles: (readonly string[] | undefined)[] = [];
  private readonly others: (readonly string[] | undefined)[] = [];
  private readonly headings: (readonly string[] | undefined)[] = [];
  private readonly titleNormals: (string | undefined)[] = [];
  private readonly titleSizes: (number | undefined)[] = [];
  private readonly compounds: (boolean | undefined)[] = [];
  private readonly namingTexts: (string | null | undefined)[] = [];
  private readonly titleNames: (string | undefined)[] = [];
  private readonly addressNames: (string | undefined)[] = [];
  private readonly headingNameLists: (readonly string[] | undefined)[] = [];
  private givenNameLists: Map<number, readonly string[]> | null = null;
  private readonly groups = new Map<string, readonly string[]>();

  constructor(private readonly core: CoreIndex) {}

  title(page: number): readonly string[] {
    return remembered(this.titles, page, () => distinct(tokenize(this.core.pages[page]![1])));
  }

  titleNormal(page: number): string {
    return remembered(this.titleNormals, page, () => normal(this.core.pages[page]![1]));
  }

  /** The group and the address's last two segments ("faq", "calculate rps"). */
  other(page: number): readonly string[] {
    const [url, , group] = this.core.pages[page]!;
    return remembered(this.others, page, () =>
      distinct([...this.groupWords(group), ...tokenize(url.split('/').slice(-2).join(' ').replace(/[-_]+/g, ' '))]),
    );
  }

  /** A few dozen groups are shared by a thousand pages: each is cut once. */
  private groupWords(group: string): readonly string[] {
    let words = this.groups.get(group);
    if (!words) {
      words = tokenize(group);
      this.groups.set(group, words);
    }
    return words;
  }

  /**
   * Title words that count for how well the query fits the title: words that only say what kind of
   * page it is ("Merkle API overview") do not dilute the fit.
   */
  titleSize(page: number): number {
    return remembered(this.titleSizes, page, () => this.title(page).filter((w) => !PAGE_KIND_WORDS.has(w)).length);
  }

  /**
   * The title, group and address's last two segments, lower-cased, in one text: every word `title`
   * and `other` give is a piece of it. Lower-casing a piece gives a piece of the lower-cased whole
   * for every letter but the capital sigma (its small form depends on the next letter): null then.
   */
  namingText(page: number): string | null {
    return remembered(this.namingTexts, page, () => {
      const [url, title, group] = this.core.pages[page]!;
      const text = `${title}\n${group}\n${url.split('/').slice(-2).join('/')}`;
      return text.includes('\u03a3') ? null : text.toLowerCase();
    });
  }

  /** Whether the title is one identifier made of parts (`SablierLockup`, `Stream_bool_exp`). */
  titleIsCompound(page: number): boolean {
    return remembered(this.compounds, page, () => {
      const words = this.core.pages[page]![1].trim().split(/\s+/);
      return words.length === 1 && identifierParts(words[0]!).length > 0;
    });
  }

  heading(section: number): readonly string[] {
    return remembered(this.headings, section, () => distinct(tokenize(this.core.sectionHeading[section]!)));
  }

  /** The title's name (see nameKey). */
  titleName(page: number): string {
    return remembered(this.titleNames, page, () => nameKey(this.core.pages[page]![1]));
  }

  /**
   * The names the index gives the page besides its title and headings (see CoreIndex.pageNames), as keys:
   * a constant's is its words unstemmed (see givenKey).
   */
  givenNames(page: number): readonly string[] {
    if (this.givenNameLists === null) {
      const lists = new Map<number, string[]>();
      for (const [at, name] of this.core.pageNames) {
        const list = lists.get(at);
        if (list) list.push(givenKey(name));
        else lists.set(at, [givenKey(name)]);
      }
      this.givenNameLists = lists;
    }
    return this.givenNameLists.get(page) ?? [];
  }

  /** The name the page's address gives it (see addressName). */
  addressName(page: number): string {
    return remembered(this.addressNames, page, () => addressName(this.core.pages[page]![0], this.core.pages[page]![1]));
  }

  /** The names a section's heading gives (see headingNames). */
  headingNames(section: number): readonly string[] {
    return remembered(this.headingNameLists, section, () => headingNames(this.core.sectionHeading[section]!));
  }
}

export interface RankInput {
  core: CoreIndex;
  words: IndexWords;
  matches: WordMatches[];
  query: string;
  /** Pages a filter keeps. */
  keep: (page: number) => boolean;
  /** Count `more` like the core: only when no page of the core has every required word. */
  combined?: boolean;
  /** Pages the caller will show at most: pages past it are counted but not put in order. */
  limit?: number;
}

export interface Ranking {
  /** Pages in order: the core's, then those only `more` finds. */
  pages: RankedPage[];
  /** Whether some page has every required word (the core alone decides this unless `combined`). */
  complete: boolean;
}

export function rankPages({ core, words, matches, query, keep, combined = false, limit = Infinity }: RankInput): Ranking {
  const total = core.sectionPage.length;
  const n = matches.length;
  const required = matches.filter((m) => !m.word.optional);
  const requiredTerms = required.map((m) => new Set(m.core.map((t) => t.term)));
  // One bit per required word (a query of more than 31 words is not a name).
  const bitOf = matches.map((m, i) => (m.word.optional || i > 30 ? 0 : 1 << i));
  const requiredBits = required.length > 0 && required.length <= 31 ? bitOf.reduce((a, b) => a | b, 0) : 0;
  const evidence = new Evidence(total, core.pages.length, n, requiredBits);
  const moreEvidence = combined ? evidence : new Evidence(total, core.pages.length, n);
  // On a written page of terms (a concept page) an h2 may name a term too, but only as a whole name (see itemDefines).
  const mayName = (section: number, page: number): boolean =>
    core.sectionLevel[section]! >= ITEM_LEVEL || (core.sectionLevel[section] === 2 && core.pages[page]![3] === PAGE_KIND.written);
  const score = (list: TermMatch[], word: number, into: Evidence) => {
    for (const match of list) {
      // Only a heading with the word as typed (or a word of its stem) can be the query's name.
      const bit = into === evidence && requiredBits !== 0 && (match.kind === 'exact' || match.kind === 'stem') ? bitOf[word]! : 0;
      const idf = Math.log(1 + total / match.postings.length);
      for (const [section, weight] of match.postings) {
        const page = core.sectionPage[section]!;
        if (!keep(page)) continue;
        into.add(section, page, word, match.quality * idf * FIELD_SCORE[weight]!);
        if (bit !== 0 && (weight & 8) !== 0 && mayName(section, page)) into.markItemHeading(section, page, bit);
      }
    }
  };
  for (const [i, m] of matches.entries()) {
    score(m.core, i, evidence);
    score(m.more, i, moreEvidence);
  }

  const requiredIndex = matches.map((m, i) => (m.word.optional ? -1 : i)).filter((i) => i >= 0);
  const coverage = (from: Evidence, page: number) => from.wordsFound(page, requiredIndex) || (requiredIndex.length === 0 ? 1 : 0);
  const queryNormal = normal(query);
  const queryNormalWords = queryNormal.split(' ').filter((w) => w !== '');
  const anchors = requiredTerms.map(anchorsOf);
  // An identifier: written like one (`Stream_bool_exp`, `withdrawMax`, `ERC20`, `Lockup.Status`), or a long word that
  // names a function, event or type heading of a generated page in any case (`CREATEWITHTIMESTAMPSLL`).
  const namesGenerated = (m: WordMatches) =>
    m.core.some(
      (t) =>
        t.kind === 'exact' &&
        t.term.length >= 10 &&
        t.postings.some(
          ([section, weight]) => unpackWeight(weight).heading && core.pages[core.sectionPage[section]!]![3] === PAGE_KIND.generated,
        ),
    );
  const writtenAsCode = /[_\d]|\p{Ll}\p{Lu}|\p{L}\.\p{Lu}/u.test(query.trim());
  const identifier = writtenAsCode || matches.some(namesGenerated);

  /** The tier the title, address and group give (a heading can only lift a page from 0 to 2). */
  const titleTier = (page: number): number => {
    const generated = core.pages[page]![3] === PAGE_KIND.generated;
    if (required.length === 0) return 0;
    const text = words.namingText(page);
    if (text !== null && !mayBeNamed(text, anchors, queryNormalWords)) return 0;
    const exactTitle = !generated && words.titleNormal(page) === queryNormal;
    return tierOf(words.title(page), words.other(page), false, requiredTerms, exactTitle);
  };
  const finalTier = (page: number, tier: number): number => {
    // Generated titles are type and function names: for an identifier they rank just below written
    // titles; for a plain word every written page that has it comes first (the exact name is pinned).
    if (core.pages[page]![3] === PAGE_KIND.generated) return identifier ? Math.min(tier, 3) : -1;
    return tier;
  };
  // How much of the title the query covers: "Stream shapes" fits "stream" better than
  // "Counting streamed tokens in Snapshot votes".
  // Below those tiers, how many of the words begin a word of the title, group or address: "Lockup indexers" fits
  // "arbitrum lockup indexer endpoint" better than "Flow indexers" (text only: most titles are never cut into words).
  const fitOf = (page: number, tier: number): number => {
    if (tier < 4) {
      const text = words.namingText(page);
      if (text === null) return 0;
      const share = anchors.filter((list) => list.some((a) => beginsWord(text, a))).length / Math.max(1, anchors.length);
      // A word or two of a long question found in a title ("app" in "Apps") says nothing of what the page is about.
      return share >= 0.5 ? share : 0;
    }
    const titleWords = words.title(page);
    return (
      required.reduce((sum, m) => sum + Math.max(0, ...m.core.filter((t) => titleWords.includes(t.term)).map((t) => t.quality)), 0) /
      Math.max(words.titleSize(page), required.length)
    );
  };
  // A title whose text lacks a word of the query cannot be the query: most pages are not cut into words.
  const mayBeTitled = (page: number): boolean => {
    const text = words.namingText(page);
    return text === null || queryNormalWords.every((w) => text.includes(w));
  };
  // A compound name in any case ("sablierlockup", "stream_bool_exp") is still that name; a plain
  // word ("Stream") names the page only as typed.
  const exactAsTyped = (page: number): boolean =>
    core.pages[page]![1].trim() === query.trim() ||
    (mayBeTitled(page) && words.titleIsCompound(page) && words.titleNormal(page) === queryNormal);
  // A generated page's title counts as the query only when typed exactly, and even then it is
  // placed by `pinExactNames`: "stream" is a plain word to most readers and a GraphQL query name too.
  const pinnedName = (page: number): boolean => core.pages[page]![3] === PAGE_KIND.generated && exactAsTyped(page);

  // The query as a name (see nameKey), and the name words a title must hold to give it.
  // A misspelt word names what it was taken for ("clawbak" → clawback): its most used term one edit away.
  const spelt = (m: WordMatches): string => {
    if (m.core.length === 0 || m.core.some((t) => t.kind !== 'typo')) return m.word.text;
    return m.core.reduce((a, b) => (b.postings.length > a.postings.length ? b : a)).term;
  };
  const nameSource = matches.some((m) => spelt(m) !== m.word.text) ? matches.map(spelt).join(' ') : query;
  const queryName = nameKey(nameSource);
  const queryConstant = `=${queryNormal}`;
  const nameStems = normal(nameSource)
    .split(' ')
    .filter((w) => w !== '' && !isFiller(w) && !PAGE_KIND_WORDS.has(w))
    .map((w) => stem(w).slice(0, -1));
  // Generated pages define names written as code only: to most readers "stream" or "comptroller" is the concept.
  // Several name words and nothing else ("withdraw max") may be one identifier run apart, as a single word is not: to
  // most readers "stream" is the concept, but "withdraw max" can only be `withdrawMax` (see itemDefines).
  const compoundName = !writtenAsCode && nameStems.length >= 2 && queryNormalWords.length === nameStems.length;
  const mayDefine = (page: number): boolean =>
    queryName !== '' && (writtenAsCode || compoundName || core.pages[page]![3] !== PAGE_KIND.generated);
  // A name written as code (`Flow.Status`) is the reference's before it is a written page's ("Flow statuses").
  const definedBy = (page: number): number => (writtenAsCode && core.pages[page]![3] === PAGE_KIND.generated ? 2 : 1);
  /**
   * Whether the page's title is the query's name (most pages define what their title names), or one of the
   * names the index gives it is (a glossary term that links to it, a constant of its tables).
   */
  const titleDefines = (page: number): boolean => {
    if (!mayDefine(page) || core.pages[page]![5] === DEFINES.nothing) return false;
    if (compoundName && core.pages[page]![3] === PAGE_KIND.generated) return false;
    const given = words.givenNames(page);
    if (given.includes(queryName) || given.includes(queryConstant)) return true;
    const text = words.namingText(page);
    if (text !== null && !nameStems.every((w) => text.includes(w))) return false;
    return words.titleName(page) === queryName || (core.pages[page]![3] === PAGE_KIND.written && words.addressName(page) === queryName);
  };
  /** Whether item headings of the page (see PageDefines) may define the query: one has every required word. */
  const itemsMayDefine = (page: number, from: Evidence): boolean =>
    core.pages[page]![5] === DEFINES.items && mayDefine(page) && from.hasNamedItem(page);
  // Run apart, a query names a generated item only when the heading is that one identifier (`withdrawMax`), not a
  // qualified name (`Lockup.Status` is not "lockup statuses") nor a title.
  const oneIdentifier = (section: number): boolean => /^[\p{L}\p{N}_]+$/u.test(core.sectionHeading[section]!.trim());
  const itemDefines = (section: number): boolean =>
    mayName(section, core.sectionPage[section]!) &&
    words.headingNames(section).includes(queryName) &&
    (!compoundName || core.pages[core.sectionPage[section]!]![3] !== PAGE_KIND.generated || oneIdentifier(section));

  // Pages of earlier releases (upgrade guides, previous deployments, legacy) come after the current pages with as many
  // words, unless their title has every word: then they are what was asked for ("upgrade to lockup v4").
  const current = (page: number, tier: number): number => Number(core.pages[page]![3] !== PAGE_KIND.previous || tier >= 4);

  const describe = (page: number, from: Evidence) => {
    const kind = core.pages[page]![3];
    const sections = (from.sectionsOf.get(page) ?? []).map((section) => {
      const scores = from.section(section);
      const named =
        required.length > 0 &&
        requiredIndex.every((i) => scores[i]! > 0) &&
        requiredTerms.every((terms) => holds(words.heading(section), terms));
      return { section, named, value: scores.reduce((a, b) => a + b, 0) };
    });
    sections.sort((a, b) => Number(b.named) - Number(a.named) || b.value - a.value || a.section - b.section);
    const pinned = pinnedName(page);
    const fromTitle = titleTier(page);
    const headingHit = fromTitle === 0 && requiredTerms.length > 0 && sections.some((s) => s.named && core.sectionLevel[s.section]! > 1);
    const tier = finalTier(page, headingHit ? 2 : fromTitle);
    const best = sections[0]?.value ?? 0;
    const value = (from.pageTotal(page) + best) * KIND_FACTOR[kind]!;
    const defines =
      titleDefines(page) || (itemsMayDefine(page, from) && sections.some((s) => s.named && itemDefines(s.section))) ? definedBy(page) : 0;
    return {
      ranked: {
        page,
        sections: sections.map(({ section, named }) => ({ section, named })),
        titleNamed: tier >= 4 || pinned,
      },
      pinned,
      tier,
      key: [coverage(from, page), defines, current(page, tier), tier, fitOf(page, tier), value] as const,
    };
  };
  type Described = ReturnType<typeof describe>;
  const byKey = (a: Described, b: Described) => compareKeys(a.key, b.key) || a.ranked.page - b.ranked.page;
  /**
   * Generated pages named exactly as typed come first for an identifier (`Stream_bool_exp`,
   * `createWithDurationsLL`), and second, after the best written page, for a plain word (`streams`,
   * `asset`): that word is a GraphQL name to some readers and the concept to most.
   */
  const pinExactNames = (list: Described[], unordered: RankedPage[] = []): RankedPage[] => {
    // A name in the very case typed comes first: `FlowStream` is the object type, `flowStream` the query.
    const typed = (d: Described) => Number(core.pages[d.ranked.page]![1].trim() === query.trim());
    const pinned = list.filter((d) => d.pinned).sort((a, b) => typed(b) - typed(a));
    const rest = list.filter((d) => !d.pinned);
    // The best written page stays first when it defines the name, or when no pinned page does (a GraphQL query named after a type).
    const pinnedDefines = pinned.some((d) => core.pages[d.ranked.page]![5] !== DEFINES.nothing);
    const at = rest.length > 0 && (rest[0]!.key[1] > 0 || !pinnedDefines) && (!identifier || rest[0]!.tier >= 4) ? 1 : 0;
    return [...rest.slice(0, at), ...pinned, ...rest.slice(at)].map((d) => d.ranked).concat(unordered);
  };

  /**
   * What a page's key can be at most, from its title and its word scores alone: working out its
   * sections (which heading names the query, which section is best) is most of a page's cost, and a
   * short word such as "st" reaches hundreds of pages of which a handful are shown.
   */
  const bound = (page: number, from: Evidence) => {
    const fromTitle = titleTier(page);
    const tier = finalTier(page, fromTitle === 0 && requiredTerms.length > 0 ? 2 : fromTitle);
    // Relative slack: the sums are taken in another order than `describe` takes them.
    const value = (from.pageTotal(page) + from.bestSectionBound(page)) * KIND_FACTOR[core.pages[page]![3]]! * (1 + 1e-9);
    const defines = titleDefines(page) || itemsMayDefine(page, from) ? definedBy(page) : 0;
    return { page, key: [coverage(from, page), defines, current(page, tier), tier, fitOf(page, tier), value] as const };
  };
  type Bound = ReturnType<typeof bound>;
  /** Whether a described page is sure to come before every page whose key is at most `b`. */
  const ahead = (d: Described, b: Bound): boolean => {
    const order = compareKeys(d.key, b.key);
    return order !== 0 ? order < 0 : d.ranked.page < b.page;
  };
  /**
   * The pages in order, or, when more than `limit` pages have the words, the first `limit` in order
   * followed by the rest unordered (they are counted, not shown). Pages are described best bound
   * first, until `limit` described pages are sure to come before every page left.
   */
  const order = (pages: number[], from: Evidence, limit = Infinity): RankedPage[] => {
    if (pages.length <= limit) {
      return pinExactNames(
        pages
          .map((page) => describe(page, from))
          .filter((d) => d.key[0] > 0)
          .sort(byKey),
      );
    }
    const bounds = pages.map((page) => bound(page, from)).filter((b) => b.key[0] > 0);
    bounds.sort((a, b) => compareKeys(a.key, b.key) || a.page - b.page);
    const pinned: Described[] = [];
    const top: Described[] = [];
    const unordered: RankedPage[] = [];
    for (const b of bounds) {
      const last = top.length >= limit ? top[limit - 1]! : null;
      // Pages named exactly as typed are placed by pinExactNames wherever they rank: always described.
      if (last && ahead(last, b) && !pinnedName(b.page)) {
        unordered.push({ page: b.page, sections: [], titleNamed: false });
        continue;
      }
      const d = describe(b.page, from);
      if (d.pinned) pinned.push(d);
      else if (d.key[0] > 0) {
        let i = top.length;
        while (i > 0 && byKey(top[i - 1]!, d) > 0) i -= 1;
        top.splice(i, 0, d);
        if (top.length > limit) unordered.push(top.pop()!.ranked);
      }
    }
    return pinExactNames([...top, ...pinned].sort(byKey), unordered);
  };

  const corePages = Array.from(evidence.sectionsOf.keys());
  let best = 0;
  for (const page of corePages) best = Math.max(best, coverage(evidence, page));
  const full = Math.max(1, requiredIndex.length);
  const ranked = order(
    corePages.filter((page) => coverage(evidence, page) === best),
    evidence,
    limit,
  );
  const morePages =
    best === full && moreEvidence !== evidence
      ? Array.from(moreEvidence.sectionsOf.keys()).filter((page) => !evidence.sectionsOf.has(page) && coverage(moreEvidence, page) === full)
      : [];
  // Hundreds of generated pages can mention a common word: they are only ordered when some will be shown.
  const moreOnly =
    ranked.length < limit ? order(morePages, moreEvidence) : morePages.map((page) => ({ page, sections: [], titleNamed: false }));
  return { pages: [...ranked, ...moreOnly], complete: best === full };
}
