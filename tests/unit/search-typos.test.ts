/**
 * The typo lookup (src/search/dictionary.ts) compares a word only with the terms of neighbouring
 * lengths, each by a one-pass check: it must find exactly what comparing the word with every term
 * by edit distance finds (the brute force it replaced), or a fast but wrong index would pass unseen.
 */
import assert from 'node:assert/strict';
import test from 'node:test';

import { Dictionary } from '../../src/search/dictionary';
import { editDistance, withinOneEdit } from '../../src/search/text';

/** Small seeded generator (mulberry32): the same terms and queries on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A few letters only, so that many terms are one edit apart (the cases worth checking). */
const ALPHABET = 'aeinrst_';

function word(next: () => number, min: number, max: number): string {
  const length = min + Math.floor(next() * (max - min + 1));
  return Array.from({ length }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
}

/** One random edit of any of the four kinds (or none), so queries land near terms. */
function edit(next: () => number, text: string): string {
  const at = Math.floor(next() * (text.length + 1));
  const letter = ALPHABET[Math.floor(next() * ALPHABET.length)]!;
  switch (Math.floor(next() * 5)) {
    case 0:
      return text.slice(0, at) + letter + text.slice(at);
    case 1:
      return text.slice(0, at) + text.slice(at + 1);
    case 2:
      return text.slice(0, at) + letter + text.slice(at + 1);
    case 3:
      return at + 1 < text.length ? text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2) : text;
    default:
      return text;
  }
}

test('the one-pass check agrees with the edit distance (transpositions included) on random pairs', () => {
  const next = random(7);
  let close = 0;
  for (let n = 0; n < 20_000; n += 1) {
    const a = word(next, 0, 9);
    const b = next() < 0.6 ? edit(next, edit(next, a)) : word(next, 0, 9);
    const expected = editDistance(a, b, 1) <= 1;
    if (expected) close += 1;
    assert.equal(withinOneEdit(a, b), expected, `${a} / ${b}`);
  }
  assert.ok(close > 2000, `only ${close} close pairs: the sample checks too little`);
});

test('the typo candidates equal the brute force over a large generated dictionary', () => {
  const next = random(2026);
  const terms = Array.from(new Set(Array.from({ length: 8000 }, () => word(next, 3, 14)))).sort();
  const dictionary = new Dictionary({ terms, postings: terms.map(() => '0') });
  let found = 0;
  for (let n = 0; n < 800; n += 1) {
    const query = n % 3 === 0 ? word(next, 5, 14) : edit(next, terms[Math.floor(next() * terms.length)]!);
    const brute = terms.flatMap((term, i) => (Math.abs(term.length - query.length) <= 1 && editDistance(query, term, 1) <= 1 ? [i] : []));
    found += brute.length;
    assert.deepEqual(dictionary.typoCandidates(query), brute, query);
  }
  assert.ok(found > 800, `only ${found} candidates in all: the sample checks too little`);
});

test('a lookup that needs a typo returns the corrected terms and their stem families, in index order', () => {
  const terms = ['airdrop', 'airdrops', 'airdropped', 'cancel', 'cancelability', 'cancelable', 'stream', 'withdrawal'].sort();
  const dictionary = new Dictionary({ terms, postings: terms.map(() => '0') });
  const typos = (query: string) => dictionary.lookup(query, { asPrefix: false, typos: true }).map((m) => `${m.kind}:${m.term}`);
  assert.deepEqual(typos('airdorp'), ['typo:airdrop', 'typo:airdropped', 'typo:airdrops']);
  assert.deepEqual(typos('cancelabilty'), ['typo:cancelability']);
  assert.deepEqual(typos('withdrawl'), ['typo:withdrawal']);
  assert.deepEqual(typos('strem'), ['typo:stream']);
  assert.deepEqual(typos('wqpfj'), []);
});
