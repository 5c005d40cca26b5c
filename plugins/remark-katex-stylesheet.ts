import type { Root } from 'mdast';

/** Where the site serves KaTeX's stylesheet (copied from the katex package by plugins/generate.ts). */
export const KATEX_STYLESHEET = '/katex/katex.min.css';

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
 * the 23 KB stylesheet and its fonts are not something every page should pay for.
 */
export default function remarkKatexStylesheet() {
  return (tree: Root): void => {
    if (!hasMath(tree as unknown as MathNode)) return;
    // With `precedence`, React 19 hoists the stylesheet into <head>, on the server and on client
    // navigations alike, and waits for it before showing the content (no unstyled flash).
    const link = {
      type: 'mdxJsxFlowElement',
      name: 'link',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet' },
        { type: 'mdxJsxAttribute', name: 'href', value: KATEX_STYLESHEET },
        { type: 'mdxJsxAttribute', name: 'precedence', value: 'default' },
      ],
      children: [],
    };
    (tree.children as unknown[]).unshift(link);
  };
}
