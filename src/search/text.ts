/**
 * Pure text helpers shared by the search client, the /search page and the tests: escaping,
 * highlighting, query clean-up and typo correction. No DOM, no window: safe during SSR.
 */

/** The modal caps its input at 64 characters (spec section 5); the page and client cap the same. */
export const MAX_QUERY_LENGTH = 64;

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

/** Undoes the escaping Pagefind applies to excerpts, so the text can be escaped exactly once again. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, code: string) => {
    const lower = code.toLowerCase();
    if (lower === 'amp') return '&';
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    if (lower === 'quot') return '"';
    if (lower === 'apos') return "'";
    const n = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
  });
}

/** Trims, collapses whitespace, drops control characters and caps the length (by code point). */
export function cleanQuery(raw: string | null | undefined): string {
  if (!raw) return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips
  const text = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(text).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** Lower-case word terms of a query (letters and digits in any script). */
export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return Array.from(new Set(words));
}

export interface HighlightTags {
  pre: string;
  post: string;
}

/**
 * Escapes `text` and wraps every word that starts with one of `terms` in the highlight tags.
 * The tags are the only markup in the result.
 */
export function highlight(text: string, terms: string[], tags: HighlightTags): { value: string; matched: string[] } {
  const matched = new Set<string>();
  if (terms.length === 0) return { value: escapeHtml(text), matched: [] };
  let out = '';
  let last = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    const lower = word.toLowerCase();
    const term = terms.find((t) => lower.startsWith(t));
    if (!term) continue;
    matched.add(term);
    const start = match.index ?? 0;
    // Only the matched prefix is highlighted, as Algolia does for prefix matches.
    const end = start + Math.min(word.length, term.length);
    out += escapeHtml(text.slice(last, start)) + tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    last = end;
  }
  out += escapeHtml(text.slice(last));
  return { value: out, matched: Array.from(matched) };
}

/** Turns a Pagefind excerpt (escaped text with <mark>) into escaped text with the requested tags. */
export function convertExcerpt(excerpt: string, tags: HighlightTags): string {
  return excerpt
    .split(/(<mark>|<\/mark>)/)
    .map((part) => {
      if (part === '<mark>') return tags.pre;
      if (part === '</mark>') return tags.post;
      // Pagefind escapes the text; decoding first means nothing is escaped twice or left raw.
      return escapeHtml(decodeEntities(part.replace(/<[^>]*>/g, '')));
    })
    .join('');
}

/** Optimal string alignment distance, capped: returns `cap + 1` as soon as it is exceeded. */
export function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > cap) return cap + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * Replaces each query word that is not in the vocabulary by its closest vocabulary word
 * (one edit for words of 4-6 letters, two from 7). Returns null when nothing changed.
 * The vocabulary is ordered by importance, so ties go to the more important word.
 */
export function correctQuery(query: string, vocabulary: readonly string[]): string | null {
  const known = new Set(vocabulary);
  let changed = false;
  const corrected = queryTerms(query).map((term) => {
    if (term.length < 4 || known.has(term) || vocabulary.some((w) => w.startsWith(term))) return term;
    const cap = term.length >= 7 ? 2 : 1;
    let best: string | null = null;
    let bestDistance = cap + 1;
    for (const word of vocabulary) {
      const d = editDistance(term, word, cap);
      if (d < bestDistance) {
        best = word;
        bestDistance = d;
        if (d === 1) break;
      }
    }
    if (best === null) return term;
    changed = true;
    return best;
  });
  return changed ? corrected.join(' ') : null;
}
