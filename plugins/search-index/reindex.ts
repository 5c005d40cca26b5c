/**
 * Writes the search index of an existing build again, from its HTML, without building the site: what
 * `postBuild` does, for a change to the index's contents (a full build takes minutes, this seconds).
 * Usage: node --import tsx plugins/search-index/reindex.ts [--build=DIR]
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

import { buildDir } from '../../tests/support/harness';
import { indexBuiltSite, indexDirName } from './index';
import { writeSearchIndex } from './write';

const root = process.argv.find((a) => a.startsWith('--build='))?.slice(8) ?? buildDir;

/** The route of every HTML file of the build (`a/b.html` and `a/b/index.html` are both `/a/b`). */
function routesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${relative(root, join(dir, file)).replace(/(?:\/?index)?\.html$/, '')}`);
}

async function main(): Promise<void> {
  const pages = await indexBuiltSite(root, routesOf(root));
  const { outputPath } = await writeSearchIndex(pages, join(root, indexDirName));
  console.log(`[search-index] ${pages.length} pages indexed into ${outputPath}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
