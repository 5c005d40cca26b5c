/**
 * The reading order of the docs: the order of the sidebars, area by area as the navbar lists them.
 * llms.txt and the full files follow it, so an agent reads an overview before its details.
 * Read from the docs plugin's loaded content (sidebars and doc permalinks) once all content is loaded.
 */
import { areas } from '../../navigation';

interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: { type?: string; id?: string };
}

export interface LoadedDoc {
  id: string;
  permalink: string;
  /** `@site/docs/…` path of the page's source file. */
  source: string;
}

export interface DocsContent {
  loadedVersions?: { docs: LoadedDoc[]; sidebars?: Record<string, SidebarItem[]> }[];
}

export function sidebarOrder(content: DocsContent | undefined): string[] {
  const version = content?.loadedVersions?.[0];
  if (!version) return [];
  const permalinkById = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
  const order: string[] = [];
  const visit = (items: SidebarItem[]): void => {
    for (const item of items) {
      const id = item.type === 'doc' ? item.id : item.link?.type === 'doc' ? item.link.id : undefined;
      const permalink = id ? permalinkById.get(id) : undefined;
      if (permalink && !order.includes(permalink)) order.push(permalink);
      if (item.items) visit(item.items);
    }
  };
  for (const area of areas) visit(version.sidebars?.[area.sidebarId] ?? []);
  return order;
}

/** Sorts routes by the sidebar order; routes outside the sidebars follow in address order. */
export function inReadingOrder<T extends { route: string }>(pages: T[], order: string[]): T[] {
  const rank = new Map(order.map((route, index) => [route, index]));
  const key = (page: T) => rank.get(page.route) ?? Number.MAX_SAFE_INTEGER;
  return [...pages].sort((a, b) => key(a) - key(b) || a.route.localeCompare(b.route));
}
