import assert from 'node:assert/strict';
import { test } from 'node:test';

import { builtDocPages } from '../support/build-scan';
import { idleWorkDone, IDLE_TRACKER, useSite, waitForHydrated } from '../support/harness';
import { sideBySide } from '../support/side-by-side';

const site = useSite();

/** Makes the browser report a constrained connection, as Chrome does in data-saver mode or on 2g. */
function constrainedConnection(kind: 'saveData' | '2g'): string {
  const value = kind === 'saveData' ? { effectiveType: '4g', saveData: true } : { effectiveType: '2g', saveData: false };
  return `Object.defineProperty(navigator, 'connection', { value: ${JSON.stringify(value)}, configurable: true });`;
}

/** Records whether #nprogress ever appears, from the very start of the page. */
const watchProgressBar = `window.__progressSeen = false;
  new MutationObserver(() => { if (document.getElementById('nprogress')) window.__progressSeen = true; })
    .observe(document, { childList: true, subtree: true });`;

test('a navigation to a link with a hash scrolls to its target; without a hash, to the top', async () => {
  // Find a built doc page holding an in-site link to a heading of another page.
  let source: { route: string; href: string } | undefined;
  for (const page of builtDocPages()) {
    // The minifier drops attribute quotes where it can, so accept both forms.
    const match = /<a[^>]+href="?(\/[a-z][^"#\s>]*#[a-z0-9-]+)"?[\s>]/.exec(page.html);
    if (match && !match[1]!.startsWith(page.route + '#')) {
      source = { route: page.route, href: match[1]! };
      break;
    }
  }
  assert.ok(source, 'some doc page links to a heading on another page');
  const { page } = await site.open(source.route);
  await page.locator(`article a[href="${source.href}"]`).first().click();
  const [path, hash] = source.href.split('#') as [string, string];
  await page.waitForURL((url) => url.pathname === path && url.hash === `#${hash}`);
  await page.waitForFunction((id) => {
    const target = document.getElementById(id);
    if (!target) return false;
    const top = target.getBoundingClientRect().top;
    return top >= -2 && top < window.innerHeight / 2;
  }, decodeURIComponent(hash));

  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.locator('.navbar__items:not(.navbar__items--right) a', { hasText: 'Support' }).click();
  await page.waitForURL((url) => url.pathname === '/support/faq');
  await page.waitForFunction(() => window.scrollY === 0);
  await page.context().close();
});

test('the progress bar shows only when a navigation takes longer than 200 ms', async () => {
  const open = async () => {
    const context = await site.browser.newContext();
    // No prefetch, so the next page's code is fetched at click time and its speed is ours to set.
    await context.addInitScript(constrainedConnection('saveData'));
    await context.addInitScript(watchProgressBar);
    const page = await context.newPage();
    await page.goto(site.url + '/');
    await waitForHydrated(page);
    return page;
  };

  // Fast: the page's code was prefetched on hover, as it is for a reader about to click.
  const fastContext = await site.browser.newContext();
  await fastContext.addInitScript(watchProgressBar);
  const fast = await fastContext.newPage();
  await fast.goto(site.url + '/');
  await waitForHydrated(fast);
  const referenceLink = fast.locator('.navbar__items:not(.navbar__items--right) a', { hasText: 'Reference' });
  await referenceLink.hover();
  await fast.waitForLoadState('networkidle');
  await referenceLink.click();
  await fast.waitForURL((url) => url.pathname === '/reference/overview');
  await fast.locator('article').waitFor();
  // The bar starts on a timer that the route's did-update cleanup clears; that cleanup has run once
  // React has committed the new page and the browser has painted two frames after it.
  await fast.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.equal(
    await fast.evaluate(() => (window as unknown as { __progressSeen: boolean }).__progressSeen),
    false,
    'no bar for a fast navigation',
  );
  await fastContext.close();

  const slow = await open();
  await slow.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 900));
    await route.continue();
  });
  await slow.locator('.navbar__items:not(.navbar__items--right) a', { hasText: 'Reference' }).click();
  await slow.waitForURL((url) => url.pathname === '/reference/overview', { timeout: 20000 });
  await slow.locator('article').waitFor();
  assert.equal(
    await slow.evaluate(() => (window as unknown as { __progressSeen: boolean }).__progressSeen),
    true,
    'the bar shows for a slow navigation',
  );
  await slow.waitForFunction(() => !document.getElementById('nprogress'), null, { timeout: 5000 });
  await slow.context().close();
});

test('likely next pages are prefetched, but not in data-saver mode or on 2g', async () => {
  const prefetched = async (init?: string) => {
    const context = await site.browser.newContext();
    await context.addInitScript(IDLE_TRACKER);
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    await page.goto(site.url + '/concepts/what-is-sablier');
    await waitForHydrated(page);
    // Hovering a link is the strongest signal; links in view are prefetched too.
    await page.locator('.navbar__items:not(.navbar__items--right) a', { hasText: 'Apps' }).hover();
    await idleWorkDone(page);
    const count = await page.locator('link[rel="prefetch"]').count();
    await context.close();
    return count;
  };
  assert.ok((await prefetched()) > 0, 'prefetch links on a normal connection');
  assert.equal(await prefetched(constrainedConnection('saveData')), 0, 'no prefetch in data-saver mode');
  assert.equal(await prefetched(constrainedConnection('2g')), 0, 'no prefetch on 2g');
});

test('when the next page cannot load, a warning is logged and the whole page reloads', async () => {
  const context = await site.browser.newContext();
  await context.addInitScript(constrainedConnection('saveData'));
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(site.url + '/');
  await waitForHydrated(page);
  await page.route('**/assets/js/**', (route) => route.abort());
  const reloaded = page.waitForEvent('load');
  await page.locator('.navbar__items:not(.navbar__items--right) a', { hasText: 'Support' }).click();
  await reloaded;
  assert.ok(
    warnings.some((text) => /chunk|loading/i.test(text)),
    `a warning was logged: ${warnings.join(' | ')}`,
  );
  assert.equal(new URL(page.url()).pathname, '/support/faq', 'the reload lands on the requested page');
  await context.close();
});

test('unknown paths show a helpful not-found page with status 404', async () => {
  const { page } = await site.open('/concepts/no-such-page', { waitForHydration: false });
  const response = await page.goto(site.url + '/concepts/no-such-page');
  assert.equal(response?.status(), 404);
  await waitForHydrated(page);
  assert.equal(await page.locator('h1').innerText(), 'Page not found');
  assert.ok(await page.locator('main .DocSearch-Button, main button[aria-label*="Search"]').first().isVisible(), 'search is offered');
  for (const label of ['Concepts', 'Guides', 'APIs', 'Reference', 'Apps', 'Support']) {
    assert.ok(await page.locator('main a', { hasText: label }).first().isVisible(), label);
  }
  await page.context().close();
});

test('pages make no request outside their own origin', async () => {
  const routes = [
    '/',
    '/concepts/what-is-sablier',
    '/guides/lockup/overview',
    '/api/overview',
    '/reference/overview',
    '/apps/features/overview',
    '/support/faq',
    '/no-such-page',
  ];
  // Each waits for its page's idle work and a quiet network: a few side by side.
  await sideBySide(routes, 3, async (route) => {
    const { page, externalRequests } = await site.open(route);
    await idleWorkDone(page);
    assert.deepEqual(externalRequests, [], route);
    await page.context().close();
  });
});
