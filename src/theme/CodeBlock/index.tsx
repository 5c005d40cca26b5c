import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';

// Prism and its grammars (tens of KB) load only on pages that show a code block.
const HighlightedCodeBlock = lazy(() => import('./Highlighted'));

/** Shown only while the highlighter loads after an in-app navigation: the same code, unhighlighted. */
function PlainCodeBlock({ children, className }: Props): ReactNode {
  return (
    <div className={`theme-code-block ${className ?? ''}`}>
      <pre className="prism-code" tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

/**
 * The theme's code block, loaded on demand. On a first visit the server already sent the highlighted
 * HTML and React leaves it as is until the highlighter arrives, so a reader sees no change.
 */
export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
