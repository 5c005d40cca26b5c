import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

import { type ArticleInTree, articleInTree, deploymentsPages, LONG_PAGES } from '../support/accessibility-tree';
import { useSite, waitForHydrated } from '../support/harness';

/**
 * A screen reader reads Chromium's accessibility tree, not the DOM: an element the browser leaves out of it
 * (content not rendered, `aria-hidden`, a skipped subtree) cannot be reached by moving through headings, links or
 * tables. axe and Lighthouse read the DOM and do not see such gaps, so this test reads the tree itself, right after
 * the page has loaded, and checks that every heading, link, table and code block of the article is in it.
 */
const site = useSite();

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1280, height: 800 };

async function assertArticleInTree(page: Page, label: string): Promise<ArticleInTree['counts']> {
  const { counts, missing } = await articleInTree(page);
  assert.ok(counts.heading.inArticle > 1, `${label}: the article has headings`);
  assert.deepEqual(missing.slice(0, 10), [], `${label}: ${missing.length} elements of the article are not in the accessibility tree`);
  return counts;
}

test('every heading, link, table and code block of a long page is in the accessibility tree as soon as it loads', async () => {
  const pages = [...LONG_PAGES, ...deploymentsPages()];
  assert.ok(pages.length > 15, `long pages (${pages.length})`);
  const phone = await site.tab({ viewport: PHONE });
  const noScript = await site.tab({ viewport: PHONE, javaScriptEnabled: false });
  for (const route of pages) {
    // The load event, before the app has started: what a reader who arrives meets first.
    await phone.goto(site.url + route, { waitUntil: 'load' });
    const counts = await assertArticleInTree(phone, `${route} on a phone, at load`);
    // On a first load the deployments tables stay the server's HTML once the app runs (KeptChains), so their tree is
    // the one read at load; the generated pages, whose body the reference islands take over, are read again.
    if (LONG_PAGES.includes(route)) {
      await waitForHydrated(phone);
      await assertArticleInTree(phone, `${route} on a phone, once the app runs`);
    }
    await noScript.goto(site.url + route, { waitUntil: 'load' });
    const withoutScript = await assertArticleInTree(noScript, `${route} without JavaScript`);
    assert.equal(withoutScript.heading.inTree, counts.heading.inTree, `${route}: the same headings without JavaScript`);
  }
  await phone.context().close();
  await noScript.context().close();
});

test('the largest pages are whole in the accessibility tree on a desktop screen too', async () => {
  const desktop = await site.tab({ viewport: DESKTOP });
  for (const route of ['/reference/lockup/contracts/sablier-lockup', '/guides/lockup/deployments', '/reference/errors']) {
    await desktop.goto(site.url + route, { waitUntil: 'load' });
    await assertArticleInTree(desktop, `${route} on a desktop, at load`);
  }
  await desktop.context().close();
});

test('the Tab key walks a long page in document order, and each stop is scrolled into view', async () => {
  const page = await site.tab({ viewport: PHONE });
  await page.goto(`${site.url}/guides/lockup/deployments`);
  await waitForHydrated(page);
  const expected = await page.evaluate(() => {
    const focusable = Array.from(document.querySelectorAll<HTMLElement>('article :is(a[href], button, input)')).filter(
      (el) => el.checkVisibility() && el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled,
    );
    for (const [i, el] of focusable.entries()) el.setAttribute('data-tab-stop', String(i));
    return focusable.length;
  });
  assert.ok(expected > 100, `the page has many stops (${expected})`);
  // Start from the first stop, then let the browser move the focus.
  await page.locator('[data-tab-stop="0"]').focus();
  const stops: number[] = [0];
  const offScreen: string[] = [];
  while (stops.length < expected) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el?.closest('article')) return null;
      const box = el.getBoundingClientRect();
      const visible = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      return { index: el.getAttribute('data-tab-stop'), visible, text: (el.textContent ?? '').trim().slice(0, 40) };
    });
    if (stop === null) break;
    // Scrollable code blocks and tables are stops too; only the marked elements are counted.
    if (stop.index === null) continue;
    if (!stop.visible) offScreen.push(stop.text);
    stops.push(Number(stop.index));
  }
  assert.deepEqual(
    stops,
    Array.from({ length: expected }, (_, i) => i),
    'every link, button and field of the article, once each, in order',
  );
  assert.deepEqual(offScreen, [], 'each focused element is on screen');
  await page.context().close();
});
