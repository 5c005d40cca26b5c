import type { Root } from 'mdast';

/** Where the site serves KaTeX's stylesheet (copied from the katex package by generators/generate.ts). */
export const KATEX_STYLESHEET = '/katex/katex.min.css';

/** A <link> as MDX JSX: React 19 hoists it into <head>, on the server and on client navigations alike. */
export function jsxLink(attributes: Record<string, string>) {
  return {
    type: 'mdxJsxFlowElement',
    name: 'link',
    attributes: Object.entries(attributes).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value })),
    children: [],
  };
}

interface MathNode {
  type: string;
  children?: MathNode[];
}

function hasMath(node: MathNode): boolean {
  if (node.type === 'math' || node.type === 'inlineMath') return true;
  return (node.children ?? []).some(hasMath);
}

/**
 * Adds the KaTeX stylesheet to pages that contain math, and only those:
 * the stylesheet and its fonts are not something every page should pay for. The fonts each
 * page uses are named by rehype-katex-font-preloads, once the formulas are typeset.
 */
export default function remarkKatexStylesheet() {
  return (tree: Root): void => {
    if (!hasMath(tree as unknown as MathNode)) return;
    // With `precedence`, React 19 hoists the stylesheet into <head>, on the server and on client
    // navigations alike, and waits for it before showing the content (no unstyled flash).
    const stylesheet = jsxLink({ rel: 'stylesheet', href: KATEX_STYLESHEET, precedence: 'default' });
    (tree.children as unknown[]).unshift(stylesheet);
  };
}
