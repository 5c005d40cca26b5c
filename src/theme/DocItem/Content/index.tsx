import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type { Props } from '@theme/DocItem/Content';
import ServerIsland from '@site/src/graphql-islands/ServerIsland';
import CopyPage from '@site/src/components/CopyPage';

/** The theme's title rule: a front-matter title becomes the h1 unless hidden or the body starts with one. */
function useSyntheticTitle(): string | null {
  const { metadata, frontMatter, contentTitle } = useDoc();
  return !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
}

/**
 * The theme's DocItem/Content, with the page body wrapped for GraphQL reference pages on the server,
 * and the copy-page menu floated beside the title. The menu sits before the Markdown root, not in it,
 * so its label never reaches the search index or the page's Markdown twin.
 */
export default function DocItemContent({ children }: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  const { metadata } = useDoc();
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        {syntheticTitle && (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
          </header>
        )}
        <MDXContent>
          <ServerIsland>{children}</ServerIsland>
        </MDXContent>
      </div>
    </>
  );
}
