/**
 * What a first visit to a page fetches, and the pages of each kind the performance targets name. The budgets test
 * and the benchmarks (bench/page-weight.ts and others) measure alike through this one module.
 */
import type { Browser } from 'playwright-core';

import { waitForHydrated } from './harness';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  /** JS the page itself runs (scripts and the chunks they load), not counting prefetches. */
  js: Bytes;
  /** JS fetched ahead of time for pages the reader may open next (prefetch links). */
  prefetchJs: Bytes;
  css: Bytes;
  html: Bytes;
  requests: number;
  largestJs: { name: string; gzip: number }[];
}

/** One page of each kind the performance targets name. */
export function representativePages(): { kind: string; route: string }[] {
  return [
    { kind: 'home', route: '/' },
    { kind: 'concept with math', route: '/concepts/flow/overview' },
    { kind: 'concept with chart', route: '/concepts/lockup/stream-shapes' },
    { kind: 'guide with code', route: '/guides/lockup/examples/create-stream/lockup-linear' },
    { kind: 'deployments', route: '/guides/lockup/deployments' },
    // The streams API's type for Lockup streams (indexers v7.1.0; `objects/stream` is now an old address that redirects here).
    { kind: 'graphql type', route: '/api/lockup/graphql/the-graph/objects/lockup-stream' },
    { kind: 'reference overview', route: '/reference/overview' },
    // The largest written-out contract page: every function, event and error of SablierLockup.
    { kind: 'contract page', route: '/reference/lockup/contracts/sablier-lockup' },
  ];
}

/**
 * Loads a page in a fresh context, waits until it is hydrated and the network is idle, and adds
 * up what it fetched. Transfer sizes come from the Resource Timing API (encoded = on the wire).
 */
export async function measurePage(browser: Browser, origin: string, route: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await waitForHydrated(page);
  await page.waitForLoadState('networkidle');
  const entries = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    // Chunks the page runs are requested by <script> (webpack removes those tags once loaded);
    // chunks for likely next pages are requested by <link rel="prefetch">.
    const seen = new Set<string>();
    const unique = resources.filter((r) => !seen.has(r.name) && seen.add(r.name));
    return [
      { name: nav.name, type: 'html', raw: nav.decodedBodySize, gzip: nav.encodedBodySize },
      ...unique.map((r) => {
        const isJs = /\.js(\?|$)/.test(r.name);
        const isPrefetch = isJs && r.initiatorType === 'link';
        return {
          name: r.name,
          type: isPrefetch ? 'prefetch-js' : isJs ? 'js' : /\.css(\?|$)/.test(r.name) ? 'css' : 'other',
          raw: r.decodedBodySize,
          gzip: r.encodedBodySize,
        };
      }),
    ];
  });
  await context.close();
  const sum = (type: string): Bytes =>
    entries.filter((e) => e.type === type).reduce((acc, e) => ({ raw: acc.raw + e.raw, gzip: acc.gzip + e.gzip }), { raw: 0, gzip: 0 });
  const largestJs = entries
    .filter((e) => e.type === 'js')
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 4)
    .map((e) => ({ name: new URL(e.name).pathname, gzip: e.gzip }));
  return { js: sum('js'), prefetchJs: sum('prefetch-js'), css: sum('css'), html: sum('html'), requests: entries.length, largestJs };
}
