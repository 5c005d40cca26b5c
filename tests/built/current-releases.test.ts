import assert from 'node:assert/strict';
import { test } from 'node:test';

import { fromHtml } from 'hast-util-from-html';
import { toText } from 'hast-util-to-text';
import type { Element, Root } from 'hast';

import { isAboutEarlierReleases } from '../../src/lib/generated-pages';
import { escapeRegExp } from '../../src/lib/regexp';
import { CURRENT_RELEASES, PREVIOUS_RELEASES, PRODUCTS, protocolName } from '../../src/lib/releases';
import { builtDocPages } from '../support/build-scan';

/**
 * No built page outside the earlier-release pages (previous deployments, the upgrade guides, legacy) calls an
 * earlier release of a product current (Lockup v3.0, Flow v2.0, …). Sentences and table rows are read from the
 * rendered article, so generated pages (contract reference, deployments) are checked as readers see them.
 */

const products = PRODUCTS.filter((product) => PREVIOUS_RELEASES[product].length > 0);
const names = products.map(protocolName).join('|');
/** Every earlier release label as a pattern, its product and version joined by `separator` (a pattern too). */
const earlierLabelsJoinedBy = (separator: string): string[] =>
  products.flatMap((product) => PREVIOUS_RELEASES[product].map((v) => `${protocolName(product)}${separator}${escapeRegExp(v)}`));
/** "Lockup v2.0|Lockup v3.0|…|Flow v1.0|…": every earlier release of a product, with its product's name. */
const earlierLabels = earlierLabelsJoinedBy(' ').join('|');
/** Bare versions, for "the current v2.0" (any product's earlier version that is no product's current one). */
const currentVersions = new Set<string>(Object.values(CURRENT_RELEASES));
const earlierVersions = [...new Set(products.flatMap((product) => PREVIOUS_RELEASES[product]))]
  .filter((v) => !currentVersions.has(v))
  .map(escapeRegExp)
  .join('|');
/** "Lockup v2.0 is the current release", "Flow v1.1 (current)", "Lockup v2.0 | Current". */
const LABEL_THEN_CURRENT = new RegExp(
  `\\b(?:${earlierLabels})\\b[^.;|]{0,60}?\\b(?:is|are|remains?)\\s+(?:still\\s+)?(?:the\\s+)?(?:current|latest|newest)\\b|\\b(?:${earlierLabels})\\s*(?:\\(current\\)|\\|\\s*Current\\b)`,
  'i',
);
/** Any release label, for a list of releases ("Lockup v4.0, Flow v2.0 and Airdrops v1.3"). */
const anyLabel = `(?:${PRODUCTS.map(protocolName).join('|')}|Comptroller)\\s+v\\d+\\.\\d+`;
/** "the current releases: Lockup v2.0", "current releases — Lockup v4.0, Flow v2.0", "the current v2.0". */
const CURRENT_THEN_LABEL = new RegExp(
  `\\b(?:current|latest|newest)\\b(?:\\s+(?:(?:${names})\\s+)?releases?)?[\\s:,—-]+(?:\\(?\\s*)?(?:${anyLabel}(?:,\\s*|\\s+and\\s+))*(?:${earlierLabels}${earlierVersions ? `|${earlierVersions}` : ''})\\b`,
  'i',
);

/**
 * A first pass on the raw HTML, so that only the pages that could hold such a sentence are parsed: parsing
 * every page took most of the build-output tests' time, and this pass leaves only a few dozen pages to parse.
 * Tags are removed without a space, so a
 * word split by inline markup stays whole; no word boundary is required; and the distances allowed are wider
 * than the patterns below allow within one sentence (60 characters and a verb after a label, a list of a
 * dozen labels after "current"). The first test checks that every sentence the patterns catch passes.
 */
const earlierMention = [...earlierLabelsJoinedBy('\\s*'), ...(earlierVersions ? [earlierVersions] : [])].join('|');
const MAY_CALL_EARLIER_CURRENT = new RegExp(
  `(?:current|latest|newest)[\\s\\S]{0,300}?(?:${earlierMention})|(?:${earlierMention})[\\s\\S]{0,120}?(?:current|latest|newest)`,
  'i',
);

function mayCallEarlierCurrent(html: string): boolean {
  return MAY_CALL_EARLIER_CURRENT.test(html.replace(/<[^>]*>/g, ''));
}

function blocksOf(html: string): string[] {
  const tree = fromHtml(html) as Root;
  const out: string[] = [];
  const visit = (node: Root | Element, inArticle: boolean): void => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const article = inArticle || child.tagName === 'article';
      if (article && ['p', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'td', 'th', 'dd'].includes(child.tagName)) {
        const text = toText(child, { whitespace: 'normal' });
        out.push(child.tagName === 'tr' ? text.replace(/\t/g, ' | ') : text);
      }
      visit(child, article);
    }
  };
  visit(tree, false);
  return out.flatMap((block) => block.split(/(?<=[.!?])\s+(?=[A-Z(])/));
}

test('the sentence patterns catch a page that calls an earlier release current', () => {
  const oldest = PREVIOUS_RELEASES.lockup[0];
  const flow = PREVIOUS_RELEASES.flow[0];
  const airdrops = PREVIOUS_RELEASES.airdrops;
  // A bare version counts only when it is no product's current one (v3.0 is Lockup's latest earlier release and Flow's current).
  const bare = PREVIOUS_RELEASES.lockup.find((v) => !(Object.values(CURRENT_RELEASES) as string[]).includes(v));
  for (const sentence of [
    `Lockup ${oldest} is the current Lockup release.`,
    `They track the current releases — Lockup ${oldest}, Flow v1.1 and Airdrops v1.3.`,
    `They track the current releases — Lockup ${CURRENT_RELEASES.lockup}, Flow ${flow} and Airdrops v1.3.`,
    // Bob, a product with no earlier release, in a list that still names an earlier release of another product.
    `They track the current releases — Bob ${CURRENT_RELEASES.bob}, Lockup ${CURRENT_RELEASES.lockup} and Flow ${flow}.`,
    `Lockup ${oldest} | Current | one contract`,
    `Flow ${flow} | Current | the comptroller`,
    `Flow ${flow} is the latest Flow release.`,
    `Build against the current ${bare}.`,
    `The current Flow release, Flow ${flow}, takes a start time.`,
    ...airdrops.flatMap((v) => [
      `Airdrops ${v} is the current Airdrops release.`,
      `Airdrops ${v} | Current | the factories`,
      `The latest Airdrops release, Airdrops ${v}, charges a claim fee.`,
    ]),
  ]) {
    assert.ok(LABEL_THEN_CURRENT.test(sentence) || CURRENT_THEN_LABEL.test(sentence), sentence);
    assert.ok(mayCallEarlierCurrent(`<p>${sentence.replace(' ', ' <em>')}</em></p>`), `the first pass keeps: ${sentence}`);
  }
  for (const sentence of [
    `Lockup ${oldest} is superseded by Lockup ${CURRENT_RELEASES.lockup}, the current release.`,
    `The current release is Lockup ${CURRENT_RELEASES.lockup}; streams of Lockup ${oldest} keep working.`,
    `Flow ${flow} is superseded by Flow ${CURRENT_RELEASES.flow}, the current release.`,
    `The current releases are Lockup ${CURRENT_RELEASES.lockup} and Flow ${CURRENT_RELEASES.flow}.`,
    `The current releases are Lockup ${CURRENT_RELEASES.lockup}, Flow ${CURRENT_RELEASES.flow} and Airdrops ${CURRENT_RELEASES.airdrops}.`,
    `Airdrops ${airdrops[0]} is superseded by Airdrops ${CURRENT_RELEASES.airdrops}, the current release.`,
    `Campaigns of Airdrops v1.3 keep their single factory; Airdrops ${CURRENT_RELEASES.airdrops} is current.`,
    `The current releases are Lockup ${CURRENT_RELEASES.lockup}, Flow ${CURRENT_RELEASES.flow}, Airdrops ${CURRENT_RELEASES.airdrops} and Bob ${CURRENT_RELEASES.bob}.`,
    `Bob ${CURRENT_RELEASES.bob} is the current Bob release, and its first.`,
  ])
    assert.ok(!(LABEL_THEN_CURRENT.test(sentence) || CURRENT_THEN_LABEL.test(sentence)), sentence);
});

test('no page outside the earlier-release pages calls an earlier release current', () => {
  const pages = builtDocPages().filter(
    (p) => !p.route.startsWith('/__') && !isAboutEarlierReleases(p.route) && !p.route.includes('legacy'),
  );
  assert.ok(pages.length > 100, `${pages.length} pages read`);
  const problems: string[] = [];
  for (const { route, html } of pages) {
    if (!mayCallEarlierCurrent(html)) continue;
    for (const sentence of blocksOf(html))
      if (LABEL_THEN_CURRENT.test(sentence) || CURRENT_THEN_LABEL.test(sentence)) problems.push(`${route}: "${sentence.slice(0, 160)}"`);
  }
  assert.deepEqual([...new Set(problems)], []);
});
