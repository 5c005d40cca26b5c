/**
 * How fast the host's CPU is while a benchmark runs, as Lighthouse rates it (its `benchmarkIndex`).
 * This VM's speed swings severalfold within an hour, and every timing the benchmarks print swings with it:
 * a figure is only comparable with another taken at a similar index. Lighthouse reports the index with
 * each run (`lhr.environment.benchmarkIndex`); bench/search.ts measures it in its own page with
 * Lighthouse's function, so the two benchmarks' figures read on one scale.
 */
import type { Page } from 'playwright-core';

import { median, medianWithRange } from './lighthouse';

/**
 * Below this index Lighthouse's command line warns that the host is slower than its 4× CPU slowdown
 * assumes, so the performance score reads low (lighthouse/core/gather/driver/environment.js, 12.8.2).
 */
export const SLOW_HOST_INDEX = 1000;

/** "host CPU index 1613 (1573–1740)", with Lighthouse's warning when the median is under its threshold. */
export function hostSpeedLine(indexes: number[]): string {
  const known = indexes.filter((n) => Number.isFinite(n));
  if (!known.length) return 'host CPU index (Lighthouse benchmarkIndex): not measured';
  const slow =
    median(known) < SLOW_HOST_INDEX
      ? `; under ${SLOW_HOST_INDEX}, where Lighthouse warns that a slow host lowers the performance score`
      : '';
  return `host CPU index (Lighthouse benchmarkIndex): ${medianWithRange(known)}${slow}`;
}

type IndexFunction = () => number;

/** Lighthouse's own in-page benchmark (about a second of work); null when Lighthouse is not installed. */
async function lighthouseIndexFunction(): Promise<IndexFunction | null> {
  // A specifier in a variable: the repository type-checks without Lighthouse installed.
  const specifier = 'lighthouse/core/lib/page-functions.js';
  try {
    const module = (await import(specifier)) as { pageFunctions?: { computeBenchmarkIndex?: IndexFunction } };
    return module.pageFunctions?.computeBenchmarkIndex ?? null;
  } catch {
    return null;
  }
}

/** The host's index measured in `page` as Lighthouse measures it; NaN when Lighthouse is not installed. */
export async function measureHostIndex(page: Page): Promise<number> {
  const compute = await lighthouseIndexFunction();
  if (!compute) return Number.NaN;
  const value = await page.evaluate(`(${compute.toString()})()`);
  return typeof value === 'number' ? value : Number.NaN;
}
