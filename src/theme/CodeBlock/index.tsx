import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import { isHydratingFirstPage } from '@site/src/lib/hydration';
import { PartBoundary, retryableLazy } from '@site/src/lib/lazy-part';
import KeptCodeBlock from './Kept';

// Prism and its grammars (tens of KB) load only when a code block has to be rendered in the browser.
// If they cannot load, the block stays plain (readable, unhighlighted); a later block tries again.
const HighlightedCodeBlock = retryableLazy(() => import('./Highlighted'));

/**
 * Shown while the highlighter loads after an in-app navigation, or for good if it cannot: the same code,
 * unhighlighted.
 */
function PlainCodeBlock({ children, className }: Props): ReactNode {
  return (
    <div className={`theme-code-block ${className ?? ''}`}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a code block scrolls sideways; keyboard readers must be able to focus it to scroll */}
      <pre className="prism-code" tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

/**
 * The theme's code block, highlighted on the server. On the first page a reader opens, the browser
 * keeps that highlighted HTML as it is (KeptCodeBlock) and only adds the buttons: no highlighter is
 * downloaded and no token is rebuilt as a React element. Blocks rendered later (after an in-app
 * navigation, or in a tab opened later) load the highlighter and render as the theme does.
 */
export default function CodeBlock(props: Props): ReactNode {
  const [keep, setKeep] = useState(() => isHydratingFirstPage() && typeof props.children === 'string');
  const renderInstead = useCallback(() => setKeep(false), []);
  if (keep) return <KeptCodeBlock {...props} onMissingHtml={renderInstead} />;
  // The same wrapper as KeptCodeBlock's, so that either way of rendering matches the server HTML.
  return (
    <div>
      <PartBoundary name="The code highlighter" fallback={() => <PlainCodeBlock {...props} />}>
        <Suspense fallback={<PlainCodeBlock {...props} />}>
          <HighlightedCodeBlock {...props} />
        </Suspense>
      </PartBoundary>
    </div>
  );
}
