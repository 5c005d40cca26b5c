import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { rewriteChunkNames, rewriteGlobalData, rewriteRegistry, rewriteRoutes, rewriteVersionProps } from './transform';

/**
 * Production browser build only: hands the bundler rewritten copies of the route table, registry,
 * chunk names and docs data without the reference pages kept as server HTML, the GraphQL reference and the
 * contract pages (see transform.ts and src/reference-islands/, whose paths.ts names the island pages). The dev server keeps every page as a normal route: it has no server-rendered
 * HTML to keep.
 */
export default function referenceIslands(context: LoadContext): Plugin {
  return {
    name: 'sablier-reference-islands',
    configureWebpack(config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const generated = context.generatedFilesDir;
      const out = join(generated, 'reference-islands');
      mkdirSync(out, { recursive: true });
      const read = (file: string) => readFileSync(join(generated, file), 'utf8');
      const write = (file: string, text: string) => {
        writeFileSync(join(out, file), text);
        return join(out, file);
      };

      const routes = rewriteRoutes(read('routes.js'));
      if (routes.islands.length === 0) return {};

      // Version props modules hold every doc's title and description; keep only the non-island ones.
      const registrySource = read('registry.js');
      const replacements = new Map<string, string>();
      for (const [, modulePath, file] of registrySource.matchAll(
        /"(@generated\/(docusaurus-plugin-content-docs\/[^"]+\/p\/[^"]+\.json))"/g,
      )) {
        if (!modulePath || !file || replacements.has(modulePath)) continue;
        const rewritten = rewriteVersionProps(JSON.parse(read(file)) as Parameters<typeof rewriteVersionProps>[0]);
        if (rewritten) {
          const name = `version-${file.replace(/[^a-z0-9]+/gi, '-')}.json`;
          write(name, JSON.stringify(rewritten));
          replacements.set(modulePath, `@generated/reference-islands/${name}`);
        }
      }

      const aliases = {
        '@generated/routes$': write('routes.js', routes.code),
        '@generated/registry$': write('registry.js', rewriteRegistry(registrySource, replacements)),
        '@generated/routesChunkNames$': write(
          'routesChunkNames.json',
          JSON.stringify(rewriteChunkNames(JSON.parse(read('routesChunkNames.json')) as Record<string, unknown>)),
        ),
        '@generated/globalData$': write(
          'globalData.json',
          JSON.stringify(rewriteGlobalData(JSON.parse(read('globalData.json')) as Record<string, Record<string, unknown>>)),
        ),
      };
      // Exact aliases must come before Docusaurus's `@generated` folder alias to win.
      config.resolve ??= {};
      const resolve = config.resolve;
      resolve.alias = { ...aliases, ...(resolve.alias as Record<string, string>) };
      return {};
    },
  };
}
