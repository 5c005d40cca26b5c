import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { buildDir, useSite } from '../support/harness';
import { relevanceQueries } from '../support/search-queries';

/** Reads the /search page's results in order, as a reader sees them. */
const indexBuilt = existsSync(join(buildDir, 'pagefind', 'pagefind-entry.json'));
const pageBuilt = (route: string) => existsSync(join(buildDir, `${route}.html`)) || existsSync(join(buildDir, route, 'index.html'));

if (!indexBuilt) {
  test('search relevance', () => assert.fail('build/ has no search index (build/pagefind): run `npm run build` in local search mode first'));
} else {
  const site = useSite();
  test(`relevance: ${relevanceQueries.length} queries find their page in the top 3`, async () => {
    // A query whose page is not built is a failure: the page was renamed or removed, or the build is partial.
    const unbuilt = relevanceQueries.filter((q) => !pageBuilt(q.expect)).map((q) => `"${q.query}" -> ${q.expect}`);
    assert.deepEqual(unbuilt, [], 'queries whose expected page is not in build/');
    const { page } = await site.open('/search');
    const failures: string[] = [];
    for (const { query, expect } of relevanceQueries) {
      // Client-side navigation, as the page's own links do: no reload between queries.
      await page.evaluate((q) => {
        window.history.pushState(null, '', `/search?q=${encodeURIComponent(q)}`);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, query);
      await page.waitForFunction((q) => document.querySelector('[aria-live="polite"]')?.getAttribute('data-query') === q
        || !!document.querySelector('[role="alert"]'), query, { timeout: 10000 });
      const top = await page.$$eval('section[aria-label="Search results"] article h2 a', (links) =>
        links.slice(0, 3).map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      if (!top.includes(expect)) failures.push(`"${query}": expected ${expect}, got [${top.join(', ')}]`);
    }
    assert.deepEqual(failures, [], `queries whose page is not in the top 3:\n${failures.join('\n')}`);
  });
}
