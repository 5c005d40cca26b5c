import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { moduleReplacementPlugin, type Replacement } from '../module-replacement';

/**
 * After an in-app navigation, Docusaurus decodes the address's `#fragment` to scroll to it, with no
 * guard: a reader who adds `#100%` to an address, or goes Back to such an entry, got "This page
 * crashed" instead of the page. The stand-in ignores a fragment it cannot decode, as browsers do.
 */
export const replacements: Replacement[] = [
  [/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]ClientLifecyclesDispatcher\.js$/, join(__dirname, 'ClientLifecyclesDispatcher.tsx')],
];

export default function safeNavigation(): Plugin {
  // The server never navigates; only the browser bundle needs the guard.
  return moduleReplacementPlugin('sablier-safe-navigation', replacements, { browserOnly: true });
}
