import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Metadata from '@theme-original/DocItem/Metadata';

import { twinPath } from '@site/src/lib/twin';

/** The theme's page metadata, plus a link that tells crawlers and tools where the page's Markdown is. */
export default function MetadataWrapper(): ReactNode {
  const { metadata } = useDoc();
  const href = useBaseUrl(twinPath(metadata.permalink), { absolute: true });
  return (
    <>
      <Metadata />
      <Head>
        <link rel="alternate" type="text/markdown" href={href} />
      </Head>
    </>
  );
}
