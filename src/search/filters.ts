import type { FacetFilters } from './types';

/** The facets every indexed page has. */
export type PageFacets = Record<'language' | 'docusaurus_tag', string>;

function parseOne(filter: string): ((facets: PageFacets) => boolean) | null {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon <= 0) return null;
  const key = body.slice(0, colon);
  const value = body.slice(colon + 1);
  return (facets) => ((facets as Record<string, string | undefined>)[key] === value) !== negated;
}

/**
 * Algolia facetFilters are in conjunctive normal form: the outer list is AND, an inner list is OR,
 * and a leading '-' negates. A filter on a facet the index does not have matches no page, as in Algolia.
 */
export function facetPredicate(facetFilters: FacetFilters | undefined): (facets: PageFacets) => boolean {
  if (!facetFilters) return () => true;
  const groups = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  const all = groups
    .map((group) => (typeof group === 'string' ? [group] : group).map(parseOne).filter((f) => f !== null))
    .filter((members) => members.length > 0);
  return (facets) => all.every((members) => members.some((matches) => matches(facets)));
}
