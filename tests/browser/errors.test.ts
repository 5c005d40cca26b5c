import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useSite, waitForHydrated } from '../support/harness';

const site = useSite();

test('a crashing page says so, shows the error and its causes, and offers Try again', async () => {
  const { page } = await site.open('/__fixtures/crash', { waitForHydration: false });
  await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
  assert.equal(await page.title(), 'Page Error');
  const text = await page.locator('body').innerText();
  assert.match(text, /fixture crash: the chart could not render/);
  assert.match(text, /fixture root cause: stream data was malformed/, 'the cause chain is shown');
  assert.ok(await page.getByRole('button', { name: 'Try again' }).isVisible());
  await page.context().close();
});

test('slow content shows a spinner after 200 ms; failed content shows a red box whose Retry works', async () => {
  const context = await site.browser.newContext();
  const page = await context.newPage();
  let mode: 'slow' | 'fail' | 'ok' = 'slow';
  await page.route('**/assets/js/fixture-lazy-part*', async (route) => {
    if (mode === 'fail') return route.abort();
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500));
    return route.continue();
  });
  await page.goto(site.url + '/__fixtures/lazy');
  await page.locator('svg#loader').waitFor({ timeout: 5000 });
  await page.locator('#lazy-part').waitFor({ timeout: 10000 });
  assert.equal(await page.locator('svg#loader').count(), 0, 'the spinner goes away once content arrives');
  await context.close();

  const failing = await site.browser.newContext();
  const page2 = await failing.newPage();
  mode = 'fail';
  await page2.route('**/assets/js/fixture-lazy-part*', (route) => (mode === 'fail' ? route.abort() : route.continue()));
  await page2.goto(site.url + '/__fixtures/lazy');
  const retry = page2.getByRole('button', { name: 'Retry' });
  await retry.waitFor({ timeout: 10000 });
  const boxColor = await retry.evaluate((el) => getComputedStyle(el.parentElement!.parentElement!).backgroundColor);
  assert.equal(boxColor, 'rgb(250, 56, 62)', 'the error sits in a red box');
  assert.match(await retry.evaluate((el) => el.parentElement!.parentElement!.textContent ?? ''), /Error/);
  mode = 'ok';
  await retry.click();
  await page2.locator('#lazy-part').waitFor({ timeout: 10000 });
  await failing.close();
});

test('with browser storage unavailable the site still works and only warns', async () => {
  const context = await site.browser.newContext();
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    }
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(site.url + '/concepts/what-is-sablier');
  await waitForHydrated(page);
  await page.locator('.navbar button[title*="mode"]').first().click();
  await page.locator('.theme-announcement-bar button').first().click();
  assert.deepEqual(errors, []);
  assert.ok(
    warnings.some((text) => /storage/i.test(text)),
    'a console warning mentions storage',
  );
  assert.ok(await page.locator('article').isVisible());
  await context.close();
});
