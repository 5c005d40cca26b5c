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
