/**
 * The words search knows, shared by the index builder (Node) and the engine (browser), so a query
 * is cut exactly as the pages were. Pure functions: safe during SSR.
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

/**
 * A light English stemmer: plurals, -ing, -ed and -ly, with doubled consonants undone
 * and a final e ("cancelled", "cancels", "canceling" → "cancel"; "streaming", "streams" → "stream").
 * Words under four letters and identifiers with digits are left alone.
 */
export function stem(term: string): string {
  if (term.length < 4 || /\d|_/.test(term)) return term;
  let word = term;
  if (word.endsWith('ies') && word.length > 4) word = `${word.slice(0, -3)}y`;
  else if (/(?:ss|us|is)$/.test(word)) {
    // "address", "status", "basis" are not plurals.
  } else if (/(?:ches|shes|xes|sses|zes)$/.test(word)) word = word.slice(0, -2);
  else if (word.endsWith('s')) word = word.slice(0, -1);
  for (const suffix of ['ing', 'ed', 'ly']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      word = word.slice(0, -suffix.length);
      if (/([b-df-hj-np-tv-z])\1$/.test(word) && !/(?:ll|ss|zz)$/.test(word)) word = word.slice(0, -1);
      else if (/ll$/.test(word) && word.length > 4) word = word.slice(0, -1);
      break;
    }
  }
  // "tranche", "tranches", "tranched" meet at "tranch"; "release", "released" at "releas".
  if (word.endsWith('e') && word.length > 4) word = word.slice(0, -1);
  return word;
}
