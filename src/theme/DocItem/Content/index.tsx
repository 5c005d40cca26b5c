import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import ServerIsland from '@site/src/reference-islands/ServerIsland';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

/**
 * The theme's DocItem/Content, with the page body wrapped for GraphQL reference pages on the server
 * (the theme passes it into MDXContent as it is), and the copy-page menu floated beside the title.
 * The menu sits before the Markdown root, not in it, so its label never reaches the search index or
 * the page's Markdown twin.
 */
export default function DocItemContentWrapper({ children, ...props }: Props): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <Content {...props}>
        <ServerIsland>{children}</ServerIsland>
      </Content>
    </>
  );
}
