/**
 * The relevance set on the built index, with the engine in Node (the browser test runs it on /search):
 * every query finds its page in the top five, nearly every query marked `first` finds it first, and
 * nearly every query of the set has an expected page first.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { searchPagesOnBuild } from '../support/engine-on-build';
import { buildDir } from '../support/harness';
import { relevanceQueries } from '../support/search-queries';
import { describeScore, MIN_FIRST_AT_1, MIN_HIT_AT_1, scoreRelevance } from '../support/search-relevance';

test('the relevance set finds its pages on the built index', async () => {
  const score = await scoreRelevance(relevanceQueries, await searchPagesOnBuild(buildDir));
  console.log(`relevance (Node): ${describeScore(score)}`);
  const misses = score.misses.join('\n');
  assert.equal(score.hitAt5, score.n, `queries whose page is not in the top 5:\n${misses}`);
  assert.ok(score.firstMet >= MIN_FIRST_AT_1 * score.firstRequired, `too few queries have their page first:\n${misses}`);
  assert.ok(
    score.hitAt1 >= MIN_HIT_AT_1 * score.n,
    `too few of all the queries have an expected page first:\n${score.notFirst.join('\n')}`,
  );
});
