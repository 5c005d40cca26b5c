import { markFirstPageCommitted } from '../lib/hydration';
import { forgetOpenedAtSection } from '../lib/opened-at-section';

interface RouteUpdate {
  location: { pathname: string };
  previousLocation: { pathname: string } | null;
}

// Docusaurus calls this in a layout effect once the first page is committed, and after each navigation.
export function onRouteDidUpdate({ location, previousLocation }: RouteUpdate): void {
  markFirstPageCommitted();
  if (previousLocation && previousLocation.pathname !== location.pathname) forgetOpenedAtSection();
}
