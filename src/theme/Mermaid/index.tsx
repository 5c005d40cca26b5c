import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type { Props } from '@theme/Mermaid';

import { keepHashTargetInView } from '@site/src/lib/hash-target';

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

/** Rendering changes the diagram's height after load; a reader who came for a section below must stay on it. */
function HeightWatch({ children }: { children: ReactNode }): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => keepHashTargetInView(element));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={box}>{children}</div>;
}

export default function Mermaid(props: Props): ReactNode {
  return (
    <BrowserOnly fallback={<Source {...props} />}>
      {() => (
        <HeightWatch>
          <Suspense fallback={<Source {...props} />}>
            <MermaidDiagram {...props} />
          </Suspense>
        </HeightWatch>
      )}
    </BrowserOnly>
  );
}
