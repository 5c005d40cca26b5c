import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Dictionary } from '../../src/search/dictionary';
import { ENTRY_FILE, type CoreIndex, type IndexEntry, type MoreIndex } from '../../src/search/index-format';
import { buildDir } from './harness';

export interface BuiltSearchIndex {
  core: CoreIndex;
  more: MoreIndex;
  /** The core's dictionary with every postings shard loaded, as the engine has it once the whole index is in. */
  dictionary: Dictionary;
}

/** The built site's search index, read from disk as the engine reads it from the site. */
export async function readBuiltSearchIndex(): Promise<BuiltSearchIndex> {
  const indexDir = join(buildDir, 'search-index');
  const { dir } = JSON.parse(readFileSync(join(indexDir, ENTRY_FILE), 'utf8')) as IndexEntry;
  const read = (name: string) => JSON.parse(readFileSync(join(indexDir, dir, name), 'utf8')) as unknown;
  const core = read('core.json') as CoreIndex;
  const dictionary = new Dictionary(
    { terms: core.index.terms },
    { starts: core.index.postingShards, load: async (n) => read(`postings-${n}.json`) as string[] },
  );
  await dictionary.loadAll();
  return { core, more: read('more.json') as MoreIndex, dictionary };
}
