/**
 * Finds the index terms a query word stands for: the word itself, words with the same stem,
 * words it begins (as the reader types), and, for words of five letters or more that the index
 * does not know, words one edit away ("withdrawl" → "withdrawal", "airdorp" → "airdrop").
 *
 * The core's postings arrive in shards (see ./index-format): a lookup first works out which terms
 * it needs from the term list alone (`prepare`), loads their shards, then reads their postings.
 */
import { decodePostings } from './index-format';
import { withinOneEdit } from './text';
import { stem } from './stem';

export type MatchKind = 'exact' | 'stem' | 'prefix' | 'typo';

export interface TermMatch {
  term: string;
  kind: MatchKind;
  /** 1 for the word as typed; less for the looser kinds. */
  quality: number;
  postings: [section: number, weight: number][];
}

const QUALITY: Record<MatchKind, number> = { exact: 1, stem: 0.85, prefix: 0.6, typo: 0.5 };

/** Prefixes of a few letters match hundreds of words: the most frequent ones stand for the rest. */
const MAX_PREFIX_TERMS = 40;
const MIN_TYPO_LENGTH = 5;

export interface LookupOptions {
  /** The reader may still be typing the word (the query's last word): it also matches the words it begins. */
  asPrefix: boolean;
  /** Also look one edit away when nothing else matches. */
  typos: boolean;
}

/** Where a dictionary's postings come from: all at hand (the `more` file), or in shards loaded on demand. */
export interface PostingSource {
  /** First term of each shard; shard n holds the postings of terms [starts[n], starts[n + 1]). */
  starts: number[];
  load(shard: number): Promise<string[]>;
}

/** The terms a word stands for, before their postings are read. */
interface Plan {
  exact: number;
  stems: number[];
  /** The terms the word begins, [from, to), when it is read as a prefix. */
  prefix: [number, number] | null;
  /** Terms one edit away, then their stem families, in that order. */
  typos: number[];
}

export class Dictionary {
  private readonly terms: string[];
  /** Per term, its encoded postings once its shard has arrived. */
  private readonly postings: (string | undefined)[];
  private readonly source: PostingSource | null;
  private readonly shards = new Map<number, Promise<void>>();
  /** Stem families worked out so far (see stemFamily). */
  private readonly stems = new Map<string, number[]>();
  /** Term indices by term length, ascending: the typo lookup's candidates (built on the first typo). */
  private byLength: number[][] | null = null;
  private readonly decoded = new Map<number, [number, number][]>();

  constructor(index: { terms: string[]; postings?: string[] }, source: PostingSource | null = null) {
    this.terms = index.terms;
    this.postings = index.postings ?? new Array<string | undefined>(index.terms.length);
    this.source = source;
  }

  /** Index of the first term >= `word` (binary search over the sorted terms). */
  private lowerBound(word: string): number {
    const { terms } = this;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (terms[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  has(word: string): boolean {
    return this.terms[this.lowerBound(word)] === word;
  }

  private postingsOf(i: number): [number, number][] {
    const known = this.decoded.get(i);
    if (known) return known;
    const encoded = this.postings[i];
    if (encoded === undefined) throw new Error(`search index: postings of "${this.terms[i]}" not loaded`);
    const list = decodePostings(encoded);
    this.decoded.set(i, list);
    return list;
  }

  /**
   * The terms whose stem is `key`, in index order. A stem without its last letter always begins the
   * word it came from (the stemmer only cuts endings, and turns "-ies" into "-y"), so only the terms
   * that begin so are stemmed: a few dozen instead of the whole dictionary, which slowed the first query.
   */
  private stemFamily(key: string): number[] {
    let family = this.stems.get(key);
    if (!family) {
      const { terms } = this;
      const begins = key.slice(0, -1);
      family = [];
      for (let i = this.lowerBound(begins); i < terms.length && terms[i]!.startsWith(begins); i += 1) {
        if (stem(terms[i]!) === key) family.push(i);
      }
      this.stems.set(key, family);
    }
    return family;
  }

  private lengthBuckets(): number[][] {
    if (!this.byLength) {
      const buckets: number[][] = [];
      this.terms.forEach((term, i) => {
        const bucket = buckets[term.length];
        if (bucket) bucket.push(i);
        else buckets[term.length] = [i];
      });
      this.byLength = buckets;
    }
    return this.byLength;
  }

  /**
   * The terms one edit away from `word` (insertion, deletion, substitution or transposition of two
   * neighbours), in index order. Only terms whose length differs by at most one can be that close,
   * so only those length buckets are compared, each by a linear check rather than a distance table.
   */
  typoCandidates(word: string): number[] {
    const buckets = this.lengthBuckets();
    const out: number[] = [];
    for (let length = Math.max(word.length - 1, 0); length <= word.length + 1; length += 1) {
      for (const i of buckets[length] ?? []) if (withinOneEdit(word, this.terms[i]!)) out.push(i);
    }
    return out.sort((a, b) => a - b);
  }

  private plan(word: string, { asPrefix, typos }: LookupOptions): Plan {
    const { terms } = this;
    const start = this.lowerBound(word);
    const exact = terms[start] === word ? start : -1;
    const stems = this.stemFamily(stem(word));
    let prefix: [number, number] | null = null;
    if (asPrefix && word.length >= 2) {
      let end = start;
      while (end < terms.length && terms[end]!.startsWith(word)) end += 1;
      prefix = [start, end];
    }
    const nothingElse = exact < 0 && stems.length === 0 && (!prefix || prefix[0] === prefix[1]);
    const typoTerms: number[] = [];
    if (typos && nothingElse && word.length >= MIN_TYPO_LENGTH && !/\d/.test(word)) {
      const near = this.typoCandidates(word);
      const seen = new Set(near);
      typoTerms.push(...near);
      // A corrected word brings its own family: "airdorp" → "airdrop" → "airdrops".
      for (const corrected of near) {
        for (const i of this.stemFamily(stem(terms[corrected]!))) {
          if (!seen.has(i)) {
            seen.add(i);
            typoTerms.push(i);
          }
        }
      }
    }
    return { exact, stems, prefix, typos: typoTerms };
  }

  /** Loads the postings shards `lookup(word, options)` reads; a shard that fails is asked for again next time. */
  prepare(word: string, options: LookupOptions): Promise<void> {
    const source = this.source;
    if (!source) return Promise.resolve();
    const { exact, stems, prefix, typos } = this.plan(word, options);
    const wanted = new Set<number>();
    const shardOf = (i: number): number => {
      let lo = 0;
      let hi = source.starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (source.starts[mid]! <= i) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    };
    const want = (i: number) => {
      if (this.postings[i] === undefined) wanted.add(shardOf(i));
    };
    if (exact >= 0) want(exact);
    stems.forEach(want);
    typos.forEach(want);
    if (prefix) for (let i = prefix[0]; i < prefix[1]; i += 1) want(i);
    return Promise.all(Array.from(wanted, (n) => this.loadShard(source, n))).then(() => undefined);
  }

  /** Loads every postings shard not loaded yet (after the first results, so later keystrokes need no request). */
  loadAll(): Promise<void> {
    const source = this.source;
    if (!source) return Promise.resolve();
    return Promise.all(source.starts.map((_, n) => this.loadShard(source, n))).then(() => undefined);
  }

  private loadShard(source: PostingSource, n: number): Promise<void> {
    let loading = this.shards.get(n);
    if (!loading) {
      loading = source.load(n).then((list) => {
        const first = source.starts[n]!;
        list.forEach((encoded, k) => {
          this.postings[first + k] = encoded;
        });
      });
      this.shards.set(n, loading);
      loading.catch(() => this.shards.delete(n));
    }
    return loading;
  }

  private match(i: number, kind: MatchKind, quality = QUALITY[kind]): TermMatch {
    return { term: this.terms[i]!, kind, quality, postings: this.postingsOf(i) };
  }

  /** The terms `word` stands for; with sharded postings, after `prepare` has resolved for the same arguments. */
  lookup(word: string, options: LookupOptions): TermMatch[] {
    const { terms, postings } = this;
    const plan = this.plan(word, options);
    const found = new Map<number, TermMatch>();
    if (plan.exact >= 0) found.set(plan.exact, this.match(plan.exact, 'exact'));
    for (const i of plan.stems) {
      if (!found.has(i)) found.set(i, this.match(i, 'stem'));
    }
    if (plan.prefix) {
      const range: number[] = [];
      for (let i = plan.prefix[0]; i < plan.prefix[1]; i += 1) if (!found.has(i)) range.push(i);
      // Longer posting strings belong to more frequent words.
      range.sort((a, b) => postings[b]!.length - postings[a]!.length);
      for (const i of range.slice(0, MAX_PREFIX_TERMS)) {
        // "cancel" is closer to "cancelable" than "ca" is.
        found.set(i, this.match(i, 'prefix', QUALITY.prefix * Math.sqrt(word.length / terms[i]!.length)));
      }
    }
    for (const i of plan.typos) found.set(i, this.match(i, 'typo'));
    return Array.from(found.values());
  }
}
