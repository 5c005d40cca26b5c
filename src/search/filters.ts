import type { FacetFilters } from './types';

/** Pagefind's filter object: `{key: value}`, `{key: {any: [...]}}`, combined with all/any/not. */
export type PagefindFilter = Record<string, unknown>;

function parseOne(filter: string): PagefindFilter | null {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon <= 0) return null;
  const clause = { [body.slice(0, colon)]: body.slice(colon + 1) };
  return negated ? { not: clause } : clause;
}

/**
 * Algolia facetFilters are in conjunctive normal form: the outer list is AND, an inner list is OR,
 * and a leading '-' negates. Pagefind expresses the same with `all` and `any`.
 */
export function toPagefindFilters(facetFilters: FacetFilters | undefined): PagefindFilter {
  if (!facetFilters) return {};
  const groups = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  const all: PagefindFilter[] = [];
  for (const group of groups) {
    const members = (typeof group === 'string' ? [group] : group).map(parseOne).filter((f): f is PagefindFilter => f !== null);
    if (members.length === 1) all.push(members[0]!);
    else if (members.length > 1) all.push({ any: members });
  }
  return all.length ? { all } : {};
}
