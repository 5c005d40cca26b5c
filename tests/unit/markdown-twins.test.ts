import assert from 'node:assert/strict';
import { test } from 'node:test';

import { absoluteUrl, htmlToMarkdown } from '../../plugins/markdown-twins/convert';

/** The converter on the markup the theme and components render, one construct at a time. */
const convert = (html: string, route = '/concepts/x') => htmlToMarkdown(html, { siteUrl: 'https://docs.example', route });

test('headings lose their permalink anchors; links become absolute page URLs', () => {
  const md = convert(
    '<header><h1>Title</h1></header><h2 class="anchor" id=a>Part<a href=#a class=hash-link>\u200b</a></h2><p>See <a href=/concepts/y#z>y</a>, <a href=#a>here</a> and <a href=https://x.org>x</a>.</p>',
  );
  assert.equal(
    md,
    '# Title\n\n## Part\n\nSee [y](https://docs.example/concepts/y#z), [here](https://docs.example/concepts/x#a) and [x](https://x.org).\n',
  );
});

test('code blocks keep their language and lines; Mermaid keeps its source', () => {
  const code =
    '<div class="language-ts theme-code-block"><div class=codeBlockTitle_ab>a.ts</div><pre class="prism-code language-ts"><code><span class=token-line><span class="token keyword" style=color:red>const</span> a = 1;<br></span><span class=token-line>a &lt; 2;<br></span></code></pre><button>Copy</button></div>';
  assert.equal(convert(code), '```ts title="a.ts"\nconst a = 1;\na < 2;\n```\n');
  assert.equal(
    convert('<pre class=source_x aria-label="Diagram source"><code>graph LR\n  A --> B</code></pre>'),
    '```mermaid\ngraph LR\n  A --> B\n```\n',
  );
});

test('KaTeX becomes TeX from its annotation', () => {
  const katex = (tex: string) =>
    `<span class=katex><span class=katex-mathml><math><semantics><mrow></mrow><annotation encoding=application/x-tex>${tex}</annotation></semantics></math></span><span class=katex-html aria-hidden=true>drawn</span></span>`;
  assert.equal(convert(`<p>Rate ${katex('r = \\frac{a}{b}')} per second.</p>`), 'Rate $r = \\frac{a}{b}$ per second.\n');
  assert.equal(convert(`<span class=katex-display>${katex('x^2')}</span>`), '$$\nx^2\n$$\n');
});

test('admonitions become labelled quotes; charts their description and data', () => {
  const note =
    '<div class="theme-admonition theme-admonition-warning"><div class=admonitionHeading_a><span><svg></svg></span>warning</div><div class=admonitionContent_b><p>Careful.</p></div></div>';
  assert.equal(convert(note), '> **Warning**\n>\n> Careful.\n');
  const chart =
    '<figure><svg role=img><title>Linear</title><desc>Straight line.</desc><path d=M0></path></svg><table><caption>Data</caption><thead><tr><th>Day<th>Amount<tbody><tr><td>0<td>1</table><div class=controls_x><label>Time<input type=range></label></div></figure>';
  assert.equal(convert(chart), '_Chart: Linear. Straight line._\n\n_Data_\n\n| Day | Amount |\n| - | - |\n| 0 | 1 |\n');
});

test('controls, scripts-only parts and zero-width breaks leave no trace', () => {
  const md = convert('<p>Lockup<wbr>NFT</p><div class="filter_a needsJs_b"><input></div><p role=status>3 shown</p><button>Copy</button>');
  assert.equal(md, 'LockupNFT\n');
});

test('absoluteUrl leaves external and protocol-relative URLs alone', () => {
  assert.equal(absoluteUrl('//cdn.example/x', 'https://s', '/a'), '//cdn.example/x');
  assert.equal(absoluteUrl('#h', 'https://s', '/'), 'https://s#h');
  assert.equal(absoluteUrl('/csv/a.csv', 'https://s', '/a'), 'https://s/csv/a.csv');
});
