import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement, type ReactElement } from 'react';
import * as runtime from 'react/jsx-runtime';

import rehypeReferenceItems, { REFERENCE_ITEM_CLASS } from '../../markdown/rehype-reference-items';

// ESM-only packages: loaded with import() from this CommonJS-compiled test.
const load = async () => ({
  mdx: await import('@mdx-js/mdx'),
  // No type package for react-dom/server is installed; this is the one function used.
  renderToStaticMarkup: ((await import('react-dom/server' as string)) as { renderToStaticMarkup: (element: ReactElement) => string })
    .renderToStaticMarkup,
});

async function render(source: string, path: string): Promise<string> {
  const { mdx, renderToStaticMarkup } = await load();
  const { default: Content } = await mdx.evaluate({ value: source, path }, { ...runtime, rehypePlugins: [rehypeReferenceItems] });
  return renderToStaticMarkup(createElement(Content));
}

const CONTRACT = '/site/docs/reference/lockup/contracts/sablier-lockup.mdx';

const SOURCE = [
  'The contract holds every stream.',
  '',
  '## Functions',
  '',
  '### `withdraw`',
  '',
  'Sends the withdrawable tokens.',
  '',
  '<pre tabIndex={0}><code className="language-solidity">{"function withdraw(\\n  uint256 streamId\\n) external payable"}</code></pre>',
  '',
  '- **Selector:** `0x1`',
  '- **Reverts with:** none',
  '',
  '### `Stream`',
  '',
  // As Docusaurus's Markdown tables come out, written as JSX here (the test compiles without GFM).
  '<table><thead><tr><th>Field</th><th>Type</th></tr></thead><tbody><tr><td>`sender`</td><td>`address`</td></tr></tbody></table>',
  '',
  '## Events',
  '',
  'None.',
].join('\n');

test('on a contract page, each item becomes a section sized by its characters, table characters, blocks and code lines', async () => {
  const html = await render(SOURCE, CONTRACT);
  const sections = [...html.matchAll(new RegExp(`<section class="${REFERENCE_ITEM_CLASS}" style="([^"]*)">([\\s\\S]*?)</section>`, 'g'))];
  assert.equal(sections.length, 2, html);
  const [withdraw, stream] = sections;
  assert.match(withdraw![2]!, /^<h3>.*withdraw.*<\/h3>[\s\S]*Sends[\s\S]*<pre[\s\S]*<ul>[\s\S]*<\/ul>\s*$/);
  const size = (style: string) => Object.fromEntries(style.split(';').map((part) => part.split(':') as [string, string]));
  const w = size(withdraw![1]!);
  assert.equal(w['--item-code-lines'], '3', 'one line per line of the declaration');
  assert.equal(w['--item-blocks'], '5', 'the heading, the sentence, the code block and two list items');
  assert.equal(w['--item-table-chars'], '0');
  // Heading 8, sentence 30, code 53 (its whitespace runs as one space), list items 13 and 18; the line breaks
  // between blocks count as spaces.
  const chars = Number(w['--item-chars']);
  assert.ok(chars >= 8 + 30 + 53 + 13 + 18 && chars <= 8 + 30 + 53 + 13 + 18 + 10, `characters: ${chars}`);
  const s = size(stream![1]!);
  assert.ok(Number(s['--item-table-chars']) >= 'FieldTypesenderaddress'.length, `table characters: ${s['--item-table-chars']}`);
  // What comes before the first item and the h2s stay outside the sections.
  assert.match(html, /^<p>The contract holds every stream.<\/p>\s*<h2>Functions<\/h2>\s*<section/);
  assert.match(html, /<\/section>\s*<h2>Events<\/h2>\s*<p>None.<\/p>$/);
});

test('other pages are left as they are', async () => {
  const html = await render(SOURCE, '/site/docs/guides/lockup/overview.mdx');
  assert.doesNotMatch(html, /<section/);
});
