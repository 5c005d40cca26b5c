import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

import { docSearchBundle } from '../search-query-length';

/** Makes DocSearch's modal read the selection and its stored searches once per opening (see ./loader.cjs). */
export default function searchModalMountReads(): Plugin {
  return {
    name: 'sablier-search-modal-mount-reads',
    configureWebpack() {
      return { module: { rules: [{ test: docSearchBundle, use: [join(__dirname, 'loader.cjs')] }] } };
    },
  };
}
