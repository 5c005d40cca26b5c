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

/** Whether a word of the text is one the query matched (`terms` are index terms, lower case). */
export function wordMatcher(terms: readonly string[], prefixes: readonly string[]): (word: string) => boolean {
  const exact = new Set(terms);
  const parts = new Map<string, boolean>();
  return (word) => {
    const lower = word.toLowerCase();
    if (exact.has(lower) || prefixes.some((p) => lower.startsWith(p))) return true;
    // Identifiers match by their parts too: "withdrawMax" for "withdraw". Cutting is costly: only
    // words that have parts are cut.
    if (!/[_\d]|.\p{Lu}/u.test(word)) return false;
    const known = parts.get(word);
    if (known !== undefined) return known;
    const found = tokenize(word).some((term) => exact.has(term));
    parts.set(word, found);
    return found;
  };
}

/**
 * Up to WINDOW words of `text`, starting a few words before the first match (or at the start when
 * nothing matches), with an ellipsis where text was cut.
 */
export function makeSnippet(text: string, matches: (word: string) => boolean, tags: HighlightTags): { value: string; matched: boolean } {
  const words = Array.from(text.matchAll(WORD));
  if (words.length === 0) return { value: escapeHtml(text), matched: false };
  const first = words.findIndex((w) => matches(w[0]));
  const startWord = first <= BEFORE ? 0 : first - BEFORE;
  const endWord = Math.min(words.length, startWord + WINDOW);
  const from = startWord === 0 ? 0 : words[startWord]!.index!;
  const to = endWord === words.length ? text.length : words[endWord]!.index!;
  let out = startWord > 0 ? '… ' : '';
  let last = from;
  for (const w of words.slice(startWord, endWord)) {
    if (!matches(w[0])) continue;
    out += escapeHtml(text.slice(last, w.index)) + tags.pre + escapeHtml(w[0]) + tags.post;
    last = w.index! + w[0].length;
  }
  out += escapeHtml(text.slice(last, to).trimEnd());
  if (to < text.length) out += ' …';
  return { value: out, matched: first >= 0 };
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
