/**
 * The files Docusaurus writes to `.docusaurus/` (routes.js, registry.js, routesChunkNames.json,
 * globalData.json, the docs plugin's props modules) for a small throwaway site, produced by
 * Docusaurus's own site loader (`loadSite`, the step `docusaurus build` and `start` begin with).
 * Tests of code that rewrites those files run on this output rather than on a typed-out copy of it.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { siteRoot } from './dev-server';

export interface GeneratedSite {
  /** The site's `.docusaurus/` folder. */
  generatedFilesDir: string;
  read(file: string): string;
  remove(): void;
}

/**
 * Generates a docs-only site (docs at `/`, like ours) with one empty page per doc id, or a copy of a
 * docs folder, and the given sidebars. A doc in no sidebar gets no `sidebar` attribute on its route.
 */
export async function generateDocsSite(docs: string[] | { copyOf: string }, sidebars: Record<string, unknown[]>): Promise<GeneratedSite> {
  const siteDir = mkdtempSync(join(tmpdir(), 'sablier-docusaurus-generated-'));
  try {
    symlinkSync(join(siteRoot, 'node_modules'), join(siteDir, 'node_modules'), 'dir');
    if ('copyOf' in docs) cpSync(docs.copyOf, join(siteDir, 'docs'), { recursive: true });
    else {
      for (const id of docs) {
        const file = join(siteDir, 'docs', `${id}.mdx`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, `---\ntitle: ${id.split('/').pop()}\n---\n\nBody.\n`);
      }
    }
    writeFileSync(join(siteDir, 'sidebars.js'), `module.exports = ${JSON.stringify(sidebars)};\n`);
    writeFileSync(
      join(siteDir, 'docusaurus.config.js'),
      `module.exports = {
  title: 'Generated', url: 'https://example.com', baseUrl: '/',
  plugins: [['@docusaurus/plugin-content-docs', { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') }]],
};\n`,
    );
    const { loadSite } = (await import('@docusaurus/core/lib/server/site.js')) as {
      loadSite(params: { siteDir: string }): Promise<{ props: { generatedFilesDir: string } }>;
    };
    const { props } = await loadSite({ siteDir });
    return {
      generatedFilesDir: props.generatedFilesDir,
      read: (file) => readFileSync(join(props.generatedFilesDir, file), 'utf8'),
      remove: () => rmSync(siteDir, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(siteDir, { recursive: true, force: true });
    throw error;
  }
}
