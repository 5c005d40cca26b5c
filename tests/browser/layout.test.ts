import assert from 'node:assert/strict';
import { test } from 'node:test';

import { areas } from '../../navigation';
import { useSite, waitForHydrated } from '../support/harness';

const site = useSite();

test('each navbar area opens its landing page and is the only active item there', async () => {
  const { page } = await site.open('/');
  for (const area of areas) {
    await page.getByRole('link', { name: area.label, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === area.landing);
    // The URL changes at once; the view switches when the next page has loaded.
    await page.waitForFunction(
      (label) => document.querySelector('.navbar__items:not(.navbar__items--right) .navbar__link--active')?.textContent === label,
      area.label,
    );
    const active = await page.locator('.navbar__items:not(.navbar__items--right) .navbar__link--active').allInnerTexts();
    assert.deepEqual(active, [area.label], `on ${area.landing}`);
  }
  await page.context().close();
});

test('the navbar offers chat, code and links as external links, plus version and language menus', async () => {
  const { page } = await site.open('/concepts/what-is-sablier');
  for (const label of ['Discord', 'GitHub', 'Links']) {
    const link = page.locator('.navbar__items--right a', { hasText: label });
    assert.match((await link.getAttribute('href')) ?? '', /^https:\/\//, label);
    assert.equal(await link.getAttribute('target'), '_blank');
  }
  assert.equal(await page.locator('.navbar__items--right .dropdown').count(), 2);
  await page.context().close();
});

test('at every desktop width the navbar shows all its items side by side, none cut or drawn over another', async () => {
  const { page } = await site.open('/concepts/what-is-sablier');
  for (const width of [997, 1100, 1200, 1280, 1366, 1440, 1920]) {
    await page.setViewportSize({ width, height: 700 });
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      const shown = (
        Array.from(
          document.querySelectorAll(
            '.navbar__inner .navbar__brand, .navbar__inner .navbar__item, .navbar__inner .DocSearch-Button, .navbar__inner button[title]',
          ),
        ) as HTMLElement[]
      )
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => ({
          name: (element.textContent || element.getAttribute('aria-label') || '').trim(),
          box: element.getBoundingClientRect(),
        }));
      for (let i = 0; i < shown.length; i++) {
        const a = shown[i]!;
        if (a.box.right > document.documentElement.clientWidth) found.push(`${a.name} runs off the page`);
        for (const b of shown.slice(i + 1)) {
          const overlap = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          if (overlap > 1 && !(a.box.left <= b.box.left && a.box.right >= b.box.right)) found.push(`${a.name} overlaps ${b.name}`);
        }
      }
      const title = document.querySelector('.navbar__title') as HTMLElement | null;
      if (title && title.getClientRects().length > 0 && title.scrollWidth > title.clientWidth)
        found.push(`title cut to ${title.clientWidth}px`);
      return found;
    });
    assert.deepEqual(problems, [], `${width}px`);
  }
  await page.context().close();
});

// custom.css reaches these through stable class names (set in docusaurus.config.ts, or the theme's own
// global ones), not the theme's hashed CSS-module names: this fails if a hook stops matching.
test('between 997 and 1439 px the navbar drops the external-link arrows and draws the locale as its icon', async () => {
  const { page } = await site.open('/concepts/what-is-sablier');
  const styles = () =>
    page.evaluate(() => ({
      arrows: Array.from(
        document.querySelectorAll('.navbar__items--right a[target="_blank"] > svg'),
        (svg) => getComputedStyle(svg).display,
      ),
      localeText: Array.from(document.querySelectorAll('.navbar__items--right .dropdown > .navbar__link'))
        .filter((link) => link.textContent === 'English')
        .map((link) => getComputedStyle(link).fontSize)[0],
    }));
  await page.setViewportSize({ width: 1280, height: 800 });
  assert.deepEqual(await styles(), { arrows: ['none', 'none', 'none'], localeText: '0px' }, 'at 1280 px');
  await page.setViewportSize({ width: 1440, height: 800 });
  const wide = await styles();
  assert.equal(wide.arrows.length, 3);
  assert.ok(
    wide.arrows.every((display) => display !== 'none'),
    'arrows shown at 1440 px',
  );
  assert.notEqual(wide.localeText, '0px', 'locale name drawn at 1440 px');
  await page.context().close();
});

test('prose links are underlined; heading anchors are not', async () => {
  const { page } = await site.open('/concepts/what-is-sablier');
  const decorations = await page.evaluate(() => ({
    prose: getComputedStyle(document.querySelector('.markdown p a')!).textDecorationLine,
    anchor: getComputedStyle(document.querySelector('.markdown .hash-link')!).textDecorationLine,
  }));
  assert.deepEqual(decorations, { prose: 'underline', anchor: 'none' });
  await page.context().close();
});

test('the footer shows Company, Community and Developers columns and a copyright line', async () => {
  const { page } = await site.open('/');
  const titles = await page.locator('footer .footer__title').allInnerTexts();
  assert.deepEqual(titles, ['Company', 'Community', 'Developers']);
  assert.match(await page.locator('footer .footer__copyright').innerText(), /Copyright © \d{4}/);
  await page.context().close();
});

test('dark is the default color mode, even for a light system preference', async () => {
  const { page } = await site.open('/', { colorScheme: 'light' });
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  await page.context().close();
});

test('the color toggle cycles dark, system, light, dark and the choice survives a reload', async () => {
  const { page } = await site.open('/concepts/what-is-sablier', { colorScheme: 'light' });
  const toggle = page.locator('.navbar button[title*="mode"]').first();
  const state = async () => [await page.getAttribute('html', 'data-theme-choice'), await page.getAttribute('html', 'data-theme')];
  assert.deepEqual(await state(), ['dark', 'dark']);
  await toggle.click();
  assert.deepEqual(await state(), ['system', 'light'], 'system follows the (light) system preference');
  await page.reload();
  await waitForHydrated(page);
  assert.deepEqual(await state(), ['system', 'light'], 'an explicit system choice is remembered');
  await toggle.click();
  assert.deepEqual(await state(), ['light', 'light']);
  await page.reload();
  await waitForHydrated(page);
  assert.deepEqual(await state(), ['light', 'light'], 'light is remembered');
  await toggle.click();
  assert.deepEqual(await state(), ['dark', 'dark']);
  await page.context().close();
});

test('the announcement bar can be dismissed, stays dismissed, and returns when its id changes', async () => {
  const { page } = await site.open('/');
  const bar = page.locator('.theme-announcement-bar').first();
  assert.ok(await bar.isVisible());
  await bar.getByRole('button', { name: /close/i }).click();
  assert.ok(!(await bar.isVisible()));
  await page.reload();
  await waitForHydrated(page);
  assert.ok(!(await bar.isVisible()), 'dismissal is remembered');
  // A new announcement has a new id: the stored dismissal belongs to the old one.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await waitForHydrated(page);
  assert.ok(await bar.isVisible(), 'a new announcement shows again');
  await page.context().close();
});

test('the mobile sidebar is used at 996 px and closes when the viewport grows past 996 px', async () => {
  const { page } = await site.open('/concepts/what-is-sablier', { viewport: { width: 996, height: 800 } });
  const toggle = page.locator('.navbar__toggle');
  assert.ok(await toggle.isVisible(), 'hamburger at 996 px');
  assert.ok(!(await page.locator('.theme-doc-sidebar-container').isVisible()), 'no desktop sidebar at 996 px');
  await toggle.click();
  await page.locator('.navbar-sidebar--show').waitFor();
  await page.setViewportSize({ width: 997, height: 800 });
  await page.locator('.navbar-sidebar--show').waitFor({ state: 'detached' });
  assert.ok(!(await toggle.isVisible()), 'no hamburger at 997 px');
  assert.ok(await page.locator('.theme-doc-sidebar-container').isVisible(), 'desktop sidebar at 997 px');
  await page.context().close();
});

test("on a phone, the menu opens on the page's own sidebar, with the page marked", async () => {
  const path = '/reference/lockup/contracts/sablier-lockup';
  const { page, errors } = await site.open(path, { viewport: { width: 412, height: 823 } });
  await page.locator('.navbar__toggle').click();
  await page.locator('.navbar-sidebar--show').waitFor();
  const current = page.locator(`.navbar-sidebar .menu__link--active[href="${path}"]`);
  await current.waitFor();
  assert.ok(await current.isVisible(), 'the current page is shown, marked, in the menu');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the table of contents lists exactly the h2 and h3 headings of a page', async () => {
  const { page } = await site.open('/concepts/what-is-sablier');
  const headings = await page.locator('article .markdown :is(h2, h3)[id]').evaluateAll((els) => els.map((e) => e.id));
  const toc = await page
    .locator('.table-of-contents a')
    .evaluateAll((els) => els.map((e) => (e.getAttribute('href') ?? '').replace(/^#/, '')));
  assert.ok(headings.length > 0, 'the page has headings');
  assert.deepEqual(toc, headings);
  await page.context().close();
});

test('doc pages show breadcrumbs and titles joined with a vertical bar', async () => {
  const { page } = await site.open('/concepts/what-is-sablier');
  assert.ok(await page.locator('nav[aria-label="Breadcrumbs"]').isVisible());
  assert.match(await page.title(), /^.+ \| Sablier Docs$/);
  await page.context().close();
});

test('the first Tab reaches a skip link that moves focus to the main content', async () => {
  const { page } = await site.open('/concepts/what-is-sablier');
  await page.keyboard.press('Tab');
  const skip = page.locator(':focus');
  assert.match(await skip.innerText(), /skip to main content/i);
  await page.keyboard.press('Enter');
  // The next Tab lands inside the main content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
  assert.ok(inMain, 'the next Tab after the skip link is inside <main>');
  await page.context().close();
});

test('the version and language menus close on an outside click and when focus leaves them', async () => {
  const { page } = await site.open('/concepts/what-is-sablier');
  const dropdowns = page.locator('.navbar__items--right .dropdown');
  for (const index of [0, 1]) {
    const dropdown = dropdowns.nth(index);
    await dropdown.locator('.navbar__link').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (i) => document.querySelectorAll('.navbar__items--right .dropdown')[i]?.classList.contains('dropdown--show'),
      index,
    );
    await page.mouse.click(5, 600);
    await page.waitForFunction(
      (i) => !document.querySelectorAll('.navbar__items--right .dropdown')[i]?.classList.contains('dropdown--show'),
      index,
    );
    await dropdown.locator('.navbar__link').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (i) => document.querySelectorAll('.navbar__items--right .dropdown')[i]?.classList.contains('dropdown--show'),
      index,
    );
    // Tab through the menu's items and past its end: focus leaves the dropdown.
    const items = await dropdown.locator('.dropdown__menu a').count();
    for (let step = 0; step <= items; step += 1) await page.keyboard.press('Tab');
    await page.waitForFunction(
      (i) => !document.querySelectorAll('.navbar__items--right .dropdown')[i]?.classList.contains('dropdown--show'),
      index,
    );
  }
  await page.context().close();
});

test('on a phone the menu offers the docs sidebar, and on a wider window the desktop sidebar and table of contents work', async () => {
  const { page, errors } = await site.open('/concepts/what-is-sablier', { viewport: { width: 412, height: 823 } });
  await waitForHydrated(page);
  // The menu still offers the docs sidebar.
  await page.locator('.navbar__toggle').click();
  await page.locator('.navbar-sidebar--show .menu__link--active[href="/concepts/what-is-sablier"]').first().waitFor();
  // Wider (the menu closes by itself past 996 px), both come back as live React parts: a table-of-contents link scrolls and is marked active.
  await page.setViewportSize({ width: 1280, height: 800 });
  const tocLinks = page.locator('.theme-doc-toc-desktop a.table-of-contents__link');
  await tocLinks.first().waitFor();
  assert.ok(await page.locator('.theme-doc-sidebar-container nav.menu a[href="/concepts/what-is-sablier"]').isVisible(), 'desktop sidebar');
  const second = tocLinks.nth(1);
  const target = ((await second.getAttribute('href')) ?? '').slice(1);
  await second.click();
  await page.waitForFunction((id) => window.location.hash === `#${id}`, target);
  await page.waitForFunction(
    (id) => document.querySelector(`.theme-doc-toc-desktop a[href="#${id}"]`)?.classList.contains('table-of-contents__link--active'),
    target,
  );
  assert.deepEqual(errors, []);
  await page.context().close();
});
