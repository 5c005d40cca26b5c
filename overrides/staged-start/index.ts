import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { moduleReplacementPlugin, type Replacement } from '../module-replacement';

/**
 * The browser bundle's entry, started in steps instead of in one long task (see ./clientEntry.tsx).
 * Production only: the dev server renders without server HTML and relies on the original entry's
 * hot-reload hook.
 */
export const replacements: Replacement[] = [
  [/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/, join(__dirname, 'clientEntry.tsx')],
];

export default function stagedStart(): Plugin {
  return moduleReplacementPlugin('sablier-staged-start', replacements, { browserOnly: true, productionOnly: true });
}
