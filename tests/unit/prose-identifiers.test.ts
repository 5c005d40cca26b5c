import { test } from 'node:test';
import assert from 'node:assert/strict';

import type { Nodes, Root } from 'mdast';

import { releaseAbis } from '../../lib/sablier-package';
import { isAboutEarlierReleases } from '../../src/lib/generated-pages';
import { CURRENT_RELEASES, PREVIOUS_RELEASES, PRODUCTS, type Product, type Release, protocolName } from '../../src/lib/releases';
import { docRoute, handWrittenDocs } from '../support/docs';
import { abiNames, earlierOnlyNames } from '../support/protocol-names';

/**
 * A backticked name that only an earlier release of a product (Lockup, Flow, Airdrops; for Lockup also Comptroller v1.0) has
 * must not read as a fact of today's release. Outside the pages about earlier releases, such a name may stand only
 * where the passage says which release it belongs to: inside `<OlderRelease release="…">`, in a paragraph, list
 * item or table row whose own text names that release, or under a heading that does.
 */

/** Pages about earlier releases, and the legacy protocol's pages, may name anything their releases had. */
const aboutEarlierReleases = (path: string): boolean => isAboutEarlierReleases(docRoute(path)) || /(^|\/)legacy(\/|\.mdx$)/.test(path);

const escapeVersion = (version: string): string => version.replace(/\./g, '\\.');

/**
 * For Lockup: "Lockup v2.0", "v3.0", "v1.2", "before Lockup v4.0", "until v4.0"; for Flow: "v1.1", "v2.0",
 * "before Flow v3.0"; for Airdrops: "v1.3", "v2.0", "before Airdrops v3.0". Read from src/lib/releases.ts.
 */
function namesAnEarlierRelease(product: Product): RegExp {
  const earlier = PREVIOUS_RELEASES[product].map(escapeVersion).join('|');
  const current = escapeVersion(CURRENT_RELEASES[product]);
  const before = `\\b(?:before|until|prior to|up to|earlier than)\\s+(?:${protocolName(product)}\\s+)?${current}\\b`;
  return new RegExp(earlier ? `\\b(?:${earlier})(?:\\.\\d+)?\\b|${before}` : before, 'i');
}

const BLOCKS = new Set(['paragraph', 'listItem', 'tableRow', 'heading', 'tableCell']);

function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'code') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join(node.type === 'tableRow' ? ' | ' : '');
  return '';
}

interface Finding {
  identifier: string;
  /** The products whose earlier releases alone have the name. */
  products: Product[];
  line: number;
  block: string;
}

/** A product's earlier-only names and the pattern of a text that names one of its earlier releases. */
interface Check {
  product: Product;
  earlierOnly: Set<string>;
  namesRelease: RegExp;
}

/**
 * Identifiers in a code span; `createWithDurations*` or `createWithDurations…` names a family by its prefix, not a
 * function, and a word joined by a hyphen (the NFT symbol `SAB-LOCKUP`) is part of a string, not an identifier.
 */
function identifiersIn(code: string): string[] {
  return [...code.matchAll(/(?<![A-Za-z0-9_-])[A-Za-z_][A-Za-z0-9_]*(?![A-Za-z0-9_]*(?:\*|…|\.\.\.|-[A-Za-z0-9_]))/g)].map((m) => m[0]);
}

/**
 * Unmarked earlier-only names. A name that earlier releases of several products had (`Helpers`: Lockup v3.0 and
 * Flow v2.0) is marked by naming an earlier release of any of them.
 */
function findings(tree: Root, checks: Check[]): Finding[] {
  const out: Finding[] = [];
  const headings: { depth: number; text: string }[] = [];
  const walk = (node: Nodes, ancestors: Nodes[]): void => {
    if (node.type === 'mdxJsxFlowElement' && node.name === 'OlderRelease') return;
    if (node.type === 'code') return;
    if (node.type === 'inlineCode') {
      const blocks = ancestors.filter((a) => BLOCKS.has(a.type));
      const context = [...headings.map((h) => h.text), ...blocks.map(textOf)];
      for (const identifier of identifiersIn(node.value)) {
        const owners = checks.filter((c) => c.earlierOnly.has(identifier));
        if (!owners.length || owners.some((c) => context.some((text) => c.namesRelease.test(text)))) continue;
        const block = blocks[0] ?? ancestors[ancestors.length - 1]!;
        out.push({
          identifier,
          products: owners.map((c) => c.product),
          line: node.position?.start.line ?? 0,
          block: textOf(block).slice(0, 120),
        });
      }
      return;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child, [...ancestors, node]);
  };
  for (const child of tree.children) {
    if (child.type === 'heading') {
      while (headings.length && headings[headings.length - 1]!.depth >= child.depth) headings.pop();
      walk(child, [tree]);
      headings.push({ depth: child.depth, text: textOf(child) });
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

/** The products whose earlier releases have names the current one lacks. */
const checked: Check[] = PRODUCTS.filter((product) => PREVIOUS_RELEASES[product].length > 0).map((product) => ({
  product,
  earlierOnly: earlierOnlyNames(product),
  namesRelease: namesAnEarlierRelease(product),
}));
const of = (product: Product) => checked.find((c) => c.product === product)!;

/**
 * Bob pages (docs/concepts/bob, docs/guides/bob) are about Bob v1.0, whose ABIs share some names with earlier
 * Lockup, Flow or Airdrops releases (`MAX_FEE`, `newFee`): there those names are Bob's own, current ones.
 */
const bobNames = abiNames(releaseAbis({ protocol: 'bob', version: 'v1.0' } as unknown as Release));
const isBobPage = (path: string): boolean => /^docs\/[^/]+\/bob\//.test(path);

test('the lists of names only earlier releases have are read from the package and the sources', () => {
  const expected: Record<string, { earlier: string[]; current: string[] }> = {
    lockup: {
      earlier: [
        'MAX_COUNT',
        'MAX_BROKER_FEE',
        'renounceMultiple',
        'SablierLockupBase_Null',
        'SablierHelpers_BrokerFeeTooHigh',
        'SablierHelpers_SegmentCountZero',
      ],
      current: ['withdraw', 'createWithTimestampsLPG', 'calculateMinFeeWei', 'SablierLockup', 'depositAmount', 'granularity'],
    },
    flow: {
      earlier: [
        'depositViaBroker',
        'protocolFee',
        'protocolRevenue',
        'isPaused',
        'SablierFlowBase_NotTransferable',
        'SablierFlowBase',
        // Flow v1.1's `MAX_FEE` (the protocol fee cap) is no longer earlier-only: Bob v1.0's Lido adapter has a
        // `MAX_FEE` of its own (the yield fee cap).
        'collectProtocolRevenue',
        'Broker',
      ],
      current: [
        'withdraw',
        'transferFromPayable',
        'calculateMinFeeWei',
        'SablierFlowState_Null',
        'FlowHelpers',
        'nativeToken',
        'getSender',
      ],
    },
    airdrops: {
      earlier: [
        'SablierMerkleFactory',
        'ISablierMerkleFactory',
        'MerkleFactory',
        'FEE',
        'getFirstClaimTime',
        'collectFees',
        'defaultFee',
        'getSchedule',
      ],
      current: [
        'claimViaSig',
        'claimViaAttestation',
        'claimAndExecute',
        'SablierFactoryMerkleBase',
        'ClaimType',
        'minFeeUSD',
        'firstClaimTime',
        'admin',
        'clawback',
      ],
    },
  };
  for (const [product, names] of Object.entries(expected)) {
    const { earlierOnly } = of(product as Product);
    for (const name of names.earlier) assert.ok(earlierOnly.has(name), `${name} should be an earlier-only ${product} name`);
    for (const name of names.current) assert.ok(!earlierOnly.has(name), `${name} is a current name`);
  }
});

test('the marker rule is applied as written: unmarked names fail, marked ones pass', async () => {
  const parse = await parser();
  const check = (mdx: string, checks: Check[] = [of('lockup')]): string[] => findings(parse(mdx), checks).map((f) => f.identifier);
  assert.deepEqual(check('Streams hold `MAX_COUNT` segments.'), ['MAX_COUNT']);
  assert.deepEqual(check('Lockup v2.0 capped segments at `MAX_COUNT`.'), []);
  assert.deepEqual(check('<OlderRelease release="Lockup v2.0">\n\nSegments were capped by `MAX_COUNT`.\n\n</OlderRelease>'), []);
  assert.deepEqual(check('## Before Lockup v4.0\n\nSegments were capped by `MAX_COUNT`.\n\n## Today\n\nNo `MAX_COUNT`.'), ['MAX_COUNT']);
  assert.deepEqual(check('| Name | Meaning |\n|---|---|\n| `MAX_COUNT` | cap (Lockup v2.0) |\n| `MAX_BROKER_FEE` | cap |'), [
    'MAX_BROKER_FEE',
  ]);
  assert.deepEqual(check('```solidity\nMAX_COUNT();\n```'), []);
  assert.deepEqual(check('NFT symbol `SAB-LOCKUP`; `LOCKUP-2`; `MAX_COUNT-x` and `MAX_COUNT`.'), ['MAX_COUNT']);
  assert.deepEqual(check('The `createWithTimestamps*` functions and `createWithDurations…` ones; `createWithDurations`.'), [
    'createWithDurations',
  ]);
  const flow = [of('flow')];
  assert.deepEqual(check('Senders top up with `depositViaBroker`.', flow), ['depositViaBroker']);
  assert.deepEqual(check('In Flow v1.1, `depositViaBroker` took a broker fee.', flow), []);
  assert.deepEqual(check('<OlderRelease release="Flow v1.1">\n\nCheck `isPaused` first.\n\n</OlderRelease>', flow), []);
  assert.deepEqual(check('## Before Flow v3.0\n\nThe admin set `protocolFee`.\n\n## Now\n\nNo `protocolFee`.', flow), ['protocolFee']);
  assert.deepEqual(check('Lockup v4.0 keeps `withdraw`; `SablierFlowBase_NotTransferable` is gone.', flow), [
    'SablierFlowBase_NotTransferable',
  ]);
  const airdrops = [of('airdrops')];
  assert.deepEqual(check('Each campaign charges `FEE` on claims.', airdrops), ['FEE']);
  assert.deepEqual(check('In Airdrops v1.3, `SablierMerkleFactory` created every campaign.', airdrops), []);
  assert.deepEqual(check('Before Airdrops v3.0, `getFirstClaimTime` told when claiming began.', airdrops), []);
  assert.deepEqual(check('Campaigns call `claimViaAttestation`; `collectFees` is gone.', airdrops), ['collectFees']);
  // `Helpers` is a name of earlier Lockup and Flow releases: naming an earlier release of either marks it.
  assert.deepEqual(check('In Lockup v3.0 the checks sat in `Helpers`.', checked), []);
  assert.deepEqual(check('The checks sit in `Helpers`.', checked), ['Helpers']);
});

test('hand-written pages name the release of every identifier the current release of its product no longer has', async () => {
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
    for (const f of findings(tree, checked)) {
      if (isBobPage(doc.path) && bobNames.has(f.identifier)) continue;
      problems.push(`${doc.path}:${f.line} \`${f.identifier}\` (${f.products.map(protocolName).join(', ')}) in "${f.block}"`);
    }
  }
  assert.deepEqual(
    problems,
    [],
    'Each of these names exists only in an earlier release of the product in parentheses: name the release in the same paragraph, list item or table row, or wrap the passage in <OlderRelease release="Lockup vX.Y"> (or "Flow vX.Y", "Airdrops vX.Y")',
  );
});
