import assert from 'node:assert/strict';
import { test } from 'node:test';

import { runAxe } from '../support/axe';
import { useSite } from '../support/harness';

const site = useSite();
const PATH = '/guides/flow/examples/flow-calculate-rps';

test('the rate calculator shows a result without JavaScript', async () => {
  const { page } = await site.open(PATH, { javaScriptEnabled: false });
  const output = page.locator('output');
  // Default inputs: 1,000 tokens with 6 decimals per 30-day month.
  assert.match(await output.innerText(), /385802469135802/);
  await page.context().close();
});

test('changing the inputs recomputes the rate, and bad input shows a message', async () => {
  const { page, errors } = await site.open(PATH);
  await page.getByLabel('Token decimals').fill('18');
  await page.getByRole('combobox', { name: /^Period/ }).selectOption('day');
  await page.getByLabel('Amount per period (in tokens)').fill('86400');
  const output = page.locator('output');
  // 86,400 tokens a day is exactly one token (1e18) per second, with no rounding loss.
  await page.getByText('1000000000000000000', { exact: true }).waitFor();
  assert.match(await output.innerText(), /Rounding loss over one period\s*0 tokens/);

  await page.getByLabel('Amount per period (in tokens)').fill('1.5');
  await page.getByLabel('Token decimals').fill('0');
  await page.getByText(/use at most 0 digits after the point/).waitFor();
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a start time gives the startTime to pass and says whether a stream created now is pending or already owes', async () => {
  const { page, errors } = await site.open(PATH, { bypassCSP: true });
  const output = page.locator('output');
  const start = page.getByLabel(/^Start time, UTC/);
  // The hint is tied to the field, so screen readers announce what an empty value means.
  assert.match((await start.getAttribute('aria-describedby')) ?? '', /start-hint/);

  // 2099-01-01 00:00 UTC is 4070908800; a 30-day period's amount is owed by 2099-01-31.
  await start.fill('2099-01-01T00:00');
  await page.getByText('4070908800', { exact: true }).waitFor();
  const future = await output.innerText();
  assert.match(future, /PENDING for \d+ days/);
  assert.match(future, /no debt accrues before 2099-01-01 00:00:00 UTC/);
  assert.match(future, /2099-01-31 00:00:00 UTC/);

  await start.fill('2001-01-01T00:00');
  await page.getByText('978307200', { exact: true }).waitFor();
  assert.match(await output.innerText(), /The start has passed, so the stream owes [\d.]+ tokens from its first block/);
  // With the start-time results shown, the page still passes the WCAG A and AA rules.
  assert.deepEqual(
    (await runAxe(page)).map((v) => v.id),
    [],
  );

  await start.fill('');
  await page.getByText('startTime (uint40, Unix seconds)').waitFor({ state: 'detached' });
  assert.match(await output.innerText(), /385802469135802/);
  assert.deepEqual(errors, []);
  await page.context().close();
});
