/**
 * Time from `npm start` to the first page a writer can read: runs the generators, starts
 * `docusaurus start` on a free port of 127.0.0.1, and times until /concepts/what-is-sablier answers
 * 200 and then until Chromium shows its h1. Then stops the server and every process it started.
 * Usage: node --import tsx bench/dev-server.ts [route]   (DOCS_AREAS=… measures a partial dev server)
 */
import { join } from 'node:path';

import { launchChromium } from '../tests/support/harness';
import { freePort, sampleTreeRss, mb, seconds, spawnGroup, stopGroup } from './lib/proc';

const timeoutMs = 5 * 60 * 1000;

async function main(): Promise<void> {
  const route = process.argv[2] ?? '/concepts/what-is-sablier';
  const root = join(__dirname, '..');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}${route}`;
  console.log(`npm start equivalent on ${url}${process.env.DOCS_AREAS ? ` (DOCS_AREAS=${process.env.DOCS_AREAS})` : ''}`);
  const started = Date.now();

  const generate = spawnGroup('npm', ['run', '--silent', 'prepare:generated'], { cwd: root, stdio: 'ignore' });
  const generateCode = await new Promise<number | null>((resolve) => generate.once('exit', resolve));
  if (generateCode !== 0) throw new Error(`npm run prepare:generated failed (exit ${generateCode})`);
  const generated = Date.now() - started;

  let output = '';
  const server = spawnGroup('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: root,
    env: { ...process.env, BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const rss = sampleTreeRss(server.pid!, 200);
  let exited: number | null | undefined;
  server.once('exit', (code) => (exited = code));
  process.once('SIGINT', () => void stopGroup(server).then(() => process.exit(130)));

  try {
    // 1. The dev server answers the route with 200.
    let answered = 0;
    while (!answered) {
      if (exited !== undefined) throw new Error(`docusaurus start exited (${exited}):\n${output.slice(-3000)}`);
      if (Date.now() - started > timeoutMs) throw new Error(`No answer within ${seconds(timeoutMs)}:\n${output.slice(-3000)}`);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(60000) });
        await response.text();
        if (response.status === 200) answered = Date.now() - started;
      } catch {
        // Not listening yet.
      }
      if (!answered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // 2. The page's own content is on screen (the dev server renders on the client).
    const browser = await launchChromium();
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
    console.log(`peak RSS, tree sum   ${mb(rss.peakTree)} (dev server)`);
  } finally {
    rss.stop();
    await stopGroup(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
