import assert from 'node:assert/strict';
import { test } from 'node:test';

import { PAYABLE_CONTRACTS, payableSplit } from '../../plugins/release-facts/facts';
import { handWrittenDocs } from '../support/docs';

/**
 * Prose about `payable` must agree with the ABIs' `stateMutability`. Pages about earlier releases
 * (previous deployments, legacy) and sentences naming an earlier version are left to their own
 * release and not checked against the current ABIs.
 */
const splits = Object.entries(PAYABLE_CONTRACTS).flatMap(([protocol, contracts]) =>
  contracts.map((c) => payableSplit(protocol as keyof typeof PAYABLE_CONTRACTS, c)),
);
const payable = new Set(splits.flatMap((s) => s.payable));
const nonpayable = new Set(splits.flatMap((s) => s.nonpayable));

function sentences(text: string): string[] {
  const prose = text
    .replace(/^---[\s\S]*?^---$/m, '')
    .replace(/^```[\s\S]*?^```$/gm, '')
    .replace(/^(import|export) .*$/gm, '');
  return prose
    .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.)\s)/)
    .flatMap((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z*`[])/));
}

const EARLIER = /\b(Lockup|Airdrops) v1\.[0-2]\b|\bFlow v1\.0\b|earlier releases?|previous releases?/i;
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
    .filter(({ path }) => !/previous-deployments|\/legacy\b|legacy\.mdx$/.test(path))
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

test('the claim is caught when a page gets it wrong', () => {
  const sentence = 'In Lockup v2.0 every state-changing function is `payable`, so `approve` and `withdraw` are payable.';
  assert.ok(UNIVERSAL.test(sentence) && !NEGATED.test(sentence) && !EARLIER.test(sentence));
  const named = [...sentence.matchAll(DIRECT)].flatMap((m) => [...m[1]!.matchAll(/`(\w+)/g)].map((n) => n[1]));
  assert.deepEqual(named, ['approve', 'withdraw']);
  assert.ok(!payable.has('approve') && payable.has('withdraw'));
});
