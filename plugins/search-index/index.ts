/**
 * Builds the embedded search index for local search mode (format: src/search/index-format.ts).
 * - `docusaurus build`: after the build, indexes the doc content of every built doc page into
 *   `build/search-index/`.
 * - `docusaurus start`: the dev server has no built HTML, so the index is built from the doc sources
 *   (title, headings with their anchors, prose) whenever the docs are loaded or reloaded, in the
 *   background (see ./dev), into `.docusaurus/search-index/search-index/`, which the dev server serves at
 *   `{baseUrl}search-index/`. Not under `static/`: the bundler copies static files into its own output
 *   and would race the index being rewritten (and show its error overlay).
 * In Algolia mode the plugin does nothing.
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { createDevIndexer } from './dev';
import type { IndexedPage } from './build-index';
import { glossaryEntriesFromHtml, type GlossaryEntry } from './glossary';
import { docArticleHtml, GLOSSARY_URL, prepareBuiltPage } from './html';
import { addGivenNames } from './names';
import type { SourceDoc } from './source';
import { writeSearchIndex } from './write';

export const indexDirName = 'search-index';

/** The built HTML file of a route (`x/y.html` or `x/y/index.html`), or null when the build has none. */
export function htmlFileFor(outDir: string, route: string): string | null {
  const clean = route.replace(/\/$/, '');
  for (const candidate of [`${clean}.html`, join(clean, 'index.html')]) {
    const file = join(outDir, candidate);
    if (existsSync(file)) return file;
  }
  return null;
}

export async function indexBuiltSite(outDir: string, routes: string[]): Promise<IndexedPage[]> {
  const pages: IndexedPage[] = [];
  let glossary: GlossaryEntry[] = [];
  for (const route of Array.from(new Set(routes)).sort()) {
    const file = htmlFileFor(outDir, route);
    if (!file) continue;
    const url = route.replace(/(.)\/$/, '$1');
    const html = await readFile(file, 'utf8');
    const page = prepareBuiltPage(url, html);
    if (page) pages.push(page);
    if (page && url === GLOSSARY_URL) glossary = glossaryEntriesFromHtml(docArticleHtml(html) ?? '');
  }
  addGivenNames(pages, glossary);
  return pages;
}

interface DocsContent {
  loadedVersions?: { docs: SourceDoc[] }[];
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const enabled = context.siteConfig.customFields?.searchMode !== 'algolia';
  const isDev = process.env.NODE_ENV === 'development';
  const devIndexDir = join(context.generatedFilesDir, 'search-index', indexDirName);
  const devIndexer = enabled && isDev ? createDevIndexer({ siteDir: context.siteDir, servedDir: devIndexDir }) : null;
  return {
    name: 'sablier-search-index',
    async allContentLoaded({ allContent }) {
      if (!devIndexer) return;
      // Where earlier versions of this plugin wrote the dev index: a copy left there would shadow the served one.
      await rm(join(context.siteDir, 'static', indexDirName), { recursive: true, force: true });
      const docs = (allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)?.loadedVersions?.[0]?.docs ?? [];
      devIndexer.request(docs);
    },
    configureWebpack(_config, isServer) {
      if (!devIndexer || isServer) return {};
      // The dev server's own option (merged by Docusaurus): serve the index directory at {baseUrl}search-index.
      const devServer = { static: [{ directory: devIndexDir, publicPath: `${context.baseUrl}${indexDirName}`, watch: false }] };
      return { devServer } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    async postBuild({ outDir, routesPaths }) {
      if (!enabled) return;
      const started = Date.now();
      const pages = await indexBuiltSite(outDir, routesPaths);
      const { outputPath, bytes } = await writeSearchIndex(pages, join(outDir, indexDirName));
      const kb = (n: number) => `${Math.round(n / 1024)} KB`;
      console.log(
        `[search-index] ${pages.length} pages indexed into ${outputPath} (${Date.now() - started} ms; ` +
          `core ${kb(bytes.core)}, its postings ${kb(bytes.postings)}, more ${kb(bytes.more)}, texts ${kb(bytes.texts)}, uncompressed)`,
      );
    },
  };
}
