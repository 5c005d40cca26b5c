/**
 * Markdown twins and llms files (plugins/markdown-twins): the build time they add, and their sizes.
 * Run after a build:
 *   node --import tsx bench/markdown-twins.ts
 * The added time is measured by redoing the plugin's postBuild work (read every built page, convert,
 * assemble the llms files) against build/, without writing: the rest of the build is unchanged by
 * the plugin. It runs in the same postBuild phase as the search index plugin. Sizes are of the files in build/.
 * Tokens are estimated as bytes / 4, the usual rule of thumb for English text and code.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { PRODUCT_NAMES, llmsFiles, productFileName } from '../plugins/markdown-twins/llms';
import { twinPages } from '../plugins/markdown-twins/pages';
import { builtPages, isRedirectPage } from '../tests/support/build-scan';
import { buildDir } from '../tests/support/harness';
import { siteUrl } from '../tests/support/twins';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const tokens = (bytes: number) => `~${Math.round(bytes / 4).toLocaleString('en-US')} tokens`;

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

async function main(): Promise<void> {
  const routes = builtPages()
    .filter((page) => !isRedirectPage(page.html))
    .map((page) => page.route);
  const started = process.hrtime.bigint();
  const pages = await twinPages(buildDir, routes, siteUrl);
  const converted = process.hrtime.bigint();
  llmsFiles(pages, { siteUrl, title: 'Sablier Docs' });
  const done = process.hrtime.bigint();
  const ms = (a: bigint, b: bigint) => Number(b - a) / 1e6;
  console.log(
    `added build time: ${(ms(started, done) / 1000).toFixed(1)} s for ${pages.length} pages ` +
      `(conversion ${(ms(started, converted) / 1000).toFixed(1)} s, llms files ${ms(converted, done).toFixed(0)} ms, ` +
      `${(ms(started, converted) / pages.length).toFixed(1)} ms per page)`,
  );

  const twins = walk(buildDir).filter((file) => file.endsWith('.md'));
  const twinBytes = twins.reduce((sum, file) => sum + statSync(file).size, 0);
  const largest = twins
    .map((file) => ({ file, size: statSync(file).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 3);
  console.log(
    `twins: ${twins.length} files, ${kb(twinBytes)} (${tokens(twinBytes)}); largest: ` +
      largest.map((t) => `${t.file.slice(buildDir.length)} ${kb(t.size)}`).join(', '),
  );

  console.log('llms files:           bytes        gzip   tokens');
  for (const name of ['llms.txt', 'llms-full.txt', ...PRODUCT_NAMES.map(productFileName)]) {
    // A product with no pages in this build has no file.
    if (!existsSync(join(buildDir, name))) continue;
    const text = readFileSync(join(buildDir, name));
    console.log(`  ${name.padEnd(18)} ${kb(text.length).padStart(10)} ${kb(gzipSync(text).length).padStart(10)}   ${tokens(text.length)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
