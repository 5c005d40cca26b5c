import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { lazyCompilationMiddleware, type Compiler, type Configuration } from '@rspack/core';

type Middleware = ReturnType<typeof lazyCompilationMiddleware>;

/**
 * Dev server only: each page's MDX is compiled when a browser first opens the page, instead of all
 * ~1,000 pages before the server answers at all, which made a cold `npm start` slow to show its first
 * page.
 * Rspack's lazy compilation turns each page's `import()` into a stub that asks the server to build
 * it; registry-loader.cjs drops the weak references that would make Rspack build every page anyway.
 * Only MDX is deferred: the theme's few shared modules are compiled up front, so a first visit waits
 * for one compilation, not a chain of them. Production builds are untouched.
 */
export default function lazyDevCompilation(context: LoadContext): Plugin {
  return {
    name: 'sablier-lazy-dev-compilation',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer || process.env.NODE_ENV === 'production' || currentBundler.name !== 'rspack') return {};
      let middleware: Middleware | undefined;
      const devServer: Configuration['devServer'] = {
        // Docusaurus merges this with its own setupMiddlewares by calling both and concatenating their
        // results, so this adds to the shared list in place and returns nothing extra.
        setupMiddlewares(middlewares) {
          if (middleware) middlewares.unshift({ name: 'lazy-compilation', middleware });
          return [];
        },
      };
      const config: Configuration = {
        lazyCompilation: { imports: true, entries: false, test: /\.mdx?$/ },
        module: { rules: [{ test: join(context.generatedFilesDir, 'registry.js'), use: [join(__dirname, 'registry-loader.cjs')] }] },
        // Creating the middleware installs lazy compilation's plugin: it must happen as the compiler is made.
        plugins: [
          {
            apply: (compiler: Compiler) => {
              middleware = lazyCompilationMiddleware(compiler);
            },
          },
        ],
        devServer,
      };
      // Docusaurus types this hook with webpack's configuration, which has no top-level lazyCompilation.
      return config as object;
    },
  };
}
