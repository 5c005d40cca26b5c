import type { PropDocContent } from '@docusaurus/plugin-content-docs';
import { ISLAND_ATTRIBUTE, ISLAND_DATA_ATTRIBUTE } from './paths';

/** What DocItem needs besides the page body: the same fields the MDX module would carry. */
export type IslandData = Pick<PropDocContent, 'metadata' | 'frontMatter' | 'toc' | 'contentTitle' | 'assets'>;

export interface IslandPage {
  path: string;
  /** The body's HTML; read only when React draws the body anew (not while it hydrates the server's). */
  readonly html: string;
  data: IslandData;
}

// A reader who browses the reference keeps a few pages in memory; older ones are fetched again if revisited.
const KEPT_PAGES = 24;
const pages = new Map<string, IslandPage>();
const pending = new Map<string, Promise<IslandPage>>();

/** Docusaurus paths have no trailing slash on this site (trailingSlash: false). */
export function islandKey(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * Reads the island a server-rendered document holds for `path`, or null if it has none. The body's HTML is
 * written out of the element only when first asked for: the page the browser opened is hydrated, which never
 * reads it, and writing out a large contract page's body was a long task of its start-up on a phone.
 * The element keeps its content after React removes it from the document.
 */
export function readIsland(root: ParentNode, path: string): IslandPage | null {
  const element = root.querySelector(`[${ISLAND_ATTRIBUTE}]`);
  if (!element || element.getAttribute(ISLAND_ATTRIBUTE) !== path) return null;
  const json = element.querySelector(`script[${ISLAND_DATA_ATTRIBUTE}]`)?.textContent;
  if (!json) return null;
  let html: string | null = null;
  return {
    path,
    data: JSON.parse(json) as IslandData,
    get html() {
      html ??= element.innerHTML;
      return html;
    },
  };
}

async function fetchIsland(path: string): Promise<IslandPage> {
  const response = await fetch(path, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Loading ${path} failed: HTTP ${response.status}`);
  const page = readIsland(new DOMParser().parseFromString(await response.text(), 'text/html'), path);
  if (!page) throw new Error(`Loading ${path} failed: the response holds no reference page`);
  return page;
}

function keep(page: IslandPage): void {
  pages.delete(page.path);
  pages.set(page.path, page);
  for (const oldest of pages.keys()) {
    if (pages.size <= KEPT_PAGES) break;
    pages.delete(oldest);
  }
}

/**
 * Resolves once the page at `pathname` can render synchronously. The first page comes from the
 * document itself (the server rendered it); later ones from the server-rendered HTML of their
 * address. A rejection makes Docusaurus reload the address, which shows the page or the host's error.
 */
export function loadIslandPage(pathname: string): Promise<void> {
  const path = islandKey(pathname);
  if (pages.has(path)) return Promise.resolve();
  const inDocument = readIsland(document, path);
  if (inDocument) {
    keep(inDocument);
    return Promise.resolve();
  }
  let request = pending.get(path);
  if (!request) {
    request = fetchIsland(path).finally(() => pending.delete(path));
    pending.set(path, request);
  }
  return request.then(keep);
}

export function islandPage(pathname: string): IslandPage | undefined {
  return pages.get(islandKey(pathname));
}
