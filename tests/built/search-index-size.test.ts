/**
 * The search index a first query loads stays small (issue 32): the entry file, `core.json`, and the
 * postings shards of the query's words, which the engine's own dictionary picks from the built files,
 * must come to at most 150 KB gzipped for every query of the relevance set. (`more.json` and the
 * texts arrive after the first results; a pasted address, which only `more` holds, is not counted.)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';

import { Dictionary } from '../../src/search/dictionary';
import { ENTRY_FILE, type CoreIndex, type IndexEntry } from '../../src/search/index-format';
import { queryWords } from '../../src/search/rank';
import { cleanQuery } from '../../src/search/text';
import { buildDir } from '../support/harness';
import { relevanceQueries } from '../support/search-queries';

const LIMIT = 150 * 1024;
const indexDir = join(buildDir, 'search-index');

test('a first query loads at most 150 KB (gzipped) of search index', async () => {
  const entryText = readFileSync(join(indexDir, ENTRY_FILE), 'utf8');
  const { dir } = JSON.parse(entryText) as IndexEntry;
  const gz = (text: string | Buffer) => gzipSync(text).length;
  const coreText = readFileSync(join(indexDir, dir, 'core.json'));
  const core = JSON.parse(coreText.toString('utf8')) as CoreIndex;
  const shardText = core.index.postingShards.map((_, n) => readFileSync(join(indexDir, dir, `postings-${n}.json`)));
  const shardBytes = shardText.map(gz);
  const base = gz(entryText) + gz(coreText);

  const queries = Array.from(new Set(['stream', ...relevanceQueries.map((q) => q.query)]));
  const sizes: [query: string, bytes: number][] = [];
  for (const query of queries) {
    // A fresh dictionary per query: each stands for a first query, with no shard loaded before it.
    const loaded = new Set<number>();
    const dictionary = new Dictionary(
      { terms: core.index.terms },
      {
        starts: core.index.postingShards,
        load: async (n) => {
          loaded.add(n);
          return JSON.parse(shardText[n]!.toString('utf8')) as string[];
        },
      },
    );
    const words = queryWords(cleanQuery(query), (w) => dictionary.has(w));
    await Promise.all(words.map((w) => dictionary.prepare(w.text, { asPrefix: w.last, typos: true })));
    // The engine reads what it loaded: a lookup that needed an unloaded shard would throw here.
    for (const w of words) dictionary.lookup(w.text, { asPrefix: w.last, typos: true });
    sizes.push([query, base + Array.from(loaded).reduce((sum, n) => sum + shardBytes[n]!, 0)]);
  }
  sizes.sort((a, b) => b[1] - a[1]);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `entry + core ${kb(base)} gzipped; largest first queries: ${sizes
      .slice(0, 3)
      .map(([q, n]) => `"${q}" ${kb(n)}`)
      .join(', ')}`,
  );
  assert.ok(sizes.length > 100);
  const over = sizes.filter(([, n]) => n > LIMIT).map(([q, n]) => `"${q}": ${kb(n)}`);
  assert.deepEqual(over, [], `first queries over ${kb(LIMIT)} of index`);
});
