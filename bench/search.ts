/**
 * Search benchmark against the built site (local mode), in Chromium:
 * - the index: files, bytes on disk, gzipped size of the core, its postings shards and the `more` file;
 * - the first query: bytes of index and of the modal's own code it transfers;
 * - cold: from the key press that opens the modal (Ctrl+K) to results on screen for a typed query,
 *   with nothing loaded (no intent shown), and after intent (the pointer rested on the search button);
 * - warm: every keystroke while typing new words letter by letter, and whole new words.
 * Run after a build:  node --import tsx bench/search.ts [--runs=N] [--build=DIR]
 * (`--build` measures another build directory, e.g. a copy of an earlier build, for a before/after pair.)
 * Keystroke times are taken in the page, with the page's clock: from the input event to the first
 * animation frame after the results for that text are in the DOM (bench/lib/type-probe.ts).
 * The last line rates the host CPU's speed before and after the runs as Lighthouse does (bench/lib/host-speed.ts):
 * this VM's speed swings within an hour, so compare figures only between runs at a similar index.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

import { buildDir, waitForHydrated } from '../tests/support/harness';
import { hostSpeedLine, measureHostIndex } from './lib/host-speed';
import { benchServedSite } from './lib/served';
import { TYPE_PROBE } from './lib/type-probe';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? NaN;
const stats = (xs: number[]) =>
  `min ${Math.min(...xs).toFixed(1)}, median ${median(xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)} ms (n=${xs.length})`;
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const siteDir = process.argv.find((a) => a.startsWith('--build='))?.slice(8) ?? buildDir;
const docPage = '/concepts/what-is-sablier';

interface Cold {
  ms: number;
  /** Of `ms`: from the key press to the modal's input on screen (the modal's own code and first render). */
  openMs: number;
  /** Bytes (compressed, as transferred) fetched between the key press and results on screen. */
  indexBytes: number;
  codeBytes: number;
}

/**
 * Ctrl+K, then the query typed at once: milliseconds (page clock) from the key press to results on
 * screen, and what was fetched meanwhile (Resource Timing: requests that started in that window).
 */
async function coldQuery(page: Page, query: string): Promise<Cold> {
  await page.evaluate(TYPE_PROBE);
  return page.evaluate(async (text) => {
    const w = window as unknown as { __typeAndTime(text: string): Promise<number> };
    const t0 = performance.now();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Control', ctrlKey: true, bubbles: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true }));
    const deadline = t0 + 10000;
    while (!document.querySelector('.DocSearch-Input')) {
      if (performance.now() > deadline) throw new Error('the modal did not open');
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const opened = performance.now();
    await w.__typeAndTime(text);
    const t1 = performance.now();
    // Plain loops: helper functions declared in here would be renamed by the TypeScript loader.
    let indexBytes = 0;
    let codeBytes = 0;
    for (const r of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      if (r.startTime < t0 || r.startTime > t1) continue;
      const path = new URL(r.name).pathname;
      if (path.startsWith('/search-index/')) indexBytes += r.transferSize;
      // Scripts and stylesheets; not the route prefetches of the result links (scripts fetched by <link>).
      else if (path.endsWith('.css') || (path.endsWith('.js') && r.initiatorType === 'script')) codeBytes += r.transferSize;
    }
    return { ms: t1 - t0, openMs: opened - t0, indexBytes, codeBytes };
  }, query);
}

/** The host's speed, rated in a blank page of the site's origin. */
async function hostIndexIn(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/404.html`);
  const index = await measureHostIndex(page);
  await context.close();
  return index;
}

async function openPage(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}${docPage}`);
  await waitForHydrated(page);
  return { context, page };
}

benchServedSite(async ({ url, browser }) => {
  const indexDir = join(siteDir, 'search-index');
  const files = walk(indexDir);
  const onDisk = files.reduce((sum, f) => sum + statSync(f).size, 0);
  const gz = (name: string) => gzipSync(readFileSync(files.find((f) => f.endsWith(`/${name}`))!)).length;
  const texts = files.filter((f) => f.includes('/text/'));
  const postingShards = files.filter((f) => /\/postings-\d+\.json$/.test(f)).map((f) => gzipSync(readFileSync(f)).length);
  console.log(
    `index: ${files.length} files, ${kb(onDisk)} on disk; core.json ${kb(gz('core.json'))} gzipped, ${postingShards.length === 0 ? 'no postings shards' : `its postings ${kb(postingShards.reduce((a, b) => a + b, 0))} gzipped in ${postingShards.length} shards (largest ${kb(Math.max(...postingShards))})`}, more.json ${kb(gz('more.json'))} gzipped, ${texts.length} text files`,
  );

  const hostIndexes = [await hostIndexIn(browser, url)];

  // Cold, no intent: nothing loaded when the reader presses Ctrl+K and types.
  const cold: number[] = [];
  let firstQuery = '';
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await openPage(browser, url);
    const result = await coldQuery(page, 'stream');
    cold.push(result.ms);
    if (run === 0) {
      firstQuery = `first query ("stream") transferred ${kb(result.indexBytes)} of index and ${kb(result.codeBytes)} of the modal's code and styles before its results showed`;
    }
    await context.close();
  }
  console.log(firstQuery);
  console.log(`cold, no intent (Ctrl+K, type "stream", results on screen): ${stats(cold)}`);

  // Cold after intent: the pointer rests on the search button first (the engine warms on hover).
  const intent: number[] = [];
  const intentOpen: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await openPage(browser, url);
    const core = page.waitForResponse((r) => /\/search-index\/[0-9a-f]{12}\/core\.json$/.test(r.url()));
    await page.hover('.DocSearch-Button');
    await (await core).finished();
    const result = await coldQuery(page, 'stream');
    intent.push(result.ms);
    intentOpen.push(result.openMs);
    await context.close();
  }
  console.log(`cold after intent (hover, then Ctrl+K and type): ${stats(intent)}`);
  console.log(`  of which the modal opening (key press to its input on screen): ${stats(intentOpen)}`);

  // Warm: the engine has loaded the whole index (after the first results it loads `more` and the
  // text shards while the browser is idle). Every keystroke of new words typed letter by letter,
  // then whole new words.
  const { context, page } = await openPage(browser, url);
  const core = JSON.parse(readFileSync(files.find((f) => f.endsWith('/core.json'))!, 'utf8')) as {
    index: { terms: string[] };
    textShards: unknown[];
  };
  const warming = Date.now();
  await coldQuery(page, 'stream');
  await page.waitForFunction(
    (shards) => performance.getEntriesByType('resource').filter((r) => /\/texts-\d+\.json$/.test(r.name)).length === shards,
    core.textShards.length,
    { timeout: 30000 },
  );
  console.log(
    `the rest of the index (more.json and ${core.textShards.length} text shards) loaded ${Date.now() - warming} ms after the first query was typed`,
  );
  const longWords = core.index.terms.filter((w) => /^[a-z]{6,12}$/.test(w));
  const pick = (n: number, offset: number) =>
    Array.from({ length: n }, (_, i) => longWords[Math.floor(((i + offset / 7) * longWords.length) / n)]!);
  const typedWords = ['withdraw max', 'cancelability', 'airdrop campaign', 'Stream_bool_exp', 'how do I cancel a stream', ...pick(5, 1)];
  const keystrokes: number[] = [];
  for (const word of typedWords) {
    for (let i = 1; i <= word.length; i += 1) {
      if (word[i - 1] === ' ') continue;
      keystrokes.push(
        await page.evaluate(
          (text) => (window as unknown as { __typeAndTime(t: string): Promise<number> }).__typeAndTime(text),
          word.slice(0, i),
        ),
      );
    }
    await page.evaluate(() => (window as unknown as { __typeAndTime(t: string): Promise<number> }).__typeAndTime('zzqxv'));
  }
  console.log(`warm, every keystroke typing ${typedWords.length} queries letter by letter: ${stats(keystrokes)}`);
  const whole: number[] = [];
  for (const word of pick(25, 3)) {
    whole.push(
      await page.evaluate((text) => (window as unknown as { __typeAndTime(t: string): Promise<number> }).__typeAndTime(text), word),
    );
  }
  console.log(`warm, whole new words (${whole.length}): ${stats(whole)}`);
  await context.close();
  hostIndexes.push(await hostIndexIn(browser, url));
  console.log(`${hostSpeedLine(hostIndexes)}, rated before and after the runs`);
}, siteDir);
