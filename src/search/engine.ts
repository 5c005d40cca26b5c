/**
 * The embedded search engine: Pagefind, loaded on first use from `{baseUrl}pagefind/`, answering
 * Algolia-shaped requests. Loaded lazily by ./client, never on page load.
 */
import { toPagefindFilters, type PagefindFilter } from './filters';
import { emptyResult } from './results';
import { cleanQuery, convertExcerpt, correctQuery, decodeEntities, highlight, queryTerms, type HighlightTags } from './text';
import { RetryError, type HighlightValue, type Level, type SearchHit, type SearchRequest, type SearchResult } from './types';

interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
  weighted_locations?: { weight: number; location: number }[];
  anchor?: PagefindAnchor;
}
interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  anchors?: PagefindAnchor[];
  sub_results?: PagefindSubResult[];
}
interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}
interface Pagefind {
  init(): Promise<void>;
  search(term: string, options?: { filters?: PagefindFilter }): Promise<{ results: PagefindResult[] } | null>;
  destroy(): Promise<void>;
}
/** What `pagefind.js` exports (Pagefind >= 1.5): one independent instance per call. */
interface PagefindModule {
  createInstance(options: { basePath: string; excerptLength: number; ranking?: { termSimilarity?: number } }): Pagefind;
}

export interface EngineOptions {
  /** Where the index lives, ending in '/': `{baseUrl}pagefind/`. */
  indexBase: string;
  /** Pages whose fragments are loaded per request (each is one small request). */
  maxPagesLoaded?: number;
  /** Extra matching sections shown per page, after its best match. */
  sectionsPerPage?: number;
}

const defaultTags: HighlightTags = { pre: '<span class="algolia-docsearch-suggestion--highlight">', post: '</span>' };

let pagefindPromise: Promise<Pagefind> | null = null;
let vocabularyPromise: Promise<string[]> | null = null;

/**
 * The dev server rebuilds its index after every edit, while an open tab keeps the index it loaded:
 * in development, before a search (at most every 2 s), the index's entry file is compared with the
 * one loaded, and a changed index is loaded afresh. Production indexes never change under a tab.
 */
const followIndexChanges = process.env.NODE_ENV === 'development';
let loadedEntry: string | null = null;
let lastEntryCheck = 0;

async function entrySignature(indexBase: string): Promise<string> {
  const response = await fetch(`${indexBase}pagefind-entry.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`pagefind-entry.json: HTTP ${response.status}`);
  return JSON.stringify(((await response.json()) as { languages?: unknown }).languages ?? null);
}

async function reloadIfIndexChanged(indexBase: string): Promise<void> {
  if (!followIndexChanges || !pagefindPromise || Date.now() - lastEntryCheck < 2000) return;
  lastEntryCheck = Date.now();
  const current = pagefindPromise;
  const signature = await entrySignature(indexBase).catch(() => null);
  if (signature === null) return;
  if (loadedEntry !== null && signature !== loadedEntry && pagefindPromise === current) {
    forgetPagefind(current);
    vocabularyPromise = null;
  }
}

/**
 * Pagefind stems "streaming" to "stream", and the generated GraphQL pages repeat "stream" hundreds
 * of times; rewarding the word as typed (default 1) keeps the page named by it ahead of them.
 */
const SIMILARITY = 3;

function loadPagefind(indexBase: string): Promise<Pagefind> {
  if (!pagefindPromise) {
    pagefindPromise = (async () => {
      const url = `${indexBase}pagefind.js`;
      const { createInstance } = (await import(/* webpackIgnore: true */ url)) as PagefindModule;
      const pagefind = createInstance({ basePath: indexBase, excerptLength: 24, ranking: { termSimilarity: SIMILARITY } });
      await pagefind.init();
      if (followIndexChanges) {
        loadedEntry = await entrySignature(indexBase).catch(() => null);
        lastEntryCheck = Date.now();
      }
      return pagefind;
    })();
    // A failed load is forgotten, so the next query tries again.
    pagefindPromise.catch(() => {
      pagefindPromise = null;
    });
  }
  return pagefindPromise;
}

/**
 * Forgets the Pagefind instance after a failed search. The index loads on an instance's first
 * search, and an instance whose index failed to load (a network error, or a dev server that has
 * not published its index yet) keeps failing: the next query gets a fresh instance instead.
 */
function forgetPagefind(failed: Promise<Pagefind>): void {
  if (pagefindPromise === failed) pagefindPromise = null;
  void failed.then((pagefind) => pagefind.destroy()).catch(() => undefined);
}

function loadVocabulary(indexBase: string): Promise<string[]> {
  if (!vocabularyPromise) {
    vocabularyPromise = fetch(`${indexBase}vocabulary.json`).then((response) => {
      if (!response.ok) throw new Error(`vocabulary.json: HTTP ${response.status}`);
      return response.json() as Promise<string[]>;
    });
    // Typo correction is optional: a missing vocabulary means no corrections, and is asked for again next time.
    vocabularyPromise.catch(() => {
      vocabularyPromise = null;
    });
  }
  return vocabularyPromise.catch(() => []);
}

/** Warms the engine (on hover or focus of the search button); errors surface on the real query. */
export function preload(indexBase: string): void {
  loadPagefind(indexBase).catch(() => undefined);
}

const clean = (text: string | undefined): string => decodeEntities(text ?? '').replace(/[\u200b\u00a0]/g, ' ').replace(/\s+/g, ' ').trim();

function matchesAll(text: string, terms: string[]): boolean {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return terms.length > 0 && terms.every((t) => words.some((w) => w.startsWith(t)));
}

/**
 * A page whose title names the query ranks above pages that only mention it; then a page whose
 * group or a heading names it; then one whose title names part of it.
 */
function titleRank(data: PagefindData, terms: string[]): number {
  const title = clean(data.meta.title);
  if (title.toLowerCase() === terms.join(' ')) return 5;
  if (matchesAll(title, terms)) return 4;
  const slug = data.url.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? '';
  if (matchesAll(`${title} ${clean(data.meta.lvl0)} ${slug.replace(/[-_]+/g, ' ')}`, terms)) return 3;
  if ((data.sub_results ?? []).some((s) => s.anchor && matchesAll(clean(s.title), terms))) return 2;
  return terms.some((t) => matchesAll(title, [t])) ? 1 : 0;
}

function weightOf(sub: PagefindSubResult): number {
  return (sub.weighted_locations ?? []).reduce((sum, l) => sum + l.weight, 0) || (sub.locations?.length ?? 0);
}

function hv(text: string, terms: string[], tags: HighlightTags): HighlightValue {
  const { value, matched } = highlight(text, terms, tags);
  const matchLevel = matched.length === 0 ? 'none' : matched.length === terms.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: matched, fullyHighlighted: false };
}

function toAbsolute(url: string): string {
  return typeof window === 'undefined' ? url : new URL(url, window.location.origin).href;
}

function makeHit(data: PagefindData, sub: PagefindSubResult | null, terms: string[], tags: HighlightTags): SearchHit {
  const pageTitle = clean(data.meta.title) || clean(sub?.title) || data.url;
  const hierarchy: Record<Level, string | null> = {
    lvl0: clean(data.meta.lvl0) || 'Documentation', lvl1: pageTitle, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null,
  };
  let type: SearchHit['type'] = 'lvl1';
  const anchor = sub?.anchor?.id ?? null;
  if (sub?.anchor && sub.anchor.element !== 'h1') {
    const heading = clean(sub.title);
    if (sub.anchor.element === 'h3' || sub.anchor.element === 'h4') {
      const parent = (data.anchors ?? [])
        .filter((a) => a.element === 'h2' && a.location < (sub.anchor?.location ?? 0))
        .pop();
      const parentText = clean(parent?.text);
      if (parentText) {
        hierarchy.lvl2 = parentText;
        hierarchy.lvl3 = heading;
        type = 'lvl3';
      } else {
        hierarchy.lvl2 = heading;
        type = 'lvl2';
      }
    } else {
      hierarchy.lvl2 = heading;
      type = 'lvl2';
    }
  }
  const excerpt = sub?.excerpt ?? data.excerpt;
  const content = clean(excerpt.replace(/<\/?mark>/g, ''));
  const highlightHierarchy: Partial<Record<Level, HighlightValue>> = {};
  for (const [level, text] of Object.entries(hierarchy) as [Level, string | null][]) {
    if (text !== null) highlightHierarchy[level] = hv(text, terms, tags);
  }
  const snippet = convertExcerpt(excerpt, tags);
  const pageUrl = data.url;
  const url = toAbsolute(anchor ? `${pageUrl}#${anchor}` : pageUrl);
  return {
    objectID: anchor ? `${pageUrl}#${anchor}` : pageUrl,
    url,
    url_without_anchor: toAbsolute(pageUrl),
    anchor,
    type,
    hierarchy,
    content: content || null,
    _highlightResult: { hierarchy: highlightHierarchy, content: { ...hv(content, terms, tags) } },
    _snippetResult: { content: { value: snippet, matchLevel: snippet.includes(tags.pre) ? 'full' : 'none' } },
  };
}

/** The best section of a page first, then other sections whose heading names the query. */
function hitsForPage(data: PagefindData, terms: string[], tags: HighlightTags, extraSections: number): SearchHit[] {
  const subs = data.sub_results ?? [];
  if (subs.length === 0) return [makeHit(data, null, terms, tags)];
  const titleMatches = matchesAll(clean(data.meta.title), terms);
  const ranked = subs
    .map((sub, i) => ({ sub, i, named: sub.anchor ? matchesAll(clean(sub.title), terms) : titleMatches, weight: weightOf(sub) }))
    .sort((a, b) => Number(b.named) - Number(a.named) || b.weight - a.weight || a.i - b.i);
  // A page named by the query is best represented by the page itself.
  const first = titleMatches ? subs.find((s) => !s.anchor) ?? ranked[0]!.sub : ranked[0]!.sub;
  const hits = [makeHit(data, first, terms, tags)];
  for (const { sub, named } of ranked) {
    if (hits.length > extraSections || sub === first || !named || !sub.anchor) continue;
    hits.push(makeHit(data, sub, terms, tags));
  }
  return hits;
}

/**
 * Whether Pagefind highlighted a real match: a marked word that starts with a query word, or a
 * stem of one (at least 3 letters).
 */
function hasRealMatch(data: PagefindData, terms: string[]): boolean {
  const excerpts = [data.excerpt, ...(data.sub_results ?? []).map((sub) => sub.excerpt)].join(' ');
  // Marks include punctuation ("cancel," or "cancel(streamId)"): compare the leading word only.
  const marked = Array.from(excerpts.matchAll(/<mark>([^<]*)<\/mark>/g)).map(
    (m) => ((m[1] ?? '').toLowerCase().match(/[\p{L}\p{N}]+/u) ?? [''])[0]);
  return marked.some((word) => terms.some((t) => word.startsWith(t) || (word.length >= 3 && t.startsWith(word))));
}

/**
 * Pagefind's results for a query. When no indexed word starts with a query word, Pagefind falls back
 * to ever shorter prefixes ("wqpfj" matches every word starting with "w"); when its best result
 * highlights no real match, the query is treated as having no results.
 */
async function matching(pagefind: Pagefind, query: string, filters: PagefindFilter): Promise<PagefindResult[]> {
  const results = (await pagefind.search(query, { filters }))?.results ?? [];
  if (results.length === 0 || hasRealMatch(await results[0]!.data(), queryTerms(query))) return results;
  return [];
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
  const filters = toPagefindFilters(params.facetFilters);

  await reloadIfIndexChanged(options.indexBase);
  const loading = loadPagefind(options.indexBase);
  let pagefind: Pagefind;
  let results: PagefindResult[];
  let correctedQuery: string | undefined;
  let terms = queryTerms(query);
  try {
    pagefind = await loading;
    results = await matching(pagefind, query, filters);
    if (results.length === 0) {
      const corrected = correctQuery(query, await loadVocabulary(options.indexBase));
      if (corrected) {
        results = await matching(pagefind, corrected, filters);
        if (results.length > 0) {
          correctedQuery = corrected;
          terms = queryTerms(corrected);
        }
      }
    }
  } catch (error) {
    forgetPagefind(loading);
    throw new RetryError('The search index could not be loaded.', { cause: error });
  }

  const loadCount = Math.min(hitsPerPage, options.maxPagesLoaded ?? hitsPerPage);
  const pageSlice = results.slice(page * hitsPerPage, page * hitsPerPage + loadCount);
  let datas: PagefindData[];
  try {
    datas = await Promise.all(pageSlice.map((r) => r.data()));
  } catch (error) {
    forgetPagefind(loading);
    throw new RetryError('Search results could not be loaded.', { cause: error });
  }
  if (page === 0) {
    const ranks = datas.map((d) => titleRank(d, terms));
    datas = datas.map((d, i) => ({ d, i })).sort((a, b) => ranks[b.i]! - ranks[a.i]! || a.i - b.i).map(({ d }) => d);
  }
  const hits = datas.flatMap((d) => hitsForPage(d, terms, tags, options.sectionsPerPage ?? 0));
  return {
    ...emptyResult(request, query, hitsPerPage),
    hits,
    nbHits: results.length,
    page,
    nbPages: Math.ceil(results.length / hitsPerPage),
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    ...(correctedQuery ? { correctedQuery } : {}),
  };
}
