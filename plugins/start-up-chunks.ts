import type { Plugin } from '@docusaurus/types';

/**
 * Cuts the start-up bundle into files that each run in a task of their own. The page's HTML lists the
 * entry's files in order (`overrides/html-template` appends them with `async = false`), and the browser
 * compiles and evaluates each file in one task: with everything in `main`, that was one long task on a phone.
 * React DOM and the router go into files of their own; they are in every page's start, so nothing is fetched
 * that was not fetched before.
 *
 * These files do not carry `main`'s compile hint (plugins/compile-hints). With it, traces showed the main
 * thread waiting for, or taking over, the background compile of all of React DOM in one task when the two
 * cores were busy; without it, React DOM's functions compile as the start first calls them, spread over its
 * steps, and Lighthouse did at least as well (bench/results/start-up.md). A third file for the theme
 * (`@docusaurus/theme-*`, `plugin-*`) did no better and was left out.
 */
export const START_UP_CHUNKS = {
  'start-react': /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  'start-router':
    /[\\/]node_modules[\\/](react-router|react-router-dom|react-router-config|history|react-helmet-async|path-to-regexp)[\\/]/,
} as const;

export default function startUpChunks(): Plugin {
  return {
    name: 'sablier-start-up-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Merged into Docusaurus's own splitChunks (its `common` and `styles` groups stay).
      return {
        optimization: {
          splitChunks: {
            cacheGroups: Object.fromEntries(
              Object.entries(START_UP_CHUNKS).map(([name, test]) => [
                name,
                { name, test, chunks: 'initial' as const, enforce: true, priority: 50, reuseExistingChunk: false },
              ]),
            ),
          },
        },
      };
    },
  };
}
