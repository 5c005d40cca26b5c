import assert from 'node:assert/strict';
import { test } from 'node:test';

import { PAYABLE_CONTRACTS, payableSplit } from '../../generators/release-facts/facts';
import { PREVIOUS_RELEASES, type Protocol, currentReleaseLabel, releaseLabel } from '../../src/lib/releases';
import { handWrittenDocs } from '../support/docs';

/**
 * Prose about `payable` must agree with the ABIs' `stateMutability` in the current releases
 * (`src/lib/releases.ts`). Pages about earlier releases (previous deployments, the upgrade page, legacy),
 * `<OlderRelease>` passages and sentences naming an earlier release are left to their own release and
 * not checked against the current ABIs.
 */
const splits = Object.entries(PAYABLE_CONTRACTS).flatMap(([protocol, contracts]) =>
  contracts.map((c) => payableSplit(protocol as keyof typeof PAYABLE_CONTRACTS, c)),
);
const payable = new Set(splits.flatMap((s) => s.payable));
const nonpayable = new Set(splits.flatMap((s) => s.nonpayable));

function sentences(text: string): string[] {
  const prose = text
    .replace(/^---[\s\S]*?^---$/m, '')
    .replace(/<OlderRelease\b[\s\S]*?<\/OlderRelease>/g, '')
    .replace(/^```[\s\S]*?^```$/gm, '')
    .replace(/^(import|export) .*$/gm, '');
  return prose
    .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.)\s)/)
    .flatMap((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z*`[])/));
}

/** "Lockup v2.0", "Flow v1.0", …: every earlier release the docs name, from src/lib/releases.ts. */
const earlierLabels = (Object.entries(PREVIOUS_RELEASES) as [Protocol, readonly string[]][]).flatMap(([protocol, versions]) =>
  versions.map((version) => releaseLabel({ protocol, version })),
);
const EARLIER = new RegExp(
  `${earlierLabels.map((label) => `\\b${label.replace(/\./g, '\\.')}\\b`).join('|')}|earlier releases?|previous releases?|older releases?`,
  'i',
);
const NEGATED = /\bnon-?payable\b|\bnot\s+`?payable\b|\bnever\s+`?payable\b/i;
const UNIVERSAL = /\b(every|all|each)\b.{0,60}?\b(functions?|calls?)\b.{0,60}?\b(is|are|became|become)\s+`?payable\b/i;
/** `name` (or a list of names) followed by a verb and payable: "`a`, `b` and `c` are payable". */
const DIRECT =
  /((?:`\w+(?:\([^`]*\))?`(?:,\s*|\s+and\s+|\s+or\s+)?)+)\s+(?:is|are|was|were|became|stays|remains)\s+(not\s+|never\s+)?`?(non-?)?payable\b/gi;

interface Claim {
  path: string;
  sentence: string;
}

function payableClaims(): Claim[] {
  return handWrittenDocs()
    .filter(({ path }) => !/previous-deployments|\/upgrade\.mdx$|\/legacy\b|legacy\.mdx$/.test(path))
    .flatMap(({ path, text }) => sentences(text).map((sentence) => ({ path, sentence })))
    .filter(({ sentence }) => /payable/i.test(sentence) && !EARLIER.test(sentence));
}

test('no page says every state-changing function is payable (the ABIs have non-payable ones)', () => {
  assert.ok(nonpayable.has('approve') && nonpayable.has('createWithDurationsLL'), 'the current ABIs list non-payable functions');
  const wrong = payableClaims().filter(({ sentence }) => UNIVERSAL.test(sentence) && !NEGATED.test(sentence));
  assert.deepEqual(wrong, []);
});

test('a function named as payable (or non-payable) in prose has that mutability in the ABIs', () => {
  const claims = payableClaims();
  assert.ok(claims.length > 0, 'no sentence mentions payable: the scan is not reading the pages');
  const wrong: string[] = [];
  for (const { path, sentence } of claims) {
    for (const match of sentence.matchAll(DIRECT)) {
      const negated = Boolean(match[2] || match[3]);
      const named = [...match[1]!.matchAll(/`(\w+)/g)].map((m) => m[1]!).filter((n) => payable.has(n) || nonpayable.has(n));
      for (const name of named) {
        if (!(negated ? nonpayable : payable).has(name))
          wrong.push(`${path}: \`${name}\` is called ${negated ? 'non-payable' : 'payable'} in: ${sentence}`);
      }
    }
  }
  assert.deepEqual(wrong, []);
});

test('sentences naming an earlier release are left out, the current one is checked', () => {
  assert.ok(earlierLabels.length > 0 && earlierLabels.every((label) => EARLIER.test(`In ${label}, \`approve\` is payable.`)));
  assert.ok(!EARLIER.test(`In ${currentReleaseLabel('lockup')}, \`approve\` is payable.`));
});

test('the claim is caught when a page gets it wrong', () => {
  const sentence = `In ${currentReleaseLabel('lockup')} every state-changing function is \`payable\`, so \`approve\` and \`withdraw\` are payable.`;
  assert.ok(UNIVERSAL.test(sentence) && !NEGATED.test(sentence) && !EARLIER.test(sentence));
  const named = [...sentence.matchAll(DIRECT)].flatMap((m) => [...m[1]!.matchAll(/`(\w+)/g)].map((n) => n[1]));
  assert.deepEqual(named, ['approve', 'withdraw']);
  assert.ok(!payable.has('approve') && payable.has('withdraw'));
});
