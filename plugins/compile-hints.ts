import type { Plugin } from '@docusaurus/types';

/**
 * Chunks whose code runs almost whole soon after they load. Their files start with V8's compile hint,
 * so Chromium compiles every function while the file streams in, off the main thread, instead of one
 * by one on the main thread when it is first called. Browsers without the hint read it as a comment.
 * - `main`: the theme and Docusaurus's client, all evaluated while the page starts. Each module is
 *   a function that V8 otherwise compiles on the main thread when it is first required. With the hint
 *   (when `main` still held React DOM and the router too), the blocking time after the first paint that
 *   bench/start-up.ts counts fell on a short page and on the deployments page (bench/results/start-up.md),
 *   though Lighthouse alone could not tell the two apart within its noise. Hinting every chunk gained
 *   nothing more. The files `plugins/start-up-chunks.ts` cuts from `main` go without it:
 *   see there.
 * - `search-modal`, `search-engine`: they load once a reader shows they are about to search (pointer over
 *   the search button, focus, the shortcut key). Traced on the first query after intent, most of the
 *   compiling left the main thread (bench/search.ts reports the latency).
 */
export const EAGER_CHUNKS = ['main', 'search-modal', 'search-engine'];

const HINT = '//# allFunctionsCalledOnLoad\n';

export default function compileHints(): Plugin {
  return {
    name: 'sablier-compile-hints',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler) {
              const { Compilation, sources } = compiler.webpack;
              compiler.hooks.thisCompilation.tap('sablier-compile-hints', (compilation) => {
                // After minification, which would drop the comment, and before the content hashes are taken.
                compilation.hooks.processAssets.tap(
                  { name: 'sablier-compile-hints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
                  () => {
                    for (const chunk of compilation.chunks) {
                      if (!chunk.name || !EAGER_CHUNKS.includes(chunk.name)) continue;
                      for (const file of chunk.files) {
                        if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
                      }
                    }
                  },
                );
              });
            },
          },
        ],
      };
    },
  };
}
