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
  test('search relevance', { skip: 'build/ has no search index (build/pagefind): run `npm run build` in local search mode first' }, () => {});
} else {
  const site = useSite();
  const active = relevanceQueries.filter((q) => pageBuilt(q.expect));
  const pending = relevanceQueries.filter((q) => !pageBuilt(q.expect));

  test(`relevance: ${active.length} queries find their page in the top 3 (${pending.length} pending)`, async (t) => {
    const { page } = await site.open('/search');
    const failures: string[] = [];
    for (const { query, expect } of active) {
      await page.goto(`${site.url}/search?q=${encodeURIComponent(query)}`);
      await page.waitForSelector('[aria-live="polite"] p:not([class*="loading"]), [role="alert"]', { timeout: 10000 });
      const top = await page.$$eval('section[aria-label="Search results"] article h2 a', (links) =>
        links.slice(0, 3).map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      if (!top.includes(expect)) failures.push(`"${query}": expected ${expect}, got [${top.join(', ')}]`);
    }
    for (const { query, expect } of pending) t.diagnostic(`pending (page not built yet): "${query}" -> ${expect}`);
    assert.deepEqual(failures, [], `queries whose page is not in the top 3:\n${failures.join('\n')}`);
  });
}
