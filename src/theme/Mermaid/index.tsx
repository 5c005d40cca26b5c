import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type { Props } from '@theme/Mermaid';

import { keepHashTargetInView } from '@site/src/lib/hash-target';
import { PartBoundary, PartFailure, retryableLazy } from '@site/src/lib/lazy-part';

import styles from './styles.module.css';

/**
 * Mermaid is a large library and the theme imports it from the MDX components every page shares, so
 * every page would download it. Loading the original component lazily puts Mermaid in
 * its own chunk that only pages with a diagram fetch, when the first diagram is about to be seen. Until it
 * renders (and without JavaScript) the diagram's source is shown, which is readable text; if Mermaid cannot
 * load or draw, the source stays, with a notice and a retry.
 */
const MermaidDiagram = retryableLazy(() => import('@theme-original/Mermaid'));

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

/**
 * Drawing a diagram is a long task on the main thread (hundreds of milliseconds on a phone), so a diagram is drawn
 * only once it comes within a screen of the viewport; until then its source stands in. A page whose diagrams are
 * further down loads, and responds, as if it had none.
 */
const NEAR = '100% 0px';

/** Drawing changes the diagram's height; a reader who came for a section below it must stay on that section. */
function DrawWhenNear(props: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => keepHashTargetInView(element));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} data-diagram="">
      {near ? (
        <PartBoundary
          name="A diagram"
          fallback={(retry) => (
            <>
              <PartFailure message="This diagram could not be drawn; its source is shown." onRetry={retry} />
              <Source {...props} />
            </>
          )}
        >
          <Suspense fallback={<Source {...props} />}>
            <MermaidDiagram {...props} />
          </Suspense>
        </PartBoundary>
      ) : (
        <Source {...props} />
      )}
    </div>
  );
}

export default function Mermaid(props: Props): ReactNode {
  return <BrowserOnly fallback={<Source {...props} />}>{() => <DrawWhenNear {...props} />}</BrowserOnly>;
}
