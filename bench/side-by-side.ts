/**
 * How much opening doc pages side by side speeds up a browser sweep on this machine: the same pages (an even
 * sample of the build's doc pages) loaded until hydrated, as the budgets sweep does, with 1, 2, 4 and 6 tabs of
 * one context. Prints wall time and the speed-up over one tab, which is what parallel test workers
 * (node --test concurrency, or @playwright/test's workers) could gain at best for page-bound tests.
 * Usage: npm run build && node --import tsx bench/side-by-side.ts [pages=60] [tabs …]
 */
import { builtDocPages } from '../tests/support/build-scan';
import { waitForHydrated } from '../tests/support/harness';
import { sideBySide } from '../tests/support/side-by-side';
import { benchServedSite } from './lib/served';

benchServedSite(async ({ url, browser }) => {
  const [count = '60', ...tabArgs] = process.argv.slice(2);
  const docs = builtDocPages().map((page) => page.route);
  const step = Math.max(1, Math.floor(docs.length / Number(count)));
  const routes = docs.filter((_, index) => index % step === 0).slice(0, Number(count));
  const tabCounts = tabArgs.length ? tabArgs.map(Number) : [1, 2, 4, 6];
  console.log(`${routes.length} of ${docs.length} doc pages, ${tabCounts.join(', ')} tabs`);
  let single = 0;
  for (const tabs of tabCounts) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const pages = await Promise.all(Array.from({ length: tabs }, () => context.newPage()));
    const started = Date.now();
    await sideBySide(routes, tabs, async (route, worker) => {
      const page = pages[worker]!;
      await page.goto(url + route, { waitUntil: 'domcontentloaded' });
      await waitForHydrated(page);
    });
    const seconds = (Date.now() - started) / 1000;
    if (tabs === 1) single = seconds;
    await context.close();
    console.log(
      `${String(tabs).padStart(2)} tab(s): ${seconds.toFixed(1)} s, ${((seconds / routes.length) * 1000).toFixed(0)} ms a page` +
        (single > 0 ? `, ${(single / seconds).toFixed(2)}× one tab` : ''),
    );
  }
});
