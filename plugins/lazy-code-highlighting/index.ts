import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The classic theme registers Prism's extra grammars in a start-up module, which puts Prism in the
 * code every page loads. Our CodeBlock (src/theme/CodeBlock) loads Prism with the first code block
 * instead, so this swaps the theme's start-up module for an empty one.
 */
export const replacements: [RegExp, string][] = [
  [/@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/, join(__dirname, 'no-startup-languages.ts')],
];

export default function lazyCodeHighlighting(): Plugin {
  return {
    name: 'sablier-lazy-code-highlighting',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: replacements.map(([pattern, file]) => new currentBundler.instance.NormalModuleReplacementPlugin(pattern, file)),
      };
    },
  };
}
