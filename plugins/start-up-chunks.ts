import type { Plugin } from '@docusaurus/types';

/**
 * Cuts the start-up bundle into files that each run in a task of their own. The page's HTML lists the
 * entry's files in order (`overrides/html-template` appends them with `async = false`), and the browser
 * compiles and evaluates each file in one task: with everything in `main`, that task took 40 ms on this VM,
 * which Lighthouse's 4× phone counts as 160 ms of a single task. React DOM and the router go into files of
 * their own; they are in every page's start, so nothing is fetched that was not fetched before.
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
