import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { moduleReplacementPlugin, type Replacement } from '../module-replacement';

/**
 * Docusaurus prefetches the chunks of every internal link as soon as it scrolls into view, all in the
 * observer's callback: on a doc page that is a few hundred milliseconds of main-thread work on a phone
 * (a `<link rel=prefetch>` per chunk per link), right while the page is becoming interactive. This swaps
 * the client's prefetch/preload object for one that queues viewport prefetches and runs them when the
 * browser is idle, a few at a time. Hover and tap preloads are unchanged: they still start at once.
 */
export const replacements: Replacement[] = [[/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/, join(__dirname, 'client.ts')]];

export default function idlePrefetch(): Plugin {
  return moduleReplacementPlugin('sablier-idle-prefetch', replacements, { browserOnly: true });
}
