/**
 * The search engine's own time per keystroke, in Node, without a browser: what `bench/search.ts`'s
 * keystroke figures hold besides DocSearch drawing the results. Reads the built index (run after a
 * build), loads it whole, then answers the modal's requests (8 pages, 2 extra sections each) for every
 * keystroke of a few queries, and repeats the costliest kind (two-letter prefixes, a question).
 * Usage: node --import tsx bench/search-engine.ts [--build=DIR]
 */
import { INDEX_BASE, serveBuildToFetch } from '../tests/support/engine-on-build';
import { buildDir } from '../tests/support/harness';

const root = process.argv.find((a) => a.startsWith('--build='))?.slice(8) ?? buildDir;
serveBuildToFetch(root);

const QUERIES = [
  'withdraw max',
  'cancelability',
  'airdrop campaign',
  'Stream_bool_exp',
  'how do I cancel a stream',
  'withdrawl',
  'airdorp',
];
const REPEATED = ['wi', 'st', 'ca', 'how do I ca', 'withdraw'];
const ROUNDS = 10;

async function main(): Promise<void> {
  const engine = await import('../src/search/engine');
  const options = { indexBase: INDEX_BASE, maxPagesLoaded: 8, sectionsPerPage: 2 };
  const answer = (query: string) => engine.runSearch({ indexName: 'docs', query, hitsPerPage: 20 }, options);
  await answer('stream');
  await engine.wholeIndexLoaded(options.indexBase);
  const times: number[] = [];
  for (const query of QUERIES) {
    for (let i = 1; i <= query.length; i += 1) {
      if (query[i - 1] === ' ') continue;
      const started = performance.now();
      await answer(query.slice(0, i));
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(
    `every keystroke of ${QUERIES.length} queries, first time typed (n=${times.length}): median ${at(0.5)}, p90 ${at(0.9)}, max ${at(1)} ms`,
  );
  for (const query of REPEATED) {
    const started = performance.now();
    for (let k = 0; k < ROUNDS; k += 1) await answer(query);
    console.log(`"${query}" again: ${((performance.now() - started) / ROUNDS).toFixed(1)} ms a request (mean of ${ROUNDS})`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
