import type { Element, ElementContent, Root, RootContent } from 'hast';

/** The generated contract pages: `docs/reference/<product>/contracts/…`. */
const CONTRACT_PAGE = /[\\/]docs[\\/]reference[\\/][^\\/]+[\\/]contracts[\\/]/;

/** The class of an item's section (styled in src/reference-islands/island.css). */
export const REFERENCE_ITEM_CLASS = 'reference-item';

/** Elements that start a line of their own, each with its margin or padding. */
const BLOCKS = new Set(['p', 'li', 'pre', 'h3', 'h4', 'tr', 'blockquote']);

interface Size {
  /** Characters of text outside tables. */
  chars: number;
  /** Characters of text in tables, whose narrow columns wrap it into more lines. */
  tableChars: number;
  blocks: number;
  /** Lines of code blocks, which scroll sideways instead of wrapping. */
  codeLines: number;
}

/** A node of the tree as MDX leaves it: HTML elements, JSX elements (`<pre>` written in the page) and expressions. */
interface AnyNode {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  children?: AnyNode[];
}

/** The text an expression stands for: generated pages write code as a string literal (`{"function …"}`). */
function expressionText(source: string): string {
  try {
    const value: unknown = JSON.parse(source);
    return typeof value === 'string' ? value : source;
  } catch {
    return source;
  }
}

function measure(nodes: readonly AnyNode[], size: Size, inCode: boolean, inTable: boolean): void {
  for (const node of nodes) {
    let text: string | null = null;
    if (node.type === 'text') text = node.value ?? '';
    else if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') text = expressionText(node.value ?? '');
    if (text !== null) {
      const length = text.replace(/\s+/g, ' ').length;
      if (inTable) size.tableChars += length;
      else size.chars += length;
      if (inCode) size.codeLines += text.split('\n').length - 1;
      continue;
    }
    const tag = node.tagName ?? node.name ?? '';
    if (BLOCKS.has(tag)) size.blocks += 1;
    if (tag === 'pre') size.codeLines += 1;
    if (node.children) measure(node.children, size, inCode || tag === 'pre', inTable || tag === 'table');
  }
}

const opensItem = (node: RootContent): node is Element => node.type === 'element' && node.tagName === 'h3';
const endsItem = (node: RootContent): boolean => node.type === 'element' && /^h[1-3]$/.test(node.tagName);

/**
 * A contract page lists every function, event and error of a contract, a hundred or more on the largest: several
 * thousand elements the browser styles and lays out before the page answers a tap. Each item (an h3 and what
 * follows it, up to the next heading of its level or above) becomes a section the browser draws only when it
 * nears the screen (`content-visibility: auto`). Until then the section counts as tall as its text would be,
 * which needs its size: characters (in tables apart), blocks and code lines, written as custom properties the
 * CSS turns into a height for the screen's width. Other pages are left alone.
 */
export default function rehypeReferenceItems() {
  return (tree: Root, file: { path?: string }): void => {
    if (!file.path || !CONTRACT_PAGE.test(file.path)) return;
    const children: RootContent[] = [];
    let item: Element | null = null;
    const close = () => {
      if (!item) return;
      const size: Size = { chars: 0, tableChars: 0, blocks: 0, codeLines: 0 };
      measure(item.children as AnyNode[], size, false, false);
      item.properties.style = `--item-chars:${size.chars};--item-table-chars:${size.tableChars};--item-blocks:${size.blocks};--item-code-lines:${size.codeLines}`;
      item = null;
    };
    for (const node of tree.children) {
      // Imports and exports stay at the top level, where MDX needs them.
      if ((node as { type: string }).type === 'mdxjsEsm') {
        children.push(node);
        continue;
      }
      if (endsItem(node)) close();
      if (opensItem(node)) {
        item = { type: 'element', tagName: 'section', properties: { className: [REFERENCE_ITEM_CLASS] }, children: [] };
        children.push(item);
      }
      if (item) item.children.push(node as ElementContent);
      else children.push(node);
    }
    close();
    tree.children = children;
  };
}
