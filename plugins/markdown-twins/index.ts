/**
 * Markdown twins and llms files: after `docusaurus build`, every content page `/x/y` also exists as
 * `/x/y.md`, clean CommonMark/GFM converted from the page's built article (see ./convert for why
 * from HTML), and the llms files (./llms) are assembled from the twins in sidebar order. Old addresses get a
 * note at their own `.md` (./moved), as they get a client redirect page.
 * The dev server has no built HTML, so it serves no twins; ARCHITECTURE.md says so.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { clientRedirects } from '../../redirects';
import { llmsFiles } from './llms';
import { movedNotes } from './moved';
import { inReadingOrder, sidebarOrder, type DocsContent } from './order';
import { twinPages } from './pages';

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  let order: string[] = [];
  return {
    name: 'sablier-markdown-twins',
    allContentLoaded({ allContent }) {
      order = sidebarOrder(allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined);
    },
    async postBuild({ outDir, routesPaths }) {
      const started = Date.now();
      const pages = inReadingOrder(await twinPages(outDir, routesPaths, siteUrl), order);
      const moved = movedNotes(clientRedirects(), pages, siteUrl);
      for (const { path, markdown } of [...pages.map((page) => ({ path: page.twinPath, markdown: page.markdown })), ...moved]) {
        const file = join(outDir, path);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, markdown);
      }
      const bytes = pages.reduce((sum, page) => sum + Buffer.byteLength(page.markdown), 0);
      const llms = llmsFiles(pages, { siteUrl, title: context.siteConfig.title });
      for (const [name, text] of Object.entries(llms)) await writeFile(join(outDir, name), text);
      console.log(
        `[markdown-twins] ${pages.length} twins, ${(bytes / 1024 / 1024).toFixed(1)} MB, ${moved.length} moved notes, ${Object.keys(llms).length} llms files (${Date.now() - started} ms)`,
      );
    },
  };
}
