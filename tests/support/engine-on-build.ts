/**
 * The browser's search engine run in Node against a built site: its files are read from the build
 * directory, so the benches and tests on the built index query exactly what the site serves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { EngineOptions } from '../../src/search/engine';

export const INDEX_BASE = '/search-index/';

/**
 * Answers the engine's requests (paths under the site's root) from the files of `root`, and gives it a
 * window without requestIdleCallback (as in Safari): without one, the work it defers to idle time never runs.
 */
export function serveBuildToFetch(root: string): void {
  globalThis.window ??= { setTimeout } as unknown as Window & typeof globalThis;
  globalThis.fetch = (async (input: string | URL | Request) => {
    try {
      return new Response(readFileSync(join(root, String(input))), { status: 200 });
    } catch {
      return new Response('missing', { status: 404 });
    }
  }) as typeof fetch;
}

/**
 * The result pages of a query in order, as the /search page lists them (20 hits, final counts): the
 * engine is imported only once fetch reads the build, since it loads its files through fetch.
 */
export async function searchPagesOnBuild(root: string): Promise<(query: string) => Promise<string[]>> {
  serveBuildToFetch(root);
  const engine = await import('../../src/search/engine');
  const options: EngineOptions = { indexBase: INDEX_BASE, exactCount: true };
  return async (query) => {
    const { hits } = await engine.runSearch({ indexName: 'docs', query, hitsPerPage: 20 }, options);
    return Array.from(new Set(hits.map((hit) => hit.url_without_anchor)));
  };
}
