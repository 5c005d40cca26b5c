import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

type PagefindModule = typeof import('pagefind');

/**
 * Pagefind is ESM-only and exports no `require` entry, while Docusaurus loads plugins as CommonJS:
 * find its entry file from here and load it with Node's own require.
 */
async function loadPagefindNode(): Promise<PagefindModule> {
  let dir = __dirname;
  for (;;) {
    const entry = join(dir, 'node_modules', 'pagefind', 'lib', 'index.js');
    if (existsSync(entry)) {
      // Node >= 20.19 can require an ES module; the config loader's own import() cannot load it.
      return createRequire(__filename)(entry) as PagefindModule;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('The pagefind package is not installed.');
    dir = parent;
  }
}

import type { IndexPage } from './html';

/** Parts of a page that are not prose: anchors' link glyphs, rendered math twice, diagrams' source, buttons. */
export const excludeSelectors = [
  '.hash-link', '.katex-html', '.docusaurus-mermaid-container', 'button', '.theme-doc-toc-mobile', 'svg', 'script', 'style',
];

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [];

/**
 * Words for typo correction, most important first: every word of a title or heading, then words
 * that appear at least three times in the prose. Small: loaded only when a query finds nothing.
 */
export function buildVocabulary(pages: IndexPage[], limit = 5000): string[] {
  const headingCount = new Map<string, number>();
  const bodyCount = new Map<string, number>();
  for (const page of pages) {
    for (const w of wordsOf([page.title, ...page.headings].join(' '))) headingCount.set(w, (headingCount.get(w) ?? 0) + 1);
    for (const w of wordsOf(page.text)) bodyCount.set(w, (bodyCount.get(w) ?? 0) + 1);
  }
  const byCount = (m: Map<string, number>) => Array.from(m.entries()).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const words = byCount(headingCount).map(([w]) => w);
  const seen = new Set(words);
  for (const [w, n] of byCount(bodyCount)) {
    if (n < 3 || seen.has(w) || /^\d+$/.test(w) || w.length > 24) continue;
    words.push(w);
    seen.add(w);
  }
  return words.slice(0, limit);
}

export interface WriteSummary {
  pages: number;
  outputPath: string;
}

/** Cleans `outputPath` and writes a fresh Pagefind index plus vocabulary.json into it. */
export async function writeSearchIndex(pages: IndexPage[], outputPath: string): Promise<WriteSummary> {
  await rm(outputPath, { recursive: true, force: true });
  const pagefind = await loadPagefindNode();
  const { index, errors } = await pagefind.createIndex({ excludeSelectors });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: page.url, content: page.html });
      if (added.errors.length) throw new Error(`Pagefind rejected ${page.url}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  await mkdir(outputPath, { recursive: true });
  // Pagefind also writes its own UI bundles; the site has its own UI, so they are not published.
  for (const name of await readdir(outputPath)) {
    if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(name)) await rm(join(outputPath, name));
  }
  await writeFile(join(outputPath, 'vocabulary.json'), JSON.stringify(buildVocabulary(pages)));
  return { pages: pages.length, outputPath };
}
