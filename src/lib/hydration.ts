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

/** Infima's breakpoint: wider is "desktop" for the theme's useWindowSize, and the CSS switches layouts there too. */
export const DESKTOP_BREAKPOINT = 996;

/**
 * Given as `dangerouslySetInnerHTML` to an element whose server HTML React must keep: React hydrates
 * such an element without walking its children, and the same object every render keeps it untouched.
 */
export const KEEP_SERVER_HTML = { __html: '' };

/**
 * True while the first page hydrates on a screen narrow enough for the theme to drop its desktop
 * sidebar and table of contents right after hydration (they are in the server HTML, hidden by CSS).
 * A component that is about to be dropped can keep its server HTML instead of hydrating it.
 */
export function hydratingOnNarrowScreen(): boolean {
  return isHydratingFirstPage() && window.innerWidth <= DESKTOP_BREAKPOINT;
}
