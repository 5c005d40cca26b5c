import type { SearchRequest, SearchResult } from './types';

/** The requests of a search call, in either shape DocSearch and the search page send. */
export function requestsOf(input: { requests: SearchRequest[] } | SearchRequest[]): SearchRequest[] {
  return Array.isArray(input) ? input : input.requests;
}

/** A 32-hex-digit id, the shape of Algolia's queryID. */
export function randomId(): string {
  let id = '';
  for (let i = 0; i < 32; i += 1) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

/** An Algolia-shaped answer with no hits. */
export function emptyResult(request: SearchRequest, query: string, hitsPerPage: number): SearchResult {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage,
    processingTimeMS: 0,
    query,
    params: '',
    index: request.indexName,
    queryID: randomId(),
    exhaustiveNbHits: true,
    facets: {},
  };
}
