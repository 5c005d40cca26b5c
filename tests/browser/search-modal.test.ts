import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

import { idleWorkDone, useSite } from '../support/harness';
import {
  badQueries,
  injected,
  openModal,
  searchInput,
  storedHits,
  typeQuery,
  waitForFinalModalAnswer,
  waitForModalAnswer,
} from '../support/search';

const site = useSite();
const docPage = '/concepts/what-is-sablier';
const indexName = 'sablier-docs';

test('a doc page loads no search engine and no Algolia connection until the reader asks', async () => {
  const { page, externalRequests } = await site.open(docPage);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await idleWorkDone(page);
  assert.equal(await page.locator('link[rel="preconnect"][href*="algolia"]').count(), 0, 'no Algolia preconnect in local mode');
  assert.deepEqual(
    requests.filter((u) => u.includes('/search-index/')),
    [],
    'the index is not fetched on page load',
  );
  await openModal(page);
  await typeQuery(page, 'stream');
  assert.ok(
    requests.some((u) => /\/search-index\/[0-9a-f]{12}\/core\.json$/.test(u)),
    'the index loads on first use',
  );
  assert.deepEqual(externalRequests, []);
});

test('the modal opens with the button, Ctrl+K and "/", focuses its input and closes with Escape', async () => {
  const { page, errors } = await site.open(docPage);
  await openModal(page);
  assert.equal(await page.getAttribute(searchInput, 'placeholder'), 'Search docs');
  await page.keyboard.press('Escape');
  await page.waitForSelector(searchInput, { state: 'detached' });

  await page.keyboard.press('Control+k');
  await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
  await page.keyboard.press('Escape');
  await page.waitForSelector(searchInput, { state: 'detached' });

  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
  await page.keyboard.press('Escape');
  assert.deepEqual(errors, []);
});

/** What the body looked like at one change of its classes or style (see recordBody). */
interface BodyState {
  classes: string;
  overflow: string;
  marginRight: string;
  modalOnPage: boolean;
}

/**
 * Logs the body's state at each change of its classes or style while the reader points at the search button,
 * and acts as a reader would the moment DocSearch's modal marks the body as taken (`DocSearch--active`):
 * scrolls the page, or presses Ctrl+K.
 */
async function recordBody(page: Page, onActive: 'scroll' | 'open'): Promise<void> {
  await page.evaluate((act) => {
    const log: BodyState[] = [];
    (window as unknown as { __body: BodyState[] }).__body = log;
    let acted = false;
    new MutationObserver(() => {
      const style = getComputedStyle(document.body);
      log.push({
        classes: document.body.className,
        overflow: style.overflow,
        marginRight: style.marginRight,
        modalOnPage: document.querySelector('.DocSearch-Container') !== null,
      });
      if (acted || !document.body.classList.contains('DocSearch--active')) return;
      acted = true;
      if (act === 'scroll') window.scrollTo({ top: 300, behavior: 'instant' });
      else window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true }));
    }).observe(document.body, { attributes: true });
  }, onActive);
}

test('pointing at the search button readies the modal unseen: no scroll lock, no shift, and the reader keeps their scroll', async () => {
  const { page, errors } = await site.open(docPage);
  await recordBody(page, 'scroll');
  await page.hover('.DocSearch-Button');
  // The modal is drawn once off the page (its results included) and removed: the body is marked taken, then freed.
  await page.waitForFunction(() => {
    const log = (window as unknown as { __body: BodyState[] }).__body;
    const taken = log.findIndex((state) => state.classes.split(' ').includes('DocSearch--active'));
    return taken >= 0 && log.slice(taken).some((state) => !state.classes.split(' ').includes('DocSearch--active'));
  });
  const log = await page.evaluate(() => (window as unknown as { __body: BodyState[] }).__body);
  for (const state of log) {
    assert.deepEqual(
      { overflow: state.overflow, marginRight: state.marginRight, modalOnPage: state.modalOnPage },
      { overflow: 'visible', marginRight: '0px', modalOnPage: false },
      `body "${state.classes}"`,
    );
  }
  // DocSearch's modal scrolls back to where the page stood when it opened as it closes; not this one.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await page.evaluate(() => window.scrollY), 300);
  assert.equal(await page.locator(searchInput).count(), 0, 'no modal is open');
  assert.deepEqual(errors, []);
});

test('Ctrl+K pressed while the modal is being readied opens it, and it answers as usual', async () => {
  const { page, errors } = await site.open(docPage);
  await recordBody(page, 'open');
  await page.hover('.DocSearch-Button');
  await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
  await typeQuery(page, 'withdraw');
  await waitForFinalModalAnswer(page);
  const first = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
  assert.ok(first && !first.includes('rehearsal'), `a real result first: ${first}`);
  assert.equal(await page.locator('.DocSearch-Container').count(), 1, 'one modal');
  await page.keyboard.press('Escape');
  await page.waitForSelector(searchInput, { state: 'detached' });
  const body = await page.evaluate(() => ({ classes: document.body.className, overflow: getComputedStyle(document.body).overflow }));
  assert.ok(!body.classes.includes('DocSearch'), `body freed: "${body.classes}"`);
  assert.equal(body.overflow, 'visible');
  assert.deepEqual(errors, []);
});

test('results are grouped, at most 5 per group, and "See all" opens /search?q=', async () => {
  const { page } = await site.open(docPage);
  await openModal(page);
  await typeQuery(page, 'stream');
  const groups = await page.$$eval('.DocSearch-Hits', (sections) => sections.map((s) => s.querySelectorAll('li.DocSearch-Hit').length));
  assert.ok(groups.length >= 1, 'at least one group');
  assert.ok(
    groups.every((n) => n >= 1 && n <= 5),
    `group sizes ${groups.join(',')}`,
  );
  assert.ok((await page.locator('.DocSearch-Hit mark').count()) > 0, 'matches are highlighted');
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  // A first answer that comes before the whole index has loaded reads "See all results"; the modal
  // then searches again and the link gets its count (the count /search prints).
  await page.waitForFunction(() => /^See all \d+ results$/.test(document.querySelector('.DocSearch-HitsFooter a')?.textContent ?? ''));
  const count = Number(/\d+/.exec((await seeAll.textContent()) ?? '')?.[0]);
  await seeAll.click();
  await page.waitForURL(/\/search\?q=stream$/);
  await page.waitForSelector('section[aria-label="Search results"] article');
  await page.waitForSelector('[aria-live="polite"][data-query="stream"]');
  assert.match((await page.locator('[aria-live="polite"]').textContent()) ?? '', new RegExp(`^${count} pages found`));
});

test('below 768 px a group holds at most 3 results', async () => {
  const { page } = await site.open(docPage, { viewport: { width: 600, height: 900 } });
  await openModal(page);
  await typeQuery(page, 'stream');
  const groups = await page.$$eval('.DocSearch-Hits', (sections) => sections.map((s) => s.querySelectorAll('li.DocSearch-Hit').length));
  assert.ok(
    groups.every((n) => n <= 3),
    `group sizes ${groups.join(',')}`,
  );
});

test('Enter opens the first result and the search becomes a recent search', async () => {
  const { page } = await site.open(docPage);
  await openModal(page);
  await typeQuery(page, 'stream');
  const firstHref = await page.getAttribute('.DocSearch-Hit a', 'href');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => firstHref !== null && url.pathname === new URL(firstHref, site.url).pathname);
  await openModal(page);
  await page.waitForSelector('.DocSearch-StartScreen, .DocSearch-Hits');
  assert.ok((await page.locator('.DocSearch-Hit-source').first().textContent())?.includes('Recent'));
});

test('a result clicked opens its page in the app, without reloading, after loading its code on hover', async () => {
  const { page } = await site.open(docPage);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await openModal(page);
  await typeQuery(page, 'cancelability');
  const result = page.locator('.DocSearch-Hit a').first();
  const href = (await result.getAttribute('href')) ?? '';
  assert.notEqual(new URL(href, site.url).pathname, docPage, 'the first result is another page');
  // Pointing at a result loads its page's code, as the theme's links do.
  const code = page.waitForRequest((r) => r.resourceType() === 'script' && r.url().includes('/assets/js/'));
  await result.hover();
  await code;
  await result.click();
  await page.waitForURL((url) => url.pathname === new URL(href, site.url).pathname);
  await page.waitForSelector(searchInput, { state: 'detached' });
  assert.equal(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    true,
    'the page was not reloaded',
  );
});

test('the start screen keeps 7 recent searches, 4 when favorites exist, and 10 favorites', async () => {
  const { page } = await site.open(docPage);
  await page.evaluate(([key, hits]) => localStorage.setItem(key as string, JSON.stringify(hits)), [
    `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
    storedHits('recent', 12),
  ] as const);
  await page.reload();
  await openModal(page);
  const recentOnly = await page.$$eval('.DocSearch-Hits', (els) =>
    els.map((s) => [s.querySelector('.DocSearch-Hit-source')?.textContent ?? '', s.querySelectorAll('.DocSearch-Hit').length] as const),
  );
  assert.deepEqual(recentOnly, [['Recent', 7]]);
  await page.keyboard.press('Escape');

  await page.evaluate(([key, hits]) => localStorage.setItem(key as string, JSON.stringify(hits)), [
    `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
    storedHits('favorite', 12),
  ] as const);
  await page.reload();
  await openModal(page);
  const sections = await page.$$eval('.DocSearch-Hits', (els) =>
    els.map((s) => [s.querySelector('.DocSearch-Hit-source')?.textContent ?? '', s.querySelectorAll('.DocSearch-Hit').length] as const),
  );
  assert.deepEqual(sections, [
    ['Recent', 4],
    ['Favorite', 10],
  ]);
});

test('no results: the query, up to 3 suggestions and a report link', async () => {
  const { page } = await site.open(docPage);
  await openModal(page);
  await typeQuery(page, 'stream');
  await page.fill(searchInput, 'zzqxv wqpfj');
  const screen = page.locator('.DocSearch-NoResults');
  await screen.waitFor();
  assert.equal((await screen.locator('.DocSearch-Title').textContent())?.replace(/\s+/g, ' ').trim(), 'No results for "zzqxv wqpfj"');
  assert.match((await screen.textContent()) ?? '', /Try searching for/);
  const suggestions = await screen.locator('.DocSearch-Prefill').count();
  assert.ok(suggestions >= 1 && suggestions <= 3, `${suggestions} suggestions`);
  assert.match((await screen.textContent()) ?? '', /Believe this query should return results\?/);
  assert.match((await screen.locator('a').getAttribute('href')) ?? '', /^https:\/\/github\.com\/.+\/issues\/new\?title=/);
});

test('the input accepts at most 64 characters and a misspelling still finds pages', async () => {
  const { page } = await site.open(docPage);
  await openModal(page);
  await page.keyboard.type('a'.repeat(80));
  assert.equal((await page.inputValue(searchInput)).length, 64);
  await page.fill(searchInput, 'cancelabilty');
  await page.waitForSelector('.DocSearch-Hit', { timeout: 10000 });
  assert.ok((await page.locator('.DocSearch-Hit').count()) > 0, 'a one-letter typo still finds results');
});

test('bad input never breaks the modal or injects markup', async () => {
  const { page, errors } = await site.open(docPage);
  await openModal(page);
  for (const query of badQueries) {
    await page.fill(searchInput, query);
    await waitForModalAnswer(page);
    assert.deepEqual(await injected(page), [], `query ${JSON.stringify(query)}`);
    assert.equal(await page.locator('.DocSearch-ErrorScreen').count(), 0, `query ${JSON.stringify(query)} shows no error screen`);
  }
  await page.fill(searchInput, 'stream');
  await page.waitForSelector('.DocSearch-Hit', { timeout: 10000 });
  assert.deepEqual(errors, []);
});

test("the modal and /search rank alike: the modal's first hit is the first result on /search", async () => {
  const queries = ['cancel', 'withdraw max', 'fees', 'Stream_bool_exp', 'how do I cancel a stream', 'airdorp'];
  const { page } = await site.open(docPage);
  const modalFirst: string[] = [];
  await openModal(page);
  for (const query of queries) {
    await page.fill(searchInput, query);
    await waitForFinalModalAnswer(page);
    const href = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
    modalFirst.push(new URL(href ?? '', 'http://x').pathname);
  }
  const searchFirst: string[] = [];
  const results = await site.open('/search');
  for (const query of queries) {
    await results.page.evaluate((q) => {
      window.history.pushState(null, '', `/search?q=${encodeURIComponent(q)}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, query);
    await results.page.waitForFunction((q) => document.querySelector('[aria-live="polite"]')?.getAttribute('data-query') === q, query);
    const href = await results.page.locator('section[aria-label="Search results"] article h2 a').first().getAttribute('href');
    searchFirst.push(new URL(href ?? '', 'http://x').pathname);
  }
  assert.deepEqual(modalFirst, searchFirst);
});
