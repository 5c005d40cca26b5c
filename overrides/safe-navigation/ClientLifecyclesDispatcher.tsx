// Stands in for @docusaurus/core/lib/client/ClientLifecyclesDispatcher.js in the browser bundle (see ./index.ts).
import type { ReactNode } from 'react';
import clientModules from '@generated/client-modules';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/** The parts of a router location this module reads. */
interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

type Lifecycle = 'onRouteUpdate' | 'onRouteDidUpdate';
type Callback = (...args: unknown[]) => (() => void) | undefined;

export function dispatchLifecycleAction(lifecycleAction: Lifecycle, ...args: unknown[]): () => void {
  const callbacks = clientModules.map((clientModule) => {
    const module = clientModule as { default?: Record<string, Callback> } & Record<string, Callback>;
    const lifecycleFunction = module.default?.[lifecycleAction] ?? module[lifecycleAction];
    return lifecycleFunction?.(...args);
  });
  return () => {
    for (const cb of callbacks) cb?.();
  };
}

/**
 * The id a `#fragment` names, or null when it cannot be decoded (`#100%`, `#%E0%A4%A`): the original
 * decodes without a guard, and the URIError took the whole page down with "This page crashed".
 */
function fragmentId(hash: string): string | null {
  try {
    return decodeURIComponent(hash.substring(1));
  } catch {
    return null;
  }
}

function scrollAfterNavigation({ location, previousLocation }: { location: RouteLocation; previousLocation: RouteLocation | null }): void {
  if (!previousLocation) return; // the browser scrolls on the first load by itself
  const samePathname = location.pathname === previousLocation.pathname;
  const sameHash = location.hash === previousLocation.hash;
  const sameSearch = location.search === previousLocation.search;
  // Query-string changes do not scroll.
  if (samePathname && sameHash && !sameSearch) return;
  const { hash } = location;
  if (!hash) {
    window.scrollTo(0, 0);
    return;
  }
  // A fragment that names nothing (or cannot be decoded) is ignored, as a browser ignores it.
  const id = fragmentId(hash);
  if (id === null) return;
  document.getElementById(id)?.scrollIntoView();
}

function ClientLifecyclesDispatcher({
  children,
  location,
  previousLocation,
}: {
  children: ReactNode;
  location: RouteLocation;
  previousLocation: RouteLocation | null;
}): ReactNode {
  useIsomorphicLayoutEffect(() => {
    if (previousLocation !== location) {
      scrollAfterNavigation({ location, previousLocation });
      dispatchLifecycleAction('onRouteDidUpdate', { previousLocation, location });
    }
  }, [previousLocation, location]);
  return children;
}

export default ClientLifecyclesDispatcher;
