import assert from 'node:assert/strict';
import { test } from 'node:test';

import { fromHtml } from 'hast-util-from-html';
import { toText } from 'hast-util-to-text';
import type { Element, Root } from 'hast';

import { isAboutEarlierReleases } from '../../src/lib/generated-pages';
import { CURRENT_RELEASES, PREVIOUS_RELEASES } from '../../src/lib/releases';
import { builtDocPages } from '../support/build-scan';

/**
 * No built page outside the earlier-release pages (previous deployments, the upgrade guide, legacy) calls an
 * earlier Lockup release current. Sentences and table rows are read from the rendered article, so generated
 * pages (contract reference, deployments) are checked as readers see them.
 */

const earlier = PREVIOUS_RELEASES.lockup.map((v) => v.replace('.', '\\.')).join('|');
/** "Lockup v2.0 is the current release", "Lockup v2.0 (current)", "Lockup v2.0 | Current". */
const LABEL_THEN_CURRENT = new RegExp(
  `\\bLockup (?:${earlier})\\b[^.;|]{0,60}?\\b(?:is|are|remains?)\\s+(?:still\\s+)?(?:the\\s+)?(?:current|latest|newest)\\b|\\bLockup (?:${earlier})\\s*(?:\\(current\\)|\\|\\s*Current\\b)`,
  'i',
);
/** "the current releases: Lockup v2.0", "current Lockup release, v2.0", "the current v2.0". */
const CURRENT_THEN_LABEL = new RegExp(
  `\\b(?:current|latest|newest)\\b(?:\\s+(?:Lockup\\s+)?releases?)?[\\s:,—-]+(?:\\(?\\s*)?(?:Lockup\\s+)?(?:${earlier})\\b`,
  'i',
);

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

test('the sentence patterns catch a page that calls an earlier Lockup release current', () => {
  const oldest = PREVIOUS_RELEASES.lockup[0];
  for (const sentence of [
    `Lockup ${oldest} is the current Lockup release.`,
    `They track the current releases — Lockup ${oldest}, Flow v1.1 and Airdrops v1.3.`,
    `Lockup ${oldest} | Current | one contract`,
    `Build against the current ${oldest}.`,
  ])
    assert.ok(LABEL_THEN_CURRENT.test(sentence) || CURRENT_THEN_LABEL.test(sentence), sentence);
  for (const sentence of [
    `Lockup ${oldest} is superseded by Lockup ${CURRENT_RELEASES.lockup}, the current release.`,
    `The current release is Lockup ${CURRENT_RELEASES.lockup}; streams of Lockup ${oldest} keep working.`,
  ])
    assert.ok(!(LABEL_THEN_CURRENT.test(sentence) || CURRENT_THEN_LABEL.test(sentence)), sentence);
});

test('no page outside the earlier-release pages calls an earlier Lockup release current', () => {
  const pages = builtDocPages().filter(
    (p) => !p.route.startsWith('/__') && !isAboutEarlierReleases(p.route) && !p.route.includes('legacy'),
  );
  assert.ok(pages.length > 100, `${pages.length} pages read`);
  const problems: string[] = [];
  for (const { route, html } of pages) {
    if (!html.includes('Lockup v') && !/current v\d/.test(html)) continue;
    for (const sentence of blocksOf(html))
      if (LABEL_THEN_CURRENT.test(sentence) || CURRENT_THEN_LABEL.test(sentence)) problems.push(`${route}: "${sentence.slice(0, 160)}"`);
  }
  assert.deepEqual([...new Set(problems)], []);
});
