/**
 * Snippets: the words of a section around the first place it names the query, escaped, with the
 * matching words wrapped in highlight tags. Section texts hold prose only (the index leaves code,
 * diagram source and SVG text out), so a snippet is always readable text.
 */
import { escapeHtml } from '../lib/html-entities';
import type { HighlightTags } from './text';
import { isAsciiWordChar, tokenize } from './index-format';

const WORD = /[\p{L}\p{N}_]+/gu;
const WINDOW = 24;
const BEFORE = 6;

/**
 * The index terms of identifiers met in texts, kept across queries: every keystroke quotes much the
 * same sections, and cutting identifiers was the costliest part of quoting them. Bounded: cleared
 * when it grows past what a long session of searching reads.
 */
const identifierTerms = new Map<string, string[]>();
const MAX_REMEMBERED = 20000;

function termsOfIdentifier(word: string): string[] {
  let terms = identifierTerms.get(word);
  if (!terms) {
    if (identifierTerms.size >= MAX_REMEMBERED) identifierTerms.clear();
    terms = tokenize(word);
    identifierTerms.set(word, terms);
  }
  return terms;
}

/** Tells whether a word of a text is one the query matched. */
export interface WordMatcher {
  (word: string): boolean;
  /** Every matching word, lower-cased, contains one of these: the terms and prefixes it was made from. */
  readonly needles: readonly string[];
}

/** Whether a word of the text is one the query matched (`terms` are index terms, lower case). */
export function wordMatcher(terms: readonly string[], prefixes: readonly string[]): WordMatcher {
  const exact = new Set(terms);
  const matches = (word: string): boolean => {
    const lower = word.toLowerCase();
    if (exact.has(lower) || prefixes.some((p) => lower.startsWith(p))) return true;
    // Identifiers match by their parts too: "withdrawMax" for "withdraw". Only words that have parts are cut.
    if (!/[_\d]|.\p{Lu}/u.test(word)) return false;
    return termsOfIdentifier(word).some((term) => exact.has(term));
  };
  return Object.assign(matches, { needles: [...exact, ...prefixes] });
}

const HAS_WORD = /[\p{L}\p{N}_]/u;
const LETTER = /\p{L}/u;
const LOWER = /\p{Ll}/u;
const NUMBER = /\p{N}/u;
const SURROGATE = /[\uD800-\uDFFF]/;

/** Whether the UTF-16 unit at `i` is a letter, a digit or an underscore (texts with surrogates are not read here). */
function isWordChar(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return code < 128 ? isAsciiWordChar(code) : HAS_WORD.test(text[i]!);
}

/** Where the word before the one starting at `from` starts, or -1 when no word comes before. */
function previousWordStart(text: string, from: number): number {
  let k = from;
  while (k > 0 && !isWordChar(text, k - 1)) k -= 1;
  if (k === 0) return -1;
  while (k > 0 && isWordChar(text, k - 1)) k -= 1;
  return k;
}

/**
 * Whether a matching word, or a part of one (see identifierParts), can start at `at`: a matching word
 * equals a term, begins with a prefix or has a term as one of its parts, and no part starts with a
 * lower-case letter that follows a letter, or with a digit that follows a digit.
 */
function mayStartMatch(text: string, at: number): boolean {
  if (at === 0) return true;
  const here = text[at]!;
  const before = text[at - 1]!;
  if (LOWER.test(here)) return !LETTER.test(before);
  if (NUMBER.test(here)) return !NUMBER.test(before);
  return true;
}

/**
 * Where to start reading `text` for its first match, without reading the words before it: null when no
 * word can match, else the start of the word BEFORE words ahead of the first place a match can start,
 * and whether words come before that. Finding the needles is native and quick; calling `matches` on
 * each word of a long section was not: the errors page's largest section was read whole on keystrokes
 * whose words it lacks ("slo", "holders"), the slowest keystrokes of all.
 */
function readingStart(text: string, needles: readonly string[]): { from: number; wordsBefore: boolean } | null {
  const lower = text.toLowerCase();
  // Offsets carry over only when lower-casing kept every unit in place (no mapping shrinks, so equal
  // lengths mean none grew); a text with surrogate pairs is read from its start.
  if (lower.length !== text.length || SURROGATE.test(text)) {
    return needles.some((needle) => lower.includes(needle)) ? { from: 0, wordsBefore: false } : null;
  }
  let first = -1;
  for (const needle of needles) {
    for (let at = lower.indexOf(needle); at >= 0 && (first < 0 || at < first); at = lower.indexOf(needle, at + 1)) {
      if (mayStartMatch(text, at)) {
        first = at;
        break;
      }
    }
  }
  if (first < 0) return null;
  let from = first;
  while (from > 0 && isWordChar(text, from - 1)) from -= 1;
  for (let word = 0; word < BEFORE; word += 1) {
    const earlier = previousWordStart(text, from);
    if (earlier < 0) return { from, wordsBefore: false };
    from = earlier;
  }
  return { from, wordsBefore: previousWordStart(text, from) >= 0 };
}

/**
 * Up to WINDOW words of `text`, starting a few words before the first match (or at the start when
 * nothing matches), with an ellipsis where text was cut. Sections run to thousands of words, and
 * this runs for every hit of every keystroke: the text is read word by word only as far as the
 * window's end, keeping the last few words' positions, rather than cut into words whole.
 */
export function makeSnippet(
  text: string,
  matches: WordMatcher | ((word: string) => boolean),
  tags: HighlightTags,
): { value: string; matched: boolean } {
  const word = new RegExp(WORD.source, WORD.flags);
  /** Where the last BEFORE + 1 words read start: the window opens at the oldest once a word matches. */
  const recent: number[] = [];
  let read = 0;
  const start = 'needles' in matches ? readingStart(text, matches.needles) : { from: 0, wordsBefore: false };
  if (start) {
    word.lastIndex = start.from;
    // Only whether words were skipped matters below (an ellipsis before the window).
    if (start.wordsBefore) read = 1;
    for (let m = word.exec(text); m; m = word.exec(text)) {
      read += 1;
      recent.push(m.index);
      if (recent.length > BEFORE + 1) recent.shift();
      if (matches(m[0])) return makeWindow(text, matches, tags, recent[0]!, read > recent.length);
    }
  }
  if (!HAS_WORD.test(text)) return { value: escapeHtml(text), matched: false };
  // Nothing matches: the text's first words.
  return makeWindow(text, matches, tags, 0, false);
}

/** WINDOW words of `text` from the word starting at `from`, matching words highlighted. */
function makeWindow(
  text: string,
  matches: (word: string) => boolean,
  tags: HighlightTags,
  from: number,
  cutBefore: boolean,
): { value: string; matched: boolean } {
  const word = new RegExp(WORD.source, WORD.flags);
  word.lastIndex = from;
  let out = cutBefore ? '… ' : '';
  let last = cutBefore ? from : 0;
  let count = 0;
  let matched = false;
  let to = text.length;
  for (let m = word.exec(text); m; m = word.exec(text)) {
    if (count === WINDOW) {
      to = m.index;
      break;
    }
    count += 1;
    if (!matches(m[0])) continue;
    matched = true;
    out += escapeHtml(text.slice(last, m.index)) + tags.pre + escapeHtml(m[0]) + tags.post;
    last = m.index + m[0].length;
  }
  out += escapeHtml(text.slice(last, to).trimEnd());
  if (to < text.length) out += ' …';
  return { value: out, matched };
}

/** Highlights matching words of a short text (a title or heading) in full. */
export function highlightWords(text: string, matches: (word: string) => boolean, tags: HighlightTags): { value: string; matched: boolean } {
  let out = '';
  let last = 0;
  let matched = false;
  for (const w of text.matchAll(WORD)) {
    if (!matches(w[0])) continue;
    matched = true;
    out += escapeHtml(text.slice(last, w.index)) + tags.pre + escapeHtml(w[0]) + tags.post;
    last = w.index! + w[0].length;
  }
  return { value: out + escapeHtml(text.slice(last)), matched };
}
