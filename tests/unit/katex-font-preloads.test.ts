import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Element } from 'hast';
import katex from 'katex';

import { facesOfFormula, shippedFace } from '../../markdown/rehype-katex-font-preloads';

// The faces Chromium downloads for each formula (KaTeX's stylesheet, a standards-mode page), as
// observed through document.fonts: the plugin must name the same ones, no more and no fewer.
const DRAWN_BY_CHROMIUM: [tex: string, faces: string[]][] = [
  ['x', ['Main-Regular', 'Math-Italic']],
  ['\\mathbf{x}', ['Main-Bold', 'Main-Regular']],
  ['\\boldsymbol{\\alpha}', ['Main-Regular', 'Math-BoldItalic']],
  ['\\sum_{i=1}^n x_i', ['Main-Regular', 'Math-Italic', 'Size2-Regular']],
  ['\\left(\\frac{a}{b}\\right)', ['Main-Regular', 'Math-Italic', 'Size2-Regular']],
  ['\\left\\lfloor\\frac{\\frac{a}{b}}{\\frac{c}{d}}\\right\\rfloor', ['Main-Regular', 'Math-Italic', 'Size3-Regular']],
  ['\\mathbb{R}', ['AMS-Regular', 'Main-Regular']],
  ['\\texttt{a}', ['Main-Regular', 'Typewriter-Regular']],
  ['\\int x', ['Main-Regular', 'Math-Italic', 'Size2-Regular']],
  ['\\textbf{\\textit{a}}', ['Main-BoldItalic', 'Main-Regular']],
];

async function formula(tex: string): Promise<Element> {
  // ESM-only: loaded with import() from this CommonJS-compiled test.
  const { fromHtml } = await import('hast-util-from-html');
  const tree = fromHtml(katex.renderToString(tex, { displayMode: true, strict: false }), { fragment: true });
  const root = tree.children[0];
  assert.ok(root?.type === 'element');
  return root;
}

test('the faces named for a formula are the ones the browser downloads for it', async () => {
  for (const [tex, faces] of DRAWN_BY_CHROMIUM) {
    assert.deepEqual([...facesOfFormula(await formula(tex))].sort(), faces, tex);
  }
});

test('the MathML copy of a formula asks for no KaTeX face', async () => {
  // \mathcal letters exist only in the HTML part as Caligraphic; the MathML copy uses the browser's math font.
  const faces = facesOfFormula(await formula('\\mathcal{L}'));
  assert.deepEqual([...faces].sort(), ['Caligraphic-Regular', 'Main-Regular']);
});

test('a weight or style KaTeX does not ship falls back as CSS font matching does', () => {
  assert.equal(shippedFace({ family: 'Math', bold: false, italic: false }), 'Math-Italic');
  assert.equal(shippedFace({ family: 'Size4', bold: true, italic: true }), 'Size4-Regular');
  assert.equal(shippedFace({ family: 'SansSerif', bold: true, italic: true }), 'SansSerif-Italic');
  assert.equal(shippedFace({ family: 'Caligraphic', bold: true, italic: false }), 'Caligraphic-Bold');
  assert.equal(shippedFace({ family: 'Nonexistent', bold: false, italic: false }), null);
});
