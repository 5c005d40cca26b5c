import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Root, RootContent } from 'hast';
import { createElement, type ReactElement } from 'react';
import * as runtime from 'react/jsx-runtime';

import rehypeFocusableMath from '../../markdown/rehype-focusable-math';
import rehypeStaticMath from '../../markdown/rehype-static-math';

const SOURCE = [
  'The rate $r = \\frac{a}{t}$ stays fixed, and $\\sqrt{x^2}$ too.',
  '',
  '$$',
  'b(t) = \\left\\lfloor \\frac{r \\cdot t}{10^{18}} \\right\\rfloor',
  '$$',
].join('\n');

// ESM-only packages: loaded with import() from this CommonJS-compiled test.
const load = async () => ({
  mdx: await import('@mdx-js/mdx'),
  fromHtml: (await import('hast-util-from-html')).fromHtml,
  rehypeKatex: (await import('rehype-katex')).default,
  remarkMath: (await import('remark-math')).default,
  // No type package for react-dom/server is installed; this is the one function used.
  renderToStaticMarkup: ((await import('react-dom/server' as string)) as { renderToStaticMarkup: (element: ReactElement) => string })
    .renderToStaticMarkup,
});

async function renderMdx(withStaticMath: boolean): Promise<string> {
  const { mdx, rehypeKatex, remarkMath, renderToStaticMarkup } = await load();
  const rehypePlugins = [rehypeKatex, rehypeFocusableMath, ...(withStaticMath ? [rehypeStaticMath] : [])];
  const { default: Content } = await mdx.evaluate(SOURCE, { ...runtime, remarkPlugins: [remarkMath], rehypePlugins });
  return renderToStaticMarkup(createElement(Content));
}

/** The parsed tree, without the serializer's choices (quotes, self-closing tags): what a browser builds. */
async function dom(html: string): Promise<unknown> {
  const { fromHtml } = await load();
  const strip = (node: Root | RootContent): unknown => {
    if (node.type === 'text') return node.value;
    if (node.type !== 'element' && node.type !== 'root') return null;
    const children = node.children.map(strip).filter((child) => child !== null);
    if (node.type === 'root') return children;
    const { style, ...props } = node.properties;
    // KaTeX's HTML ends inline styles with ";", React's does not: the same style either way.
    return { tag: node.tagName, props: { ...props, style: typeof style === 'string' ? style.replace(/;$/, '') : style }, children };
  };
  return strip(fromHtml(html, { fragment: true }));
}

test('static formulas produce the same page as formulas rendered element by element', async () => {
  const asJsx = await renderMdx(false);
  const asHtml = await renderMdx(true);
  assert.ok(asJsx.includes('class="katex"'), 'KaTeX ran');
  assert.deepEqual(await dom(asHtml), await dom(asJsx));
});

test('each formula becomes one element with its markup as HTML, keeping the wrapper attributes', async () => {
  const { mdx, rehypeKatex, remarkMath } = await load();
  const code = String(
    await mdx.compile(SOURCE, { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex, rehypeFocusableMath, rehypeStaticMath] }),
  );
  assert.equal(code.match(/dangerouslySetInnerHTML/g)?.length, 3, 'two inline formulas and one display formula');
  assert.ok(!code.includes('"katex-html"'), 'no KaTeX element is left as JSX');
  assert.match(code, /className: "katex-display",\s*tabIndex: "0",\s*role: "group",\s*"aria-label": "Formula"/);
});
