import { Suspense, useLayoutEffect, useRef, useState, startTransition, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock';
import { KEEP_SERVER_HTML } from '@site/src/lib/hydration';
import { PartBoundary, retryableLazy } from '@site/src/lib/lazy-part';

// The theme's copy and word-wrap buttons: browser-only, so they come after the page is shown. If their
// code cannot load, the block stays as the server sent it, without buttons (a later block tries again).
const CodeBlockButtons = retryableLazy(() => import('@theme/CodeBlock/Buttons'));

type Metadata = ReturnType<typeof createCodeBlockMetadata>;

/** The theme's buttons for a block React did not render, with the context the theme gives them. */
function ButtonsForKeptBlock({ pre, metadata }: { pre: HTMLPreElement; metadata: Metadata }): ReactNode {
  const wordWrap = useCodeWordWrap();
  // A layout effect: the word-wrap hook measures the <pre> in its own effects, which run after this.
  useLayoutEffect(() => {
    wordWrap.codeBlockRef.current = pre;
  }, [pre, wordWrap.codeBlockRef]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <PartBoundary name="The code-block buttons" fallback={() => null}>
        <Suspense fallback={null}>
          <CodeBlockButtons />
        </Suspense>
      </PartBoundary>
    </CodeBlockContextProvider>
  );
}

/**
 * A code block whose highlighted HTML the server already sent: React adopts the wrapper element and
 * leaves everything inside it alone. The buttons are the theme's own, rendered into the block with a
 * portal and given the same context as in the theme (the code without magic comments, word wrap).
 */
export default function KeptCodeBlock(props: Props & { onMissingHtml: () => void }): ReactNode {
  const { prism } = useThemeConfig();
  const wrapper = useRef<HTMLDivElement>(null);
  const [pre, setPre] = useState<HTMLPreElement | null>(null);
  const { onMissingHtml } = props;

  useLayoutEffect(() => {
    const found = wrapper.current?.querySelector<HTMLPreElement>('pre');
    if (!found?.parentElement) {
      // No server HTML here after all (React fell back to rendering this part in the browser).
      onMissingHtml();
      return;
    }
    // Buttons are not urgent: a transition lets React add them without blocking the page.
    startTransition(() => setPre(found));
  }, [onMissingHtml]);

  return (
    <>
      <div ref={wrapper} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
      {pre?.parentElement &&
        createPortal(
          <ButtonsForKeptBlock
            pre={pre}
            metadata={createCodeBlockMetadata({
              code: props.children as string,
              className: props.className,
              metastring: props.metastring,
              magicComments: prism.magicComments,
              defaultLanguage: prism.defaultLanguage,
              language: props.language,
              title: props.title,
              showLineNumbers: props.showLineNumbers,
            })}
          />,
          pre.parentElement,
        )}
    </>
  );
}
