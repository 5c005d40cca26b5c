import assert from 'node:assert/strict';
import { test } from 'node:test';

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
