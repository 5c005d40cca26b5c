/**
 * Search under the dev server (`npm start`): the index is built from the doc sources there, not from
 * built pages, so this file starts `docusaurus start` itself on a partial site (one area, to stay
 * fast) and checks in Chromium what a reader sees. It needs no build, and always stops the server.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

import { generatorNames, siteRoot } from '../support/dev-server';
import { useDevServer } from '../support/dev-site';
import { openModal, searchInput } from '../support/search';

const area = 'concepts';
/** A page of that area; its title (from the source's front matter) is the query that must find it. */
const pageSource = 'docs/concepts/cancelability.mdx';
const pageRoute = '/concepts/cancelability';
const startRoute = '/concepts/what-is-sablier';
const pageTitle =
  /^title:\s*(.+)$/m
    .exec(readFileSync(join(siteRoot, pageSource), 'utf8'))?.[1]
    ?.trim()
    .replace(/^(['"])(.*)\1$/, '$2') ?? '';

const site = useDevServer({
  // The area's pages import generated data; the GraphQL reference (the slow generator) belongs to another area.
  generators: generatorNames().filter((name) => name !== 'graphql-api'),
  // Local search mode whatever the shell holds: empty Algolia variables count as unset.
  env: { DOCS_AREAS: area, ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: '' },
  route: startRoute,
  timeoutMs: 60000,
  // The index is built in the background: wait until the server publishes it (a missing file gets the app shell).
  async ready(server) {
    const deadline = Date.now() + 20000;
    for (;;) {
      const response = await fetch(`${server.url}/search-index/entry.json`).catch(() => null);
      if (response?.ok && /json/.test(response.headers.get('content-type') ?? '')) return;
      if (Date.now() > deadline) throw new Error(`The dev server published no search index:\n${server.output().slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  },
});

/** Types a query and waits for whichever screen DocSearch (or our error screen) shows for it. */
async function search(page: Page, query: string): Promise<void> {
  await page.fill(searchInput, query);
  await page
    .locator('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-ErrorScreen')
    .filter({ visible: true })
    .first()
    .waitFor({ timeout: 15000 });
}

/** The dev server's full-screen "Uncaught runtime errors" overlay. */
const devOverlay = '#webpack-dev-server-client-overlay';

test('the modal finds a page by its title, in groups, and a click opens that page', async () => {
  assert.ok(pageTitle, `${pageSource} has a title`);
  const { page, errors } = await site.open(startRoute);
  await openModal(page);
  assert.equal(await page.getAttribute(searchInput, 'placeholder'), 'Search docs');
  await search(page, pageTitle);
  const groups = await page.$$eval('.DocSearch-Hits', (sections) => sections.map((s) => s.querySelectorAll('li.DocSearch-Hit').length));
  assert.ok(groups.length >= 1 && groups.every((n) => n >= 1 && n <= 5), `grouped results, at most 5 per group: ${groups.join(',')}`);
  const hrefs = await page.$$eval('.DocSearch-Hit a', (links) => links.map((a) => a.getAttribute('href') ?? ''));
  const paths = hrefs.map((href) => new URL(href, 'http://x').pathname);
  assert.ok(paths.slice(0, 3).includes(pageRoute), `"${pageTitle}" finds ${pageRoute} in the top 3: ${hrefs.join(' ')}`);
  assert.match((await page.locator('.DocSearch-HitsFooter a').textContent()) ?? '', /^See all( \d+)? results$/);

  await page.locator('.DocSearch-Hit a').nth(paths.indexOf(pageRoute)).click();
  await page.waitForURL((url) => url.pathname === pageRoute);
  await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
  // The address changes before the page does: Docusaurus keeps the old page while it loads the new one.
  await page
    .waitForFunction((title) => document.querySelector('article h1')?.textContent?.trim() === title, pageTitle, { timeout: 15000 })
    .catch(() => undefined);
  assert.equal((await page.locator('article h1').first().textContent())?.trim(), pageTitle);
  assert.deepEqual(errors, []);
});

test('Ctrl+K and "/" open the modal, and "See all" leads to /search?q= with results', async () => {
  const { page, errors } = await site.open(startRoute);
  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
  await page.keyboard.press('Escape');
  await page.waitForSelector(searchInput, { state: 'detached' });
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));

  await search(page, 'cancel');
  await page.click('.DocSearch-HitsFooter a');
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'cancel');
  await page.locator('section[aria-label="Search results"] article').first().waitFor({ timeout: 15000 });
  assert.deepEqual(errors, []);
});

test('/search?q= lists results that link to the page', async () => {
  const { page, errors } = await site.open(`/search?q=${encodeURIComponent(pageTitle)}`);
  const results = page.locator('section[aria-label="Search results"] article');
  await results.first().waitFor({ timeout: 15000 });
  assert.match((await page.locator('[aria-live="polite"]').textContent()) ?? '', /\d+ pages found|One page found/);
  const hrefs = await results.locator('h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  assert.ok(
    hrefs.slice(0, 3).some((href) => href.split('#')[0] === pageRoute),
    `${pageRoute} in the top 3: ${hrefs.join(' ')}`,
  );
  assert.ok((await results.locator('mark').count()) > 0, 'matches are highlighted');
  assert.deepEqual(errors, []);
});

test('while the index cannot be fetched the reader gets the error screen, no dev error overlay, and the next query recovers', async () => {
  const { page, uncaught } = await site.open(startRoute);
  // The engine's code loads, the index does not: as when the reader's connection drops after the
  // first request, or the dev server has not published its index yet.
  await page.route('**/search-index/**', (route) => route.abort());
  await openModal(page);
  await search(page, 'cancel');
  const screen = page.locator('.DocSearch-ErrorScreen');
  await screen.waitFor();
  assert.equal(await screen.locator('.DocSearch-Title').textContent(), 'Unable to fetch results');
  assert.equal(await screen.locator('.DocSearch-Help').textContent(), 'You might want to check your network connection.');
  assert.equal(await page.locator(devOverlay).count(), 0, 'no "Uncaught runtime errors" overlay');

  await page.unroute('**/search-index/**');
  await search(page, 'cancelability');
  await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 15000 });
  assert.equal(await screen.count(), 0, 'the error screen is gone once the index loads');
  assert.equal(await page.locator(devOverlay).count(), 0, 'no "Uncaught runtime errors" overlay');
  assert.deepEqual(uncaught, []);
});
