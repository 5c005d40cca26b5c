import { test } from 'node:test';
import assert from 'node:assert/strict';

import { useSite } from '../support/harness';
import { openModal } from '../support/search';

// A slow index: the modal must say it is still searching once 300 ms have passed.
const site = useSite({ delay: { pattern: /^\/search-index\//, ms: 1200 } });

test('the stalled indicator appears after 300 ms and results follow', async () => {
  const { page } = await site.open('/concepts/what-is-sablier');
  await openModal(page);
  await page.fill('.DocSearch-Input', 'stream');
  const started = Date.now();
  await page.waitForSelector('.DocSearch-Container--Stalled', { timeout: 1100 });
  const elapsed = Date.now() - started;
  assert.ok(elapsed >= 250, `stalled after ${elapsed} ms, not before the 300 ms threshold`);
  assert.ok(await page.locator('.DocSearch-LoadingIndicator').isVisible());
  await page.waitForSelector('.DocSearch-Hit', { timeout: 15000 });
  assert.equal(await page.locator('.DocSearch-Container--Stalled').count(), 0);
});
