import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useSite, waitForHydrated } from '../support/harness';

const site = useSite();

/** Mermaid draws in the browser: every diagram block must become an SVG, in both color modes. */
for (const theme of ['dark', 'light'] as const) {
  test(`reference diagrams render as SVG in ${theme} mode, without errors`, async () => {
    for (const route of ['/reference/lockup/diagrams', '/reference/flow/diagrams', '/reference/airdrops/diagrams']) {
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
      await page.waitForFunction((count) => document.querySelectorAll('.docusaurus-mermaid-container svg').length === count, expected, {
        timeout: 20000,
      });
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
    ['/concepts/airdrops', 'vca'],
    ['/concepts/chains', 'solana-merkle-instant'],
  ] as const) {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}${route}#${id}`);
    await waitForHydrated(page);
    // Every diagram above the section has replaced its source with an SVG, so nothing above it moves any more.
    await page.waitForFunction(
      (target) => {
        const section = document.getElementById(target);
        const diagrams = Array.from(document.querySelectorAll('section[aria-label="Diagram source"], .docusaurus-mermaid-container'));
        const above = diagrams.filter((d) => section && d.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING);
        return above.length > 0 && above.every((d) => d.querySelector('svg'));
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
