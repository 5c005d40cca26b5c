/**
 * Time from `npm start` to the first page a writer can read: runs the generators, starts
 * `docusaurus start` on a free port of 127.0.0.1, and times until /concepts/what-is-sablier answers
 * 200 and then until Chromium shows its h1. Then stops the server and every process it started.
 * Usage: node --import tsx bench/dev-server.ts [route]   (DOCS_AREAS=… measures a partial dev server)
 */
import { startDevServer, runGenerators, type DevServer } from '../tests/support/dev-server';
import { chromiumPath, launchChromium } from '../tests/support/harness';
import { sampleTreeRss, mb, seconds } from './lib/proc';

const timeoutMs = 5 * 60 * 1000;

async function main(): Promise<void> {
  const route = process.argv[2] ?? '/concepts/what-is-sablier';
  console.log(`npm start equivalent on ${route}${process.env.DOCS_AREAS ? ` (DOCS_AREAS=${process.env.DOCS_AREAS})` : ''}`);
  const started = Date.now();

  await runGenerators();
  const generated = Date.now() - started;

  let server: DevServer | undefined;
  let rss: ReturnType<typeof sampleTreeRss> | undefined;
  const serverStarting = startDevServer({ route, timeoutMs, onSpawn: (child) => (rss = sampleTreeRss(child.pid!, 200)) });
  try {
    server = await serverStarting;
    const answered = Date.now() - started;
    const url = server.url + route;
    // The page's own content is on screen (the dev server renders on the client).
    const browser = await launchChromium(chromiumPath);
    let rendered = 0;
    let heading = '';
    try {
      const page = await browser.newPage();
      await page.goto(url, { timeout: timeoutMs });
      const h1 = page.locator('article h1').first();
      await h1.waitFor({ timeout: timeoutMs });
      rendered = Date.now() - started;
      heading = (await h1.textContent()) ?? '';
    } finally {
      await browser.close();
    }
    console.log(`generators           ${seconds(generated)}`);
    console.log(`HTTP 200             ${seconds(answered)}`);
    console.log(`content shown        ${seconds(rendered)}  (h1: "${heading}")`);
    console.log(`peak RSS, tree sum   ${mb(rss?.peakTree ?? 0)} (dev server)`);
  } finally {
    rss?.stop();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
