import type { HtmlTagObject } from '@docusaurus/types';

/**
 * Set on `<html>` by a script in `<head>` when the page is opened at an address with a `#section`: the sections
 * drawn late (deployments chains, contract items) are all drawn at once on that page, so nothing above the target
 * changes height after the browser has scrolled there (their stylesheets read the attribute). It replaces
 * `:root:has(:target)`: with that rule in a stylesheet, every element the page inserted anywhere (React's commits,
 * a prefetch link, a script tag) restyled the whole page, a cost that added up on the largest pages as they start.
 */
export const OPENED_AT_SECTION = 'data-opened-at-section';

export const openedAtSectionScript: HtmlTagObject = {
  tagName: 'script',
  attributes: {},
  innerHTML: `if(location.hash.length>1)document.documentElement.setAttribute('${OPENED_AT_SECTION}','')`,
};

/** The app has shown another page: its sections are drawn when they near the screen again. */
export function forgetOpenedAtSection(): void {
  document.documentElement.removeAttribute(OPENED_AT_SECTION);
}
