/**
 * Stem families for the engine's lookups (browser side): the index stores words as `tokenize` cuts them
 * (./index-format), and a query word also matches the terms that share its stem. Pure: safe during SSR.
 */

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
