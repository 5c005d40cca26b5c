/** A route's chunk names as Docusaurus generates them: nested objects whose leaves are chunk names. */
export type ChunkTree = string | { [key: string]: ChunkTree } | ChunkTree[];

function leaves(tree: ChunkTree, into: string[]): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) leaves(value, into);
  return into;
}

/**
 * Route path → the chunk names it needs. Docusaurus keys routesChunkNames by "path-hash" and scans
 * all of them on every prefetch; indexing once makes each lookup constant time.
 */
export function chunkNamesByRoute(routesChunkNames: Record<string, ChunkTree>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const path = key.replace(/-[^-]+$/, '');
    const names = index.get(path) ?? [];
    index.set(path, leaves(tree, names));
  }
  return index;
}
