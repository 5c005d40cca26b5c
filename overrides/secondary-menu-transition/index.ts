import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** theme-common's navbar secondary-menu context, whose filler ./loader.cjs rewrites (see there for why). */
export const secondaryMenuContent = /@docusaurus[\\/]theme-common[\\/]lib[\\/]contexts[\\/]navbarSecondaryMenu[\\/]content\.js$/;

export default function secondaryMenuTransition(): Plugin {
  return {
    name: 'sablier-secondary-menu-transition',
    configureWebpack() {
      return { module: { rules: [{ test: secondaryMenuContent, use: [join(__dirname, 'loader.cjs')] }] } };
    },
  };
}
