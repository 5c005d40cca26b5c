import { useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useHistory } from '@docusaurus/router';
import { ISLAND_ATTRIBUTE, isHiddenFromSearchEngines } from './paths';
import type { IslandPage } from './pageStore';
import './island.css';

const COPIED_FOR_MS = 1500;

/** Where a click on this link should go inside the app, or null to let the browser handle it. */
function inAppTarget(anchor: HTMLAnchorElement, event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // Same page, other heading: the browser scrolls and keeps history itself.
  if (url.pathname === window.location.pathname && url.hash) return null;
  return url.pathname + url.search + url.hash;
}

const COPY_BUTTON = 'data-island-copy';

function copyCode(button: HTMLButtonElement): void {
  const code = button.closest('.theme-code-block')?.querySelector<HTMLElement>('pre code');
  if (!code || !navigator.clipboard) return;
  void navigator.clipboard.writeText(code.innerText).then(() => {
    button.textContent = 'Copied';
    window.setTimeout(() => {
      button.textContent = 'Copy';
    }, COPIED_FOR_MS);
  });
}

/** The theme renders code-block buttons in the browser only; kept HTML gets a plain copy button instead. */
function addCopyButtons(root: HTMLElement): void {
  for (const pre of Array.from(root.querySelectorAll<HTMLElement>('.theme-code-block pre'))) {
    const holder = pre.parentElement;
    if (!holder || holder.querySelector(`[${COPY_BUTTON}]`)) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'clean-btn';
    button.setAttribute(COPY_BUTTON, '');
    button.setAttribute('aria-label', 'Copy code to clipboard');
    button.textContent = 'Copy';
    holder.appendChild(button);
  }
}

/**
 * The body of a reference page (GraphQL or contract), kept as the server rendered it: React never re-renders its
 * inside, so its links and copy buttons are served by one listener here instead of per-element code.
 */
export default function IslandHtml({ page }: { page: IslandPage }): ReactNode {
  const { path } = page;
  const history = useHistory();
  const ref = useRef<HTMLDivElement>(null);
  // React 19 sets innerHTML again whenever this object is a new one, even with the same text: the page
  // re-renders on every change of address (a table-of-contents link, leaving the page), and each time the
  // whole body (a large contract page's) was parsed and laid out anew. The getter leaves the HTML unread while
  // React hydrates the server's body, which it never compares in production.
  const inner = useMemo(
    () => ({
      get __html() {
        return page.html;
      },
    }),
    [page],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page's body needs its copy buttons again
  useEffect(() => {
    if (ref.current) addCopyButtons(ref.current);
  }, [page]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const copy = target.closest<HTMLButtonElement>(`button[${COPY_BUTTON}]`);
    if (copy) {
      copyCode(copy);
      return;
    }
    const anchor = target.closest<HTMLAnchorElement>('a[href]');
    const to = anchor ? inAppTarget(anchor, event) : null;
    if (to) {
      event.preventDefault();
      history.push(to);
    }
  };
  return (
    <>
      {isHiddenFromSearchEngines(path) && (
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: clicks come from the links and buttons inside, which keep their own keyboard behaviour */}
      <div ref={ref} {...{ [ISLAND_ATTRIBUTE]: path }} dangerouslySetInnerHTML={inner} suppressHydrationWarning onClick={onClick} />
    </>
  );
}
