import type { Element, ElementContent, Properties, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { find, html as htmlSchema } from 'property-information';

/**
 * A typeset formula is dozens of nested spans (one short equation is ~60 elements; a page of them,
 * thousands). As JSX, React would rebuild every one of them in the browser to hydrate a picture that
 * never changes. This turns each formula into one element that carries KaTeX's markup as an HTML
 * string (`dangerouslySetInnerHTML`): the server sends the same HTML, and the browser adopts one
 * element per formula instead of hydrating its whole tree.
 * Runs after rehype-katex and rehype-focusable-math, which produce and label the formula wrappers.
 */

/** What MDX's compiler accepts in place of a hast element: a JSX element with attributes. */
interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string | { type: 'mdxJsxAttributeValueExpression'; value: string; data: { estree: unknown } };
}
interface JsxElement {
  type: 'mdxJsxTextElement';
  name: string;
  attributes: JsxAttribute[];
  children: [];
  data: { _mdxExplicitJsx: true };
}

function hasClass(node: Element, name: string): boolean {
  const classes = node.properties?.className;
  return Array.isArray(classes) && classes.includes(name);
}

/** hast property → React prop name and string value. */
function toJsxAttributes(properties: Properties): JsxAttribute[] {
  return Object.entries(properties).flatMap(([key, value]): JsxAttribute[] => {
    if (value === null || value === undefined || value === false) return [];
    const info = find(htmlSchema, key);
    // React names most attributes like hast does (className, tabIndex); aria-* and data-* keep their HTML names.
    const name = key === 'className' || !/^(aria|data)[A-Z]/.test(key) ? key : info.attribute;
    const text = Array.isArray(value) ? value.join(info.commaSeparated ? ',' : ' ') : value === true ? '' : String(value);
    return [{ type: 'mdxJsxAttribute', name, value: text }];
  });
}

function innerHtmlAttribute(html: string): JsxAttribute {
  const literal = { type: 'Literal', value: html, raw: JSON.stringify(html) };
  const expression = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: '__html' },
        value: literal,
      },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'dangerouslySetInnerHTML',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: `{__html: ${literal.raw}}`,
      data: { estree: { type: 'Program', sourceType: 'module', comments: [], body: [{ type: 'ExpressionStatement', expression }] } },
    },
  };
}

export function staticFormula(node: Element): JsxElement {
  return {
    type: 'mdxJsxTextElement',
    name: node.tagName,
    attributes: [...toJsxAttributes(node.properties ?? {}), innerHtmlAttribute(toHtml(node.children))],
    children: [],
    data: { _mdxExplicitJsx: true },
  };
}

export default function rehypeStaticMath() {
  return (tree: Root): void => {
    const visit = (parent: Root | Element): void => {
      parent.children.forEach((child, index) => {
        if (child.type !== 'element') return;
        if (hasClass(child, 'katex-display') || hasClass(child, 'katex')) {
          parent.children[index] = staticFormula(child) as unknown as ElementContent;
        } else {
          visit(child);
        }
      });
    };
    visit(tree);
  };
}
