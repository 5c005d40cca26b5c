import { isIslandPath } from '../../src/reference-islands/paths';

/**
 * Rewrites of the files Docusaurus generates in `.docusaurus/` before the browser bundle is built.
 * Docusaurus puts the route, the code-split chunk and the metadata of every page into the code every
 * page loads, a little per page; for the generated references (GraphQL and contract pages), which are most
 * of the pages, that is most of the weight.
 * The browser build gets copies without the island pages, plus one route per reference folder that
 * matches exactly the pages that exist, so unknown addresses still reach the 404 page.
 * The server build keeps the original files and renders every page in full.
 */

const ROUTE_COMPONENT = 'ReferenceIslandRoute';
const ROUTE_IMPORT = `import ${ROUTE_COMPONENT} from '@site/src/reference-islands/IslandRoute';\n`;

// A leaf route as Docusaurus 3.8 writes it in routes.js (one doc page; `sidebar` only if the page is in one).
const LEAF_ROUTE =
  /\{\s*path: '([^']+)',\s*component: ComponentCreator\('[^']*', '[^']*'\),\s*exact: true,?(?:\s*sidebar: "([^"]+)")?\s*\},?[ \t]*\n?/g;

export interface RoutesRewrite {
  code: string;
  /** Paths of the pages that became islands. */
  islands: string[];
}

export function rewriteRoutes(source: string): RoutesRewrite {
  const islands: { path: string; sidebar: string | undefined }[] = [];
  /** Per indentation (one list of routes), where its last staying page's closing brace is in `code`. */
  const lastKeptAt = new Map<string, number>();
  let removed = 0;
  let firstAt = -1;
  let indent = '';
  const indentAt = (offset: number): string => /([ \t]*)$/.exec(source.slice(0, offset))?.[1] ?? '';
  const code = source.replace(LEAF_ROUTE, (block: string, path: string, sidebar: string | undefined, offset: number) => {
    if (!isIslandPath(path)) {
      lastKeptAt.set(indentAt(offset), offset - removed + block.lastIndexOf('}') + 1);
      return block;
    }
    if (firstAt < 0) {
      firstAt = offset;
      indent = indentAt(offset);
    }
    islands.push({ path, sidebar });
    removed += block.length;
    return '';
  });
  // Every island path Docusaurus wrote must have matched the leaf pattern; otherwise its format changed.
  const written = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1] ?? '').filter(isIslandPath);
  if (written.length !== islands.length) {
    throw new Error(
      `reference-islands: ${written.length} island routes (GraphQL and contract reference) in routes.js but ${islands.length} matched the expected shape; ` +
        'the generated routes format changed (Docusaurus upgrade?).',
    );
  }
  if (islands.length === 0) return { code: source, islands: [] };
  const blocks = islandRoutes(islands).map(({ pattern, sidebar }) =>
    [
      `{\n${indent}  path: '${pattern}',`,
      `${indent}  component: ${ROUTE_COMPONENT},`,
      `${indent}  exact: true,`,
      ...(sidebar ? [`${indent}  sidebar: "${sidebar}"`] : []),
      `${indent}}`,
    ].join('\n'),
  );
  // The router tries a list's routes in order, compiling each pattern it tries, and the island patterns
  // list hundreds of pages each. After the last other page of their list, they cost nothing to the
  // pages readers open most; they match no other page, so the order changes no result.
  const closeAt = lastKeptAt.get(indent);
  if (closeAt !== undefined) {
    const after = blocks.map((block) => `,\n${indent}${block}`).join('');
    return { code: ROUTE_IMPORT + code.slice(0, closeAt) + after + code.slice(closeAt), islands: islands.map((i) => i.path) };
  }
  // Islands only: where the first of them was, each followed by a comma like the pages it replaces.
  const before = blocks.map((block) => `${block},\n${indent}`).join('');
  return { code: ROUTE_IMPORT + code.slice(0, firstAt) + before + code.slice(firstAt), islands: islands.map((i) => i.path) };
}

/**
 * One path pattern per folder and sidebar, listing its pages exactly, so an unknown address still
 * falls through to the 404 page: `/api/lockup/graphql/envio/objects/:page(action|asset)`.
 */
export function islandRoutes(routes: { path: string; sidebar?: string | undefined }[]): { pattern: string; sidebar?: string }[] {
  const groups = new Map<string, { folder: string; sidebar?: string; pages: string[] }>();
  for (const { path, sidebar } of routes) {
    const cut = path.lastIndexOf('/');
    const folder = path.slice(0, cut);
    const key = `${folder} ${sidebar ?? ''}`;
    const group = groups.get(key) ?? { folder, ...(sidebar ? { sidebar } : {}), pages: [] };
    group.pages.push(path.slice(cut + 1));
    groups.set(key, group);
  }
  // Fewest pages first. The router compiles every pattern it tries before the matching one, and V8 compiles a
  // regular expression twice (bytecode on its first match, machine code on its second): the GraphQL folders'
  // alternations of hundreds of names, case-insensitive, made a long task before a contract page could start.
  // The folders hold disjoint pages, so the order changes no match.
  return [...groups.values()]
    .sort((a, b) => a.pages.length - b.pages.length || a.folder.localeCompare(b.folder))
    .map(({ folder, sidebar, pages }) => ({
      pattern: `${folder}/:page(${pages.sort().join('|')})`,
      ...(sidebar ? { sidebar } : {}),
    }));
}

const DOC_MODULE = /"@site\/docs(\/[^"]+?)\.mdx?"/;

/** Drops the registry entries of island pages and points modules at their rewritten copies. */
export function rewriteRegistry(source: string, replacements: ReadonlyMap<string, string>): string {
  return (
    source
      .split('\n')
      // Docusaurus closes the object on the line of its last entry (`…],};`): dropping that entry keeps the `};`.
      .map((line) => (isIslandPath(DOC_MODULE.exec(line)?.[1] ?? '') ? (line.trimEnd().endsWith('};') ? '};' : null) : line))
      .filter((line): line is string => line !== null)
      .map((line) => {
        for (const [from, to] of replacements) {
          if (line.includes(`"${from}"`)) return line.split(`"${from}"`).join(`"${to}"`);
        }
        return line;
      })
      .join('\n')
  );
}

/** routesChunkNames.json: keys are `<path>-<hash>`. */
export function rewriteChunkNames(chunkNames: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !isIslandPath(key.replace(/-[^-]+$/, ''))));
}

interface GlobalDocsVersion {
  docs?: { path: string }[];
}

/** globalData.json: each docs instance lists every doc's id, path and sidebar for every page to read. */
export function rewriteGlobalData(globalData: Record<string, Record<string, unknown>>): Record<string, Record<string, unknown>> {
  const docsPlugin = globalData['docusaurus-plugin-content-docs'];
  if (!docsPlugin) return globalData;
  const instances = Object.fromEntries(
    Object.entries(docsPlugin).map(([id, instance]) => {
      const versions = (instance as { versions?: GlobalDocsVersion[] }).versions ?? [];
      return [
        id,
        {
          ...(instance as object),
          versions: versions.map((v) => ({ ...v, docs: v.docs?.filter((doc) => !isIslandPath(doc.path)) })),
        },
      ];
    }),
  );
  return { ...globalData, 'docusaurus-plugin-content-docs': instances };
}

/** A docs version's props carry the title and description of every doc (for doc cards). */
export function rewriteVersionProps(props: { version?: { docs?: Record<string, unknown> } }): typeof props | null {
  const docs = props.version?.docs;
  if (!docs) return null;
  const kept = Object.fromEntries(Object.entries(docs).filter(([id]) => !isIslandPath(`/${id}`)));
  if (Object.keys(kept).length === Object.keys(docs).length) return null;
  return { ...props, version: { ...props.version, docs: kept } };
}
