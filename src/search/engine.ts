/**
 * The embedded search engine: answers Algolia-shaped requests from the site's own index (built by
 * plugins/search-index), in memory, on the main thread. Loaded lazily by ./client, never on page load.
 *
 * Cost of a query once the core is loaded: a few binary searches, the postings of the query's words,
 * and the order of the pages shown (a two-letter prefix reaches hundreds of pages, which are counted
 * but not all put in order, so a keystroke stays short). Network: the core file once, the postings
 * shard(s) of each new word once, `more` once in the background, and one small text file per result
 * page the first time it is shown.
 */
import type { Dictionary, TermMatch } from './dictionary';
import { whenIdle } from '../lib/when-idle';
import { facetPredicate } from './filters';
import { loadCore, loadEntry, loadMore, loadPageText, loadTextShard, type LoadedCore } from './index-files';
import { isValueTerm, type IndexEntry, type PageText } from './index-format';
import { IndexWords, queryWords, rankPages, type RankedPage, type WordMatches } from './rank';
import { emptyResult } from './results';
import { highlightWords, makeSnippet, wordMatcher, type WordMatcher } from './snippet';
import { cleanQuery, type HighlightTags } from './text';
import { RetryError, type HighlightValue, type Level, type SearchHit, type SearchRequest, type SearchResult } from './types';

export interface EngineOptions {
  /** Where the index lives, ending in '/': `{baseUrl}search-index/`. */
  indexBase: string;
  /** Pages shown per request (each needs its text file once). */
  maxPagesLoaded?: number;
  /** Extra matching sections shown per page, after its best match. */
  sectionsPerPage?: number;
  /** Wait for the whole index before answering, so `nbHits` is final (the /search page prints it). */
  exactCount?: boolean;
}

const defaultTags: HighlightTags = { pre: '<span class="algolia-docsearch-suggestion--highlight">', post: '</span>' };

interface Loaded {
  entry: IndexEntry;
  core: LoadedCore;
  words: IndexWords;
  /** The `more` index: loading (started with the core), loaded, or null after a failure. */
  more: Promise<Dictionary> | null;
  moreReady: Dictionary | null;
  texts: Map<number, Promise<PageText>>;
  /** The texts that have arrived. */
  textReady: Map<number, PageText>;
  /** Pages kept by each facet filter seen (see pagesKept). */
  kept: Map<string, Uint8Array>;
  /** Whether the rest of the index (`more`, every page's text) has been asked for. */
  restRequested: boolean;
  rehearsed: boolean;
}

let loading: Promise<Loaded> | null = null;

/**
 * The dev server rebuilds its index after every edit while an open tab keeps the one it loaded: in
 * development, before a search (at most every 2 s), the entry file is read again and a new index is
 * loaded afresh. Production indexes never change under a tab.
 */
const followIndexChanges = process.env.NODE_ENV === 'development';
let lastEntryCheck = 0;

function load(indexBase: string): Promise<Loaded> {
  if (!loading) {
    const attempt: Promise<Loaded> = (async () => {
      const entry = await loadEntry(indexBase, followIndexChanges ? { cache: 'no-store' } : undefined);
      const core = await loadCore(indexBase, entry);
      const loaded: Loaded = {
        entry,
        core,
        words: new IndexWords(core.core),
        more: null,
        moreReady: null,
        texts: new Map(),
        textReady: new Map(),
        kept: new Map(),
        restRequested: false,
        rehearsed: false,
      };
      lastEntryCheck = Date.now();
      return loaded;
    })();
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

/** Starts (or joins) loading `more`; a failed load is forgotten, so the next query that needs it tries again. */
function moreOf(loaded: Loaded): Promise<Dictionary> {
  if (!loaded.more) {
    const attempt = loadMore(loaded.core.base);
    loaded.more = attempt;
    attempt.then(
      (dictionary) => {
        loaded.moreReady = dictionary;
      },
      () => {
        if (loaded.more === attempt) loaded.more = null;
      },
    );
  }
  return loaded.more;
}

async function reloadIfIndexChanged(indexBase: string): Promise<void> {
  if (!followIndexChanges || !loading || Date.now() - lastEntryCheck < 2000) return;
  lastEntryCheck = Date.now();
  const current = loading;
  const entry = await loadEntry(indexBase, { cache: 'no-store' }).catch(() => null);
  const loaded = await current.catch(() => null);
  if (entry && loaded && entry.dir !== loaded.entry.dir && loading === current) loading = null;
}

/** After the results on screen are painted, within a second at the latest. */
const afterPaint = (work: () => void): void => whenIdle(work, { timeout: 1000, fallbackDelay: 50 });

/**
 * After the first results: loads `more` and the core's remaining postings shards, then every page's
 * text, one shard per idle period (each parses in a few milliseconds), so later keystrokes are
 * answered without a request. A shard that fails to load is skipped: a query that needs its postings
 * asks for it again, and its pages' texts are fetched one by one when shown.
 */
function loadRest(loaded: Loaded): void {
  if (loaded.restRequested) return;
  loaded.restRequested = true;
  const shards = loaded.core.core.textShards;
  const next = (n: number): void => {
    if (n >= shards.length) return;
    afterPaint(() => {
      loadTextShard(loaded.core.base, n)
        .then((texts) => {
          const [first] = shards[n]!;
          texts.forEach((text, i) => {
            if (loaded.textReady.has(first + i)) return;
            loaded.texts.set(first + i, Promise.resolve(text));
            loaded.textReady.set(first + i, text);
          });
        })
        .catch(() => undefined)
        .finally(() => next(n + 1));
    });
  };
  afterPaint(() => {
    Promise.allSettled([moreOf(loaded), loaded.core.dictionary.loadAll()]).finally(() => next(0));
  });
}

/** Resolves when the whole inverted index is loaded: from then on every count is final. */
export async function wholeIndexLoaded(indexBase: string): Promise<void> {
  const loaded = await load(indexBase);
  // Not before the answer that asks is painted: `more` arriving in the middle of drawing it would parse
  // (half a megabyte of JSON) before the reader sees the results.
  if (!loaded.moreReady) await new Promise<void>((resolve) => afterPaint(resolve));
  await moreOf(loaded);
}

/** The query rehearsed on intent (see rehearse). */
const REHEARSED = 'stream';

/** Warms the engine (intent to search: hover, focus, the shortcut); errors surface on the real query. */
export function preload(indexBase: string): void {
  load(indexBase)
    .then((loaded) => {
      // The rehearsal's postings shards are asked for at once (a request costs the main thread nothing),
      // so they are likely here before the reader's first word, which often shares them ("stream…").
      loaded.core.dictionary.prepare(REHEARSED, { asPrefix: true, typos: true }).catch(() => undefined);
      afterPaint(() => rehearse(loaded));
    })
    .catch(() => undefined);
}

/**
 * While the reader moves from the search button to the keyboard: one query run without showing
 * it, so the first real one finds the stem table built and the ranking code compiled.
 */
function rehearse(loaded: Loaded): void {
  if (loaded.rehearsed) return;
  loaded.rehearsed = true;
  matchWords(loaded, REHEARSED, null)
    .then((matches) => rankPages({ core: loaded.core.core, words: loaded.words, matches, query: REHEARSED, keep: () => true, limit: 8 }))
    .catch(() => undefined);
}

function pageText(loaded: Loaded, page: number): Promise<PageText> {
  let text = loaded.texts.get(page);
  if (!text) {
    text = loadPageText(loaded.core.base, page);
    loaded.texts.set(page, text);
    text.then(
      (t) => loaded.textReady.set(page, t),
      () => loaded.texts.delete(page),
    );
  }
  return text;
}

/** Which pages a facet filter keeps, worked out once per filter (every keystroke sends the same one). */
function pagesKept(loaded: Loaded, facetFilters: SearchRequest['facetFilters']): (page: number) => boolean {
  const key = JSON.stringify(facetFilters ?? null);
  let kept = loaded.kept.get(key);
  if (!kept) {
    const { core } = loaded.core;
    const facets = facetPredicate(facetFilters);
    const byTag = core.tags.map((tag) => facets({ language: core.language, docusaurus_tag: tag }));
    kept = Uint8Array.from(core.pages, (page) => (byTag[page[4]] ? 1 : 0));
    loaded.kept.set(key, kept);
  }
  const result = kept;
  return (page) => result[page] === 1;
}

/** A query word that only a pasted value matches (an address, a selector, a long number). */
const looksLikeValue = (word: string): boolean => isValueTerm(word) || /^0x[0-9a-f]{4,}$/.test(word);

/** Each query word's terms in the core (after loading the postings shards they need) and in `more` if loaded. */
async function matchWords(loaded: Loaded, query: string, more: Dictionary | null): Promise<WordMatches[]> {
  const dictionary = loaded.core.dictionary;
  const words = queryWords(query, (w) => dictionary.has(w));
  await Promise.all(words.map((word) => dictionary.prepare(word.text, { asPrefix: word.last, typos: true })));
  return words.map((word) => ({
    word,
    core: dictionary.lookup(word.text, { asPrefix: word.last, typos: true }),
    more: more ? more.lookup(word.text, { asPrefix: word.last, typos: false }) : [],
  }));
}

/** The query with each word that matched only by a typo replaced by its most frequent correction. */
function correctedQueryOf(matches: WordMatches[]): string | undefined {
  let corrected = false;
  const words = matches.map(({ word, core }) => {
    if (core.length === 0 || core.some((m) => m.kind !== 'typo')) return word.text;
    corrected = true;
    return core.reduce((a, b) => (b.postings.length > a.postings.length ? b : a)).term;
  });
  return corrected ? words.join(' ') : undefined;
}

function hv(text: string, matches: (word: string) => boolean, tags: HighlightTags, words: string[]): HighlightValue {
  const { value, matched } = highlightWords(text, matches, tags);
  return { value, matchLevel: matched ? 'full' : 'none', matchedWords: matched ? words : [], fullyHighlighted: false };
}

function makeHit(loaded: Loaded, ranked: RankedPage, section: number, text: PageText, ctx: HitContext): SearchHit {
  const { core } = loaded.core;
  const [pageUrl, title, group] = core.pages[ranked.page]!;
  const [first] = loaded.core.pageSections[ranked.page]!;
  const level = core.sectionLevel[section]!;
  const heading = core.sectionHeading[section]!;
  const anchor = level > 1 ? core.sectionAnchor[section] || null : null;
  const hierarchy: Record<Level, string | null> = {
    lvl0: group || 'Documentation',
    lvl1: title || pageUrl,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let type: SearchHit['type'] = 'lvl1';
  if (level === 2) {
    hierarchy.lvl2 = heading;
    type = 'lvl2';
  } else if (level > 2) {
    let parent = section - 1;
    while (parent > first && core.sectionLevel[parent]! !== 2) parent -= 1;
    if (parent > first) {
      hierarchy.lvl2 = core.sectionHeading[parent]!;
      hierarchy.lvl3 = heading;
      type = 'lvl3';
    } else {
      hierarchy.lvl2 = heading;
      type = 'lvl2';
    }
  }
  const own = text[section - first] ?? '';
  const body = own || text[0] || '';
  const snippet = makeSnippet(body, ctx.matches, ctx.tags);
  const content = body.length > 0 ? body : null;
  const highlightHierarchy: Partial<Record<Level, HighlightValue>> = {};
  for (const [lvl, value] of Object.entries(hierarchy) as [Level, string | null][]) {
    if (value !== null) highlightHierarchy[lvl] = hv(value, ctx.matches, ctx.tags, ctx.words);
  }
  // The site's own paths (base URL included), which its router takes as they are. Algolia's hits carry
  // absolute URLs that the theme makes relative again; these need none of that work on every keystroke.
  const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
  return {
    objectID: url,
    url,
    url_without_anchor: pageUrl,
    anchor,
    type,
    hierarchy,
    content,
    // The content's highlight is the snippet's: no reader of a hit shows more of the section, and
    // highlighting a whole section on every keystroke cost as much as ranking.
    _highlightResult: {
      hierarchy: highlightHierarchy,
      content: {
        value: snippet.value,
        matchLevel: snippet.matched ? 'full' : 'none',
        matchedWords: snippet.matched ? ctx.words : [],
        fullyHighlighted: false,
      },
    },
    _snippetResult: { content: { value: snippet.value, matchLevel: snippet.matched ? 'full' : 'none' } },
  };
}

interface HitContext {
  /** A WordMatcher, not any predicate: its needles let a snippet skip to the first place a match can start. */
  matches: WordMatcher;
  words: string[];
  tags: HighlightTags;
}

/** The page's best section first (the page itself when its title names the query), then sections whose heading does. */
function hitsForPage(loaded: Loaded, ranked: RankedPage, text: PageText, ctx: HitContext, extra: number): SearchHit[] {
  const [first] = loaded.core.pageSections[ranked.page]!;
  const lead = ranked.titleNamed ? first : (ranked.sections[0]?.section ?? first);
  const hits = [makeHit(loaded, ranked, lead, text, ctx)];
  for (const { section, named } of ranked.sections) {
    if (hits.length > extra) break;
    if (section === lead || !named || section === first) continue;
    hits.push(makeHit(loaded, ranked, section, text, ctx));
  }
  return hits;
}

export async function runSearch(request: SearchRequest, options: EngineOptions): Promise<SearchResult> {
  const params = { ...request.params, ...request };
  const hitsPerPage = Math.max(0, Math.min(Number(params.hitsPerPage ?? 20) || 0, 100));
  const page = Math.max(0, Math.floor(Number(params.page ?? 0)) || 0);
  const query = cleanQuery(typeof params.query === 'string' ? params.query : '');
  if (!query || hitsPerPage === 0) return emptyResult(request, query, hitsPerPage);
  const started = Date.now();
  const tags: HighlightTags =
    typeof params.highlightPreTag === 'string' && typeof params.highlightPostTag === 'string'
      ? { pre: params.highlightPreTag, post: params.highlightPostTag }
      : defaultTags;

  await reloadIfIndexChanged(options.indexBase);
  const attempt = load(options.indexBase);
  let loaded: Loaded;
  try {
    loaded = await attempt;
  } catch (error) {
    throw new RetryError('The search index could not be loaded.', { cause: error });
  }
  // A rehearsal still waiting for an idle moment would only delay this query's answer.
  loaded.rehearsed = true;
  const { core } = loaded.core;
  const keep = pagesKept(loaded, params.facetFilters);
  const firstShown = page * hitsPerPage;
  const shownCount = Math.min(hitsPerPage, options.maxPagesLoaded ?? hitsPerPage);
  const rank = (matches: WordMatches[], combined: boolean) =>
    rankPages({ core, words: loaded.words, matches, query, keep, combined, limit: firstShown + shownCount });

  const hadMore = loaded.moreReady !== null;
  const matchAll = async (more: Dictionary | null) => {
    try {
      return await matchWords(loaded, query, more);
    } catch (error) {
      throw new RetryError('The search index could not be loaded.', { cause: error });
    }
  };
  let matches = await matchAll(loaded.moreReady);
  let ranking = rank(matches, false);
  // The core settles the pages shown when some page has every word and there are enough such pages;
  // otherwise (or for a pasted value, which only `more` holds) the rest of the index is needed.
  const needsMore =
    options.exactCount === true ||
    !ranking.complete ||
    ranking.pages.length < firstShown + shownCount ||
    matches.some((m) => looksLikeValue(m.word.text));
  if (needsMore && !loaded.moreReady) {
    try {
      await moreOf(loaded);
    } catch (error) {
      throw new RetryError('The search index could not be loaded.', { cause: error });
    }
  }
  if (loaded.moreReady && !hadMore) {
    matches = await matchAll(loaded.moreReady);
    ranking = rank(matches, false);
  }
  if (loaded.moreReady && !ranking.complete) ranking = rank(matches, true);

  const shown = ranking.pages.slice(firstShown, firstShown + shownCount);
  let texts: PageText[];
  if (!loaded.moreReady) {
    // A first answer, given before the whole index has loaded (the modal asks again once it has):
    // pages whose text is not here yet are quoted by their lead instead of waiting for it.
    texts = shown.map((r) => loaded.textReady.get(r.page) ?? [core.pageLead[r.page] ?? '']);
    // Asked for once these results are on screen: starting the requests would delay the first answer.
    afterPaint(() => {
      for (const r of shown) pageText(loaded, r.page).catch(() => undefined);
    });
  } else {
    try {
      texts = await Promise.all(shown.map((r) => pageText(loaded, r.page)));
    } catch (error) {
      throw new RetryError('Search results could not be loaded.', { cause: error });
    }
  }
  const terms = Array.from(new Set(matches.flatMap((m) => [...m.core, ...m.more].map((t: TermMatch) => t.term))));
  const last = matches[matches.length - 1];
  const ctx: HitContext = {
    matches: wordMatcher(terms, last && last.word.text.length >= 2 ? [last.word.text] : []),
    words: matches.map((m) => m.word.text),
    tags,
  };
  const hits = shown.flatMap((r, i) => hitsForPage(loaded, r, texts[i]!, ctx, options.sectionsPerPage ?? 0));
  const correctedQuery = correctedQueryOf(matches);
  loadRest(loaded);
  return {
    ...emptyResult(request, query, hitsPerPage),
    hits,
    nbHits: ranking.pages.length,
    page,
    nbPages: Math.ceil(ranking.pages.length / hitsPerPage),
    processingTimeMS: Date.now() - started,
    // Pages found only in generated pages' bodies are counted once `more` has arrived.
    exhaustiveNbHits: loaded.moreReady !== null,
    ...(correctedQuery ? { correctedQuery } : {}),
  };
}
