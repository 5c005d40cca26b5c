import type { Plugin } from '@docusaurus/types';

/**
 * Chunks that load only once a reader shows they are about to search (pointer over the search button,
 * focus, the shortcut key) and whose code runs almost whole on the first query: the DocSearch modal and
 * the local search engine. Their files start with V8's compile hint, so Chromium compiles every function
 * while the file loads, off the main thread, instead of one by one during the first query. Traced on
 * the first query after intent, main-thread compilation fell from ~60 ms to ~15 ms (bench/search.ts
 * reports the latency). Browsers without the hint read it as a comment.
 */
export const EAGER_CHUNKS = ['search-modal', 'search-engine'];

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
