/**
 * The spec's "page content fails to load" box (section 8: the error text in a red box with a Retry button),
 * built without React for the one case React cannot draw it: the page's own chunks failed before
 * hydration (after the reload a failed navigation triggers, or on a first visit), so React never starts.
 * The server HTML stays readable under it; the box says why the search button and the color toggle do
 * nothing. Retry reloads once, at the reader's request: nothing reloads by itself, so nothing can loop.
 * It looks like Docusaurus's own Loading error (core/lib/client/theme-fallback/Loading).
 */
export const LOAD_FAILURE_ID = 'page-load-failure';

export function showLoadFailure(error: unknown, reload: () => void = () => window.location.reload()): HTMLElement {
  document.getElementById(LOAD_FAILURE_ID)?.remove();
  const box = document.createElement('div');
  box.id = LOAD_FAILURE_ID;
  box.setAttribute('role', 'alert');
  Object.assign(box.style, {
    textAlign: 'center',
    color: '#fff',
    backgroundColor: '#fa383e',
    border: '1px solid #fa383e',
    borderRadius: '0.25rem',
    boxSizing: 'border-box',
    padding: '1rem',
    margin: '1rem auto',
    maxWidth: 'min(40rem, calc(100% - 2rem))',
  } satisfies Partial<CSSStyleDeclaration>);
  const text = document.createElement('p');
  text.textContent = `${String(error)}. This page is shown as it was sent; search and the color toggle need the part that failed to load.`;
  const actions = document.createElement('div');
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => {
    retry.disabled = true;
    reload();
  });
  actions.append(retry);
  box.append(text, actions);
  // Under the navbar, above the article: where the reader looks first.
  const main = document.querySelector('main') ?? document.getElementById('__docusaurus') ?? document.body;
  main.prepend(box);
  return box;
}
