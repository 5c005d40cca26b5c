import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Element, ElementContent, Root, RootContent } from 'hast';

import { jsxLink } from './remark-katex-stylesheet';

/**
 * KaTeX's stylesheet hides a formula's text until its font has arrived, and the browser only asks
 * for a font once a layout has shown that some text needs it. Every face found that late (a large
 * delimiter, a bold symbol) lays the page out again when it arrives, a long task on a page of many
 * formulas such as stream shapes. Naming every face a page uses in its <head>
 * starts them all with the stylesheet, and the first layout has them. Only the two faces of ordinary
 * math ask for a high priority, so the rarer ones (large delimiters, bold) do not slow the first paint.
 * Runs after rehype-katex, on the formulas' HTML (the MathML copy is drawn with the browser's own
 * math font, never with KaTeX's). tests/browser/first-load.test.ts checks every page with formulas
 * against the faces Chromium actually loads.
 */

/** Where the site serves KaTeX's fonts (copied from the katex package by generators/katex-assets). */
export const KATEX_FONTS_PATH = '/katex/fonts/';

/** What most formulas are drawn with: upright text and italic symbols. */
const PRIMARY_FACES = new Set(['Main-Regular', 'Math-Italic']);

interface Face {
  family: string;
  bold: boolean;
  italic: boolean;
}

/** What one class of KaTeX's stylesheet sets; a later entry wins, as the later rule does there. */
type Declaration = Partial<Face>;

/** The font rules of KaTeX 0.16's stylesheet, in its order, for elements inside `.katex`. */
const CLASS_RULES: [classes: string[], set: Declaration][] = [
  [['textbf'], { bold: true }],
  [['textit'], { italic: true }],
  [['textrm'], { family: 'Main' }],
  [['textsf'], { family: 'SansSerif' }],
  [['texttt'], { family: 'Typewriter' }],
  [['mathnormal'], { family: 'Math', italic: true }],
  [['mathit'], { family: 'Main', italic: true }],
  [['mathrm'], { italic: false }],
  [['mathbf'], { family: 'Main', bold: true }],
  [['boldsymbol'], { family: 'Math', italic: true, bold: true }],
  [['amsrm'], { family: 'AMS' }],
  [['mathbb'], { family: 'AMS' }],
  [['textbb'], { family: 'AMS' }],
  [['mathcal'], { family: 'Caligraphic' }],
  [['mathfrak'], { family: 'Fraktur' }],
  [['textfrak'], { family: 'Fraktur' }],
  [['mathboldfrak'], { family: 'Fraktur', bold: true }],
  [['textboldfrak'], { family: 'Fraktur', bold: true }],
  [['mathtt'], { family: 'Typewriter' }],
  [['mathscr'], { family: 'Script' }],
  [['textscr'], { family: 'Script' }],
  [['mathsf'], { family: 'SansSerif' }],
  [['mathboldsf'], { family: 'SansSerif', bold: true }],
  [['textboldsf'], { family: 'SansSerif', bold: true }],
  [['mathitsf'], { family: 'SansSerif', italic: true }],
  [['mathsfit'], { family: 'SansSerif', italic: true }],
  [['textitsf'], { family: 'SansSerif', italic: true }],
  [['mainrm'], { family: 'Main', italic: false }],
  [['delimsizing', 'size1'], { family: 'Size1' }],
  [['delimsizing', 'size2'], { family: 'Size2' }],
  [['delimsizing', 'size3'], { family: 'Size3' }],
  [['delimsizing', 'size4'], { family: 'Size4' }],
  [['op-symbol', 'small-op'], { family: 'Size1' }],
  [['op-symbol', 'large-op'], { family: 'Size2' }],
];

/** `.delimsizing.mult .delim-sizeN > span`: the pieces of a tall delimiter built from parts. */
const STACKED_DELIMITER_FAMILY: Record<string, string> = { 'delim-size1': 'Size1', 'delim-size4': 'Size4' };

/**
 * The faces KaTeX ships ("Main-Regular", "Math-BoldItalic"…): the woff2 files of the pinned katex
 * package, which generators/katex-assets copies to the site.
 */
const SHIPPED = new Set(
  readdirSync(join(dirname(require.resolve('katex/package.json')), 'dist', 'fonts'))
    .filter((name) => name.endsWith('.woff2'))
    .map((name) => name.replace(/^KaTeX_/, '').replace(/\.woff2$/, '')),
);

function variant(bold: boolean, italic: boolean): string {
  return bold ? (italic ? 'BoldItalic' : 'Bold') : italic ? 'Italic' : 'Regular';
}

/**
 * The face the browser downloads for this family, weight and style. CSS font matching settles the
 * style first, then the weight: a missing style falls back to the other, and so does a missing weight.
 */
export function shippedFace({ family, bold, italic }: Face): string | null {
  for (const style of [italic, !italic]) {
    for (const weight of [bold, !bold]) {
      const name = `${family}-${variant(weight, style)}`;
      if (SHIPPED.has(name)) return name;
    }
  }
  return null;
}

function classesOf(node: Element): string[] {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
}

/** The face an element's text gets: its parent's, changed by the element's own classes. */
function faceOf(node: Element, classes: string[], inherited: Face, stackedFamily: string | undefined): Face {
  let face = inherited;
  for (const [required, set] of CLASS_RULES) {
    if (required.every((name) => classes.includes(name))) face = { ...face, ...set };
  }
  // The stacked-delimiter rule is more specific than any class rule above, so it wins.
  return stackedFamily && node.tagName === 'span' ? { ...face, family: stackedFamily } : face;
}

/** Every KaTeX face a formula's text is drawn in, e.g. "Main-Regular", "Size4-Regular". */
export function facesOfFormula(formula: Element): Set<string> {
  const faces = new Set<string>();
  /** `insideStacked`: below a `.delimsizing.mult`; `stackedFamily`: the parent is one of its pieces. */
  const walk = (node: Element, inherited: Face, insideStacked: boolean, stackedFamily: string | undefined): void => {
    const classes = classesOf(node);
    if (classes.includes('katex-mathml')) return;
    const face = faceOf(node, classes, inherited, stackedFamily);
    const stacked = insideStacked || (classes.includes('delimsizing') && classes.includes('mult'));
    const piece = stacked ? classes.map((name) => STACKED_DELIMITER_FAMILY[name]).find(Boolean) : undefined;
    for (const child of node.children) {
      if (child.type === 'text' && child.value.trim() !== '') {
        const name = shippedFace(face);
        if (name) faces.add(name);
      } else if (child.type === 'element' && child.tagName !== 'svg') {
        walk(child, face, stacked, piece);
      }
    }
  };
  const root: Face = { family: 'Main', bold: false, italic: false };
  // The formula's line box is measured with its own font (the "strut"), drawn with or not.
  faces.add(shippedFace(root)!);
  walk(formula, root, false, undefined);
  return faces;
}

function collectFaces(parent: Root | Element, faces: Set<string>): void {
  for (const child of parent.children as (RootContent | ElementContent)[]) {
    if (child.type !== 'element') continue;
    if (classesOf(child).includes('katex')) for (const face of facesOfFormula(child)) faces.add(face);
    else collectFaces(child, faces);
  }
}

export default function rehypeKatexFontPreloads() {
  return (tree: Root): void => {
    const faces = new Set<string>();
    collectFaces(tree, faces);
    // Fonts are fetched in CORS mode, so a preload must be too, or the browser downloads them twice.
    const links = [...faces].sort().map((face) =>
      jsxLink({
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        href: `${KATEX_FONTS_PATH}KaTeX_${face}.woff2`,
        crossOrigin: 'anonymous',
        fetchPriority: PRIMARY_FACES.has(face) ? 'high' : 'low',
      }),
    );
    tree.children.unshift(...(links as unknown as RootContent[]));
  };
}
