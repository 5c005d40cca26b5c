import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { buildDir, useSite, waitForHydrated } from '../support/harness';
import { openModal } from '../support/search';

/**
 * Algolia mode, with every Algolia host unreachable. Needs a second build made with fake keys:
 *   ALGOLIA_APP_ID=FAKEAPP ALGOLIA_SEARCH_API_KEY=fake ALGOLIA_INDEX_NAME=fake \
 *     npx docusaurus build --out-dir build-services (tests/run-all.sh)
 * Requests to other hosts are aborted in the browser: nothing leaves the machine.
 */
const algoliaDir = join(buildDir, '..', 'build-services');

if (!existsSync(join(algoliaDir, 'index.html'))) {
  // A missing prerequisite is a failure, not a skip: `npm test` builds build-services/ first.
  test('Algolia mode', () => assert.fail('no build-services/: tests/run-all.sh builds it with the hosted services switched on'));
} else {
  const site = useSite({ root: algoliaDir });

  async function openOffline(path: string) {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const offHost: string[] = [];
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === '127.0.0.1') return route.continue();
      offHost.push(url.href);
      return route.abort('internetdisconnected');
    });
    const page = await context.newPage();
    await page.goto(site.url + path);
    await waitForHydrated(page);
    return { page, offHost };
  }

  test('Algolia mode: unreachable hosts show the error screen in the modal', async () => {
    const { page, offHost } = await openOffline('/concepts/what-is-sablier');
    assert.equal(await page.locator('link[rel="preconnect"][href="https://FAKEAPP-dsn.algolia.net"]').count(), 1);
    await openModal(page);
    await page.fill('.DocSearch-Input', 'stream');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await screen.waitFor();
    assert.equal(await screen.locator('.DocSearch-Title').textContent(), 'Unable to fetch results');
    assert.equal(await screen.locator('.DocSearch-Help').textContent(), 'You might want to check your network connection.');
    assert.ok(
      offHost.some((u) => /algolia/.test(u)),
      'the search went to Algolia (and was stopped)',
    );
    assert.equal(await page.locator('script[src*="/search-index/"]').count(), 0);
    await page.context().close();
  });

  test('Algolia mode: the /search page shows its error state', async () => {
    const { page } = await openOffline('/search?q=stream');
    const alert = page.locator('[role="alert"]');
    await alert.waitFor({ timeout: 15000 });
    assert.match((await alert.textContent()) ?? '', /Unable to fetch results/);
    await page.context().close();
  });
}
