import { markFirstPageCommitted } from '../lib/hydration';

// Docusaurus calls this in a layout effect once the first page is committed, and after each navigation.
export function onRouteDidUpdate(): void {
  markFirstPageCommitted();
}
