/**
 * /search: the only search route. Takes `q` (and `page`, 1-based), shows 20 hits per page with
 * highlighted matches, breadcrumbs and snippets, pages through results, and says so when the
 * backend cannot be reached instead of spinning. Same client as the modal: the embedded index in
 * local mode, Algolia DocSearch in Algolia mode.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { HtmlClassNameProvider, PageMetadata } from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';

import { useSearchMode } from '@site/src/search/mode';
import { createLocalSearchClient, type SearchClientLike } from '@site/src/search/client';
import { capQuery, cleanQuery, convertExcerpt, QUERY_INPUT_MAX_LENGTH } from '@site/src/search/text';
import type { SearchHit, SearchResult } from '@site/src/search/types';
import styles from './styles.module.css';

export const HITS_PER_PAGE = 20;
const TAGS = { pre: '<mark>', post: '</mark>' };
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Reads q and page from the location; malformed percent-encoding never throws. */
function readParams(search: string): { query: string; page: number } {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return { query: '', page: 0 };
  }
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { query: cleanQuery(params.get('q')), page: Number.isFinite(page) && page > 1 ? Math.min(page, 1000) - 1 : 0 };
}

function searchPath(path: string, query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 0) params.set('page', String(page + 1));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Only the highlight tags survive: everything else in a value is escaped. */
const safe = (value: string | undefined): string => convertExcerpt(value ?? '', TAGS);

type Status = 'idle' | 'loading' | 'error' | 'done';

function useSearchClient(): () => Promise<SearchClientLike> {
  const { algolia } = useAlgoliaThemeConfig();
  const baseUrl = useBaseUrl('/');
  const algoliaMode = useSearchMode() === 'algolia';
  const client = useRef<Promise<SearchClientLike> | null>(null);
  return useCallback(() => {
    if (!client.current) {
      client.current = algoliaMode
        ? import('algoliasearch/lite').then(({ liteClient }) => liteClient(algolia.appId, algolia.apiKey) as unknown as SearchClientLike)
        : Promise.resolve(createLocalSearchClient({ baseUrl, exactCount: true }));
      client.current.catch(() => {
        client.current = null;
      });
    }
    return client.current;
  }, [algoliaMode, algolia.appId, algolia.apiKey, baseUrl]);
}

function ResultItem({ hit, toUrl }: { hit: SearchHit; toUrl: (url: string) => string }) {
  const levels = LEVELS.filter((level) => hit.hierarchy[level]);
  const values = levels.map((level) => safe(hit._highlightResult.hierarchy[level]?.value));
  const title = values.pop() ?? '';
  const snippet = hit._snippetResult?.content?.value;
  return (
    <article className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link to={toUrl(hit.url)} dangerouslySetInnerHTML={{ __html: title }} />
      </h2>
      {values.length > 0 && (
        <nav aria-label="Breadcrumbs">
          <ul className={clsx('breadcrumbs', styles.resultPath)}>
            {values.map((html, i) => (
              <li key={i} className="breadcrumbs__item" dangerouslySetInnerHTML={{ __html: html }} />
            ))}
          </ul>
        </nav>
      )}
      {snippet && <p className={styles.resultSnippet} dangerouslySetInnerHTML={{ __html: safe(snippet) }} />}
    </article>
  );
}

function Pagination({ page, nbPages, path, query }: { page: number; nbPages: number; path: string; query: string }) {
  if (nbPages <= 1) return null;
  const first = Math.max(0, Math.min(page - 2, nbPages - 5));
  const numbers = Array.from({ length: Math.min(5, nbPages) }, (_, i) => first + i);
  return (
    <nav aria-label="Search result pages" className={styles.pagination}>
      <ul className="pagination">
        {page > 0 && (
          <li className="pagination__item">
            <Link className="pagination__link" to={searchPath(path, query, page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {numbers.map((n) => (
          <li key={n} className={clsx('pagination__item', n === page && 'pagination__item--active')}>
            <Link
              className="pagination__link"
              to={searchPath(path, query, n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n + 1}`}
            >
              {n + 1}
            </Link>
          </li>
        ))}
        {page < nbPages - 1 && (
          <li className="pagination__item">
            <Link className="pagination__link" to={searchPath(path, query, page + 1)} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

function SearchPageContent(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const { algolia } = useAlgoliaThemeConfig();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const filtersKey = JSON.stringify(facetFilters);
  const algoliaMode = useSearchMode() === 'algolia';
  const processAlgoliaUrl = useSearchResultUrlProcessor();
  // The local engine's hits carry the site's own paths; Algolia's absolute URLs are made relative.
  const toUrl = useCallback((url: string) => (algoliaMode ? processAlgoliaUrl(url) : url), [algoliaMode, processAlgoliaUrl]);
  const getClient = useSearchClient();
  // The server renders the page without a query; reading it only after hydration keeps both renders equal.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { query, page } = useMemo(() => (mounted ? readParams(location.search) : { query: '', page: 0 }), [mounted, location.search]);
  const [input, setInput] = useState(query);
  const [status, setStatus] = useState<Status>('idle');
  // The last results stay on screen while the next ones load: no flashing between keystrokes.
  const [lastResult, setLastResult] = useState<SearchResult | null>(null);
  const [attempt, setAttempt] = useState(0);

  // The URL is the source of truth; typing updates it after a short pause. A query the page wrote itself
  // is not copied back into the input: the reader may have typed on since, and those keys would be lost.
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (query === written.current) return;
    written.current = null;
    setInput(query);
  }, [query]);
  useEffect(() => {
    const cleaned = cleanQuery(input);
    if (cleaned === query) return undefined;
    const timer = setTimeout(() => {
      written.current = cleaned;
      history.replace(searchPath(location.pathname, cleaned, 0));
    }, 250);
    return () => clearTimeout(timer);
  }, [input, query, history, location.pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: facetFilters is a new array each render; filtersKey stands for its content
  useEffect(() => {
    if (!query) {
      setStatus('idle');
      setLastResult(null);
      return undefined;
    }
    let cancelled = false;
    setStatus('loading');
    getClient()
      .then((client) =>
        client.search({
          requests: [
            {
              indexName: algolia.indexName,
              query,
              page,
              hitsPerPage: HITS_PER_PAGE,
              facetFilters: facetFilters as string[],
              attributesToSnippet: ['content:24'],
              snippetEllipsisText: '…',
              highlightPreTag: TAGS.pre,
              highlightPostTag: TAGS.post,
            },
          ],
        }),
      )
      .then((response) => {
        if (cancelled) return;
        setLastResult(response.results[0]!);
        setStatus('done');
      })
      .catch(() => {
        if (cancelled) return;
        setLastResult(null);
        setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [query, page, attempt, getClient, algolia.indexName, filtersKey]);

  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  const result = status === 'error' ? null : lastResult;

  return (
    <>
      <PageMetadata title={title} />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers this site supports */}
        <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            placeholder="Search docs"
            aria-label="Search the documentation"
            value={input}
            maxLength={QUERY_INPUT_MAX_LENGTH}
            onChange={(e) => setInput(capQuery(e.target.value))}
            autoComplete="off"
            // The page exists to search: the reader expects to type straight away.
            // biome-ignore lint/a11y/noAutofocus: the search page's one job is this input
            autoFocus
          />
        </form>

        <div aria-live="polite" className={styles.status} data-query={status === 'done' ? (result?.query ?? '') : ''}>
          {status === 'loading' && <p className={styles.loading}>Searching…</p>}
          {result && result.nbHits > 0 && (
            <p>
              {result.nbHits === 1 ? 'One page found' : `${result.nbHits} pages found`}
              {result.nbPages > 1 && ` (page ${result.page + 1} of ${result.nbPages})`}
              {result.correctedQuery && (
                <>
                  {' '}
                  for <strong>{result.correctedQuery}</strong>
                </>
              )}
            </p>
          )}
          {result && result.nbHits === 0 && <p className={styles.empty}>No results for "{query}"</p>}
        </div>

        {status === 'error' && (
          <div role="alert" className={clsx('alert alert--danger', styles.error)}>
            <p className={styles.errorTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
            <button type="button" className="button button--secondary button--sm" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          </div>
        )}

        {result && result.hits.length > 0 && (
          <section aria-label="Search results">
            {result.hits.map((hit) => (
              <ResultItem key={hit.objectID} hit={hit} toUrl={toUrl} />
            ))}
          </section>
        )}
        {result && <Pagination page={result.page} nbPages={result.nbPages} path={location.pathname} query={query} />}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* The content's hooks need the docs contexts that Layout provides. */}
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
