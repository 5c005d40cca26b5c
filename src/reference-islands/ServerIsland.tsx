import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { ISLAND_ATTRIBUTE, ISLAND_DATA_ATTRIBUTE, isIslandPath } from './paths';
import type { IslandData } from './pageStore';

/** JSON inside a script element must not be able to close it. */
function scriptSafeJson(data: IslandData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * On the server, wraps a reference page's body (GraphQL or contract) in the element the browser keeps (see
 * IslandHtml), with the page's metadata beside it. In the browser, the island route supplies that
 * element itself, so this renders its children unchanged.
 */
export default function ServerIsland({ children }: { children: ReactNode }): ReactNode {
  const { metadata, frontMatter, toc, contentTitle, assets } = useDoc();
  if (typeof window !== 'undefined' || !isIslandPath(metadata.permalink)) return children;
  const data: IslandData = { metadata, frontMatter, toc, contentTitle, assets };
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: metadata.permalink }}>
      <script type="application/json" {...{ [ISLAND_DATA_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />
      {children}
    </div>
  );
}
