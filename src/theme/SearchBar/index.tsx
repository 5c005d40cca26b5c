/**
 * The navbar search button and DocSearch modal (swizzled from theme-search-algolia 3.8.1).
 * Changes from upstream: in local mode the modal's client is the embedded-index client and no
 * Algolia preconnect is emitted; the engine loads on first interaction; a failed backend shows the
 * error screen (DocSearch 3.9 never does); 5 results per group, 3 at 768 px or less; a report link
 * on the no-results screen; a modal whose code cannot load says so beside the button, with a retry;
 * a modal opened while a result's page is still being drawn keeps its input's focus; results and the
 * footer are plain links the app opens (ModalLink), not the theme's Link; once the modal's code has loaded on
 * intent, the modal is drawn once off the page with made-up results (ModalRehearsal), so the first real query
 * runs warm code.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type { AutocompleteState } from '@algolia/autocomplete-core';
import Head from '@docusaurus/Head';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import { useLocationChange } from '@docusaurus/theme-common/internal';
import { useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';

import { PartFailure } from '@site/src/lib/lazy-part';
import { useSearchMode } from '@site/src/search/mode';
import { capQuery } from '@site/src/search/text';

import {
  afterWholeIndex,
  createLocalSearchClient,
  preloadLocalSearch,
  reportingFailures,
  type SearchClientLike,
  type SearchOutcome,
} from '@site/src/search/client';
import ErrorScreen from './ErrorScreen';
import ModalRehearsal, { REHEARSAL_BODY_CLASS } from './ModalRehearsal';
import SearchButton from './SearchButton';
import useSearchShortcuts from './useSearchShortcuts';

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

/** Narrow screens (spec section 9: 768 px) show fewer results per group. */
const NARROW_QUERY = '(max-width: 768px)';
const RESULTS_PER_GROUP = 5;
const RESULTS_PER_GROUP_NARROW = 3;

let DocSearchModal: typeof DocSearchModalType | null = null;
/** The made-up search client of the modal's rehearsal (ModalRehearsal), loaded with the modal. */
let rehearsalTransform: (() => DocSearchTransformClient) | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import(/* webpackChunkName: "search-modal" */ '@docsearch/react/modal') as Promise<typeof import('@docsearch/react')>,
    // Loaded beside the modal: no page pays for it before its reader shows an intent to search. A chunk of its
    // own: named as the modal's, it moved DocSearch out of the chunk that plugins/compile-hints names.
    import(/* webpackChunkName: "search-rehearsal" */ '@site/src/search/rehearsal-answer'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{ DocSearchModal: Modal }, { rehearsalClient }]) => {
    DocSearchModal = Modal;
    rehearsalTransform = () => rehearsalClient() as unknown as DocSearchTransformClient;
  });
}

function ResultsFooter({
  state,
  onClose,
  countFinal,
}: {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
  countFinal: boolean;
}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <ModalLink to={createSearchLink(state.query)} onFollow={onClose}>
      {countFinal ? (
        <Translate id="theme.SearchBar.seeAll" values={{ count: state.context.nbHits as number }}>
          {'See all {count} results'}
        </Translate>
      ) : (
        // The first answer can come before the whole index has loaded: no count rather than a wrong one.
        <Translate id="theme.SearchBar.seeAllUncounted">See all results</Translate>
      )}
    </ModalLink>
  );
}

/**
 * Makes DocSearch search the text of its input again. React reports an input event only when the
 * value differs from the one it last saw, so its record is moved off the value first.
 */
function searchAgain(container: HTMLElement | null): void {
  const input = container?.querySelector<HTMLInputElement>('input.DocSearch-Input');
  if (!input || input.value === '') return;
  const value = input.value;
  input.value = `${value} `;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A click that asks for the page in this tab: the app can draw it without reloading. */
const plainClick = (event: React.MouseEvent): boolean =>
  !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * A link in the modal to one of the site's pages, opened by the app as the theme's Link would open it.
 * Not that Link: it sets up a new viewport observer each time it renders, and the modal renders its
 * links on every keystroke. As with that Link, pointing at the link (or focusing it) loads its page's code.
 */
function ModalLink({ to, onFollow, children }: { to: string; onFollow?: () => void; children: ReactNode }) {
  const history = useHistory();
  const preload = () => {
    window.docusaurus.preload(to.replace(/[?#].*$/, ''));
  };
  return (
    <a
      href={to}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        onFollow?.();
        if (!plainClick(event)) return;
        event.preventDefault();
        history.push(to);
      }}
    >
      {children}
    </a>
  );
}

function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  const { url } = hit;
  const internal = url.startsWith('/') && !url.startsWith('//');
  return internal ? <ModalLink to={url}>{children}</ModalLink> : <a href={url}>{children}</a>;
}

function DocSearch({ externalUrlRegex, contextualSearch, ...props }: DocSearchProps) {
  const mode = useSearchMode();
  const baseUrl = useBaseUrl('/');
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters() as string[];

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null as unknown as HTMLButtonElement);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  // Read by the footer when it renders the results this outcome belongs to: a ref, not state, so
  // a keystroke's answer does not re-render the search bar.
  const countFinal = useRef(true);
  const onOutcome = useCallback(
    ({ failed: didFail, exhaustive }: SearchOutcome) => {
      countFinal.current = exhaustive;
      setFailed(didFail);
      // The first answer can come before the whole index has loaded (its count is then unknown):
      // once it has, the same text is searched again and the footer gets its count.
      if (!exhaustive) {
        afterWholeIndex(baseUrl)
          .then(() => searchAgain(searchContainer.current))
          .catch(() => undefined);
      }
    },
    [baseUrl],
  );
  const [errorTarget, setErrorTarget] = useState<Element | null>(null);
  const [resultsPerGroup, setResultsPerGroup] = useState(RESULTS_PER_GROUP);

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate({ itemUrl }) {
        if (isRegexpStringMatch(externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [externalUrlRegex, history],
  );

  // The local engine's hits already carry the site's paths; Algolia's absolute URLs are made relative.
  const transformItems = useCallback(
    (items: DocSearchHit[]) => (mode === 'local' ? items : items.map((item) => ({ ...item, url: processSearchResultUrl(item.url) }))),
    [mode, processSearchResultUrl],
  );

  const transformSearchClient = useCallback(
    (searchClient: DocSearchTransformClient): DocSearchTransformClient => {
      if (mode === 'algolia') {
        searchClient.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
        return reportingFailures(searchClient as unknown as SearchClientLike, onOutcome) as unknown as DocSearchTransformClient;
      }
      const local = createLocalSearchClient({ baseUrl, maxPagesLoaded: 8, sectionsPerPage: 2 });
      return reportingFailures(local, onOutcome) as unknown as DocSearchTransformClient;
    },
    [mode, baseUrl, siteMetadata.docusaurusVersion, onOutcome],
  );

  // DocSearch rebuilds its whole autocomplete (losing the results) when searchParameters changes
  // identity, and the contextual filters are a new array on every render: key them by content.
  const filtersKey = JSON.stringify([contextualSearch ? contextualFilters : [], props.searchParameters ?? null]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for the filters' content
  const searchParameters = useMemo(() => {
    const configured = (props.searchParameters?.facetFilters ?? []) as string[] | string;
    const configuredList = typeof configured === 'string' ? [configured] : configured;
    return {
      ...props.searchParameters,
      facetFilters: contextualSearch ? [...contextualFilters, ...configuredList] : configuredList,
    };
  }, [filtersKey]);

  // The modal's dress rehearsal (ModalRehearsal): once per page, after the reader's first sign of intent
  // and before the modal first opens.
  const [rehearsing, setRehearsing] = useState(false);
  const rehearsal = useRef<'not yet' | 'running' | 'over'>('not yet');
  const endRehearsal = useCallback(() => {
    if (rehearsal.current === 'not yet') rehearsal.current = 'over';
    if (rehearsal.current !== 'running') return;
    rehearsal.current = 'over';
    // As it closes, DocSearch's modal scrolls the window back to where it stood when the modal opened;
    // the reader may have scrolled since the rehearsal began. The removal is synchronous, so this covers it.
    const { scrollTo } = window;
    window.scrollTo = () => undefined;
    try {
      flushSync(() => setRehearsing(false));
    } finally {
      window.scrollTo = scrollTo;
      document.body.classList.remove(REHEARSAL_BODY_CLASS);
    }
  }, []);

  // The search bar lives as long as the navbar; should it go mid-rehearsal, the body's mark must not outlive it.
  useEffect(() => () => document.body.classList.remove(REHEARSAL_BODY_CLASS), []);

  const warmUp = useCallback(() => {
    importDocSearchModalIfNeeded().then(
      () => {
        if (rehearsal.current !== 'not yet') return;
        rehearsal.current = 'running';
        // Cancels the effects of DocSearch's scroll lock on the page while the rehearsal is mounted (styles.css).
        document.body.classList.add(REHEARSAL_BODY_CLASS);
        // A transition: React yields to the reader's input while it draws the rehearsal.
        startTransition(() => setRehearsing(true));
      },
      // A failure here is reported when the reader actually opens search.
      () => undefined,
    );
    if (mode === 'local') preloadLocalSearch(baseUrl);
  }, [mode, baseUrl]);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    endRehearsal();
    setResultsPerGroup(window.matchMedia(NARROW_QUERY).matches ? RESULTS_PER_GROUP_NARROW : RESULTS_PER_GROUP);
    warmUp();
    importDocSearchModalIfNeeded().then(
      () => {
        setLoadFailed(false);
        setIsOpen(true);
      },
      (error: unknown) => {
        // The click used to do nothing at all: tell the reader, and let them try again.
        console.error('The search modal could not load.', error);
        setLoadFailed(true);
      },
    );
  }, [warmUp, endRehearsal]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setFailed(false);
    setHasQuery(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent | React.KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useSearchShortcuts({ isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, onIntent: warmUp, searchButtonRef });

  // The error screen is drawn inside DocSearch's dropdown; the portal container carries the state class.
  // Clearing the query goes back to the start screen, which needs no backend.
  const [hasQuery, setHasQuery] = useState(false);
  useEffect(() => {
    const container = searchContainer.current;
    if (!container || !isOpen) return undefined;
    const onInput = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement)) return;
      // After DocSearch has handled the keystroke: updating state during it would reset its input.
      setTimeout(() => {
        const empty = input.value.trim() === '';
        setHasQuery(!empty);
        if (empty) setFailed(false);
      }, 0);
    };
    container.addEventListener('input', onInput);
    return () => container.removeEventListener('input', onInput);
  }, [isOpen]);

  // The spec's 64-character limit counts code points, as the /search page does; DocSearch's input allows
  // 128 UTF-16 units (overrides/search-query-length) and the text is cut here, before DocSearch reads it:
  // a capturing listener runs before React's, and the prototype's setter leaves React's record of the
  // old value alone, so React still reports the change (with the cut text).
  useEffect(() => {
    const container = searchContainer.current;
    if (!container || !isOpen) return undefined;
    const cap = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.classList.contains('DocSearch-Input')) return;
      const capped = capQuery(input.value);
      if (capped !== input.value) Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, capped);
    };
    container.addEventListener('input', cap, true);
    return () => container.removeEventListener('input', cap, true);
  }, [isOpen]);

  // Opening a result changes the page, and once the new page is drawn the theme moves focus to its top
  // (skip to content). A reader quick enough to reopen search before that would lose the input's focus
  // mid-word: give it back. This runs after the theme's own handler (the navbar comes after it).
  useLocationChange(() => {
    if (isOpen) searchContainer.current?.querySelector<HTMLInputElement>('.DocSearch-Input')?.focus();
  });

  const showError = isOpen && failed && (hasQuery || initialQuery !== undefined);
  useEffect(() => {
    const container = searchContainer.current;
    if (!container) return;
    container.classList.toggle('search-failed', showError);
    setErrorTarget(showError ? container.querySelector('.DocSearch-Dropdown') : null);
  }, [showError]);

  const resultsFooterComponent = useMemo(
    () =>
      ({ state }: { state: AutocompleteState<InternalDocSearchHit> }) => (
        <ResultsFooter state={state} onClose={closeModal} countFinal={countFinal.current} />
      ),
    [closeModal],
  );

  const issuesUrl = `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}/issues/new`;
  const getMissingResultsUrl = useCallback(
    ({ query }: { query: string }) => `${issuesUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`,
    [issuesUrl],
  );

  // What the modal and its rehearsal share: everything but how each closes, what it starts with and what it searches.
  const modalProps = {
    navigator,
    transformItems,
    hitComponent: Hit,
    ...(props.searchPagePath && { resultsFooterComponent }),
    placeholder: translations.placeholder,
    getMissingResultsUrl,
    ...props,
    maxResultsPerGroup: resultsPerGroup,
    translations: props.translations?.modal ?? translations.modal,
    searchParameters,
  };

  return (
    <>
      {mode === 'algolia' && (
        <Head>
          {/* Lets the browser connect to the DocSearch cluster before the first query. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <SearchButton
        onTouchStart={warmUp}
        onFocus={warmUp}
        onMouseOver={warmUp}
        onClick={openModal}
        ref={searchButtonRef}
        label={(props.translations?.button ?? translations.button)?.buttonText ?? 'Search'}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            {...modalProps}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            transformSearchClient={transformSearchClient}
          />,
          searchContainer.current,
        )}
      {rehearsing && DocSearchModal && rehearsalTransform && (
        <ModalRehearsal
          Modal={DocSearchModal}
          onDone={endRehearsal}
          modalProps={{
            ...modalProps,
            onClose: endRehearsal,
            initialScrollY: window.scrollY,
            initialQuery: 'stream',
            transformSearchClient: rehearsalTransform,
          }}
        />
      )}
      {errorTarget && createPortal(<ErrorScreen />, errorTarget)}
      {loadFailed && (
        <PartFailure className="search-load-failure" message="Search could not load. Check your connection." onRetry={openModal} />
      )}
    </>
  );
}

export default function SearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}
