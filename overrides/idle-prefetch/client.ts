// Stands in for @docusaurus/core/lib/client/docusaurus.js in the browser bundle (see ./index.ts).
import { matchRoutes } from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import preloadRoute from '@docusaurus/core/lib/client/preload.js';
import { chunkNamesByRoute, type ChunkTree } from './chunkNames';

/** Set by Docusaurus's ChunkAssetPlugin: the URL of a named chunk. */
declare const __webpack_require__: { gca(chunkName: string): string | undefined };

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** One idle slice does at most this much (ms), so prefetching never becomes a long task. */
const SLICE_MS = 8;

const queued = new Set<string>();
const preloaded = new Set<string>();
const prefetchedUrls = new Set<string>();
const pending: string[] = [];
let scheduled = false;
let chunkIndex: Map<string, string[]> | undefined;

function onSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function addPrefetchLink(url: string): void {
  if (prefetchedUrls.has(url)) return;
  prefetchedUrls.add(url);
  const link = document.createElement('link');
  if (link.relList?.supports?.('prefetch')) {
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  } else {
    // Browsers without <link rel=prefetch> (Safari) warm the HTTP cache with a plain request.
    fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
  }
}

function prefetchNow(routePath: string): void {
  chunkIndex ??= chunkNamesByRoute(routesChunkNames as Record<string, ChunkTree>);
  for (const match of matchRoutes(routes, routePath)) {
    for (const chunkName of chunkIndex.get(match.route.path ?? '') ?? []) {
      const url = __webpack_require__.gca(chunkName);
      // The bundler may have merged a chunk into another one; then there is nothing to fetch.
      if (url && !url.includes('undefined')) addPrefetchLink(url);
    }
  }
}

/** A slice's time check: `more` (what the browser allows), and never past SLICE_MS from now. */
function forSlice(more: () => boolean): () => boolean {
  const end = performance.now() + SLICE_MS;
  return () => performance.now() < end && more();
}

function runSlice(hasTime: () => boolean): void {
  scheduled = false;
  while (pending.length && hasTime()) prefetchNow(pending.shift()!);
  if (pending.length) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  if (typeof window.requestIdleCallback === 'function') {
    // An idle period can last 50 ms; filled, it is a long task on a phone (and Lighthouse counts it
    // four times over), so a slice also stops at SLICE_MS. After the timeout there is no idle time left
    // to ask about: the slice just runs its SLICE_MS.
    window.requestIdleCallback((deadline) => runSlice(forSlice(() => deadline.didTimeout || deadline.timeRemaining() > 1)), {
      timeout: 5000,
    });
  } else {
    window.setTimeout(() => runSlice(forSlice(() => true)), 200);
  }
}

/** Called by <Link> when a link scrolls into view. */
function prefetch(routePath: string): boolean {
  if (onSlowConnection() || queued.has(routePath) || preloaded.has(routePath)) return false;
  queued.add(routePath);
  pending.push(routePath);
  schedule();
  return true;
}

/** Called by <Link> on hover or touch, and before an in-app navigation: loads the route's code now. */
function preload(routePath: string): false | Promise<unknown> {
  if (onSlowConnection() || preloaded.has(routePath)) return false;
  preloaded.add(routePath);
  return preloadRoute(routePath);
}

export default Object.freeze({ prefetch, preload });
