import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator } from 'playwright-core';

import { formatViolation, runAxe } from '../support/axe';
import { useSite, waitForHydrated } from '../support/harness';

const site = useSite();

/** Brings a diagram to the reader (it is drawn only near the viewport) and waits until it is an SVG. */
async function drawn(diagram: Locator): Promise<void> {
  await diagram.scrollIntoViewIfNeeded();
  await diagram.locator('.docusaurus-mermaid-container svg').waitFor({ state: 'attached', timeout: 20000 });
}

/** Mermaid draws in the browser: every diagram block must become an SVG, in both color modes. */
for (const theme of ['dark', 'light'] as const) {
  test(`reference diagrams render as SVG in ${theme} mode, without errors`, async () => {
    for (const route of [
      '/reference/lockup/diagrams',
      '/reference/flow/diagrams',
      '/reference/airdrops/diagrams',
      '/reference/bob/diagrams',
    ]) {
      const context = await site.browser.newContext();
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(site.url + route);
      await waitForHydrated(page);
      assert.equal(await page.getAttribute('html', 'data-theme'), theme);
      // The server HTML carries each diagram's source; in the browser each becomes an SVG.
      const html = await (await fetch(site.url + route)).text();
      const expected = html.split('aria-label="Diagram source"').length - 1;
      assert.ok(expected > 0, `${route} has diagrams`);
      // Each diagram is drawn as it comes near the viewport.
      const diagrams = page.locator('[data-diagram]');
      assert.equal(await diagrams.count(), expected, route);
      for (let i = 0; i < expected; i += 1) await drawn(diagrams.nth(i));
      const failed = await page.locator('.docusaurus-mermaid-container :text("Syntax error")').count();
      assert.equal(failed, 0, `${route}: a diagram failed to parse`);
      assert.deepEqual(errors, [], route);
      await context.close();
    }
  });
}

/** Where a heading sits in the viewport, in CSS pixels from the top. */
const headingTop = (page: import('playwright-core').Page, id: string): Promise<number | undefined> =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top, id);

test('an address naming a section below a diagram still shows that section once the diagram has rendered', async () => {
  for (const [route, id] of [
    ['/reference/lockup/diagrams', 'withdraw'],
    ['/concepts/solana/accounts', 'merkle-instant'],
  ] as const) {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}${route}#${id}`);
    await waitForHydrated(page);
    // A diagram above the section has been drawn (its height changed), and none above it is still being drawn.
    await page.waitForFunction(
      (target) => {
        const section = document.getElementById(target);
        if (!section) return false;
        const above = Array.from(document.querySelectorAll('[data-diagram]')).filter(
          (diagram) => diagram.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        const drawing = above.filter((diagram) => diagram.querySelector('.docusaurus-mermaid-container'));
        return drawing.length > 0 && drawing.every((diagram) => diagram.querySelector('svg'));
      },
      id,
      { timeout: 20000 },
    );
    await page
      .waitForFunction(
        (target) => {
          const top = document.getElementById(target)?.getBoundingClientRect().top;
          return top !== undefined && top >= 0 && top < 150;
        },
        id,
        { timeout: 5000 },
      )
      .catch(async () => assert.fail(`${route}#${id}: the section is at ${await headingTop(page, id)} px after the diagram rendered`));
    await page.close();
  }
});

test('diagrams further down a page are drawn only when the reader gets near them', async () => {
  // A page whose first diagram is below the fold: nothing is drawn, and the diagram library is not loaded, on load.
  const page = await site.browser.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${site.url}/concepts/solana/accounts`);
  await waitForHydrated(page);
  await page.waitForLoadState('networkidle');
  const diagrams = page.locator('[data-diagram]');
  assert.equal(await diagrams.count(), 2);
  assert.equal(await page.locator('.docusaurus-mermaid-container').count(), 0, 'a diagram was drawn on load');
  const loaded = scripts.length;
  await drawn(diagrams.first());
  assert.ok(scripts.length > loaded, 'the diagram library was already loaded');
  await page.close();
  // A page of many diagrams: the last one, screens further down, is still its source until the reader gets there.
  const long = await site.browser.newPage();
  await long.goto(`${site.url}/reference/lockup/diagrams`);
  await waitForHydrated(long);
  await long.waitForLoadState('networkidle');
  const all = long.locator('[data-diagram]');
  const last = all.nth((await all.count()) - 1);
  assert.equal(await last.locator('section[aria-label="Diagram source"]').count(), 1, 'the last diagram was drawn on load');
  await drawn(last);
  await long.close();
});

test('drawn diagrams pass the WCAG 2 A/AA rules (axe), contrast of their labels included, in dark and light mode', async () => {
  const report: string[] = [];
  for (const mode of ['dark', 'light'] as const) {
    for (const route of ['/reference/lockup/diagrams', '/concepts/solana/accounts']) {
      const { page } = await site.open(route, {
        colorScheme: mode,
        bypassCSP: true,
        storageState: { cookies: [], origins: [{ origin: site.url, localStorage: [{ name: 'theme', value: mode }] }] },
      });
      const diagrams = page.locator('[data-diagram]');
      for (let i = 0; i < (await diagrams.count()); i += 1) await drawn(diagrams.nth(i));
      report.push(...(await runAxe(page)).map((violation) => formatViolation(mode, route, violation)));
      await page.context().close();
    }
  }
  assert.equal(report.length, 0, `axe found ${report.length} violation(s):\n${report.join('\n')}`);
});
