import type { Plugin } from '@docusaurus/types';

/** A Docusaurus module (matched by its resolved path) and the file of ours that stands in for it. */
export type Replacement = [pattern: RegExp, file: string];

/**
 * A plugin that swaps Docusaurus modules for our own files in the bundle: in the browser build
 * only, or in both builds; optionally in production builds only.
 * tests/unit/module-replacements.test.ts checks that every replaced module still exists with the
 * exports its stand-in provides, and that its content (SHA-256) is the one the stand-in was written against.
 */
export function moduleReplacementPlugin(
  name: string,
  replacements: Replacement[],
  { browserOnly, productionOnly = false }: { browserOnly: boolean; productionOnly?: boolean },
): Plugin {
  return {
    name,
    configureWebpack(config, isServer, { currentBundler }) {
      if (browserOnly && isServer) return {};
      if (productionOnly && config.mode !== 'production') return {};
      return {
        plugins: replacements.map(([pattern, file]) => new currentBundler.instance.NormalModuleReplacementPlugin(pattern, file)),
      };
    },
  };
}
