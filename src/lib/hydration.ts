/**
 * Whether React is still hydrating the first page's server HTML. Components that keep part of that
 * HTML as it is (instead of rebuilding it as React elements) ask this when they first render: only
 * during that first hydration is there server HTML under them to keep.
 */

// The dev server renders into an empty container (no server HTML), the built site hydrates a full one.
const startedWithServerHtml = typeof document !== 'undefined' && Boolean(document.getElementById('__docusaurus')?.firstElementChild);

let firstPageCommitted = false;

export function isHydratingFirstPage(): boolean {
  return startedWithServerHtml && !firstPageCommitted;
}

/** Called once the first page is committed (src/clientModules/hydration.ts). */
export function markFirstPageCommitted(): void {
  firstPageCommitted = true;
}

/**
 * Given as `dangerouslySetInnerHTML` to an element whose server HTML React must keep: React hydrates
 * such an element without walking its children, and the same object every render keeps it untouched.
 */
export const KEEP_SERVER_HTML = { __html: '' };
