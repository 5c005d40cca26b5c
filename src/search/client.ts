/**
 * One Algolia-shaped search client for the DocSearch modal and the /search page.
 * Local mode: answers from the embedded index (plugins/search-index); the engine module and the index load on
 * the first query, never on page load. Algolia mode: the real client, wrapped only to report failures.
 * Creating a client touches no browser API, so it is safe during server rendering.
 */
import { emptyResult, requestsOf } from './results';
import type { SearchClientLike, SearchResponse } from './types';

export type { SearchClientLike } from './types';

export interface LocalClientOptions {
  baseUrl: string;
  maxPagesLoaded?: number;
  sectionsPerPage?: number;
  exactCount?: boolean;
}

/**
 * The one place the engine is imported: the bundler splits a destructured `import()` by the exports
 * each call site uses, which put three copies of the engine in three chunks.
 */
function loadEngine(): Promise<typeof import('./engine')> {
  // Named for plugins/compile-hints.
  return import(/* webpackChunkName: "search-engine" */ './engine');
}

export function indexBaseFor(baseUrl: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}search-index/`;
}

export function createLocalSearchClient(options: LocalClientOptions): SearchClientLike {
  const engineOptions = {
    indexBase: indexBaseFor(options.baseUrl),
    maxPagesLoaded: options.maxPagesLoaded,
    sectionsPerPage: options.sectionsPerPage,
    exactCount: options.exactCount,
  };
  return {
    appId: 'local',
    addAlgoliaAgent() {},
    clearCache: () => Promise.resolve(),
    async search(input): Promise<SearchResponse> {
      const { runSearch } = await loadEngine();
      const results = await Promise.all(requestsOf(input).map((request) => runSearch(request, engineOptions)));
      return { results };
    },
  };
}

/** Resolves when the local index is whole, so a new search gets a final count of results. */
export function afterWholeIndex(baseUrl: string): Promise<void> {
  return loadEngine().then(({ wholeIndexLoaded }) => wholeIndexLoaded(indexBaseFor(baseUrl)));
}

/** Starts loading the engine and index (hover/focus of the search button). */
export function preloadLocalSearch(baseUrl: string): void {
  void loadEngine().then(({ preload }) => preload(indexBaseFor(baseUrl)));
}

/**
 * Wraps a client for the DocSearch modal: the UI learns whether the last search reached the backend
 * (and whether its count of results is final), and a failed search is answered with empty results
 * instead of an error. DocSearch never shows an
 * error screen (the SearchBar draws it from this report), and its autocomplete rethrows a failed
 * search as an unhandled rejection, which the dev server would show as a full-screen error overlay.
 */
export interface SearchOutcome {
  failed: boolean;
  /** Whether `nbHits` is the final count (the local engine may answer before its whole index is loaded). */
  exhaustive: boolean;
}

export function reportingFailures<T extends SearchClientLike>(client: T, onOutcome: (outcome: SearchOutcome) => void): T {
  const search = client.search.bind(client);
  return Object.assign(Object.create(client) as T, {
    search: async (input: Parameters<T['search']>[0]): Promise<SearchResponse> => {
      try {
        const response = await search(input);
        onOutcome({ failed: false, exhaustive: response.results.every((r) => r.exhaustiveNbHits !== false) });
        return response;
      } catch {
        onOutcome({ failed: true, exhaustive: true });
        const results = requestsOf(input).map((request) => {
          const params = { ...request.params, ...request };
          return emptyResult(request, typeof params.query === 'string' ? params.query : '', Number(params.hitsPerPage ?? 20) || 0);
        });
        return { results };
      }
    },
  });
}
