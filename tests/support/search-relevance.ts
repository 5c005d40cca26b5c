/**
 * Scores the relevance set (./search-queries) from each query's result pages, in order: the browser
 * test (the /search page in Chromium) and the Node test on the built index count the same way.
 */
import type { RelevanceQuery } from './search-queries';

/** Of the queries whose page must come first, the share that must have it first (issue 54). */
export const MIN_FIRST_AT_1 = 0.95;

/** Of all the queries, the share whose first page must be one they expect (issue 54: hit@1 of the whole set). */
export const MIN_HIT_AT_1 = 0.95;

export interface RelevanceScore {
  n: number;
  /** Queries whose first page is one of `expect`, and whose top five hold one. */
  hitAt1: number;
  hitAt5: number;
  /** Queries marked `first`, and those of them whose first page is one of `expect`. */
  firstRequired: number;
  firstMet: number;
  /** Each query that missed its top five, or its first place when it needs it. */
  misses: string[];
  /** Each query whose first page is none it expects, with what came first. */
  notFirst: string[];
}

export async function scoreRelevance(
  queries: readonly RelevanceQuery[],
  pagesOf: (query: string) => Promise<string[]>,
): Promise<RelevanceScore> {
  const score: RelevanceScore = { n: queries.length, hitAt1: 0, hitAt5: 0, firstRequired: 0, firstMet: 0, misses: [], notFirst: [] };
  for (const { query, expect, first } of queries) {
    const top = (await pagesOf(query)).slice(0, 5);
    const at = top.findIndex((path) => expect.includes(path));
    if (at === 0) score.hitAt1 += 1;
    else score.notFirst.push(`"${query}": expected first ${expect.join(' | ')}, got ${top[0] ?? 'nothing'}`);
    if (at >= 0) score.hitAt5 += 1;
    if (first) {
      score.firstRequired += 1;
      if (at === 0) score.firstMet += 1;
    }
    if (at < 0 || (first && at !== 0))
      score.misses.push(`"${query}": expected ${first ? 'first' : 'top 5'} ${expect.join(' | ')}, got [${top.join(', ')}]`);
  }
  return score;
}

const pct = (k: number, of: number): string => `${((100 * k) / Math.max(1, of)).toFixed(1)}%`;

/** One line of figures: hit@1 and hit@5 over every query, and hit@1 over those that must come first. */
export function describeScore({ n, hitAt1, hitAt5, firstRequired, firstMet }: RelevanceScore): string {
  return (
    `hit@1 ${hitAt1}/${n} (${pct(hitAt1, n)}), hit@5 ${hitAt5}/${n} (${pct(hitAt5, n)}), ` +
    `first where required ${firstMet}/${firstRequired} (${pct(firstMet, firstRequired)})`
  );
}
