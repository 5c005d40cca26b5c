import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';

import { generatedSource } from '@site/src/lib/generated-pages';
import styles from './styles.module.css';

/**
 * The theme's footer (edit link for written pages), and on generated pages, which have no file to
 * edit, a note naming the source and the generator a change should go to.
 */
export default function FooterWrapper(): ReactNode {
  const { metadata } = useDoc();
  const generated = generatedSource(metadata.permalink);
  if (!generated) return <Footer />;
  return (
    // The theme's footer class keeps the note out of the search index and the Markdown twin, as the
    // edit link it replaces is.
    <footer className={clsx(ThemeClassNames.docs.docFooter, styles.generated)} data-testid="generated-source">
      Generated page: built from <code>{generated.source}</code> by <code>{generated.generator}</code>. To change it, edit those, not the
      page.
    </footer>
  );
}
