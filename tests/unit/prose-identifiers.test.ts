import { test } from 'node:test';
import assert from 'node:assert/strict';

import type { Nodes, Root } from 'mdast';

import { isAboutEarlierReleases } from '../../src/lib/generated-pages';
import { docRoute, handWrittenDocs } from '../support/docs';
import { earlierOnlyLockupNames } from '../support/protocol-names';

/**
 * A backticked name that only an earlier Lockup release (or Comptroller v1.0) has must not read as a fact of
 * today's release. Outside the pages about earlier releases, such a name may stand only where the passage says
 * which release it belongs to: inside `<OlderRelease release="…">`, in a paragraph, list item or table row
 * whose own text names that release, or under a heading that does.
 */

/** Pages about earlier releases, and the legacy protocol's pages, may name anything their releases had. */
const aboutEarlierReleases = (path: string): boolean => isAboutEarlierReleases(docRoute(path)) || /(^|\/)legacy(\/|\.mdx$)/.test(path);

/** "Lockup v2.0", "v3.0", "v1.2", "before Lockup v4.0", "until v4.0". */
const NAMES_AN_EARLIER_RELEASE =
  /\bv(?:1\.[0-2]|2\.0|3\.0)(?:\.\d+)?\b|\b(?:before|until|prior to|up to|earlier than)\s+(?:Lockup\s+)?v4\.0\b/i;

const BLOCKS = new Set(['paragraph', 'listItem', 'tableRow', 'heading', 'tableCell']);

function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'code') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join(node.type === 'tableRow' ? ' | ' : '');
  return '';
}

interface Finding {
  identifier: string;
  line: number;
  block: string;
}

/** Identifiers in a code span; `createWithDurations*` or `createWithDurations…` names a family by its prefix, not a function. */
function identifiersIn(code: string): string[] {
  return [...code.matchAll(/[A-Za-z_][A-Za-z0-9_]*(?![A-Za-z0-9_]*(?:\*|…|\.\.\.))/g)].map((m) => m[0]);
}

function findings(tree: Root, earlierOnly: Set<string>): Finding[] {
  const out: Finding[] = [];
  const headings: { depth: number; names: boolean }[] = [];
  const walk = (node: Nodes, ancestors: Nodes[]): void => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'OlderRelease') return;
    if (node.type === 'code') return;
    if (node.type === 'inlineCode') {
      const hits = identifiersIn(node.value).filter((id) => earlierOnly.has(id));
      if (!hits.length) return;
      if (headings.some((h) => h.names)) return;
      const blocks = ancestors.filter((a) => BLOCKS.has(a.type));
      if (blocks.some((b) => NAMES_AN_EARLIER_RELEASE.test(textOf(b)))) return;
      const block = blocks[0] ?? ancestors[ancestors.length - 1]!;
      for (const identifier of hits) out.push({ identifier, line: node.position?.start.line ?? 0, block: textOf(block).slice(0, 120) });
      return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child, [...ancestors, node]);
  };
  for (const child of tree.children) {
    if (child.type === 'heading') {
      while (headings.length && headings[headings.length - 1]!.depth >= child.depth) headings.pop();
      headings.push({ depth: child.depth, names: false });
      walk(child, [tree]);
      headings[headings.length - 1]!.names = NAMES_AN_EARLIER_RELEASE.test(textOf(child));
      continue;
    }
    walk(child as Nodes, [tree]);
  }
  return out;
}

// ESM-only packages: loaded with import() from this CommonJS-compiled test.
async function parser(): Promise<(mdx: string) => Root> {
  const { createProcessor } = await import('@mdx-js/mdx');
  const remarkGfm = (await import('remark-gfm')).default;
  const remarkMath = (await import('remark-math')).default;
  const processor = createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm, remarkMath] });
  // Docusaurus takes explicit heading ids (`## Title {#id}`) out before MDX sees the text; so does this parser.
  return (mdx) => processor.parse(mdx.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1')) as Root;
}

const earlierOnly = earlierOnlyLockupNames();

test('the list of names only earlier Lockup releases have is read from the package and the sources', () => {
  for (const name of [
    'MAX_COUNT',
    'MAX_BROKER_FEE',
    'renounceMultiple',
    'SablierLockupBase_Null',
    'SablierHelpers_BrokerFeeTooHigh',
    'SablierHelpers_SegmentCountZero',
  ])
    assert.ok(earlierOnly.has(name), `${name} should be an earlier-only Lockup name`);
  for (const name of ['withdraw', 'createWithTimestampsLPG', 'calculateMinFeeWei', 'SablierLockup', 'depositAmount', 'granularity'])
    assert.ok(!earlierOnly.has(name), `${name} is a current name`);
});

test('the marker rule is applied as written: unmarked names fail, marked ones pass', async () => {
  const parse = await parser();
  const check = (mdx: string): string[] => findings(parse(mdx), earlierOnly).map((f) => f.identifier);
  assert.deepEqual(check('Streams hold `MAX_COUNT` segments.'), ['MAX_COUNT']);
  assert.deepEqual(check('Lockup v2.0 capped segments at `MAX_COUNT`.'), []);
  assert.deepEqual(check('<OlderRelease release="Lockup v2.0">\n\nSegments were capped by `MAX_COUNT`.\n\n</OlderRelease>'), []);
  assert.deepEqual(check('## Before Lockup v4.0\n\nSegments were capped by `MAX_COUNT`.\n\n## Today\n\nNo `MAX_COUNT`.'), ['MAX_COUNT']);
  assert.deepEqual(check('| Name | Meaning |\n|---|---|\n| `MAX_COUNT` | cap (Lockup v2.0) |\n| `MAX_BROKER_FEE` | cap |'), [
    'MAX_BROKER_FEE',
  ]);
  assert.deepEqual(check('```solidity\nMAX_COUNT();\n```'), []);
  assert.deepEqual(check('The `createWithTimestamps*` functions and `createWithDurations…` ones; `createWithDurations`.'), [
    'createWithDurations',
  ]);
});

test('hand-written pages name the release of every identifier the current Lockup release no longer has', async () => {
  const parse = await parser();
  const problems: string[] = [];
  for (const doc of handWrittenDocs()) {
    if (aboutEarlierReleases(doc.path)) continue;
    let tree: Root;
    try {
      tree = parse(doc.text.replace(/^---\n[\s\S]*?\n---\n/, (fm) => '\n'.repeat(fm.split('\n').length - 1)));
    } catch (error) {
      throw new Error(`${doc.path}: ${(error as Error).message}`);
    }
    for (const f of findings(tree, earlierOnly)) problems.push(`${doc.path}:${f.line} \`${f.identifier}\` in "${f.block}"`);
  }
  assert.deepEqual(
    problems,
    [],
    'Each of these names exists only in an earlier Lockup release: name the release in the same paragraph, list item or table row, or wrap the passage in <OlderRelease release="Lockup vX.Y">',
  );
});
