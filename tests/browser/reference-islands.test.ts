import { test } from 'node:test';
import assert from 'node:assert/strict';

import { useSite, waitForHydrated } from '../support/harness';

/**
 * The GraphQL and contract reference pages are kept as server-rendered HTML in the browser (overrides/reference-islands).
 * A reader must not notice: the page hydrates cleanly, links move within the app, the layout around
 * the page (sidebar, table of contents, pagination) works, and unknown reference addresses get the 404 page.
 */
const site = useSite();

const STREAM = '/api/lockup/graphql/envio/objects/lockup-stream';

test('a reference page hydrates without errors and keeps its server-rendered body', async () => {
  const { page, errors } = await site.open(STREAM);
  assert.equal(await page.locator('h1').first().textContent(), 'LockupStream');
  assert.ok((await page.locator(`[data-graphql-island="${STREAM}"] pre code`).count()) > 0, 'the type definition is on the page');
  assert.deepEqual(errors, []);
  const robots = await page.locator('meta[name="robots"]').getAttribute('content');
  assert.equal(robots, 'noindex', 'reference pages stay out of search engines after hydration too');
  await page.context().close();
});

/** Opens a page in a fresh context and returns its text sample and the JS the browser downloaded. */
async function downloadedScripts(path: string): Promise<{ sample: string; scripts: string[] }> {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) bodies.push(response.text().catch(() => ''));
  });
  await page.goto(site.url + path);
  await waitForHydrated(page);
  await page.waitForLoadState('networkidle');
  // A run of plain words from the page's first paragraph: bundlers keep such text verbatim in JS.
  const paragraph = (await page.locator('article p').first().textContent()) ?? '';
  const sample = [...paragraph.matchAll(/[A-Za-z][A-Za-z ,]{24,}/g)].map((m) => m[0].trim()).sort((x, y) => y.length - x.length)[0] ?? '';
  const scripts = await Promise.all(bodies);
  await context.close();
  return { sample, scripts };
}

test("a reference page's own content is never downloaded as code: its body is the HTML the server sent", async () => {
  // Control: a written page's text does arrive in its content chunk, so the check below can fail.
  const written = await downloadedScripts('/api/ids');
  assert.ok(written.sample.length >= 25, `a plain-text sample from /api/ids: "${written.sample}"`);
  assert.ok(
    written.scripts.some((code) => code.includes(written.sample)),
    'a written page ships its text as code',
  );

  const island = await downloadedScripts(STREAM);
  assert.ok(island.sample.length >= 25, `a plain-text sample from ${STREAM}: "${island.sample}"`);
  assert.ok(island.scripts.length > 0, 'the page loaded the app');
  assert.deepEqual(island.scripts.filter((code) => code.includes(island.sample)).length, 0, `no script holds "${island.sample}"`);
});

test('links inside a reference page open the next page in the app, and Back returns', async () => {
  const { page, errors } = await site.open(STREAM);
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  const link = page.locator(`[data-graphql-island] a[href="/api/lockup/graphql/envio/objects/lockup-action"]`).first();
  await link.click();
  await page.waitForURL('**/api/lockup/graphql/envio/objects/lockup-action');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'LockupAction');
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document', 'no full page load');
  assert.match(await page.title(), /^LockupAction \| /);
  const island = await page.locator('[data-graphql-island]').getAttribute('data-graphql-island');
  assert.equal(island, '/api/lockup/graphql/envio/objects/lockup-action');
  // The table of contents follows the new page.
  const tocLinks = await page.locator('.table-of-contents a').allTextContents();
  assert.ok(tocLinks.length > 0, 'the new page has a table of contents');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'LockupStream');
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the sidebar moves between written API pages and reference pages', async () => {
  const { page, errors } = await site.open('/api/lockup/graphql/schema');
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  // From a written page into the reference, through the API sidebar.
  await page
    .locator('.theme-doc-sidebar-menu .menu__link--sublist', { hasText: /^Envio$/ })
    .first()
    .click();
  await page.locator('.theme-doc-sidebar-menu a[href="/api/lockup/graphql/envio/overview"]').click();
  await page.waitForFunction(() => document.querySelector('[data-graphql-island="/api/lockup/graphql/envio/overview"]'));
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document', 'no full page load');
  await page.locator('[data-graphql-island] a[href="/api/lockup/graphql/envio/objects/lockup-stream"]').first().click();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'LockupStream');
  const sidebarLink = page.locator('.theme-doc-sidebar-menu a[href="/api/lockup/graphql/envio/objects/lockup-stream"]');
  assert.equal(await sidebarLink.getAttribute('aria-current'), 'page', 'the sidebar marks the open page');
  // Pagination leads on inside the app.
  const next = page.locator('.pagination-nav__link--next');
  const nextTitle = (await next.locator('.pagination-nav__label').textContent()) ?? '';
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'reference document';
  });
  await next.click();
  await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, nextTitle);
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'reference document');
  // And back out of the reference into a written page, still in the app.
  await page.locator('.theme-doc-sidebar-menu a[href="/api/getting-started"]').click();
  await page.waitForURL('**/api/getting-started');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent?.length);
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'reference document');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the copy button of a kept code block copies the definition', async () => {
  const { page } = await site.open(STREAM, { permissions: ['clipboard-read', 'clipboard-write'] });
  const block = page.locator('[data-graphql-island] .theme-code-block').first();
  await block.hover();
  const button = block.getByRole('button', { name: 'Copy code to clipboard' });
  await button.click();
  await page.waitForFunction(() => document.querySelector('[data-island-copy]')?.textContent === 'Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /^type LockupStream \{\n/);
  assert.ok(copied.includes('\n  alias: String!\n'), 'lines keep their line breaks');
  await page.context().close();
});

test('an unknown reference address gets the 404 page, without errors', async () => {
  const { page, errors } = await site.open('/api/lockup/graphql/envio/objects/no-such-type');
  assert.match((await page.locator('h1').first().textContent()) ?? '', /not found/i);
  assert.deepEqual(
    errors.filter((e) => !/404/.test(e)),
    [],
  );
  await page.context().close();
});

test('a reference page opened from another page shows the 404 page when it vanished from the server', async () => {
  const { page } = await site.open('/api/overview');
  // The route table still lists the page, but the server no longer has it (a deploy in between).
  await page.route('**/api/lockup/graphql/envio/objects/lockup-stream', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, STREAM);
  // Docusaurus reloads the address when a page cannot load; the host then answers for it.
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.body.textContent?.includes('gone'), null, { timeout: 10000 });
  await page.context().close();
});

const LOCKUP = '/reference/lockup/contracts/sablier-lockup';

test('a contract page is kept as server-rendered HTML too, stays indexable, and its links open the next page in the app', async () => {
  const { page, errors } = await site.open(LOCKUP);
  assert.equal(await page.locator('h1').first().textContent(), 'SablierLockup');
  const body = page.locator(`[data-graphql-island="${LOCKUP}"]`);
  const served = { signatures: await body.locator('pre code').count(), text: await body.textContent() };
  assert.ok(served.signatures > 100, 'the signatures are on the page');
  assert.equal(await page.locator('meta[name="robots"]').count(), 0, 'contract pages are for search engines too');
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  await page.locator('[data-graphql-island] a[href^="/reference/lockup/contracts/libraries/errors#"]').first().click();
  await page.waitForURL((url) => url.pathname === '/reference/lockup/contracts/libraries/errors');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Errors');
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document', 'no full page load');
  // Back draws the first page anew in the app, from the body the browser was served (its HTML is written out
  // only now, after React has removed it from the document).
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'SablierLockup');
  assert.equal(await body.locator('pre code').count(), served.signatures, 'every signature is back');
  assert.equal(await body.textContent(), served.text, 'the body is the one the server sent');
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: string }).marker), 'same document');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('on a phone, a link to an item of a contract page lands exactly on its heading, and every item is in the page text', async () => {
  const anchor = 'event-transfer';
  const { page, errors } = await site.open(`${LOCKUP}#${anchor}`, { viewport: { width: 412, height: 823 } });
  await page.waitForLoadState('load');
  const heading = page.locator(`[id="${anchor}"]`);
  const landed = () =>
    heading.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      margin: Number.parseFloat(getComputedStyle(element).scrollMarginTop),
    }));
  const { top, margin } = await landed();
  assert.ok(Math.abs(top - margin) <= 2, `the heading is at the top, under the navbar (top ${top}, scroll margin ${margin})`);
  // Everything the page renders is in its text, as the browser's find-in-page sees it (nothing skipped from rendering).
  const missing = await page.evaluate(() => {
    const text = document.body.innerText;
    return Array.from(document.querySelectorAll('.theme-doc-markdown h3'))
      .map((h) => h.textContent?.replace(/\u200b/g, '').trim() ?? '')
      .filter((name) => !text.includes(name));
  });
  assert.deepEqual(missing, []);
  assert.ok((await page.locator('.theme-doc-markdown h3').count()) > 100, 'the page lists every item');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("a contract page's body stays the same elements when the address changes under it (a table-of-contents link)", async () => {
  const { page, errors } = await site.open('/reference/lockup/contracts/sablier-lockup', { viewport: { width: 1280, height: 823 } });
  await waitForHydrated(page);
  // A body set anew is parsed and laid out again in full (a reader's text selection goes with it).
  await page.evaluate(() => {
    const island = document.querySelector('[data-graphql-island]');
    const state = window as unknown as { bodyChanges: number };
    state.bodyChanges = 0;
    if (island)
      new MutationObserver((records) => {
        state.bodyChanges += records.length;
      }).observe(island, { childList: true });
  });
  const link = page.locator('.table-of-contents a').nth(3);
  const hash = new URL((await link.getAttribute('href')) ?? '', site.url).hash;
  await link.click();
  await page.waitForURL((url) => url.hash === hash);
  // The route re-renders in the same task as the address change; two frames later its effects have run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(await page.evaluate(() => (window as unknown as { bodyChanges: number }).bodyChanges), 0);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('an in-app link to an item far down another contract page lands on its heading', async () => {
  const ERRORS = '/reference/lockup/contracts/libraries/errors';
  const ids = [...(await (await fetch(site.url + ERRORS)).text()).matchAll(/<h3[^>]* id="?([\w-]+)/g)].map((m) => m[1]!);
  const id = ids[ids.length - 1];
  assert.ok(id && ids.length > 20, 'the errors library lists its errors');
  const { page, errors } = await site.open(LOCKUP, { viewport: { width: 412, height: 823 } });
  // A link of the page, pointed at the last item: the app opens it without a page load.
  const link = page.locator(`[data-graphql-island] a[href^="${ERRORS}#"]`).first();
  await link.evaluate((a, href) => a.setAttribute('href', href), `${ERRORS}#${id}`);
  await link.evaluate((a) => (a as HTMLAnchorElement).click());
  await page.waitForURL((url) => url.pathname === ERRORS && url.hash === `#${id}`);
  await page.waitForFunction(
    (target) => {
      const heading = document.getElementById(target);
      return (
        heading !== null &&
        Math.abs(heading.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(heading).scrollMarginTop)) <= 2
      );
    },
    id,
    { timeout: 10000 },
  );
  assert.deepEqual(errors, []);
  await page.context().close();
});
