/**
 * Small helpers over hast elements: class tests, attribute reads, text, and pruning what a Markdown
 * reader has no use for (buttons, form controls, anchors, icons) before conversion.
 */
import type { Element, ElementContent, Nodes, Parent } from 'hast';

export function classes(node: Element): string[] {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

export const hasClass = (node: Element, name: string): boolean => classes(node).includes(name);

/** CSS-module classes carry a hash suffix (`needsJs_D5uw`): match on the name before it. */
export const hasModuleClass = (node: Element, name: string): boolean => classes(node).some((c) => c.startsWith(`${name}_`));

export const attr = (node: Element, name: string): string | undefined => {
  const value = node.properties?.[name];
  return value === undefined || value === null ? undefined : Array.isArray(value) ? value.join(' ') : String(value);
};

export const isElement = (node: Nodes | undefined, tagName?: string): node is Element =>
  node?.type === 'element' && (tagName === undefined || node.tagName === tagName);

/** Text of a subtree as written: `<br>` is a line break (code blocks end each line with one). */
export function rawText(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  if ('children' in node) return (node.children as Nodes[]).map(rawText).join('');
  return '';
}

export function findElement(node: Nodes, test: (el: Element) => boolean): Element | undefined {
  if (node.type === 'element' && test(node)) return node;
  if (!('children' in node)) return undefined;
  for (const child of node.children as Nodes[]) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Elements that are controls or decoration in the HTML page and mean nothing in a text file. */
const DROPPED_TAGS = new Set([
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'nav',
  'script',
  'style',
  'noscript',
  'template',
  'colgroup',
]);

function isDropped(node: Element): boolean {
  if (DROPPED_TAGS.has(node.tagName)) return true;
  // Heading permalinks, the mobile table of contents, and parts shown only once scripts run
  // (the deployment filter and its live count).
  if (hasClass(node, 'hash-link') || hasClass(node, 'theme-doc-toc-mobile') || hasModuleClass(node, 'needsJs')) return true;
  if (attr(node, 'role') === 'status') return true;
  // Hidden elements are descriptions for assistive technology (e.g. "opens in a new tab"), not content.
  if (node.properties?.hidden === true || node.properties?.hidden === '') return true;
  // Icons and KaTeX's visual layer; the formula's TeX is read from its MathML annotation instead.
  if (attr(node, 'ariaHidden') === 'true') return true;
  // Decorative SVG; charts carry role="img" and are described by their title and description.
  if (node.tagName === 'svg' && attr(node, 'role') !== 'img') return true;
  return false;
}

export function prune(node: Parent): void {
  node.children = node.children.filter(
    (child) => !(child.type === 'comment' || (child.type === 'element' && isDropped(child))),
  ) as typeof node.children;
  for (const child of node.children) if ('children' in child) prune(child as Parent);
}

export type { Element, ElementContent };
