import type { Root } from 'mdast';

/** Where the site serves KaTeX's stylesheet (copied from the katex package by plugins/generate.ts). */
export const KATEX_STYLESHEET = '/katex/katex.min.css';

/**
 * The two faces nearly every formula uses (upright and italic math). KaTeX's stylesheet hides text
 * until its font arrives, and the browser only learns of the fonts from that stylesheet; naming them
 * in the page lets both downloads start with the stylesheet instead of after it.
 */
export const KATEX_PRELOADED_FONTS = ['/katex/fonts/KaTeX_Main-Regular.woff2', '/katex/fonts/KaTeX_Math-Italic.woff2'];

function jsxLink(attributes: Record<string, string>) {
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
 * the 23 KB stylesheet and its fonts are not something every page should pay for.
 */
export default function remarkKatexStylesheet() {
  return (tree: Root): void => {
    if (!hasMath(tree as unknown as MathNode)) return;
    // With `precedence`, React 19 hoists the stylesheet into <head>, on the server and on client
    // navigations alike, and waits for it before showing the content (no unstyled flash).
    const stylesheet = jsxLink({ rel: 'stylesheet', href: KATEX_STYLESHEET, precedence: 'default' });
    // Fonts are fetched in CORS mode, so a preload must be too, or the browser downloads them twice.
    const fonts = KATEX_PRELOADED_FONTS.map((href) => jsxLink({ rel: 'preload', as: 'font', type: 'font/woff2', href, crossOrigin: 'anonymous' }));
    (tree.children as unknown[]).unshift(stylesheet, ...fonts);
  };
}
