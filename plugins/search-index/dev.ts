/**
 * The dev server's search index. `docusaurus start` has no built HTML, so the index is built from
 * the doc sources, in the background (it never delays the server or a content reload), one build at
 * a time (edits made meanwhile are indexed right after), and published without a moment where the
 * served index is missing or half written:
 * - it is written to a scratch directory first, then its files are copied into the served one, each
 *   replaced by a rename, with `entry.json` (which names everything else) last;
 * - files of the previous index stay, so a tab that loaded it keeps getting answers (each index
 *   lives in a directory named by its content's hash); the served directory is emptied when the
 *   server starts.
 * A failed build is reported in the terminal and leaves the previous index in place; with no index
 * at all, search shows its "Unable to fetch results" screen and retries on the next query.
 */
import { copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { ENTRY_FILE } from '../../src/search/index-format';
import type { IndexedPage } from './build-index';
import { glossaryEntriesFromMdx } from './glossary';
import { GLOSSARY_URL } from './html';
import { addGivenNames } from './names';
import { pageUrl, prepareSourcePage, sourceFile, type SourceDoc } from './source';
import { writeSearchIndex } from './write';

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, path)));
    else files.push(path);
  }
  return files;
}

/** Copies every file of `from` into `to`, each replaced atomically, the entry file last. */
export async function publishIndex(from: string, to: string): Promise<void> {
  const files = (await filesUnder(from)).sort((a, b) => Number(a === ENTRY_FILE) - Number(b === ENTRY_FILE) || a.localeCompare(b));
  for (const file of files) {
    const target = join(to, file);
    await mkdir(join(target, '..'), { recursive: true });
    await copyFile(join(from, file), `${target}.tmp`);
    await rename(`${target}.tmp`, target);
  }
}

export interface DevIndexer {
  /** Asks for an index of these docs; returns at once. */
  request(docs: SourceDoc[]): void;
  /** Resolves when no build is running or waiting. */
  idle(): Promise<void>;
}

export function createDevIndexer(options: { siteDir: string; servedDir: string; log?: (line: string) => void }): DevIndexer {
  const { siteDir, servedDir, log = console.log } = options;
  const scratchDir = `${servedDir}.next`;
  let waiting: SourceDoc[] | null = null;
  let running: Promise<void> | null = null;
  let cleaned = false;

  async function build(docs: SourceDoc[]): Promise<void> {
    const started = Date.now();
    if (!cleaned) {
      await rm(servedDir, { recursive: true, force: true });
      cleaned = true;
    }
    const pages: IndexedPage[] = [];
    for (const doc of docs) pages.push(await prepareSourcePage(siteDir, doc));
    const glossary = docs.find((doc) => pageUrl(doc) === GLOSSARY_URL);
    addGivenNames(pages, glossary ? glossaryEntriesFromMdx(await readFile(sourceFile(siteDir, glossary), 'utf8')) : []);
    await writeSearchIndex(pages, scratchDir);
    await publishIndex(scratchDir, servedDir);
    await rm(scratchDir, { recursive: true, force: true });
    log(`[search-index] dev index: ${pages.length} pages from sources, served from ${servedDir} (${Date.now() - started} ms)`);
  }

  async function drain(): Promise<void> {
    while (waiting) {
      const docs = waiting;
      waiting = null;
      try {
        await build(docs);
      } catch (error) {
        log(
          `[search-index] [WARNING] the dev search index could not be built; search shows "Unable to fetch results" ` +
            `until an edit rebuilds it: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    running = null;
  }

  return {
    request(docs) {
      waiting = docs;
      running ??= drain();
    },
    idle: () => running ?? Promise.resolve(),
  };
}
