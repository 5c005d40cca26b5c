/** The subset of Algolia's search API that DocSearch and the /search page use. */

export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: string[];
  [key: string]: unknown;
}

export interface SearchRequest extends SearchParams {
  indexName: string;
  /** algoliasearch-helper sends its parameters here instead. */
  params?: SearchParams;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export interface SearchHit {
  objectID: string;
  url: string;
  /** Url without the anchor: used to tell sections of one page apart. */
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  hierarchy: Record<Level, string | null>;
  content: string | null;
  _highlightResult: { hierarchy: Partial<Record<Level, HighlightValue>>; content?: HighlightValue };
  _snippetResult: { content?: { value: string; matchLevel: 'none' | 'partial' | 'full' } };
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID: string;
  exhaustiveNbHits: boolean;
  facets: Record<string, Record<string, number>>;
  /** Set when the local engine searched a corrected spelling instead. */
  correctedQuery?: string;
}

export interface SearchResponse {
  results: SearchResult[];
}

/** What both the local client and a wrapped Algolia client offer. */
export interface SearchClientLike {
  search(requests: { requests: SearchRequest[] } | SearchRequest[]): Promise<SearchResponse>;
  [key: string]: unknown;
}

/** The error DocSearch recognises as "all hosts unreachable". */
export class RetryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryError';
  }
}
