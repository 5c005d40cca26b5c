import type { Page } from 'playwright-core';

import { waitForHydrated } from './harness';

export const modal = '.DocSearch-Modal';
export const searchInput = '.DocSearch-Input';

/**
 * Opens the modal with the navbar button and waits for the input to have focus. The button does nothing until
 * the app has hydrated, so a click right after a reload would be lost: wait for that first.
 */
export async function openModal(page: Page): Promise<void> {
  await waitForHydrated(page);
  await page.click('.DocSearch-Button');
  await page.waitForSelector(searchInput);
  await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
}

/** Types a query in the modal and waits until DocSearch shows results, no results or an error. */
export async function typeQuery(page: Page, query: string): Promise<void> {
  await page.fill(searchInput, query);
  await page.waitForSelector('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-ErrorScreen', { timeout: 10000 });
}

/**
 * In-page source of a predicate: whether the modal shows its answer for `value`, the text in its
 * input. That is the start screen for no text, else the "See all results" link for that very text,
 * or the "No results for" screen naming it, and not the stalled state. Shared by the tests and
 * bench/search.ts, so both wait for the same event.
 */
export const MODAL_ANSWERED = `(value) => {
  if (document.querySelector('.DocSearch-Container--Stalled')) return false;
  if (value === '') return !!document.querySelector('.DocSearch-StartScreen');
  const href = document.querySelector('.DocSearch-HitsFooter a')?.getAttribute('href');
  if (href && new URL(href, window.location.href).searchParams.get('q') === value) return true;
  return document.querySelector('.DocSearch-NoResults .DocSearch-Title strong')?.textContent === value;
}`;

/** Waits until the modal shows its answer for the text in its input (see MODAL_ANSWERED). */
export async function waitForModalAnswer(page: Page): Promise<void> {
  // Installed with evaluate: a predicate given as a string to waitForFunction is compiled with eval
  // in the page, which the site's Content-Security-Policy refuses.
  await page.evaluate(`window.__modalAnswered = ${MODAL_ANSWERED}`);
  await page.waitForFunction(
    () =>
      (window as unknown as { __modalAnswered(value: string): boolean }).__modalAnswered(
        (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value ?? '',
      ),
    undefined,
    { timeout: 10000, polling: 'raf' },
  );
}

/**
 * Waits until the modal shows its final answer for the text in its input: the one ranked over the whole index,
 * whose footer gives the count. A first answer may come from the core of the index alone (the modal then asks
 * again), and its order can differ.
 */
export async function waitForFinalModalAnswer(page: Page): Promise<void> {
  await waitForModalAnswer(page);
  // The answer shown is for the input's text; the count appears once it is the final one.
  await page.waitForFunction(() => /\d/.test(document.querySelector('.DocSearch-HitsFooter a')?.textContent ?? ''), undefined, {
    timeout: 10000,
    polling: 'raf',
  });
}

/** Stored DocSearch hits, shaped like what DocSearch writes to localStorage. */
export function storedHits(prefix: string, count: number): object[] {
  return Array.from({ length: count }, (_, i) => ({
    objectID: `/${prefix}/${i}`,
    url: `/concepts/what-is-sablier#${prefix}-${i}`,
    type: 'lvl2',
    content: null,
    hierarchy: { lvl0: 'Concepts', lvl1: 'What is Sablier', lvl2: `${prefix} ${i}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  }));
}

/** Things a query must never do to the page: add elements from the query or run its script. */
export async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if ((window as unknown as { __xss?: unknown }).__xss !== undefined) found.push('script ran');
    if (document.querySelector('main script, .DocSearch script, img[src="x"], b.injected')) found.push('element injected');
    return found;
  });
}

/** Inputs readers (or attackers) type. */
export const badQueries = [
  'x'.repeat(300),
  '',
  '   ',
  '\t\n',
  '🚀🔥 stream',
  'تدفق الرموز',
  '<script>window.__xss=1</script>',
  '<img src="x" onerror="window.__xss=1">',
  '<b class="injected">stream</b>',
  `"cancel" 'stream' \`withdraw\``,
  '%E0%A4%A',
  '\\u0000 ) ( ] [ * ? +',
];
