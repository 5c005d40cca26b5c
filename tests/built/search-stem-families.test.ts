/**
 * A word's stem family is found among the terms its stem (less one letter) begins, not by stemming
 * every term (`stemFamily` in src/search/dictionary). On the built index, for every term of both
 * dictionaries and for inflections the index may lack, the terms found must be exactly those whose
 * stem is the word's stem.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Dictionary } from '../../src/search/dictionary';
import { stem } from '../../src/search/stem';
import { readBuiltSearchIndex } from '../support/built-search-index';

const EXACT_AND_STEMS = { asPrefix: false, typos: false };

test('every stem family found from the terms a stem begins is the whole family', async () => {
  const { core, more: moreIndex, dictionary: coreDictionary } = await readBuiltSearchIndex();
  const more = moreIndex.index;
  let checked = 0;
  for (const [dictionary, terms] of [
    [coreDictionary, core.index.terms],
    [new Dictionary(more), more.terms],
  ] as const) {
    const families = new Map<string, string[]>();
    for (const term of terms) families.set(stem(term), [...(families.get(stem(term)) ?? []), term]);
    const words = new Set(terms.flatMap((term) => [term, `${term}s`, `${term}es`, `${term}ing`, `${term}ed`, `${term}ly`]));
    for (const word of ['supplies', 'stories', 'cancelled', 'tranches', 'addresses', 'statuses', 'x', '7']) words.add(word);
    for (const word of words) {
      const found = dictionary.lookup(word, EXACT_AND_STEMS).map((match) => match.term);
      const expected = new Set([...(terms.includes(word) ? [word] : []), ...(families.get(stem(word)) ?? [])]);
      assert.deepEqual(new Set(found), expected, word);
      checked += 1;
    }
  }
  assert.ok(checked > 10000, `words checked: ${checked}`);
});
