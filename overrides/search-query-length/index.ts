import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** DocSearch's bundle, whose input cap ./loader.cjs raises (see there for why). */
export const docSearchBundle = /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/;

export default function searchQueryLength(): Plugin {
  return {
    name: 'sablier-search-query-length',
    configureWebpack() {
      return { module: { rules: [{ test: docSearchBundle, use: [join(__dirname, 'loader.cjs')] }] } };
    },
  };
}
