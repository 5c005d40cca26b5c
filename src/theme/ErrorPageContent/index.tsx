import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

/** A crash inside the page layout keeps the crashed page's title; say plainly that it is an error page. */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
