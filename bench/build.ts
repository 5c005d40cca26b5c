/**
 * Times a production build (`npm run build`: the generators, then `docusaurus build`) and reports
 * its peak memory (RSS summed over the whole process tree, sampled every 200 ms), the pages it
 * wrote and the size of build/.
 * Usage: node --import tsx bench/build.ts [--warm] [--log]
 *   Cold by default: Rspack's persistent cache is switched off (DOCUSAURUS_NO_PERSISTENT_CACHE=1),
 *   so nothing from an earlier build is reused; --warm lets it be used (run twice to measure warm).
 *   DOCS_AREAS=concepts,… in the environment measures a partial build instead of the full one.
 *   --log streams the build's own output; otherwise it goes to a temporary file shown on failure.
 */
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { builtDocPages, builtPages, isRedirectPage } from '../tests/support/build-scan';
import { buildDir } from '../tests/support/harness';
import { directorySize, mb, sampleTreeRss, seconds, spawnGroup, stopGroup } from './lib/proc';

async function main(): Promise<void> {
  const warm = process.argv.includes('--warm');
  const streamLog = process.argv.includes('--log');
  const root = join(__dirname, '..');
  const env = { ...process.env };
  if (warm) delete env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  else env.DOCUSAURUS_NO_PERSISTENT_CACHE = '1';
  console.log(
    `npm run build: ${warm ? 'warm (persistent cache allowed)' : 'cold (no persistent cache)'}, ` +
      `${env.DOCS_AREAS ? `partial: DOCS_AREAS=${env.DOCS_AREAS}` : 'all areas'}`,
  );

  const logPath = join(mkdtempSync(join(tmpdir(), 'bench-build-')), 'build.log');
  const log = createWriteStream(logPath);
  const started = Date.now();
  const marks: Record<string, number> = {};
  const child = spawnGroup('npm', ['run', '--silent', 'build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const rss = sampleTreeRss(child.pid!, 200);
  const onOutput = (chunk: Buffer): void => {
    const text = chunk.toString();
    log.write(text);
    if (streamLog) process.stdout.write(text);
    const now = Date.now() - started;
    if (marks.bundling === undefined && /Creating an optimized production build/.test(text)) marks.bundling = now;
    if (marks.done === undefined && /Generated static files/.test(text)) marks.done = now;
  };
  child.stdout?.on('data', onOutput);
  child.stderr?.on('data', onOutput);
  const stopOnSignal = (): void => void stopGroup(child).then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const wall = Date.now() - started;
  rss.stop();
  await stopGroup(child); // Anything the build left behind.
  await new Promise((resolve) => log.end(resolve));
  if (code !== 0) {
    console.error(readFileSync(logPath, 'utf8').split('\n').slice(-40).join('\n'));
    console.error(`Build failed (exit ${code}) after ${seconds(wall)}; full log: ${logPath}`);
    process.exit(1);
  }

  const pages = builtPages();
  const redirects = pages.filter((p) => isRedirectPage(p.html)).length;
  const docs = builtDocPages().length;
  const size = directorySize(buildDir);
  const js = directorySize(join(buildDir, 'assets', 'js'));
  console.log(`wall time            ${seconds(wall)}`);
  if (marks.bundling !== undefined) console.log(`  generators         ${seconds(marks.bundling)}`);
  if (marks.bundling !== undefined && marks.done !== undefined) console.log(`  bundle + render    ${seconds(marks.done - marks.bundling)}`);
  console.log(`peak RSS, tree sum   ${mb(rss.peakTree)}`);
  console.log(`peak RSS, one proc   ${mb(rss.peakSingle)}`);
  console.log(`HTML pages           ${pages.length - redirects} (${docs} doc pages) + ${redirects} redirect pages`);
  console.log(`build/               ${mb(size.bytes)} in ${size.files} files (assets/js ${mb(js.bytes)})`);
  console.log(`build log            ${logPath}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
