/**
 * The embedded search engine on a small index written by the real index writer: words, sections,
 * ranking, typos, snippets and the split between the core and the `more` file.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

import type { IndexedPage } from '../../plugins/search-index/build-index';
import { pageDefines, pageKind, pageSections } from '../../plugins/search-index/html';
import { splitSections } from '../../plugins/search-index/sections';
import { writeSearchIndex } from '../../plugins/search-index/write';
import { decodePostings, encodePostings } from '../../src/search/index-format';
import { rehearsalClient } from '../../src/search/rehearsal-answer';
import { makeSnippet, wordMatcher } from '../../src/search/snippet';
import { tokenize } from '../../src/search/index-format';
import { beginsWord } from '../../src/search/rank';
import { stem } from '../../src/search/stem';
import { PREVIOUS_RELEASES, PRODUCTS } from '../../src/lib/releases';
import type { SearchHit, SearchResult } from '../../src/search/types';

const tags = { pre: '<mark>', post: '</mark>' };

test('words: identifiers are kept whole and cut into parts; addresses and selectors stay whole', () => {
  assert.deepEqual(tokenize('withdrawMax(streamId)'), ['withdrawmax', 'withdraw', 'max', 'streamid', 'stream', 'id']);
  assert.deepEqual(tokenize('Stream_bool_exp'), ['stream_bool_exp', 'stream', 'bool', 'exp']);
  assert.deepEqual(tokenize('selector 0xea5ead19'), ['selector', '0xea5ead19']);
  assert.deepEqual(tokenize('a I'), [], 'single letters are not words');
});

/** The words as first defined, with Unicode classes only: what the quicker ASCII patterns must give. */
function unicodeTokenize(text: string): string[] {
  const parts = (word: string): string[] => {
    if (/^[A-Z]?[a-z]*$/.test(word) || /^0x[0-9a-f]+$/i.test(word)) return [];
    const cut = word
      .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
      .replace(/(\p{L})(\p{N})/gu, '$1 $2')
      .replace(/(\p{N})(\p{L})/gu, '$1 $2')
      .split(/[\s_]+/)
      .map((p) => p.toLowerCase())
      .filter((p) => p.length >= 2);
    return cut.length > 1 ? cut : [];
  };
  const terms: string[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}_]+/gu)) {
    const word = match[0].replace(/^_+|_+$/g, '');
    if ((word.length < 2 && !/\p{N}/u.test(word)) || word.length > 48) continue;
    terms.push(word.toLowerCase(), ...parts(word));
  }
  return terms;
}

test('words: ASCII text is cut exactly as the Unicode patterns cut it', () => {
  const samples = [
    'SablierLockup createWithTimestampsLPG ERC20 ERC721Metadata ERC20tokens v12beta 3rdParty',
    'Stream_bool_exp __typename _private x2 v2.0 0xea5ead19 0x8F40a2B1',
    'calculateMinFeeWei(streamId) HTTPServer LockupNFTDescriptor USDCToken',
    'a1 1a 9 _ __ A aB Ab ABc abC l2Beat 2fa IDs MAX_FEE_USD',
    `x${'y'.repeat(60)} withdrawMax-to/multiple`,
    'Ünïcödé wörds: ÉtatDuFlux naïveStream 東京Stream',
  ];
  for (const text of samples) assert.deepEqual(tokenize(text), unicodeTokenize(text), text);
  // Every short string over a few characters of each class, as a last net.
  const alphabet = ['a', 'Z', '0', '_', ' ', 'B', 'c', '9'];
  for (const a of alphabet)
    for (const b of alphabet)
      for (const c of alphabet)
        for (const d of alphabet) {
          const text = `${a}${b}${c}${d}x`;
          assert.deepEqual(tokenize(text), unicodeTokenize(text), JSON.stringify(text));
        }
});

test('stems: plurals, -ing, -ed and doubled consonants meet; "status" and "address" are not plurals', () => {
  for (const [a, b] of [
    ['cancelled', 'cancel'],
    ['canceling', 'cancels'],
    ['streaming', 'streams'],
    ['tranches', 'tranched'],
    ['statuses', 'status'],
    ['addresses', 'address'],
  ]) {
    assert.equal(stem(a!), stem(b!), `${a} ~ ${b}`);
  }
  assert.notEqual(stem('status'), stem('stat'));
});

test('a piece of a title counts only where it begins a word', () => {
  assert.equal(beginsWord('lockup indexers\napi', 'index'), true);
  assert.equal(beginsWord('lockup indexers\napi', 'up'), false);
  assert.equal(beginsWord('apps › features', 'app'), true);
});

test('postings survive encoding', () => {
  const entries: [number, number][] = [
    [0, 8],
    [3, 1],
    [3000, 15],
    [3001, 0],
  ];
  assert.deepEqual(decodePostings(encodePostings(entries)), entries);
});

test('sections keep prose apart from code and drop diagram source, SVG text, math markup and link glyphs', () => {
  const html = `<div class="theme-doc-markdown markdown"><header><h1>Cancel</h1></header><p>Intro words.</p>
<h2 id=how>How<a href=#how class=hash-link>#</a></h2><p>Call <code>cancel</code> with <span class=katex><span class=katex-html>x+1</span></span> care.</p>
<section aria-label="Diagram source" data-search="skip"><pre><code>sequenceDiagram actor Sender</code></pre></section>
<svg><text>axis label</text></svg>
<pre><code>// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;
import { ISablierLockup } from "./ISablierLockup.sol";
lockup.cancelMultiple(ids);
</code></pre><table><tr><td>a</td><td>b</td></tr></table></div>`;
  const sections = splitSections(html, 'Cancel');
  assert.deepEqual(
    sections.map((s) => [s.anchor, s.heading, s.level]),
    [
      [null, 'Cancel', 1],
      ['how', 'How', 2],
    ],
  );
  assert.equal(sections[0]!.text, 'Intro words.');
  assert.equal(sections[1]!.text, 'Call cancel with care. a b');
  assert.equal(sections[1]!.code, 'lockup.cancelMultiple(ids);');
});

test('snippets quote the words around the first match, escaped, with an ellipsis where cut', () => {
  const text = `${'filler '.repeat(30)}then <cancel> the stream ${'tail '.repeat(30)}`;
  const { value, matched } = makeSnippet(text, wordMatcher(['cancel'], []), tags);
  assert.ok(matched);
  assert.match(value, /^… filler .*&lt;<mark>cancel<\/mark>&gt; the stream tail .* …$/);
  assert.equal(makeSnippet('Nothing here', wordMatcher(['cancel'], []), tags).value, 'Nothing here');
  assert.match(makeSnippet('Call withdrawMax now', wordMatcher(['withdraw'], []), tags).value, /<mark>withdrawMax<\/mark>/);
});

test('a snippet skips to the first possible match and gives what reading every word gives', () => {
  // A matcher without needles reads every word from the start: the slow path, used here as the reference.
  const vocabulary = [
    'stream',
    'Streams',
    'withdrawMax',
    'Stream_bool_exp',
    'slope',
    'also',
    'ERC20',
    'cancel',
    'x',
    '0x8f40',
    'Ünïcode',
    'ΑΣ',
  ];
  const glue = [' ', ', ', '. ', ' — ', ' (', ') ', '\n', ' <b> ', '&'];
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const needleSets: [string[], string[]][] = [
    [['cancel'], []],
    [['withdraw', 'max'], []],
    [[], ['slo']],
    [['erc', '20'], ['st']],
    [['nothing'], ['zz']],
    [['ünïcode'], []],
    [['ας'], []],
    // Parts of identifiers met before any whole word: "ERC20", "withdrawMax", "Stream_bool_exp".
    [['20'], []],
    [['max'], []],
    [['exp', 'bool'], []],
  ];
  let compared = 0;
  for (let round = 0; round < 400; round += 1) {
    const words = Array.from({ length: 1 + next(round % 5 === 0 ? 2000 : 60) }, () => vocabulary[next(vocabulary.length)]!);
    const ascii = round % 3 !== 0;
    const text = words
      .filter((w) => !ascii || /^[ -~]*$/.test(w))
      .map((w) => w + glue[next(glue.length)]!)
      .join('');
    for (const [terms, prefixes] of needleSets) {
      const matcher = wordMatcher(terms, prefixes);
      const expected = makeSnippet(text, (w: string) => matcher(w), tags);
      assert.deepEqual(makeSnippet(text, matcher, tags), expected, JSON.stringify({ text: text.slice(0, 120), terms, prefixes }));
      compared += 1;
    }
  }
  assert.equal(compared, 400 * needleSets.length);
  // Each word far into a text, where the first words' window cannot stand in for the match.
  // Also after a character that lower-cases to two units (İ) and one outside the BMP (𝐀), read from the start.
  for (const [placed, lead] of vocabulary.flatMap((w) => ['', 'İ ', '𝐀 '].map((l) => [w, l] as const))) {
    const text = `${lead}${'plain words here, '.repeat(15)}${placed} then ${'more '.repeat(30)}`;
    for (const [terms, prefixes] of needleSets) {
      const matcher = wordMatcher(terms, prefixes);
      assert.deepEqual(
        makeSnippet(text, matcher, tags),
        makeSnippet(text, (w: string) => matcher(w), tags),
        `${placed} ${terms} ${prefixes}`,
      );
    }
  }
  for (const text of ['', '  ', '—', 'cancel', ' cancel', 'a b c d e f g h cancel']) {
    const matcher = wordMatcher(['cancel'], []);
    assert.deepEqual(
      makeSnippet(text, matcher, tags),
      makeSnippet(text, (w: string) => matcher(w), tags),
      JSON.stringify(text),
    );
  }
});

// A small site: two written pages, a generated GraphQL page named like a plain word, one with an address.
function page(url: string, title: string, body: string): IndexedPage {
  const html = `<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div>`;
  return {
    url,
    title,
    group: 'Test',
    kind: pageKind(url),
    defines: pageDefines(url),
    tag: 'docs-default-current',
    slugWords: url.split('/').pop()!.replace(/-/g, ' '),
    description: '',
    sections: pageSections(url, html, title),
  };
}

const pages = [
  page(
    '/concepts/cancelability',
    'Cancelability',
    '<p>A sender can cancel a cancelable stream.</p><h2 id=refunds>Refunds</h2><p>Cancel refunds the unstreamed tokens.</p>',
  ),
  page(
    '/guides/lockup/examples/stream-management/withdraw',
    'Withdraw from a stream',
    '<p>Call withdrawMax to withdraw everything.</p><h2 id=airdrops>After an airdrop</h2><p>Airdrops create streams too.</p>',
  ),
  page(
    '/api/lockup/graphql/the-graph/queries/lockup-streams',
    'streams',
    '<p>List Stream entities.</p><h3 id=f>streams.where ● Stream_filter</h3><p>Filter on cancelable and other fields.</p>',
  ),
  page('/guides/lockup/deployments', 'Lockup deployments', '<p>SablierLockup on Ethereum: 0x7c01aa3783577e15fd7e272443d44b92d5b21056.</p>'),
];

let dir = '';
let runSearch: (
  request: { indexName: string; query: string; hitsPerPage?: number },
  options: { indexBase: string },
) => Promise<SearchResult>;
const fetched: string[] = [];

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'search-engine-'));
  await writeSearchIndex(pages, join(dir, 'search-index'));
  globalThis.fetch = (async (input: string | URL) => {
    const path = String(input);
    fetched.push(path);
    try {
      const body = readFileSync(join(dir, path));
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    } catch {
      return new Response('missing', { status: 404 });
    }
  }) as typeof fetch;
  ({ runSearch } = await import('../../src/search/engine'));
});

after(() => rmSync(dir, { recursive: true, force: true }));

const urls = (result: SearchResult) => Array.from(new Set(result.hits.map((h: SearchHit) => h.url_without_anchor)));
const search = (query: string) => runSearch({ indexName: 'docs', query, hitsPerPage: 20 }, { indexBase: '/search-index/' });

test('a written page beats a generated one for a plain word; the generated page named exactly still comes second', async () => {
  const result = await search('streams');
  assert.equal(urls(result)[0], '/guides/lockup/examples/stream-management/withdraw');
  assert.equal(urls(result)[1], '/api/lockup/graphql/the-graph/queries/lockup-streams');
});

test('identifiers are found whole and by their parts', async () => {
  assert.equal(urls(await search('withdrawMax'))[0], '/guides/lockup/examples/stream-management/withdraw');
  assert.equal(urls(await search('withdraw max'))[0], '/guides/lockup/examples/stream-management/withdraw');
});

test('one typo in a word of five letters or more is forgiven, and reported', async () => {
  const result = await search('cancelabilty');
  assert.equal(urls(result)[0], '/concepts/cancelability');
  assert.equal(result.correctedQuery, 'cancelability');
  assert.equal(urls(await search('airdorp'))[0], '/guides/lockup/examples/stream-management/withdraw');
  assert.deepEqual(urls(await search('wqpfj')), []);
});

test('a heading that names the query gives a hit on that section, with a highlighted snippet', async () => {
  const result = await search('refunds');
  const hit = result.hits.find((h) => h.anchor === 'refunds');
  assert.ok(hit, JSON.stringify(result.hits.map((h) => h.url)));
  assert.equal(hit.hierarchy.lvl2, 'Refunds');
  assert.match(hit._snippetResult.content?.value ?? '', /<span class="algolia-docsearch-suggestion--highlight">refunds<\/span>/i);
});

test('a pasted address finds its page through the rest of the index', async () => {
  const result = await search('0x7c01aa3783577e15fd7e272443d44b92d5b21056');
  assert.deepEqual(urls(result), ['/guides/lockup/deployments']);
  assert.ok(fetched.some((f) => /\/more\.json$/.test(f)));
});

/** An object's keys in order, nested: what V8's object shapes follow. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return 'array';
  if (value === null || typeof value !== 'object') return typeof value;
  return Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]);
}

test("the modal rehearsal's made-up answer is shaped as the engine's, key for key, with hits of three levels", async () => {
  const real = await runSearch(
    { indexName: 'docs', query: 'refunds', hitsPerPage: 20, highlightPreTag: '<mark>', highlightPostTag: '</mark>' } as never,
    { indexBase: '/search-index/' },
  );
  const { results } = await rehearsalClient().search([{ indexName: 'docs', query: 'stream' }]);
  const made = results[0]!;
  const section = real.hits.find((h) => h.type === 'lvl2')!;
  const rehearsedSection = made.hits.find((h) => h.type === 'lvl2')!;
  assert.deepEqual(shapeOf(rehearsedSection), shapeOf(section));
  const { correctedQuery: _, ...realResult } = real;
  assert.deepEqual(shapeOf({ ...made, hits: [] }), shapeOf({ ...realResult, hits: [] }));
  assert.deepEqual(new Set(made.hits.map((h) => h.type)), new Set(['lvl1', 'lvl2', 'lvl3']));
  assert.equal(new Set(made.hits.map((h) => h.objectID)).size, made.hits.length, 'distinct ids (they are React keys)');
});

test('plain questions find their page: stop words are not required', async () => {
  assert.equal(urls(await search('how do I cancel a stream'))[0], '/concepts/cancelability');
});

test('the upgrade guide and earlier deployments of every product with earlier releases rank as earlier-release pages', () => {
  for (const product of PRODUCTS.filter((p) => PREVIOUS_RELEASES[p].length > 0)) {
    const previous = pageKind(`/guides/${product}/previous-deployments/${PREVIOUS_RELEASES[product][0]}`);
    assert.equal(pageKind(`/guides/${product}/upgrade`), previous, `${product} upgrade guide`);
    assert.notEqual(pageKind(`/guides/${product}/deployments`), previous, `${product} current deployments`);
  }
  assert.equal(pageKind('/guides/airdrops/upgrade'), pageKind('/guides/airdrops/previous-deployments/v1.3'));
  assert.notEqual(pageKind('/guides/airdrops/examples/claim'), pageKind('/guides/airdrops/upgrade'));
});
