/**
 * Loads the embedded index's files (see ./index-format) from `{baseUrl}search-index/`. The entry
 * file names the build's directory, so a tab never mixes files of two deployments and the files
 * themselves can be cached for good. Each file is fetched once per index; a failed fetch is
 * forgotten, so the next query tries again.
 */
import { Dictionary } from './dictionary';
import {
  ENTRY_FILE,
  INDEX_FORMAT_VERSION,
  type CoreIndex,
  type IndexEntry,
  type MoreIndex,
  type PageText,
  type TextShard,
} from './index-format';

export interface LoadedCore {
  base: string;
  core: CoreIndex;
  dictionary: Dictionary;
  /** First section of each page, and one past its last. */
  pageSections: [start: number, end: number][];
}

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export async function loadEntry(indexBase: string, init?: RequestInit): Promise<IndexEntry> {
  const entry = await getJson<IndexEntry>(`${indexBase}${ENTRY_FILE}`, init);
  if (entry.version !== INDEX_FORMAT_VERSION || typeof entry.dir !== 'string' || !/^[\w-]+$/.test(entry.dir)) {
    throw new Error(`${ENTRY_FILE}: unsupported index (version ${String(entry.version)})`);
  }
  return entry;
}

export async function loadCore(indexBase: string, entry: IndexEntry): Promise<LoadedCore> {
  const base = `${indexBase}${entry.dir}/`;
  const core = await getJson<CoreIndex>(`${base}core.json`);
  const pageSections: [number, number][] = core.pages.map(() => [0, 0]);
  core.sectionPage.forEach((page, section) => {
    const range = pageSections[page]!;
    if (range[1] === 0) range[0] = section;
    range[1] = section + 1;
  });
  const dictionary = new Dictionary(
    { terms: core.index.terms },
    { starts: core.index.postingShards, load: (n) => getJson<string[]>(`${base}postings-${n}.json`) },
  );
  return { base, core, dictionary, pageSections };
}

export async function loadMore(base: string): Promise<Dictionary> {
  const more = await getJson<MoreIndex>(`${base}more.json`);
  return new Dictionary(more.index);
}

export async function loadPageText(base: string, page: number): Promise<PageText> {
  return getJson<PageText>(`${base}text/${page}.json`);
}

export async function loadTextShard(base: string, shard: number): Promise<TextShard> {
  return getJson<TextShard>(`${base}texts-${shard}.json`);
}
