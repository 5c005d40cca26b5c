/**
 * Builds the embedded search index (Pagefind) for local search mode.
 * - `docusaurus build`: after the build, indexes the doc content of every built doc page into
 *   `build/pagefind/`.
 * - `docusaurus start`: the dev server has no built HTML, so the index is built from the doc sources
 *   (title, headings with their anchors, prose) into `static/pagefind/` (gitignored) whenever the
 *   docs are loaded or reloaded; the dev server serves it like any static file.
 * In Algolia mode the plugin does nothing.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { prepareBuiltPage, type IndexPage } from './html';
import { prepareSourcePage, type SourceDoc } from './source';
import { writeSearchIndex } from './write';

export const indexDirName = 'pagefind';

function htmlFileFor(outDir: string, route: string): string | null {
  const clean = route.replace(/\/$/, '');
  for (const candidate of [`${clean}.html`, join(clean, 'index.html')]) {
    const file = join(outDir, candidate);
    if (existsSync(file)) return file;
  }
  return null;
}

export async function indexBuiltSite(outDir: string, routes: string[]): Promise<IndexPage[]> {
  const pages: IndexPage[] = [];
  for (const route of Array.from(new Set(routes)).sort()) {
    const file = htmlFileFor(outDir, route);
    if (!file) continue;
    const page = prepareBuiltPage(route.replace(/(.)\/$/, '$1'), await readFile(file, 'utf8'));
    if (page) pages.push(page);
  }
  return pages;
}

interface DocsContent {
  loadedVersions?: { docs: SourceDoc[] }[];
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const enabled = context.siteConfig.customFields?.searchMode !== 'algolia';
  const isDev = process.env.NODE_ENV === 'development';
  return {
    name: 'sablier-search-index',
    async allContentLoaded({ allContent }) {
      if (!enabled || !isDev) return;
      const docs = (allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)?.loadedVersions?.[0]?.docs ?? [];
      const pages: IndexPage[] = [];
      for (const doc of docs) pages.push(await prepareSourcePage(context.siteDir, doc));
      const started = Date.now();
      const { outputPath } = await writeSearchIndex(pages, join(context.siteDir, 'static', indexDirName));
      console.log(`[search-index] dev index: ${pages.length} pages from sources into ${outputPath} (${Date.now() - started} ms)`);
    },
    async postBuild({ outDir, routesPaths }) {
      if (!enabled) return;
      const started = Date.now();
      const pages = await indexBuiltSite(outDir, routesPaths);
      const { outputPath } = await writeSearchIndex(pages, join(outDir, indexDirName));
      console.log(`[search-index] ${pages.length} pages indexed into ${outputPath} (${Date.now() - started} ms)`);
    },
  };
}
