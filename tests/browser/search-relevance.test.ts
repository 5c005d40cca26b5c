import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';

import type { Page } from 'playwright-core';

import { CURRENT_RELEASES, PREVIOUS_RELEASES, PRODUCTS, deploymentsRoute } from '../../src/lib/releases';
import { isAboutEarlierReleases } from '../../src/lib/generated-pages';
import { buildDir, useSite } from '../support/harness';
import { relevanceQueries } from '../support/search-queries';
import { describeScore, MIN_FIRST_AT_1, MIN_HIT_AT_1, scoreRelevance } from '../support/search-relevance';

const indexBuilt = existsSync(join(buildDir, 'search-index', 'entry.json'));
const pageBuilt = (route: string) => existsSync(join(buildDir, `${route}.html`)) || existsSync(join(buildDir, route, 'index.html'));

/** Runs a query on the /search page by client-side navigation, as the page's own links do (no reload). */
async function searchOnPage(page: Page, query: string): Promise<{ path: string; snippet: string }[]> {
  await page.evaluate((q) => {
    window.history.pushState(null, '', `/search?q=${encodeURIComponent(q)}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, query);
  await page.waitForFunction(
    (q) => document.querySelector('[aria-live="polite"]')?.getAttribute('data-query') === q || !!document.querySelector('[role="alert"]'),
    query,
    { timeout: 10000 },
  );
  return page.$$eval('section[aria-label="Search results"] article', (articles) =>
    articles.map((article) => ({
      path: new URL((article.querySelector('h2 a') as HTMLAnchorElement).href).pathname,
      snippet: article.querySelector('p')?.textContent ?? '',
    })),
  );
}

/**
 * Words that earlier-release pages share with a current page, and that current page. Each earlier deployments
 * page is paired with the current one of its product (its title without the version); names the upgrade guide
 * and the earlier-release errors share with the current reference are paired with that reference.
 */
const currentBeforeEarlier: { query: string; current: string }[] = [
  ...PRODUCTS.filter((p) => (PREVIOUS_RELEASES[p] as readonly string[]).length > 0).flatMap((p) => [
    { query: `${p} deployments`, current: deploymentsRoute({ protocol: p, version: CURRENT_RELEASES[p] }) },
    { query: `${p} contract addresses`, current: deploymentsRoute({ protocol: p, version: CURRENT_RELEASES[p] }) },
  ]),
  { query: 'SablierBatchLockup', current: '/reference/lockup/contracts/sablier-batch-lockup' },
  { query: 'createWithTimestampsLL', current: '/reference/lockup/contracts/sablier-lockup' },
  { query: 'createWithDurationsLT', current: '/reference/lockup/contracts/sablier-lockup' },
  { query: 'withdraw fee', current: '/concepts/fees' },
  { query: 'allowToHook', current: '/reference/lockup/contracts/sablier-lockup' },
];

if (!indexBuilt) {
  test('search relevance', () =>
    assert.fail('build/ has no search index (build/search-index): run `npm run build` in local search mode first'));
} else {
  const site = useSite();
  test(`relevance: ${relevanceQueries.length} queries find their page in the top 5 on /search`, async () => {
    // A query whose page is not built is a failure: the page was renamed or removed, or the build is partial.
    const unbuilt = relevanceQueries.flatMap((q) =>
      q.expect.filter((route) => !pageBuilt(route)).map((route) => `"${q.query}" -> ${route}`),
    );
    assert.deepEqual(unbuilt, [], 'queries whose expected page is not in build/');
    const { page } = await site.open('/search');
    const snippetLeaks: string[] = [];
    const score = await scoreRelevance(relevanceQueries, async (query) => {
      const results = await searchOnPage(page, query);
      // Diagram source and SVG text must never be a snippet.
      for (const { snippet } of results) {
        if (/sequenceDiagram|stateDiagram|flowchart |participant |<svg|viewBox/.test(snippet))
          snippetLeaks.push(`"${query}": ${snippet.slice(0, 120)}`);
      }
      return Array.from(new Set(results.map((r) => r.path)));
    });
    console.log(`relevance: ${describeScore(score)}`);
    const misses = score.misses.join('\n');
    if (misses) console.log(`misses:\n${misses}`);
    assert.deepEqual(snippetLeaks, [], 'snippets with diagram or SVG source');
    assert.equal(score.hitAt5, score.n, `queries whose page is not in the top 5:\n${misses}`);
    assert.ok(score.firstMet >= MIN_FIRST_AT_1 * score.firstRequired, `too few queries have their page first:\n${misses}`);
    assert.ok(
      score.hitAt1 >= MIN_HIT_AT_1 * score.n,
      `too few of all the queries have an expected page first:\n${score.notFirst.join('\n')}`,
    );
  });

  test('pages of earlier releases never outrank the current page for the same words', async () => {
    const { page } = await site.open('/search');
    const problems: string[] = [];
    for (const { query, current } of currentBeforeEarlier) {
      const order = Array.from(new Set((await searchOnPage(page, query)).map((r) => r.path)));
      const at = order.indexOf(current);
      const earlier = order.findIndex((path) => isAboutEarlierReleases(path));
      if (at < 0) problems.push(`"${query}": ${current} not found in [${order.slice(0, 8).join(', ')}]`);
      else if (earlier >= 0 && earlier < at) problems.push(`"${query}": ${order[earlier]} (#${earlier + 1}) above ${current} (#${at + 1})`);
    }
    assert.deepEqual(problems, []);
  });
}
