import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

import { useSite } from '../support/harness';
import { badQueries, injected } from '../support/search';

const site = useSite();
const results = 'section[aria-label="Search results"] article';

/** Waits until the page shows the outcome of searching `query`. */
async function settled(page: Page, query: string): Promise<void> {
  await page.waitForFunction((q) => document.querySelector('[aria-live="polite"]')?.getAttribute('data-query') === q, query, {
    timeout: 10000,
  });
}

test('/search?q= shows highlighted results with breadcrumbs and snippets', async () => {
  const { page, errors, externalRequests } = await site.open('/search?q=stream');
  await page.waitForSelector(results);
  assert.equal(await page.locator('h1').textContent(), 'Search results for "stream"');
  assert.equal(await page.inputValue('input[name="q"]'), 'stream');
  assert.match((await page.title()) ?? '', /Search results for "stream"/);
  const first = page.locator(results).first();
  assert.ok((await first.locator('h2 a').getAttribute('href'))?.startsWith('/'), 'links stay on the site');
  assert.ok((await page.locator(`${results} mark`).count()) > 0, 'matches are highlighted');
  assert.ok((await page.locator(`${results} nav[aria-label="Breadcrumbs"] li`).count()) > 0, 'breadcrumbs');
  assert.ok((await page.locator(`${results} p`).count()) > 0, 'snippets');
  assert.match((await page.locator('[aria-live="polite"]').textContent()) ?? '', /\d+ pages? found|One page found/);
  assert.deepEqual(errors, []);
  assert.deepEqual(externalRequests, []);
});

test('20 results per page, with numbered pages that change the URL', async () => {
  // A short, common word matches most of the 1,000+ pages, so there is always a second page.
  const { page } = await site.open('/search?q=the');
  await settled(page, 'the');
  const status = (await page.locator('[aria-live="polite"]').textContent()) ?? '';
  const total = Number(/(\d+) pages found/.exec(status)?.[1] ?? '1');
  const shown = await page.locator(results).count();
  assert.equal(shown, Math.min(total, 20));
  assert.ok(total > 20, `"the" found ${total} pages; the full build has far more`);
  const firstOnPage1 = await page.locator(`${results} h2 a`).first().getAttribute('href');
  await page.click('nav[aria-label="Search result pages"] a[rel="next"]');
  await page.waitForURL(/[?&]page=2/);
  // The address changes before the search runs; the result pages' own marker says which page is shown.
  await page.waitForFunction(
    () => document.querySelector('nav[aria-label="Search result pages"] [aria-current="page"]')?.textContent === '2',
    null,
    { timeout: 10000 },
  );
  await settled(page, 'the');
  assert.notEqual(await page.locator(`${results} h2 a`).first().getAttribute('href'), firstOnPage1);
  assert.equal(await page.locator(results).count(), Math.min(total - 20, 20));
  assert.equal(await page.locator('nav[aria-label="Search result pages"] [aria-current="page"]').textContent(), '2');
});

test('typing on the page updates the URL and the results', async () => {
  const { page } = await site.open('/search');
  assert.equal(await page.locator('h1').textContent(), 'Search the documentation');
  await page.fill('input[name="q"]', 'cancel');
  await page.waitForURL(/\?q=cancel$/);
  await page.waitForSelector(results);
});

test('a key pressed just as the URL catches up with the input is kept', async () => {
  const { page } = await site.open('/search');
  // The worst moment for a key: the page has written the query into the URL and not yet redrawn.
  await page.evaluate(() => {
    const replace = history.replaceState.bind(history);
    let pressed = false;
    history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
      replace(state, unused, url);
      if (pressed) return;
      pressed = true;
      const input = document.querySelector('input[name="q"]') as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, `${input.value}l`);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
  });
  await page.fill('input[name="q"]', 'cance');
  await page.waitForURL(/\?q=cancel$/, { timeout: 5000 });
  await settled(page, 'cancel');
  assert.equal(await page.inputValue('input[name="q"]'), 'cancel');
});

test('a query without hits says so', async () => {
  const { page } = await site.open('/search?q=zzqxv%20wqpfj');
  await settled(page, 'zzqxv wqpfj');
  assert.equal(await page.locator('[aria-live="polite"]').textContent(), 'No results for "zzqxv wqpfj"');
  assert.equal(await page.locator(results).count(), 0);
});

test('bad queries and malformed URLs never break the page or inject markup', async () => {
  const raw = ['%E0%A4%A', '%', '%%', '%F0%9F', 'a%00b', 'x&q=y', `${'%41'.repeat(200)}`];
  const searches = [
    ...badQueries.map((q) => `?q=${encodeURIComponent(q)}`),
    ...raw.map((r) => `?q=${r}`),
    '?q=stream&page=-3',
    '?q=stream&page=abc',
    '?q=stream&page=99999',
  ];
  // A full load for the malformed URL the brief names, then client-side navigations for the rest.
  const { page, errors } = await site.open('/search?q=%E0%A4%A');
  await page.waitForSelector('h1');
  const visit = (search: string) =>
    page.evaluate((s) => {
      window.history.pushState(null, '', `/search${s}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, search);
  // Each hostile search starts from a settled, known query, so "the page answered" is observable:
  // the status leaves the marker and no loading line is left.
  const marker = 'sablier';
  for (const search of searches) {
    await visit(`?q=${marker}`);
    await settled(page, marker);
    await visit(search);
    await page.waitForFunction(
      (m) => {
        const live = document.querySelector('[aria-live="polite"]');
        return !!live && live.getAttribute('data-query') !== m && !live.querySelector('p[class*="loading"]');
      },
      marker,
      { timeout: 10000 },
    );
    assert.deepEqual(await injected(page), [], search);
    assert.equal(await page.locator('[role="alert"]').count(), 0, `${search}: no error state`);
    const value = await page.inputValue('input[name="q"]');
    assert.ok(Array.from(value).length <= 64, `${search}: query capped at 64 characters`);
  }
  assert.deepEqual(errors, []);
});
