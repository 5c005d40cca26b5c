/**
 * Snippets: the words of a section around the first place it names the query, escaped, with the
 * matching words wrapped in highlight tags. Section texts hold prose only (the index leaves code,
 * diagram source and SVG text out), so a snippet is always readable text.
 */
import { escapeHtml, type HighlightTags } from './text';
import { tokenize } from './tokenize';

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

/** Whether a word of the text is one the query matched (`terms` are index terms, lower case). */
export function wordMatcher(terms: readonly string[], prefixes: readonly string[]): (word: string) => boolean {
  const exact = new Set(terms);
  return (word) => {
    const lower = word.toLowerCase();
    if (exact.has(lower) || prefixes.some((p) => lower.startsWith(p))) return true;
    // Identifiers match by their parts too: "withdrawMax" for "withdraw". Only words that have parts are cut.
    if (!/[_\d]|.\p{Lu}/u.test(word)) return false;
    return termsOfIdentifier(word).some((term) => exact.has(term));
  };
}

/**
 * Up to WINDOW words of `text`, starting a few words before the first match (or at the start when
 * nothing matches), with an ellipsis where text was cut. Sections run to thousands of words, and
 * this runs for every hit of every keystroke: the text is read word by word only as far as the
 * window's end, keeping the last few words' positions, rather than cut into words whole.
 */
export function makeSnippet(text: string, matches: (word: string) => boolean, tags: HighlightTags): { value: string; matched: boolean } {
  const word = new RegExp(WORD.source, WORD.flags);
  /** Where the last BEFORE + 1 words read start: the window opens at the oldest once a word matches. */
  const recent: number[] = [];
  let read = 0;
  for (let m = word.exec(text); m; m = word.exec(text)) {
    read += 1;
    recent.push(m.index);
    if (recent.length > BEFORE + 1) recent.shift();
    if (matches(m[0])) return makeWindow(text, matches, tags, recent[0]!, read > recent.length);
  }
  if (read === 0) return { value: escapeHtml(text), matched: false };
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
