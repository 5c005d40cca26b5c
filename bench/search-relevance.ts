/**
 * The relevance set's figures in Node, from a built index: hit@1 and hit@5 over every query, hit@1
 * over the queries whose page must come first, and each miss. Quick to compare two builds.
 * Usage: node --import tsx bench/search-relevance.ts [--build=DIR]
 */
import { searchPagesOnBuild } from '../tests/support/engine-on-build';
import { buildDir } from '../tests/support/harness';
import { relevanceQueries } from '../tests/support/search-queries';
import { describeScore, scoreRelevance } from '../tests/support/search-relevance';

const root = process.argv.find((a) => a.startsWith('--build='))?.slice(8) ?? buildDir;

async function main(): Promise<void> {
  const score = await scoreRelevance(relevanceQueries, await searchPagesOnBuild(root));
  console.log(describeScore(score));
  if (score.misses.length > 0) console.log(`misses:\n${score.misses.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
