import { lazy, Suspense, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type { Props } from '@theme/Mermaid';

import styles from './styles.module.css';

/**
 * Mermaid is over 150 KB gzipped and the theme imports it from the MDX components every page
 * shares, so every page would download it. Loading the original component lazily puts Mermaid in
 * its own chunk that only pages with a diagram fetch. Until it renders (and without JavaScript)
 * the diagram's source is shown, which is readable text.
 */
const MermaidDiagram = lazy(() => import('@theme-original/Mermaid'));

/** `data-search="skip"`: diagram source is never indexed or shown as a search snippet. */
function Source({ value }: Props): ReactNode {
  return (
    <section aria-label="Diagram source" data-search="skip">
      <pre className={styles.source}>
        <code>{value}</code>
      </pre>
    </section>
  );
}

export default function Mermaid(props: Props): ReactNode {
  return (
    <BrowserOnly fallback={<Source {...props} />}>
      {() => (
        <Suspense fallback={<Source {...props} />}>
          <MermaidDiagram {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
