import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { footerColumns } from '../../navigation';
import { allRedirects, docRoutesUnder } from '../../redirects';
import { applyVercelRedirects } from '../../generators/vercel-json/config';
import { escapeRegExp } from '../../src/lib/regexp';
import { buildScope, builtDocPages, builtPages, isRedirectPage } from '../support/build-scan';
import { buildDir } from '../support/harness';

// What the built HTML shows of the site's structure: sidebars, navbar, footer, language and the
// redirect pages, read from build/ (the unit tests check the sources these come from).

// The fast tier builds a few areas (DOCS_AREAS): what lives in the others is expected to be absent, not checked.
const scope = buildScope();
const pages = builtPages();
const docPages = builtDocPages().filter((page) => !page.route.startsWith('/__'));
const docRoutes = new Set(docPages.map((page) => page.route));
const hrefs = (html: string): string[] => [...html.matchAll(/<a [^>]*?href="?([^"\s>]+)"?/g)].map((m) => m[1]!);
const section = (html: string, open: RegExp, close: string): string => {
  const start = html.search(open);
  return start < 0 ? '' : html.slice(start, html.indexOf(close, start));
};

test('every doc page is in an area, and its sidebar links only to pages of that area', () => {
  assert.ok(docPages.length > (scope.full ? 1000 : 100), `${docPages.length} doc pages in build/`);
  const problems: string[] = [];
  for (const { route, html } of docPages) {
    const area = scope.areas.find((a) => route.startsWith(`/${a.basePath}/`));
    if (!area) {
      problems.push(`${route}: in no area`);
      continue;
    }
    const sidebar = section(html, /<nav aria-label="?Docs sidebar/, '</nav>');
    if (!sidebar) continue; // a page outside every sidebar has none
    const links = hrefs(sidebar).filter((href) => href.startsWith('/'));
    if (links.length === 0) problems.push(`${route}: empty sidebar`);
    for (const href of links) if (!href.startsWith(`/${area.basePath}/`)) problems.push(`${route}: sidebar links to ${href}`);
  }
  assert.deepEqual(problems.slice(0, 20), []);
});

test("each area's landing page is built and lists itself in its area's sidebar", () => {
  for (const area of scope.areas) {
    const page = docPages.find((p) => p.route === area.landing);
    assert.ok(page, `${area.landing} is not a built doc page`);
    assert.ok(
      hrefs(section(page.html, /<nav aria-label="?Docs sidebar/, '</nav>')).includes(area.landing),
      `${area.landing} in its sidebar`,
    );
  }
});

test('the navbar shows the areas in order, each opening its landing page', () => {
  const { html } = pages.find((page) => page.route === '/concepts/what-is-sablier')!;
  const left = section(html, /theme-layout-navbar-left/, 'theme-layout-navbar-right');
  const links = [...left.matchAll(/<a [^>]*?href="?([^"\s>]+)"?[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
  assert.deepEqual(
    links,
    scope.areas.map((a) => [a.label, a.landing]),
  );
});

test('the footer shows its columns, each link leading to a built page or an https address', () => {
  const { html } = pages.find((page) => page.route === '/')!;
  const footer = section(html, /<footer/, '</footer>');
  const titles = [...footer.matchAll(/class="?footer__title[^>]*>([^<]+)</g)].map((m) => m[1]);
  assert.deepEqual(
    titles,
    footerColumns.map((column) => column.title),
  );
  const links = hrefs(footer);
  assert.ok(links.length >= 9, `${links.length} footer links`);
  for (const href of links) assert.ok(href.startsWith('https://') || docRoutes.has(href) || !scope.has(href), href);
});

test('every page declares English, left to right', () => {
  for (const { route, html } of pages.filter((page) => !isRedirectPage(page.html))) {
    assert.match(html.slice(0, 300), /<html[^>]* lang="?en"?[^>]* dir="?ltr/, route);
  }
});

test('the doc routes redirects.ts derives are exactly the doc pages Docusaurus built', () => {
  const derived = docRoutesUnder('').filter((route) => !route.startsWith('/__') && scope.has(route));
  assert.deepEqual([...derived].sort(), [...docRoutes].sort());
});

test('each client redirect page leads to a built doc page, the same one the host redirects to', () => {
  const redirects = pages.filter((page) => isRedirectPage(page.html));
  assert.ok(redirects.length > 100, `${redirects.length} redirect pages`);
  const problems: string[] = [];
  for (const { route, html } of redirects) {
    const target = /http-equiv="?refresh"? content="0; ?url=([^"]+)"/i.exec(html)?.[1];
    const [path = '', section] = (target ?? '').split('#');
    if (!target || !docRoutes.has(path)) problems.push(`${route} -> ${target}: no doc page there`);
    else if (section && !new RegExp(`\\sid="?${escapeRegExp(section)}[\\s">]`).test(pages.find((page) => page.route === path)?.html ?? ''))
      problems.push(`${route} -> ${target}: the page has no such section`);
    else if (applyVercelRedirects(route) !== target)
      problems.push(`${route}: page sends to ${target}, host to ${applyVercelRedirects(route)}`);
  }
  assert.deepEqual(problems.slice(0, 20), []);
});

test('the addresses the spec names redirect to their pages', () => {
  const target = (route: string) => {
    const page = pages.find((p) => p.route === route);
    return page && /url=([^"]+)"/.exec(page.html)?.[1];
  };
  for (const [from, to] of [
    ['/api', '/api/overview'],
    ['/apps', '/apps/features/overview'],
    ['/csv', '/apps/guides/csv-support'],
    ['/protocol/introduction', '/concepts/what-is-sablier'],
  ] as const) {
    // A partial build writes no redirect page to a page it leaves out.
    assert.equal(target(from), scope.has(to) ? to : undefined, from);
  }
});

test('the list of old addresses stays out of the JavaScript every page loads', () => {
  const dir = join(buildDir, 'assets', 'js');
  const main = readdirSync(dir).filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
  assert.equal(main.length, 1, main.join(', '));
  const js = readFileSync(join(dir, main[0]!), 'utf8');
  const shipped = allRedirects().filter((redirect) => js.includes(`"${redirect.from}"`));
  assert.deepEqual(
    shipped.slice(0, 10).map((redirect) => redirect.from),
    [],
    `${shipped.length} old addresses in ${main[0]}`,
  );
});
