import { type ReactNode, useState } from 'react';

import { hydratingOnNarrowScreen, KEEP_SERVER_HTML } from './hydration';

/**
 * Renders `children` (whose root must be one <div>), except while the first page hydrates on a narrow
 * screen: the theme removes that part right after hydration there, so this keeps the server's HTML of
 * it untouched instead (React hydrates an element given inner HTML without walking its children, and
 * does not patch a hydrated element's attributes). A phone saves hydrating, then unmounting, a
 * desktop-only list of links.
 */
export default function KeptUntilDropped({ children }: { children: ReactNode }): ReactNode {
  const [kept] = useState(hydratingOnNarrowScreen);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string that React never writes: the server's part stays inside
  if (kept) return <div dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return children;
}
