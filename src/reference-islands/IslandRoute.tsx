import type { ComponentType, ReactNode } from 'react';
import type { RouteConfigComponentProps } from 'react-router-config';
import { isIslandPath } from './paths';
import { loadIslandPage } from './pageStore';

let Page: ComponentType<RouteConfigComponentProps> | null = null;

/**
 * Browser-side route of every island page, GraphQL and contract reference (the build swaps it in for their routes; see
 * overrides/reference-islands). Docusaurus awaits `preload` before it renders a route, both when the
 * site starts and on every navigation, and it changes the address first, so the address is then the
 * page being opened. Links also call `preload` when hovered, without saying for which address: then
 * the address is not a reference page (or is one already loaded), and only the page code is fetched.
 */
export default function ReferenceIslandRoute(props: RouteConfigComponentProps): ReactNode {
  if (!Page) throw new Error('A reference page rendered before it was loaded.');
  return <Page {...props} />;
}

ReferenceIslandRoute.preload = async (): Promise<void> => {
  const { pathname } = window.location;
  const [module] = await Promise.all([import('./IslandPage'), isIslandPath(pathname) ? loadIslandPage(pathname) : null]);
  Page = module.default;
};
