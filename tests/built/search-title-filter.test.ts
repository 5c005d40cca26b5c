/**
 * Ranking skips cutting a page's title and address into words when their lower-cased text holds no
 * term of some required word (`mayBeNamed` in src/search/rank). On the built index, for every prefix
 * of the relevance set's queries and every page, a page so skipped must be one whose title, group and
 * address could not have named the query: some required word has no term among their words, and the
 * title is not the query.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { anchorsOf, IndexWords, mayBeNamed, normal, queryWords } from '../../src/search/rank';
import { cleanQuery } from '../../src/search/text';
import { readBuiltSearchIndex } from '../support/built-search-index';
import { relevanceQueries } from '../support/search-queries';

test('pages whose title and address are not cut into words could not have been named by the query', async () => {
  const { core, dictionary } = await readBuiltSearchIndex();
  const words = new IndexWords(core);
  const queries = new Set<string>();
  for (const { query } of relevanceQueries) for (let i = 1; i <= query.length; i += 1) queries.add(cleanQuery(query.slice(0, i)));
  let skipped = 0;
  let kept = 0;
  for (const query of queries) {
    const required = queryWords(query, (w) => dictionary.has(w)).filter((word) => !word.optional);
    if (required.length === 0) continue;
    // The terms the ranking is given for each word (rankPages: `requiredTerms`).
    const terms = required.map(
      (word) => new Set(dictionary.lookup(word.text, { asPrefix: word.last, typos: true }).map((match) => match.term)),
    );
    const anchors = terms.map(anchorsOf);
    const queryNormal = normal(query);
    const queryNormalWords = queryNormal.split(' ').filter((w) => w !== '');
    for (let page = 0; page < core.pages.length; page += 1) {
      const text = words.namingText(page);
      if (text === null || mayBeNamed(text, anchors, queryNormalWords)) {
        kept += 1;
        continue;
      }
      skipped += 1;
      const named = [...words.title(page), ...words.other(page)];
      assert.ok(!terms.every((set) => named.some((w) => set.has(w))), `"${query}": page ${core.pages[page]![0]} has a term of every word`);
      assert.notEqual(words.titleNormal(page), queryNormal, `"${query}": page ${core.pages[page]![0]} is titled as the query`);
    }
  }
  assert.ok(skipped > kept, `most pages are skipped (${skipped} skipped, ${kept} cut into words)`);
});
