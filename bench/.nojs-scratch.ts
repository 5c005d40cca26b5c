import { chromium } from 'playwright-core';
import { startServer } from '/work/wt/reliability/tests/support/server';
(async () => {
  const server = await startServer({ root: '/work/wt/reliability/build' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  const css = require('fs').readFileSync('/tmp/nojs.css', 'utf8');
  await page.route('**/*', async (route) => { if (route.request().resourceType() !== 'document') return route.continue(); const r = await route.fetch(); const b = (await r.text()).replace('<body', '<style>' + css + '</style><body'); await route.fulfill({ response: r, body: b }); });
  await page.goto(server.url + '/concepts/what-is-sablier');
  await page.screenshot({ path: '/tmp/nojs.png', clip: { x: 0, y: 0, width: 390, height: 300 } });
  for (const l of ['Concepts','Guides','APIs','Reference','Apps','Support']) console.log(l, await page.locator('.navbar').getByRole('link', { name: l, exact: true }).first().isVisible());
  await browser.close(); await server.close();
})();
