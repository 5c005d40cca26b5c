import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

import { useSite, waitForPageShown } from '../support/harness';
import { DRAW_LATE_SECTIONS, LATE_SECTIONS } from '../support/late-sections';

/**
 * The deployments chains and the contract items are drawn only when they near the screen
 * (`content-visibility: auto`, see src/components/DeploymentTable/styles.module.css and
 * src/reference-islands/island.css). A reader must not notice: until drawn, each counts at least as tall as it
 * is (a shorter guess makes axe report contrast problems no reader sees), and a link to one lands on it.
 */
const site = useSite();

/** Waits until the heading with this id sits at its scroll margin, where a link to it puts it. */
async function waitForHeadingAtItsMargin(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const heading = document.getElementById(target);
      return (
        heading !== null &&
        Math.abs(heading.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(heading).scrollMarginTop)) <= 2
      );
    },
    id,
    { timeout: 10000 },
  );
}

/** The largest pages of both kinds, and a previous release's deployments. */
const PAGES = [
  '/guides/lockup/deployments',
  '/guides/lockup/previous-deployments/v2.0',
  '/guides/flow/deployments',
  '/reference/lockup/contracts/sablier-lockup',
  '/reference/flow/contracts/sablier-flow',
  '/reference/airdrops/contracts/libraries/errors',
  '/reference/lockup/contracts/types/lockup',
];

test('on a phone, a section not yet drawn never counts shorter than it is', async () => {
  for (const width of [320, 412]) {
    const page = await site.tab({ viewport: { width, height: 823 } });
    for (const route of PAGES) {
      await page.goto(site.url + route);
      const short = await page.evaluate(
        ([selector, drawAll]) => {
          const sections = Array.from(document.querySelectorAll<HTMLElement>(selector));
          // The guess as the browser computed it for this width ("auto 1234px").
          const guesses = sections.map((s) => Number.parseFloat(getComputedStyle(s).containIntrinsicBlockSize.replace('auto', '')));
          const style = document.createElement('style');
          style.textContent = drawAll;
          document.head.appendChild(style);
          const found = sections
            .map((s, i) => ({ id: s.querySelector('h3')?.id ?? '', guess: guesses[i]!, height: s.getBoundingClientRect().height }))
            .filter(({ guess, height }) => !(guess >= height));
          style.remove();
          return { count: sections.length, found };
        },
        [LATE_SECTIONS, DRAW_LATE_SECTIONS] as const,
      );
      assert.ok(short.count > 0, `${route}: the page has sections drawn late`);
      assert.deepEqual(short.found, [], `${route} at ${width} px: guesses shorter than the section`);
    }
    await page.close();
  }
});

test('an in-app link to a contract item far down another page lands on its heading once the items above are drawn', async () => {
  const ERRORS = '/reference/lockup/contracts/libraries/errors';
  // The last item of the errors library: every item above it is drawn late.
  const ids = [...(await (await fetch(site.url + ERRORS)).text()).matchAll(/<h3[^>]* id="?([\w-]+)/g)].map((m) => m[1]!);
  const id = ids[ids.length - 1];
  assert.ok(id && ids.length > 20, 'the errors library lists its errors');
  const { page, errors } = await site.open('/reference/lockup/contracts/sablier-lockup', { viewport: { width: 412, height: 823 } });
  // A link of the page, pointed at that item: the page opens it in the app, without a page load.
  const link = page.locator(`[data-graphql-island] a[href^="${ERRORS}#"]`).first();
  await link.evaluate((a, href) => a.setAttribute('href', href), `${ERRORS}#${id}`);
  await link.evaluate((a) => (a as HTMLAnchorElement).click());
  await page.waitForURL((url) => url.pathname === ERRORS && url.hash === `#${id}`);
  const offset = () =>
    page.evaluate((target) => {
      const heading = document.getElementById(target);
      if (!heading) return Number.POSITIVE_INFINITY;
      return Math.abs(heading.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(heading).scrollMarginTop));
    }, id);
  await waitForHeadingAtItsMargin(page, id);
  // Still there after two more frames, once the items that came near the screen have been drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  assert.ok((await offset()) <= 2, `the heading is at its scroll margin (off by ${await offset()} px)`);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a page opened at a #section draws every section at once, and the next page the app shows draws them late again', async () => {
  const LOCKUP = '/reference/lockup/contracts/sablier-lockup';
  const ERRORS = '/reference/lockup/contracts/libraries/errors';
  const ids = [...(await (await fetch(site.url + LOCKUP)).text()).matchAll(/<h3[^>]* id="?([\w-]+)/g)].map((m) => m[1]!);
  const id = ids[ids.length - 1];
  assert.ok(id && ids.length > 20, 'the contract page lists its items');
  const { page, errors } = await site.open(`${LOCKUP}#${id}`, { viewport: { width: 412, height: 823 } });
  // One evaluation in the page, not a locator's: a locator finds the elements and reads them in separate steps,
  // and during a navigation the page can change in between.
  const drawing = () =>
    page.evaluate(
      (selector) => [...new Set(Array.from(document.querySelectorAll(selector), (s) => getComputedStyle(s).contentVisibility))],
      LATE_SECTIONS,
    );
  assert.deepEqual(await drawing(), ['visible'], 'every section is drawn on the page opened at a section');
  await waitForHeadingAtItsMargin(page, id);
  await page
    .locator(`[data-graphql-island] a[href^="${ERRORS}"]`)
    .first()
    .evaluate((a) => (a as HTMLAnchorElement).click());
  await waitForPageShown(page, ERRORS);
  assert.deepEqual(await drawing(), ['auto'], 'the next page draws its sections when they near the screen');
  assert.deepEqual(errors, []);
  await page.context().close();
});
