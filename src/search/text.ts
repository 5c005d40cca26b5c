/**
 * Pure text helpers shared by the search engine, the /search page and the tests: query clean-up,
 * highlight sanitising and edit distance. No DOM, no window: safe during SSR.
 */
import { decodeEntities, escapeHtml } from '../lib/html-entities';

/** The modal caps its input at 64 characters (spec section 5); the page and client cap the same. */
export const MAX_QUERY_LENGTH = 64;

/**
 * Cuts text to the search limit, counting code points (an emoji is one character): what the modal and
 * the /search page's inputs keep of what is typed or pasted. Their `maxLength` attribute counts UTF-16
 * units, so it is set to twice the limit (QUERY_INPUT_MAX_LENGTH) and this does the counting.
 */
export function capQuery(text: string): string {
  const points = Array.from(text);
  return points.length > MAX_QUERY_LENGTH ? points.slice(0, MAX_QUERY_LENGTH).join('') : text;
}

/** The inputs' `maxLength`: room for 64 code points, each at most two UTF-16 units. */
export const QUERY_INPUT_MAX_LENGTH = MAX_QUERY_LENGTH * 2;

/** Trims, collapses whitespace, drops control characters and caps the length (by code point). */
export function cleanQuery(raw: string | null | undefined): string {
  if (!raw) return '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips
  const withoutControls = raw.replace(/[\u0000-\u001f\u007f]/g, ' ');
  const text = withoutControls.replace(/\s+/g, ' ').trim();
  return Array.from(text).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

export interface HighlightTags {
  pre: string;
  post: string;
}

/**
 * Turns a highlighted value (escaped text with <mark> tags, from the local engine or Algolia) into
 * escaped text with the requested tags and no other markup.
 */
export function convertExcerpt(excerpt: string, tags: HighlightTags): string {
  return excerpt
    .split(/(<mark>|<\/mark>)/)
    .map((part) => {
      if (part === '<mark>') return tags.pre;
      if (part === '</mark>') return tags.post;
      // Values arrive escaped; decoding first means nothing is escaped twice or left raw.
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
 * Whether `editDistance(a, b, 1) <= 1`, in one pass: the strings are equal, or differ by one inserted,
 * deleted or replaced character, or by two neighbours swapped. The typo lookup runs it over thousands
 * of terms per query word, where the distance table's allocations were the cost.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a.length < b.length) return withinOneEdit(b, a);
  const extra = a.length - b.length;
  if (extra > 1) return false;
  let i = 0;
  while (i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i += 1;
  if (i === b.length) return true;
  if (extra === 1) return a.slice(i + 1) === b.slice(i);
  if (a.slice(i + 1) === b.slice(i + 1)) return true;
  return a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && a.slice(i + 2) === b.slice(i + 2);
}
