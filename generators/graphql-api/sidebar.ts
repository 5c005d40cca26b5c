/**
 * Keeps the API sidebar short: in each generated GraphQL reference only the overview and the
 * pages of stored entities (tables, subgraph entities, `_Meta_`/`_Block_`) appear. Inputs,
 * enums, scalars, queries and aggregate helper objects stay reachable from the overview page,
 * and are left out of the sidebar data that every API page ships to the browser.
 */
interface Item {
  type: string;
  id?: string;
  items?: Item[];
  link?: unknown;
}

const REFERENCE = /^api\/[^/]+\/graphql\/(?:envio|the-graph)\/(directives|enums|inputs|objects|queries|scalars)\/([^/]+)$/;

export function inSidebar(docId: string): boolean {
  const match = REFERENCE.exec(docId);
  if (!match) return true;
  const [, kind = '', slug = ''] = match;
  return kind === 'objects' && !/-(?:aggregate|fields)$/.test(slug);
}

export function pruneSidebar<T>(items: T[]): T[] {
  return prune(items as unknown as Item[]) as unknown as T[];
}

function prune(items: Item[]): Item[] {
  const out: Item[] = [];
  for (const item of items) {
    if (item.type === 'doc' && item.id && !inSidebar(item.id)) continue;
    if (item.type === 'category' && item.items) {
      const kept = prune(item.items);
      if (kept.length === 0 && !item.link) continue;
      out.push({ ...item, items: kept });
      continue;
    }
    out.push(item);
  }
  return out;
}
