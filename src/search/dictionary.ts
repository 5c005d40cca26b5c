/**
 * Finds the index terms a query word stands for: the word itself, words with the same stem,
 * words it begins (as the reader types), and, for words of five letters or more that the index
 * does not know, words one edit away ("withdrawl" → "withdrawal", "airdorp" → "airdrop").
 */
import { decodePostings, type TermIndex } from './index-format';
import { editDistance } from './text';
import { stem } from './tokenize';

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

export class Dictionary {
  private readonly index: TermIndex;
  private stems: Map<string, number[]> | null = null;
  private readonly decoded = new Map<number, [number, number][]>();

  constructor(index: TermIndex) {
    this.index = index;
  }

  /** Index of the first term >= `word` (binary search over the sorted terms). */
  private lowerBound(word: string): number {
    const { terms } = this.index;
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
    return this.index.terms[this.lowerBound(word)] === word;
  }

  private postingsOf(i: number): [number, number][] {
    const known = this.decoded.get(i);
    if (known) return known;
    const list = decodePostings(this.index.postings[i]!);
    this.decoded.set(i, list);
    return list;
  }

  private stemGroups(): Map<string, number[]> {
    if (!this.stems) {
      this.stems = new Map();
      this.index.terms.forEach((term, i) => {
        const key = stem(term);
        const group = this.stems!.get(key);
        if (group) group.push(i);
        else this.stems!.set(key, [i]);
      });
    }
    return this.stems;
  }

  private match(i: number, kind: MatchKind, quality = QUALITY[kind]): TermMatch {
    return { term: this.index.terms[i]!, kind, quality, postings: this.postingsOf(i) };
  }

  /**
   * The terms `word` stands for. `asPrefix`: the reader may still be typing it (the query's last
   * word). `typos`: also look one edit away when nothing else matches.
   */
  lookup(word: string, { asPrefix, typos }: { asPrefix: boolean; typos: boolean }): TermMatch[] {
    const { terms, postings } = this.index;
    const found = new Map<number, TermMatch>();
    const start = this.lowerBound(word);
    if (terms[start] === word) found.set(start, this.match(start, 'exact'));
    for (const i of this.stemGroups().get(stem(word)) ?? []) {
      if (!found.has(i)) found.set(i, this.match(i, 'stem'));
    }
    if (asPrefix && word.length >= 2) {
      const range: number[] = [];
      for (let i = start; i < terms.length && terms[i]!.startsWith(word); i += 1) if (!found.has(i)) range.push(i);
      // Longer posting strings belong to more frequent words.
      range.sort((a, b) => postings[b]!.length - postings[a]!.length);
      for (const i of range.slice(0, MAX_PREFIX_TERMS)) {
        // "cancel" is closer to "cancelable" than "ca" is.
        found.set(i, this.match(i, 'prefix', QUALITY.prefix * Math.sqrt(word.length / terms[i]!.length)));
      }
    }
    if (typos && found.size === 0 && word.length >= MIN_TYPO_LENGTH && !/\d/.test(word)) {
      terms.forEach((term, i) => {
        if (Math.abs(term.length - word.length) <= 1 && editDistance(word, term, 1) <= 1) found.set(i, this.match(i, 'typo'));
      });
      // A corrected word brings its own family: "airdorp" → "airdrop" → "airdrops".
      for (const corrected of Array.from(found.keys())) {
        for (const i of this.stemGroups().get(stem(terms[corrected]!)) ?? []) if (!found.has(i)) found.set(i, this.match(i, 'typo'));
      }
    }
    return Array.from(found.values());
  }
}
