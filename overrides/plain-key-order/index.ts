import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** theme-common's React helpers, whose key sort ./loader.cjs rewrites (see there for why). */
export const themeCommonReactUtils = /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;

export default function plainKeyOrder(): Plugin {
  return {
    name: 'sablier-plain-key-order',
    configureWebpack() {
      return { module: { rules: [{ test: themeCommonReactUtils, use: [join(__dirname, 'loader.cjs')] }] } };
    },
  };
}
