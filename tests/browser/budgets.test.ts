import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { measurePage, representativePages } from '../support/page-weight';
import { builtDocPages } from '../support/build-scan';
import { buildDir, useSite, waitForHydrated } from '../support/harness';
import { resolveFile } from '../support/server';
import { formatViolation, runAxe } from '../support/axe';
import { sideBySide } from '../support/side-by-side';
import { isGeneratedPage } from '../../src/lib/generated-pages';

/**
 * Budgets every page type must keep, checked on the built site (deterministic: bytes and rules,
 * never timings; the benchmarks in bench/ report those).
 */
const JS_BUDGET_GZIP = 200 * 1024;

const site = useSite();

const hasBuild = existsSync(join(buildDir, 'index.html'));
const pages = representativePages().map((page) => ({ ...page, built: hasBuild && resolveFile(buildDir, page.route) !== null }));
const notBuilt = pages.filter((page) => !page.built);

test(`the home page is built (representative pages not built: ${notBuilt.map((p) => p.route).join(', ') || 'none'})`, () => {
  assert.ok(pages.find((page) => page.route === '/')?.built, 'build/index.html exists');
});

for (const { kind, route, built } of pages) {
  test(`${kind} ${route}: fetches at most 200 KB of gzipped JS (prefetch excluded)`, async () => {
    assert.ok(built, `${route} is not in build/: the budgets need a full build`);
    const weight = await measurePage(site.browser, site.url, route);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    assert.ok(weight.js.gzip > 0, 'the measurement saw the page’s JS');
    assert.ok(
      weight.js.gzip <= JS_BUDGET_GZIP,
      `${route} fetches ${kb(weight.js.gzip)} of gzipped JS (budget ${kb(JS_BUDGET_GZIP)}); largest: ` +
        weight.largestJs.map((file) => `${file.name} ${kb(file.gzip)}`).join(', '),
    );
  });

  test(`${kind} ${route}: no WCAG 2 A/AA violation (axe) in dark or light mode, no request off 127.0.0.1`, async () => {
    assert.ok(built, `${route} is not in build/: the budgets need a full build`);
    const report: string[] = [];
    const external: string[] = [];
    for (const mode of ['dark', 'light'] as const) {
      const { page, externalRequests } = await site.open(route, {
        colorScheme: mode,
        // axe is injected as an inline script, which the site's policy rightly refuses; the policy
        // itself is tested in csp.test.ts.
        bypassCSP: true,
        // The reader's stored choice, in place before the first script runs.
        storageState: { cookies: [], origins: [{ origin: site.url, localStorage: [{ name: 'theme', value: mode }] }] },
      });
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode, `${route} renders in ${mode} mode`);
      const violations = await runAxe(page);
      report.push(...violations.map((v) => formatViolation(mode, route, v)));
      await page.waitForLoadState('networkidle');
      external.push(...externalRequests);
      await page.context().close();
    }
    assert.deepEqual(external, [], `${route} made requests that leave 127.0.0.1`);
    assert.equal(report.length, 0, `axe found ${report.length} violation(s):\n${report.join('\n')}`);
  });
}

/**
 * Every doc page of the build, loaded in Chromium: no console or page errors, no request off the
 * machine, exactly one h1, a meta description and a canonical link to itself, both in the built
 * HTML (what crawlers read) and once hydrated. One context, four pages at a time. Images and fonts load as
 * they would for a reader: intercepting them to answer empty (`context.route`) sends every request of the
 * sweep through Playwright and made it slower.
 * GraphQL reference pages are generated from one template each, so one in 40 of them is enough.
 */
/** Tabs open side by side in the sweep (bench/results/test-durations.md, side-by-side.md). */
const SWEEP_WORKERS = 4;

const isGraphqlPage = (route: string) => /^\/api\/[^/]+\/graphql\/(envio|the-graph)\//.test(route);

test('every built doc page has one h1, a real meta description and a canonical link to itself in its HTML', () => {
  // What crawlers read, checked on every page: it costs no browser time.
  const problems: string[] = [];
  for (const { route, html } of builtDocPages()) {
    if (!/<meta[^>]* name="?description"? content="?[^">]{20,}/.test(html))
      problems.push(`${route}: built HTML has no meta description of 20+ characters`);
    const canonical = /<link[^>]* rel="?canonical"?[^>]* href="?([^"\s>]+)/.exec(html)?.[1];
    if (!canonical) problems.push(`${route}: built HTML has no canonical link`);
    else if (new URL(canonical, 'https://docs.sablier.com').pathname !== route) problems.push(`${route}: canonical points at ${canonical}`);
    const h1 = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (h1 !== 1) problems.push(`${route}: ${h1} h1 elements`);
  }
  assert.deepEqual(problems, []);
});

/**
 * A contract page lists up to ~130 items; on a phone its load time is mostly the browser parsing, styling and
 * laying out their elements. With a highlighted code block and two tables an item, SablierLockup's article had
 * far more elements an item and scored lower in Lighthouse; with a plain declaration and the parameters as a
 * line of facts it has about half as many, and half the style and layout time. Counted in the built article, so
 * the check is exact.
 */
const CONTRACT_ELEMENTS_PER_ITEM = 40;

test(`contract reference pages with 50+ items spend at most ${CONTRACT_ELEMENTS_PER_ITEM} elements an item`, () => {
  const problems: string[] = [];
  let checked = 0;
  for (const { route, html } of builtDocPages()) {
    if (!/^\/reference\/[^/]+\/contracts\//.test(route)) continue;
    const start = html.indexOf('<article');
    const article = html.slice(start, html.indexOf('</article>', start));
    const items = article.match(/<h3[\s>]/g)?.length ?? 0;
    if (start < 0 || items < 50) continue;
    checked++;
    const elements = article.match(/<[a-z][a-z0-9-]*[\s>/]/gi)?.length ?? 0;
    if (elements > items * CONTRACT_ELEMENTS_PER_ITEM)
      problems.push(`${route}: ${elements} elements for ${items} items (${(elements / items).toFixed(1)} an item)`);
  }
  assert.ok(checked > 0, 'the build has large contract pages');
  assert.deepEqual(problems, []);
});

// Generated reference pages come from one template each: the browser sweep opens every written page and a
// sample of them (their h1, description and canonical link are checked on every one above, from the built HTML).
test('every written doc page and a sample of the generated ones load cleanly, with one h1, a description and a canonical link', async () => {
  const docs = builtDocPages();
  let graphqlSeen = 0;
  let generatedSeen = 0;
  const routes = docs
    .map((doc) => doc.route)
    .filter((route) => (isGraphqlPage(route) ? graphqlSeen++ % 40 === 0 : !isGeneratedPage(route) || generatedSeen++ % 5 === 0));
  assert.ok(routes.length > 0, 'the build has doc pages');
  const origin = new URL(site.url).origin;
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const problems: string[] = [];
  // One tab per worker, each reporting against the route it has open.
  const tabs = await Promise.all(
    Array.from({ length: SWEEP_WORKERS }, async () => {
      const tab = { page: await context.newPage(), route: '' };
      tab.page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${tab.route}: console error: ${message.text()}`);
      });
      tab.page.on('pageerror', (error) => problems.push(`${tab.route}: page error: ${error.message}`));
      tab.page.on('request', (request) => {
        const url = request.url();
        if (/^https?:/.test(url) && new URL(url).origin !== origin) problems.push(`${tab.route}: request off 127.0.0.1: ${url}`);
      });
      return tab;
    }),
  );
  const started = Date.now();
  await sideBySide(routes, tabs.length, async (route, worker) => {
    const tab = tabs[worker]!;
    const { page } = tab;
    tab.route = route;
    const response = await page.goto(site.url + route, { waitUntil: 'domcontentloaded' });
    if (response?.status() !== 200) problems.push(`${route}: status ${response?.status()}`);
    await waitForHydrated(page);
    const head = await page.evaluate(() => ({
      h1: document.querySelectorAll('h1').length,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
    }));
    if (head.h1 !== 1) problems.push(`${route}: ${head.h1} h1 elements`);
    if (head.description.trim().length < 20) problems.push(`${route}: meta description missing or empty ("${head.description}")`);
    if (!head.canonical) problems.push(`${route}: no canonical link`);
    else if (new URL(head.canonical, site.url).pathname !== route) problems.push(`${route}: canonical points at ${head.canonical}`);
  });
  await context.close();
  console.log(
    `# swept ${routes.length} of ${docs.length} doc pages (GraphQL pages sampled 1 in 40, other generated pages 1 in 5) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  assert.deepEqual(problems, []);
});
