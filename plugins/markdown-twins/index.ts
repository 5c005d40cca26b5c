/**
 * Markdown twins: after `docusaurus build`, every content page `/x/y` also exists as `/x/y.md`,
 * clean CommonMark/GFM converted from the page's built article (see ./convert for why from HTML).
 * The dev server has no built HTML, so it serves no twins; the README says so.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { twinPages } from './pages';

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  return {
    name: 'sablier-markdown-twins',
    async postBuild({ outDir, routesPaths }) {
      const started = Date.now();
      const pages = await twinPages(outDir, routesPaths, siteUrl);
      let bytes = 0;
      for (const page of pages) {
        const file = join(outDir, page.twinPath);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, page.markdown);
        bytes += Buffer.byteLength(page.markdown);
      }
      console.log(`[markdown-twins] ${pages.length} twins, ${(bytes / 1024 / 1024).toFixed(1)} MB (${Date.now() - started} ms)`);
    },
  };
}
