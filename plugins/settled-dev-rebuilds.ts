import type { Plugin } from '@docusaurus/types';

/**
 * Dev server only: the bundler rebuilds once the files it watches have been quiet for 300 ms instead of
 * Rspack's 5 ms. After an edit, Docusaurus rewrites generated JSON files in place (the docs' version data,
 * the debug plugin's copy of all content): each is emptied, then written. A rebuild that started before a
 * write had finished read a cut file and failed with "JSON parse error: Unexpected end of JSON"; the open
 * page then logged the error and refused to reload until the next rebuild (a dev-server test caught it).
 */
export default function settledDevRebuilds(): Plugin {
  return {
    name: 'sablier-settled-dev-rebuilds',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV === 'production') return {};
      return { watchOptions: { aggregateTimeout: 300 } };
    },
  };
}
