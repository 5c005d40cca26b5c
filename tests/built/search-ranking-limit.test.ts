/**
 * The ranking orders only the pages it will show (`limit`): the others are counted, and their order is
 * worked out only when a later page of results asks for them. On the built index, for every prefix of
 * the relevance set's queries (what a reader sees while typing), the pages shown with a limit must be
 * the pages a full ordering puts first, in the same order, with the same sections, and the count must
 * not change.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Dictionary } from '../../src/search/dictionary';
import { IndexWords, queryWords, rankPages, type WordMatches } from '../../src/search/rank';
import { cleanQuery } from '../../src/search/text';
import { readBuiltSearchIndex } from '../support/built-search-index';
import { relevanceQueries } from '../support/search-queries';

test('ranking only the pages shown gives the same first pages as ranking them all', async () => {
  const { core, more: moreIndex, dictionary } = await readBuiltSearchIndex();
  const more = new Dictionary(moreIndex.index);
  const words = new IndexWords(core);

  const queries = new Set<string>();
  for (const { query } of relevanceQueries) for (let i = 2; i <= query.length; i += 1) queries.add(cleanQuery(query.slice(0, i)));
  let compared = 0;
  for (const query of queries) {
    const matches: WordMatches[] = queryWords(query, (w) => dictionary.has(w)).map((word) => ({
      word,
      core: dictionary.lookup(word.text, { asPrefix: word.last, typos: true }),
      more: more.lookup(word.text, { asPrefix: word.last, typos: false }),
    }));
    for (const combined of [false, true]) {
      const input = { core, words, matches, query, keep: () => true, combined };
      const all = rankPages(input);
      for (const limit of [8, 20]) {
        const some = rankPages({ ...input, limit });
        assert.equal(some.pages.length, all.pages.length, `"${query}": count`);
        assert.equal(some.complete, all.complete, `"${query}": complete`);
        assert.deepEqual(
          some.pages.slice(0, limit),
          all.pages.slice(0, limit),
          `"${query}", ${limit} shown${combined ? ', combined' : ''}`,
        );
        if (all.pages.length > limit) compared += 1;
      }
    }
  }
  // Most prefixes reach more pages than are shown: the bounded path is what was compared.
  assert.ok(compared > 500, `${compared} rankings had more pages than shown`);
});
