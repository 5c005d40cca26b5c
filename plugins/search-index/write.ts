/**
 * Writes the search index files (see src/search/index-format.ts) into a directory:
 * `entry.json` naming this build's directory, and in it `core.json`, the core's postings in shards
 * (`postings-{n}.json`), `more.json`, `text/{page}.json` and the same texts in a few shards, `texts-{n}.json`.
 * The directory is named by a hash of the contents, so the files can be cached for good and a tab
 * never mixes the files of two builds.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { ENTRY_FILE, INDEX_FORMAT_VERSION, type IndexEntry } from '../../src/search/index-format';
import { buildSearchIndex, type IndexedPage } from './build-index';

export interface WriteSummary {
  pages: number;
  outputPath: string;
  /** Bytes of core.json, its postings shards, more.json and all text files (uncompressed). */
  bytes: { core: number; postings: number; more: number; texts: number };
}

/** Cleans `outputPath` and writes a fresh index into it, the entry file last. */
export async function writeSearchIndex(pages: IndexedPage[], outputPath: string, language = 'en'): Promise<WriteSummary> {
  const { core, postingShards, more, texts } = buildSearchIndex(pages, language);
  const coreJson = JSON.stringify(core);
  const postingJson = postingShards.map((shard) => JSON.stringify(shard));
  const moreJson = JSON.stringify(more);
  const textJson = texts.map((text) => JSON.stringify(text));
  const hash = createHash('sha256').update(coreJson).update(moreJson);
  for (const shard of postingJson) hash.update(shard);
  for (const text of textJson) hash.update(text);
  const dir = hash.digest('hex').slice(0, 12);

  await rm(outputPath, { recursive: true, force: true });
  await mkdir(join(outputPath, dir, 'text'), { recursive: true });
  await writeFile(join(outputPath, dir, 'core.json'), coreJson);
  await writeFile(join(outputPath, dir, 'more.json'), moreJson);
  await Promise.all(postingJson.map((shard, n) => writeFile(join(outputPath, dir, `postings-${n}.json`), shard)));
  await Promise.all(textJson.map((text, i) => writeFile(join(outputPath, dir, 'text', `${i}.json`), text)));
  await Promise.all(
    core.textShards.map(([first, count], n) =>
      writeFile(join(outputPath, dir, `texts-${n}.json`), `[${textJson.slice(first, first + count).join(',')}]`),
    ),
  );
  const entry: IndexEntry = { version: INDEX_FORMAT_VERSION, dir };
  await writeFile(join(outputPath, ENTRY_FILE), JSON.stringify(entry));
  return {
    pages: pages.length,
    outputPath,
    bytes: {
      core: coreJson.length,
      postings: postingJson.reduce((sum, shard) => sum + shard.length, 0),
      more: moreJson.length,
      texts: textJson.reduce((sum, t) => sum + t.length, 0),
    },
  };
}
