import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page, Route } from 'playwright-core';

import { START_UP_CHUNKS } from '../../plugins/start-up-chunks';
import { MAX_QUERY_LENGTH } from '../../src/search/text';
import { IDLE_TRACKER, idleWorkDone, useSite, waitForHydrated, waitForPageShown } from '../support/harness';
import { openModal, searchInput } from '../support/search';

// What an unlucky reader meets: a malformed address, a part of the page whose code cannot load, a page
// whose own code cannot load, blocked storage, emoji in the search box, no JavaScript on a phone. Each
// must cost only the part concerned, never the page ("This page crashed").

const site = useSite();

const CRASH = 'This page crashed';

async function crashed(page: Page): Promise<boolean> {
  return (await page.getByRole('heading', { name: CRASH }).count()) > 0;
}

/**
 * Makes the scripts whose text contains `marker` fail (the way a chunk fails on a dropped connection)
 * while `failing()` says so; every other script loads. A chunk is told by what it holds, since its file
 * name is a build hash. Returns the number of scripts failed so far.
 */
async function failScriptsHolding(
  target: Page | BrowserContext,
  marker: string,
  failing: () => boolean = () => true,
): Promise<{ failed: () => number }> {
  let failed = 0;
  await target.route('**/assets/js/*.js', async (route: Route) => {
    try {
      if (!failing()) return await route.continue();
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(marker)) {
        failed += 1;
        return await route.abort('connectionfailed');
      }
      return await route.fulfill({ response, body });
    } catch (error) {
      // A test that has its answer closes the page while chunks are still in flight; their handlers then
      // find the request context disposed. Anything else is a real failure.
      if (!/disposed|closed/i.test(String(error))) throw error;
    }
  });
  return { failed: () => failed };
}

/**
 * Asserts that a failed part is not asked for again by itself: the count of failed requests holds across
 * two idle periods of the page (a part retrying in a loop requests a chunk every few milliseconds).
 */
async function assertNoRetryLoop(page: Page, blocked: { failed: () => number }): Promise<void> {
  const before = blocked.failed();
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  }
  assert.equal(blocked.failed(), before, 'the failed chunk is not requested again until the reader asks');
}

test('a malformed #fragment is ignored, whether typed or reached with Back', async () => {
  const { page, errors } = await site.open('/concepts/what-is-sablier');
  const heading = await page.locator('article h1').innerText();
  for (const fragment of ['100%', '%', '%E0%A4%A']) {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, fragment);
    await page.waitForURL((url) => url.hash === `#${fragment}`);
    // The router reacts in the same task as the hash change; a frame later its effects have run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.equal(await crashed(page), false, `#${fragment}`);
  }
  // Back and Forward through the bad entries.
  await page.evaluate(() => {
    window.location.hash = 'fine';
  });
  await page.waitForURL((url) => url.hash === '#fine');
  await page.goBack();
  await page.waitForURL((url) => url.hash === '#%E0%A4%A');
  await page.goBack();
  await page.waitForURL((url) => url.hash === '#%');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await crashed(page), false, 'after Back');
  assert.equal(await page.locator('article h1').innerText(), heading, 'the page is still there');
  assert.deepEqual(
    errors.filter((e) => /URI/.test(e)),
    [],
  );
  // The site still navigates afterwards.
  await page.locator('.navbar__items:not(.navbar__items--right) a', { hasText: 'Support' }).click();
  await page.waitForURL((url) => url.pathname === '/support/faq');
  await page.context().close();
});

test('"Copy page" whose menu cannot load says so beside the button, and Retry recovers', async () => {
  const { page } = await site.open('/concepts/flow/statuses');
  let failing = true;
  const blocked = await failScriptsHolding(page, 'Copy page as Markdown', () => failing);
  const trigger = page.locator('button[aria-haspopup="menu"]', { hasText: 'Copy page' });
  await trigger.hover();
  await trigger.click();
  const notice = page.getByRole('alert').filter({ hasText: 'The menu could not load.' });
  await notice.waitFor();
  assert.ok(blocked.failed() > 0, 'the menu chunk was requested and failed');
  await assertNoRetryLoop(page, blocked);
  assert.equal(await crashed(page), false);
  assert.ok(await page.locator('article h1').isVisible(), 'the page keeps its content');
  failing = false;
  await notice.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).waitFor();
  await page.context().close();
});

test('a guide opened in-app while the highlighter cannot load shows its code plain; a later page highlights', async () => {
  const GUIDE = '/guides/lockup/examples/create-stream/lockup-linear';
  const NEXT = '/guides/lockup/examples/create-stream/lockup-dynamic';
  // Failing from the start: the first page keeps its server highlighting, so the highlighter's first
  // request is the next page's (or a block the first page had to render itself).
  const context = await site.browser.newContext();
  let failing = true;
  const blocked = await failScriptsHolding(context, 'languages.solidity', () => failing);
  const page = await context.newPage();
  await page.goto(`${site.url}${GUIDE}`);
  await waitForHydrated(page);
  const highlighterFailed = page.waitForEvent('requestfailed', { predicate: (request) => /\/assets\/js\//.test(request.url()) });
  await page.locator('a.pagination-nav__link--next').click();
  await waitForPageShown(page, NEXT);
  await highlighterFailed;
  const code = page.locator('.theme-doc-markdown pre code').first();
  await code.waitFor();
  assert.ok(blocked.failed() > 0, 'the highlighter chunk was requested and failed');
  await assertNoRetryLoop(page, blocked);
  assert.equal(await crashed(page), false);
  assert.match(await code.innerText(), /\S/, 'the code is readable');
  failing = false;
  await page.goBack();
  await waitForPageShown(page, GUIDE);
  await page.locator('.theme-doc-markdown .theme-code-block .token').first().waitFor();
  assert.equal(await crashed(page), false);
  await page.context().close();
});

test('code blocks whose buttons cannot load keep the server HTML', async () => {
  const context = await site.browser.newContext();
  await context.addInitScript(IDLE_TRACKER);
  const blocked = await failScriptsHolding(context, 'Copy code to clipboard');
  const page = await context.newPage();
  await page.goto(`${site.url}/guides/lockup/examples/create-stream/lockup-linear`);
  await waitForHydrated(page);
  await idleWorkDone(page);
  assert.ok(blocked.failed() > 0, 'the buttons chunk was requested and failed');
  await assertNoRetryLoop(page, blocked);
  assert.equal(await crashed(page), false);
  assert.ok((await page.locator('.theme-doc-markdown .theme-code-block .token').count()) > 20, 'highlighted server HTML');
  await context.close();
});

test('a diagram whose code cannot load keeps its source with a notice; Retry draws it', async () => {
  const { page } = await site.open('/concepts/solana/accounts');
  let failing = true;
  const blocked = await failScriptsHolding(page, 'mermaid', () => failing);
  const diagram = page.locator('[data-diagram]').first();
  await diagram.scrollIntoViewIfNeeded();
  const notice = diagram.getByRole('alert');
  await notice.waitFor({ timeout: 20000 });
  assert.match(await notice.innerText(), /could not be drawn/);
  await assertNoRetryLoop(page, blocked);
  assert.ok(await diagram.locator('section[aria-label="Diagram source"] code').isVisible(), 'the source is shown');
  assert.equal(await crashed(page), false);
  failing = false;
  await notice.getByRole('button', { name: 'Retry' }).click();
  await diagram.locator('.docusaurus-mermaid-container svg').waitFor({ state: 'attached', timeout: 20000 });
  await page.context().close();
});

test('search whose modal cannot load tells the reader, and Retry opens it', async () => {
  const { page } = await site.open('/concepts/what-is-sablier');
  let failing = true;
  await failScriptsHolding(page, 'DocSearch-Modal', () => failing);
  await page.click('.DocSearch-Button');
  const notice = page.getByRole('alert').filter({ hasText: 'Search could not load' });
  await notice.waitFor();
  assert.equal(await crashed(page), false);
  failing = false;
  await notice.getByRole('button', { name: 'Retry' }).click();
  await page.waitForSelector(searchInput);
  await notice.waitFor({ state: 'detached' });
  await page.context().close();
});

test('a page whose own code still fails after the reload shows the red box with Retry, and reloads no more', async () => {
  const context = await site.browser.newContext();
  // No prefetching: the next page's code is fetched at the click.
  await context.addInitScript(`Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } });`);
  const page = await context.newPage();
  await page.goto(`${site.url}/`);
  await waitForHydrated(page);
  let failing = true;
  // Everything but the start-up scripts fails, as when the page's chunks are gone.
  const startUp = new RegExp(`/(${['runtime~main', 'main', ...Object.keys(START_UP_CHUNKS)].join('|')})\\.[^/]+\\.js$`);
  await context.route('**/assets/js/*.js', (route) =>
    failing && !startUp.test(route.request().url()) ? route.abort('connectionfailed') : route.continue(),
  );
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.locator('.navbar__items:not(.navbar__items--right) a', { hasText: 'Support' }).click();
  const box = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
  await box.waitFor({ timeout: 20000 });
  assert.equal(new URL(page.url()).pathname, '/support/faq');
  const color = await box.evaluate((element) => getComputedStyle(element).backgroundColor);
  assert.equal(color, 'rgb(250, 56, 62)', 'a red box');
  assert.match(await box.innerText(), /chunk|load/i, 'it gives the error');
  assert.ok(await page.locator('article h1').isVisible(), 'the server HTML stays readable');
  await page.waitForLoadState('networkidle');
  assert.equal(loads, 1, 'one reload, no loop');
  failing = false;
  await box.getByRole('button', { name: 'Retry' }).click();
  await waitForHydrated(page);
  assert.equal(await box.count(), 0);
  await context.close();
});

test('with storage blocked and a light system preference, the first paint is dark', async () => {
  const context = await site.browser.newContext({ colorScheme: 'light' });
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    }
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __parsedTheme: string | null }).__parsedTheme = document.documentElement.getAttribute('data-theme');
    });
  });
  const page = await context.newPage();
  await page.goto(`${site.url}/concepts/what-is-sablier`);
  assert.equal(await page.evaluate(() => (window as unknown as { __parsedTheme: string | null }).__parsedTheme), 'dark', 'first paint');
  await waitForHydrated(page);
  assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-theme')), 'dark', 'after hydration');
  // The toggle still works for this page view.
  await page.locator('.navbar button[title*="mode"]').first().click();
  await page.waitForFunction(() => document.documentElement.getAttribute('data-theme-choice') !== 'dark');
  await context.close();

  // With storage, a light system preference still starts dark.
  const normal = await site.open('/concepts/what-is-sablier', { colorScheme: 'light' });
  assert.equal(await normal.page.evaluate(() => document.documentElement.getAttribute('data-theme')), 'dark');
  await normal.page.context().close();
});

const EMOJI = '🚀';

/** The number of characters (code points) of a text. */
const characters = (text: string) => Array.from(text).length;

test('the modal and /search both keep 64 characters, counting an emoji as one', async () => {
  const { page } = await site.open('/concepts/what-is-sablier');
  await openModal(page);
  await page.keyboard.insertText(EMOJI.repeat(MAX_QUERY_LENGTH + 6));
  assert.equal(characters(await page.inputValue(searchInput)), MAX_QUERY_LENGTH, 'emoji in the modal');
  await page.fill(searchInput, '');
  await page.keyboard.insertText('a'.repeat(MAX_QUERY_LENGTH + 6));
  assert.equal(await page.inputValue(searchInput), 'a'.repeat(MAX_QUERY_LENGTH), 'letters in the modal');
  await page.context().close();

  const query = EMOJI.repeat(MAX_QUERY_LENGTH + 6);
  const search = await site.open(`/search?q=${encodeURIComponent(query)}`);
  const input = search.page.getByRole('searchbox', { name: 'Search the documentation' });
  // The page reads the address only once it has hydrated, so the input fills a render later.
  await search.page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="q"]')?.value !== '');
  assert.equal(await input.inputValue(), EMOJI.repeat(MAX_QUERY_LENGTH), 'from the address');
  await input.fill('');
  await input.focus();
  await search.page.keyboard.insertText(query);
  assert.equal(characters(await input.inputValue()), MAX_QUERY_LENGTH, 'typed on the page');
  await search.page.context().close();
});

test('without JavaScript on a phone, the six areas are reachable from the navbar', async () => {
  const { page } = await site.open('/concepts/what-is-sablier', { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  for (const label of ['Concepts', 'Guides', 'APIs', 'Reference', 'Apps', 'Support']) {
    const link = page.locator('.navbar').getByRole('link', { name: label, exact: true }).first();
    assert.ok(await link.isVisible(), label);
  }
  const href = await page.locator('.navbar').getByRole('link', { name: 'Support', exact: true }).first().getAttribute('href');
  assert.equal(href, '/support/faq');
  await page.context().close();
});
