import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { moduleReplacementPlugin, type Replacement } from '../module-replacement';

/**
 * The classic theme registers Prism's extra grammars in a start-up module, which puts Prism in the
 * code every page loads. Our CodeBlock (src/theme/CodeBlock) loads Prism with the first code block
 * instead, so this swaps the theme's start-up module for an empty one.
 */
export const replacements: Replacement[] = [
  [/@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/, join(__dirname, 'no-startup-languages.ts')],
];

export default function lazyCodeHighlighting(): Plugin {
  return moduleReplacementPlugin('sablier-lazy-code-highlighting', replacements, { browserOnly: false });
}
