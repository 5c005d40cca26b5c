/**
 * Search benchmark against the built site (local mode): index size on disk, bytes fetched by the
 * first query, cold and warm query latency in Chromium. Run after a build:
 *   node --import tsx bench/search.ts
 * Latency is measured as a reader sees it: from typing into the modal to results on screen.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

import { buildDir, waitForHydrated } from '../tests/support/harness';
import { benchServedSite } from './lib/served';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Types `query` and resolves when the modal's results have been redrawn for it. */
async function timeQuery(page: Page, query: string): Promise<number> {
  const before = await page.innerHTML('.DocSearch-Dropdown');
  const t0 = Date.now();
  await page.fill('.DocSearch-Input', query);
  await page.waitForFunction(
    (html) => {
      const dropdown = document.querySelector('.DocSearch-Dropdown');
      return !!dropdown && dropdown.innerHTML !== html && !document.querySelector('.DocSearch-Container--Stalled')
        && !!document.querySelector('.DocSearch-Hit, .DocSearch-NoResults');
    },
    before,
    { timeout: 10000, polling: 'raf' },
  );
  return Date.now() - t0;
}

benchServedSite(async ({ url, browser }) => {
  const indexDir = join(buildDir, 'pagefind');
  const files = walk(indexDir);
  const onDisk = files.reduce((sum, f) => sum + statSync(f).size, 0);
  const pages = readdirSync(join(indexDir, 'fragment')).length;
  console.log(`index: ${files.length} files, ${kb(onDisk)} on disk, ${pages} pages`);
  console.log(`pagefind.js: ${kb(gzipSync(readFileSync(join(indexDir, 'pagefind.js'))).length)} gzipped`);

  const vocabulary = JSON.parse(readFileSync(join(indexDir, 'vocabulary.json'), 'utf8')) as string[];
  const warmQueries = vocabulary.filter((w) => w.length >= 5).slice(0, 25);

  const cold: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}/concepts/what-is-sablier`);
    await waitForHydrated(page);
    let indexBytes = 0;
    let allBytes = 0;
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        request.sizes().then((sizes) => {
          const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
          allBytes += bytes;
          if (request.url().includes('/pagefind/')) indexBytes += bytes;
        }),
      );
    });
    // Cold: nothing loaded yet; the reader opens the modal and types at once.
    const started = Date.now();
    await page.click('.DocSearch-Button');
    await page.waitForSelector('.DocSearch-Input');
    await timeQuery(page, 'stream');
    cold.push(Date.now() - started);
    await page.waitForTimeout(300);
    await Promise.all(pending);
    if (run === 0) {
      console.log(`first query fetched: ${kb(indexBytes)} of index (pagefind/*), ${kb(allBytes)} in all (with the modal's JS and CSS)`);
      // Warm: the engine is loaded; a new word may still fetch its own index chunk.
      const warm: number[] = [];
      for (const query of warmQueries) warm.push(await timeQuery(page, query));
      // The same words again: every chunk is cached now.
      const repeat: number[] = [];
      for (const query of warmQueries) {
        await timeQuery(page, 'zzqxv');
        repeat.push(await timeQuery(page, query));
      }
      console.log(`warm queries, new words (${warm.length}): median ${median(warm)} ms, max ${Math.max(...warm)} ms`);
      console.log(`warm queries, repeated (${repeat.length}): median ${median(repeat)} ms, max ${Math.max(...repeat)} ms`);
    }
    await context.close();
  }
  console.log(`cold query (open modal, type, results on screen): ${cold.map((c) => `${c} ms`).join(', ')}; median ${median(cold)} ms`);
});
