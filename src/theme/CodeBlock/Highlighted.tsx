import { Children, isValidElement, type ReactNode } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

// The theme registers the extra grammars (solidity, bash...) at start-up on every page; here it happens
// once, with the highlighter (overrides/lazy-code-highlighting removes the start-up registration).
prismIncludeLanguages(Prism);

function stringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's CodeBlock without its remount after loading: the theme renders every block a second
 * time in the browser because its server HTML carries one mode's colours. Ours carries CSS variables
 * (src/prismThemes.ts), so hydrating once is enough, and the block never repaints on load.
 */
export default function HighlightedCodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = stringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
