import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AxeResults } from 'axe-core';

import { pageLinks } from '../../src/components/CopyPage/links';
import { useSite } from '../support/harness';
import { readTwin, siteUrl } from '../support/twins';

/** The copy-page menu beside each doc title (src/components/CopyPage). */
const site = useSite();
const ROUTE = '/concepts/flow/statuses';
const TRIGGER = 'button[aria-haspopup="menu"]:has-text("Copy page")';

test('the button is in the server HTML and the menu code loads only on first interaction', async () => {
  const { page } = await site.open(ROUTE, { javaScriptEnabled: false });
  assert.equal(await page.locator(TRIGGER).count(), 1, 'server-rendered trigger');
  await page.context().close();

  const { page: live, externalRequests } = await site.open(ROUTE);
  const scripts: string[] = [];
  live.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await live.waitForLoadState('networkidle');
  const before = scripts.length;
  assert.equal(await live.locator('[role="menu"]').count(), 0, 'no menu before interaction');
  await live.locator(TRIGGER).hover();
  await live.locator('[role="menu"]').waitFor({ state: 'attached' });
  assert.ok(scripts.length > before, 'opening the menu fetched its code');
  assert.deepEqual(externalRequests, []);
  await live.context().close();
});

test('Copy page as Markdown puts the twin on the clipboard and confirms', async () => {
  const { page, externalRequests } = await site.open(ROUTE, { permissions: ['clipboard-read', 'clipboard-write'] });
  const titleBox = await page.locator('h1').boundingBox();
  await page.locator(TRIGGER).click();
  await page.getByRole('menuitem', { name: 'Copy page as Markdown' }).click();
  await page.getByTestId('copy-page-status').filter({ hasText: 'Copied the page as Markdown' }).waitFor();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(clipboard, readTwin(ROUTE));
  assert.deepEqual(await page.locator('h1').boundingBox(), titleBox, 'the menu moved the title');
  assert.deepEqual(externalRequests, []);
  await page.context().close();
});

test("View as Markdown and the assistant links carry the page's Markdown URL", async () => {
  const { page } = await site.open(ROUTE);
  await page.locator(TRIGGER).click();
  const href = (name: string) => page.getByRole('menuitem', { name }).getAttribute('href');
  const expected = pageLinks(`${siteUrl}${ROUTE}.md`);
  assert.equal(await href('View as Markdown'), `${ROUTE}.md`);
  assert.equal(await href('Open in ChatGPT'), expected.chatgpt);
  assert.equal(await href('Open in Claude'), expected.claude);
  assert.ok(decodeURIComponent(expected.claude).includes(`${siteUrl}${ROUTE}.md`));
  const twin = await page.request.get(`${site.url}${ROUTE}.md`);
  assert.equal(twin.headers()['content-type'], 'text/markdown; charset=utf-8');
  await page.context().close();
});

test('the menu works from the keyboard and passes axe open, in both colour modes', async () => {
  for (const mode of ['dark', 'light'] as const) {
    const { page } = await site.open(ROUTE, {
      colorScheme: mode,
      // axe is injected as an inline script, which the site's policy refuses (it has its own test).
      bypassCSP: true,
      storageState: { cookies: [], origins: [{ origin: site.url, localStorage: [{ name: 'theme', value: mode }] }] },
    });
    await page.locator(TRIGGER).focus();
    await page.keyboard.press('Enter');
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    assert.equal(await focused(), 'Copy page as Markdown');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 'View as Markdown');
    await page.keyboard.press('End');
    assert.equal(await focused(), 'Open in Claude');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 'Copy page as Markdown', 'wraps around');

    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (c: Element, o: object) => Promise<AxeResults> } }).axe;
      // The menu and its button (the page as a whole is checked by budgets.test.ts).
      const result = await axe.run(document.querySelector('[aria-haspopup="menu"]')!.parentElement!, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
      });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    assert.deepEqual(violations, [], `${mode} mode`);

    await page.keyboard.press('Escape');
    assert.equal(await page.locator('[role="menu"]').isVisible(), false);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')), 'menu', 'focus back on the button');
    await page.context().close();
  }
});
