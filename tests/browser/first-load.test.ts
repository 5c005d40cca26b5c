import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

import { KATEX_STYLESHEET } from '../../markdown/remark-katex-stylesheet';
import { builtDocPages } from '../support/build-scan';
import { useSite, waitForHydrated, waitForPageShown } from '../support/harness';
import { sideBySide } from '../support/side-by-side';

// What a first visit keeps from the server's HTML instead of rebuilding it in the browser (code
// blocks, formulas), and what it defers until the page is idle (prefetching the pages links lead to).

const site = useSite();

const GUIDE = '/guides/lockup/examples/create-stream/lockup-linear';
const NEXT_GUIDE = '/guides/lockup/examples/create-stream/lockup-dynamic';
const PHONE = { width: 412, height: 823 };

/** Whether any script the page ran carries Prism's Solidity grammar (the highlighter's chunk). */
async function highlighterLoaded(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js'));
    const texts = await Promise.all(scripts.map((url) => fetch(url).then((response) => response.text())));
    return texts.some((text) => text.includes('languages.solidity'));
  });
}

test('on the first page, code blocks keep the server highlighting and load no highlighter', async () => {
  const { page, errors } = await site.open(GUIDE);
  const block = page.locator('.theme-doc-markdown .theme-code-block').first();
  assert.ok((await block.locator('.token').count()) > 20, 'highlighted tokens from the server');
  // The buttons arrive after hydration: by then the highlighter would have loaded if it were needed.
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(await highlighterLoaded(page), false, 'no Prism grammar downloaded');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test("a kept code block's copy button copies its code and says so", async () => {
  const { page } = await site.open(GUIDE, { permissions: ['clipboard-read', 'clipboard-write'] });
  const block = page.locator('.theme-doc-markdown .theme-code-block').first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await block.getByRole('button', { name: 'Copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const shownLines = await block.locator('pre code .token-line').allTextContents();
  assert.ok(copied.includes('contract '), 'the Solidity source');
  assert.equal(copied.trimEnd(), shownLines.join('\n').trimEnd(), 'exactly the lines shown');
  await page.context().close();
});

test('on a phone, a kept code block with long lines offers word wrap, which removes the sideways scroll', async () => {
  const { page } = await site.open(GUIDE, { viewport: PHONE });
  const block = page.locator('.theme-doc-markdown .theme-code-block').first();
  const scrolls = () => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  assert.equal(await scrolls(), true, 'the block is wider than a phone');
  const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
  await wrap.click({ force: true });
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('.theme-doc-markdown .theme-code-block pre code')!).whiteSpace === 'pre-wrap',
  );
  assert.equal(await scrolls(), false);
  await page.context().close();
});

test('after an in-app navigation, code blocks are highlighted in the browser and have their buttons', async () => {
  const { page, errors } = await site.open(GUIDE);
  await page.locator('a.pagination-nav__link--next').click();
  await waitForPageShown(page, NEXT_GUIDE);
  const block = page.locator('.theme-doc-markdown .theme-code-block').first();
  await block.locator('.token').first().waitFor();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).waitFor();
  assert.equal(await highlighterLoaded(page), true, 'the highlighter loaded for the new page');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('formulas are kept as the server typeset them, stay focusable, and render after in-app navigation', async () => {
  const { page, errors } = await site.open('/concepts/lockup/stream-shapes');
  const display = page.locator('.theme-doc-markdown .katex-display').first();
  assert.equal(await display.getAttribute('tabindex'), '0');
  assert.equal(await display.getAttribute('role'), 'group');
  assert.equal(await display.getAttribute('aria-label'), 'Formula');
  assert.ok((await display.locator('.katex-html .base').count()) > 0, 'typeset markup');
  assert.ok((await display.locator('annotation[encoding="application/x-tex"]').count()) > 0, 'the TeX source for assistive tools');
  await page.locator('a.pagination-nav__link--prev').click();
  await waitForPageShown(page, '/concepts/lockup/overview');
  await page.locator('.theme-doc-markdown .katex .katex-html').first().waitFor();
  const box = await page.locator('.theme-doc-markdown .katex').first().boundingBox();
  assert.ok(box && box.width > 0 && box.height > 0, 'the formula is laid out');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('every formula reaches assistive technology as MathML, on screen or not', async () => {
  const { page, errors } = await site.open('/concepts/flow/overview', { viewport: PHONE });
  const formulas = await page.locator('.theme-doc-markdown .katex-mathml math').count();
  assert.ok(formulas > 20, `the page has formulas (${formulas})`);
  // Chromium's own accessibility tree, which screen readers read: CSS that skips rendering the
  // visually clipped MathML (content-visibility, display) silently removes it from there.
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; ignored: boolean }[] };
  assert.equal(nodes.filter((node) => node.role?.value === 'MathMLMath' && !node.ignored).length, formulas);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('links in view are prefetched once the page is idle, each chunk once, all from the site', async () => {
  const { page, externalRequests } = await site.open('/concepts/what-is-sablier');
  await waitForHydrated(page);
  await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0, null, { timeout: 15000 });
  const hrefs = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  assert.equal(new Set(hrefs).size, hrefs.length, 'no chunk prefetched twice');
  for (const href of hrefs) assert.match(new URL(href).pathname, /^\/assets\/js\/[\w~.-]+\.js$/);
  assert.deepEqual(externalRequests, []);
  await page.context().close();
});

/** The file KaTeX's stylesheet serves a face from: family "KaTeX_Size4", weight 400 → KaTeX_Size4-Regular.woff2. */
function katexFontFile(font: { family: string; weight: string; style: string }): string {
  const bold = font.weight === '700' || font.weight === 'bold';
  const italic = font.style === 'italic';
  return `${font.family.replace(/"/g, '')}-${bold ? (italic ? 'BoldItalic' : 'Bold') : italic ? 'Italic' : 'Regular'}.woff2`;
}

test('every page with formulas preloads exactly the KaTeX fonts it draws with', async () => {
  const mathPages = builtDocPages().filter((page) => page.html.includes(KATEX_STYLESHEET));
  assert.ok(mathPages.length > 20, `pages with formulas (${mathPages.length})`);
  const context = await site.browser.newContext({ viewport: PHONE });
  const mismatches: string[] = [];
  // Pages are independent documents: a few are checked side by side.
  await sideBySide(mathPages, 3, async ({ route }) => {
    const page = await context.newPage();
    await page.goto(site.url + route);
    // The whole page is laid out, on screen or not, so every face its text needs has loaded once fonts are ready.
    const { preloads, loaded } = await page.evaluate(async () => {
      document.body.getBoundingClientRect();
      await document.fonts.ready;
      return {
        preloads: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]'), (link) => link.href),
        loaded: [...(document.fonts as unknown as Iterable<FontFace>)]
          .filter((font) => font.status === 'loaded')
          .map((font) => ({ family: font.family, weight: font.weight, style: font.style })),
      };
    });
    const preloaded = preloads.map((href) => new URL(href).pathname.replace(/^.*\//, '')).sort();
    const used = loaded.map(katexFontFile).sort();
    if (JSON.stringify(preloaded) !== JSON.stringify(used)) {
      mismatches.push(`${route}: preloads ${preloaded.join(' ') || 'none'}, draws with ${used.join(' ') || 'none'}`);
    }
    await page.close();
  });
  await context.close();
  assert.deepEqual(mismatches, []);
});

test("the app's scripts are requested only once the page's first contentful paint is reported", async () => {
  for (const route of ['/', GUIDE, '/guides/lockup/deployments']) {
    const { page } = await site.open(route, { viewport: PHONE });
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/assets\/js\/(runtime~)?main\.[\w]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    assert.ok(paint !== null, `${route}: a contentful paint`);
    assert.equal(scripts.length, 2, `${route}: runtime and main requested`);
    for (const start of scripts) assert.ok(start >= paint, `${route}: script requested at ${start} ms, paint at ${paint} ms`);
    await page.context().close();
  }
});

test('the page still starts where paint timing is missing or never reports, and in a background tab', async () => {
  const situations: Record<string, string> = {
    'no paint timing': 'Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => [] });',
    'paint never reported':
      'window.PerformanceObserver = class { static get supportedEntryTypes() { return ["paint"]; } observe() {} disconnect() {} };',
    'background tab': 'Object.defineProperty(document, "visibilityState", { get: () => "hidden" });',
  };
  for (const [situation, script] of Object.entries(situations)) {
    const context = await site.browser.newContext();
    await context.addInitScript({ content: script });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site.url + GUIDE);
    await waitForHydrated(page);
    assert.deepEqual(errors, [], situation);
    await context.close();
  }
});
