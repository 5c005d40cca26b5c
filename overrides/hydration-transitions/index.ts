import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { moduleReplacementPlugin, type Replacement } from '../module-replacement';

/**
 * Right after hydration, Docusaurus updates two values every page depends on: "we are in a browser"
 * (code-block buttons, the color toggle, `data-has-hydrated`) and the window size (on a phone the
 * desktop sidebar and TOC are swapped for their mobile versions). Both are plain state updates in
 * effects, which React renders synchronously: on a phone, one long task of a few hundred
 * milliseconds just as the page becomes usable. These stand-ins for the two modules make the same
 * updates as transitions, which React renders in short slices. Later resizes stay immediate.
 */
export const replacements: Replacement[] = [
  [/@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/, join(__dirname, 'browserContext.tsx')],
  [/@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/, join(__dirname, 'useWindowSize.ts')],
];

export default function hydrationTransitions(): Plugin {
  // The server renders once, with the initial values; only the browser build needs the change.
  return moduleReplacementPlugin('sablier-hydration-transitions', replacements, { browserOnly: true });
}
