import type { ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import DocItem from '@theme/DocItem';
import type { PropDocContent } from '@docusaurus/plugin-content-docs';
import type { RouteConfigComponentProps } from 'react-router-config';
import IslandHtml from './IslandHtml';
import { islandPage, type IslandPage as Page } from './pageStore';

// One content object per page, so moving between pages re-renders and revisiting does not remount.
const contents = new WeakMap<Page, PropDocContent>();

function contentOf(page: Page): PropDocContent {
  let content = contents.get(page);
  if (!content) {
    // One component per page, made once and kept in the WeakMap, so React sees a stable type.
    // biome-ignore lint/correctness/noComponentHookFactories: memoized per page above
    const Body = () => <IslandHtml page={page} />;
    content = Object.assign(Body, page.data) as unknown as PropDocContent;
    contents.set(page, content);
  }
  return content;
}

/** Renders a reference page (GraphQL or contract) with the theme's own doc layout around the kept HTML. */
export default function IslandPage({ route }: RouteConfigComponentProps): ReactNode {
  const { pathname } = useLocation();
  const page = islandPage(pathname);
  if (!page) throw new Error(`The reference page ${pathname} is not loaded.`);
  return <DocItem route={route as never} content={contentOf(page)} />;
}
