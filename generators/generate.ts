import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { OUTPUT_ROOTS } from '../lib/output-roots';
import { checkReleaseList } from '../lib/release-data/release-list';
import { recordFiles, restoreUnchangedTimes } from '../lib/unchanged-files';

/**
 * Runs every generator before `start` and `build`: each `generators/<name>/generate.ts` writes the
 * files its feature needs (never committed) from sources in the repo, with no network.
 * Generators are independent and run in name order; a failing one stops the build with its name.
 */
async function main(): Promise<void> {
  const root = __dirname;
  // Every generator reads the release list: a wrong edit of it fails here, naming the field.
  checkReleaseList();
  const only = process.argv.slice(2);
  const names = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'generate.ts')))
    .map((entry) => entry.name)
    .filter((name) => only.length === 0 || only.includes(name))
    .sort();
  const before = recordFiles(OUTPUT_ROOTS.map((dir) => join(root, '..', dir)));
  for (const name of names) {
    const started = Date.now();
    const mod = (await import(pathToFileURL(join(root, name, 'generate.ts')).href)) as {
      default: () => Promise<string | undefined> | string | undefined;
    };
    try {
      const summary = await mod.default();
      console.log(`[generate] ${name}: ${summary ?? 'done'} (${Date.now() - started} ms)`);
    } catch (error) {
      console.error(`[generate] ${name} failed`);
      throw error;
    }
  }
  const restored = restoreUnchangedTimes(before);
  if (restored) console.log(`[generate] ${restored} regenerated files unchanged: kept their modification times`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
