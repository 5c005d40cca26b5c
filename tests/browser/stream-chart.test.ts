import { test } from 'node:test';
import assert from 'node:assert/strict';

import type { Locator, Page } from 'playwright-core';

import { useSite } from '../support/harness';

const site = useSite();
const PAGE = '/concepts/lockup/stream-shapes';
const PHONE = { width: 412, height: 823 };
/** What StreamChart sets on a chart's wrapper once its sliders work (the component's LIVE_ATTRIBUTE). */
const LIVE_ATTRIBUTE = 'data-chart-live';

/** Scrolls a chart into view, as a reader would, and waits until React has made its sliders work. */
async function liveChart(page: Page, shape: string): Promise<Locator> {
  const chart = page.locator(`figure[data-shape="${shape}"]`);
  await chart.scrollIntoViewIfNeeded();
  await page.locator(`[${LIVE_ATTRIBUTE}] > figure[data-shape="${shape}"]`).waitFor();
  return chart;
}

test('a stream chart redraws its curve and value when a parameter changes', async () => {
  const { page, errors } = await site.open(PAGE);
  const chart = await liveChart(page, 'exponential');
  const curve = chart.getByTestId('stream-chart-curve');
  const value = chart.getByTestId('stream-chart-value');
  const before = { d: await curve.getAttribute('d'), text: await value.textContent() };
  assert.ok(before.d?.startsWith('M'), 'the curve has a path before any change');

  // Move the exponent slider with the keyboard, as a reader would.
  const exponent = chart.getByRole('slider', { name: /Exponent/ });
  await exponent.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');

  const after = { d: await curve.getAttribute('d'), text: await value.textContent() };
  assert.notEqual(after.d, before.d, 'the curve path changes');
  assert.notEqual(after.text, before.text, 'the displayed unlocked amount changes');
  // Exponent 3 → 2 at mid-stream (day 180 of 365): 10,000 · (180/365)² ≈ 2,431.98 tokens.
  assert.match(after.text ?? '', /2,431\.98/);
  assert.deepEqual(errors, []);
});

test('the time slider moves the reading along the curve', async () => {
  const { page } = await site.open(PAGE);
  const chart = await liveChart(page, 'stepper');
  const value = chart.getByTestId('stream-chart-value');
  const time = chart.getByRole('slider', { name: /Time/ });
  // Four tranches over 365 days: the first unlocks at day 91.25, so day 91 shows 0 and day 92 shows 2,500.
  await time.focus();
  await page.keyboard.press('Home');
  assert.match((await value.textContent()) ?? '', /day 0: 0 of 10,000/);
  for (let i = 0; i < 91; i++) await page.keyboard.press('ArrowRight');
  assert.match((await value.textContent()) ?? '', /day 91: 0 of 10,000/);
  await page.keyboard.press('ArrowRight');
  assert.match((await value.textContent()) ?? '', /day 92: 2,500 of 10,000/);
});

test('without JavaScript the page still shows the charts and the formulas', async () => {
  const { page } = await site.open(PAGE, { javaScriptEnabled: false });
  const svgs = page.locator('svg[role="img"][data-testid="stream-chart-svg"]');
  assert.ok((await svgs.count()) >= 10, 'every shape section has its chart');
  const d = await svgs.first().locator('[data-testid="stream-chart-curve"]').getAttribute('d');
  assert.ok(d && d.split('L').length > 50, 'the server-rendered curve has its points');
  assert.ok(await svgs.first().isVisible());
  const formulas = page.locator('.katex-display');
  assert.ok((await formulas.count()) >= 3, 'the model formulas are rendered');
  assert.ok(await formulas.first().isVisible());
  const readout = await page.locator('figure[data-shape="linear"] [data-testid="stream-chart-value"]').textContent();
  assert.match(readout ?? '', /Unlocked at day 120: 3,287\.67 of 10,000 tokens/);
});

test('the linear stepper chart moves in whole steps and the price-gated chart unlocks all at once', async () => {
  const { page, errors } = await site.open(PAGE);
  const stepped = await liveChart(page, 'linear-stepper');
  const steppedValue = stepped.getByTestId('stream-chart-value');
  // 12,000 tokens over 365 days in steps of 30 days: at day 100 three steps (90 days) are out, 12,000 · 90 / 365.
  assert.match((await steppedValue.textContent()) ?? '', /day 100: 2,958\.9 of 12,000/);
  const time = stepped.getByRole('slider', { name: /Time/ });
  await time.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 29; i++) await page.keyboard.press('ArrowRight');
  assert.match((await steppedValue.textContent()) ?? '', /day 29: 0 of 12,000/);
  // The first step ends at day 30: 12,000 · 30 / 365 ≈ 986.30 tokens.
  await page.keyboard.press('ArrowRight');
  assert.match((await steppedValue.textContent()) ?? '', /day 30: 986\.3 of 12,000/);

  const gated = await liveChart(page, 'price-gated');
  const gatedValue = gated.getByTestId('stream-chart-value');
  // The target is reached on day 200, so at day 150 nothing is unlocked.
  assert.match((await gatedValue.textContent()) ?? '', /day 150: 0 of 10,000/);
  const reached = gated.getByRole('slider', { name: /Target price reached/ });
  await reached.focus();
  await page.keyboard.press('Home');
  // Reached on day 1: the whole deposit is out at day 150.
  assert.match((await gatedValue.textContent()) ?? '', /day 150: 10,000 of 10,000/);
  assert.deepEqual(errors, []);
});

test('on a phone, charts far below the fold stay as the server drew them until the reader scrolls near, without moving', async () => {
  const { page, errors } = await site.open(PAGE, { viewport: PHONE });
  await page.evaluate(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const last = page.locator('figure[data-shape]').last();
  const shape = await last.getAttribute('data-shape');
  const kept = page.locator(`div:not([${LIVE_ATTRIBUTE}]) > figure[data-shape="${shape}"]`);
  assert.equal(await kept.count(), 1, 'the last chart is still the server HTML');
  const before = await last.boundingBox();
  // Scrolling puts the chart at the top: the box React renders must take exactly the server's place.
  const chart = await liveChart(page, shape ?? '');
  const after = await chart.boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(before && after, 'the chart is laid out');
  assert.equal(after.height, before.height, 'the rendered chart is as tall as the server one');
  assert.equal(after.y + scrolled, before.y, 'nothing above it moved');
  assert.equal(await page.evaluate(() => (window as unknown as { shifts: number }).shifts), 0, 'no layout shift');
  assert.ok((await chart.getByTestId('stream-chart-curve').getAttribute('d'))?.startsWith('M'));
  assert.deepEqual(errors, []);
});
