import { markFirstPageCommitted } from '../lib/hydration';

interface RouteUpdate {
  location: { pathname: string };
  previousLocation: { pathname: string } | null;
}

// Docusaurus calls this in a layout effect once the first page is committed, and after each navigation.
export function onRouteDidUpdate(_update: RouteUpdate): void {
  markFirstPageCommitted();
}
