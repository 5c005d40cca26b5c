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
 * Adds the KaTeX stylesheet to the <head> of pages that contain math, and only those:
 * the 23 KB stylesheet and its fonts are not something every page should pay for.
 */
export default function remarkKatexStylesheet() {
  return (tree: Root): void => {
    if (!hasMath(tree as unknown as MathNode)) return;
    const link = {
      type: 'mdxJsxFlowElement',
      name: 'link',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet' },
        { type: 'mdxJsxAttribute', name: 'href', value: KATEX_STYLESHEET },
      ],
      children: [],
    };
    const head = { type: 'mdxJsxFlowElement', name: 'head', attributes: [], children: [link] };
    (tree.children as unknown[]).push(head);
  };
}
