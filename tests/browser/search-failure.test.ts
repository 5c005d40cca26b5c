import { test } from 'node:test';
import assert from 'node:assert/strict';

import { useSite } from '../support/harness';
import { openModal } from '../support/search';

// Every request for the index fails, as when the reader's connection drops.
const site = useSite({ fail: /^\/search-index\// });

test('the modal shows the error screen when the index cannot be fetched', async () => {
  const { page } = await site.open('/concepts/what-is-sablier');
  await openModal(page);
  await page.fill('.DocSearch-Input', 'stream');
  const screen = page.locator('.DocSearch-ErrorScreen');
  await screen.waitFor();
  assert.equal(await screen.locator('.DocSearch-Title').textContent(), 'Unable to fetch results');
  assert.equal(await screen.locator('.DocSearch-Help').textContent(), 'You might want to check your network connection.');
  assert.equal(await page.locator('.DocSearch-NoResults:visible').count(), 0, 'no misleading "No results" screen');
  // Clearing the query returns to the start screen.
  await page.fill('.DocSearch-Input', '');
  await screen.waitFor({ state: 'detached' });
});

test('the /search page shows an error state with a retry button instead of spinning', async () => {
  const { page } = await site.open('/search?q=stream');
  const alert = page.locator('[role="alert"]');
  await alert.waitFor({ timeout: 10000 });
  assert.match((await alert.textContent()) ?? '', /Unable to fetch results.*You might want to check your network connection\./);
  assert.equal(await page.locator('[aria-live="polite"] p[class*="loading"]').count(), 0);
  await page.click('text=Try again');
  await alert.waitFor();
});
