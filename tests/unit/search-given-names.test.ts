/**
 * The names the index gives pages besides their titles and headings: the built index (HTML) and the dev
 * index (MDX) must read the glossary and the tables alike, or search would rank differently under `npm start`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { IndexedPage } from '../../plugins/search-index/build-index';
import { glossaryEntriesFromHtml, glossaryEntriesFromMdx, termNames } from '../../plugins/search-index/glossary';
import { selectorNames, tableNames } from '../../plugins/search-index/html';
import { addOverviewNames, defineUntypedQueries } from '../../plugins/search-index/names';
import { tableNamesFromMdx } from '../../plugins/search-index/source';
import { addressName } from '../../src/search/rank';

test('a glossary entry names the first other page it links to, from the HTML as from the MDX', () => {
  const mdx = [
    '---',
    'title: Glossary',
    '---',
    '## A {#a}',
    '### Allow-list (hooks) {#allow-list}',
    'Set by the [comptroller](#comptroller). See [hooks](/concepts/lockup/hooks#allow-list).',
    '### `MAX_FEE` {#max-fee}',
    'See [fees](/concepts/fees/).',
    '### Batch {#batch}',
    'No link, so no page.',
  ].join('\n');
  const html =
    '<h2 id=a>A</h2><h3 id=allow-list>Allow-list (hooks)<a href=#allow-list class=hash-link>\u200b</a></h3>' +
    '<p>Set by the <a href=#comptroller>comptroller</a>. See <a href="/concepts/lockup/hooks#allow-list">hooks</a>.</p>' +
    '<h3 id=max-fee><code>MAX_FEE</code></h3><p>See <a href=/concepts/fees/>fees</a>.</p><h3 id=batch>Batch</h3><p>No link.</p>';
  const expected = [
    { term: 'Allow-list (hooks)', page: '/concepts/lockup/hooks' },
    { term: 'MAX_FEE', page: '/concepts/fees' },
  ];
  assert.deepEqual(glossaryEntriesFromHtml(html), expected);
  assert.deepEqual(glossaryEntriesFromMdx(mdx), expected);
});

test('a glossary term gives each of its names, a qualifier on either side', () => {
  assert.deepEqual(termNames('Allow-list (hooks)'), ['Allow-list', 'hooks Allow-list', 'Allow-list hooks']);
  assert.deepEqual(termNames('Variable claim amount (VCA)'), ['Variable claim amount', 'VCA']);
  assert.deepEqual(termNames('Snapshot debt and snapshot time'), ['Snapshot debt', 'snapshot time']);
});

test("a table row's first code cell names a constant, from the HTML as from the MDX", () => {
  const mdx = [
    '| Value | Status | Meaning |',
    '| --- | --- | --- |',
    '| 0 | `ACTIVE` | open |',
    '| 2 | `SETTLED` | the target was reached |',
    '| `redeem` | `SETTLED` | a function, not a constant |',
  ].join('\n');
  const html =
    '<table><thead><tr><th>Value<th>Status<th>Meaning<tbody><tr><td>0<td><code>ACTIVE</code><td>open' +
    '<tr><td>2<td><code>SETTLED</code><td>the target was reached<tr><td><code>redeem</code><td><code>SETTLED</code><td>a function</table>';
  assert.deepEqual(tableNames(html), ['ACTIVE', 'SETTLED']);
  assert.deepEqual(tableNamesFromMdx(mdx), ['ACTIVE', 'SETTLED']);
});

test('an overview defines the unit two pages of its section are titled after', () => {
  const page = (url: string, title: string): IndexedPage => ({
    url,
    title,
    group: 'Concepts',
    kind: 0,
    defines: 1,
    tag: 'docs-default-current',
    slugWords: '',
    description: '',
    sections: [],
  });
  const pages = [
    page('/concepts/bob/overview', 'Bob overview'),
    page('/concepts/bob/shares', 'Bob vault shares'),
    page('/concepts/bob/statuses', 'Bob vault statuses'),
    page('/concepts/flow/overview', 'Flow overview'),
    page('/concepts/flow/statuses', 'Flow statuses'),
  ];
  addOverviewNames(pages);
  assert.deepEqual(pages[0]!.names, ['bob vault']);
  assert.equal(pages[3]!.names, undefined);
});

test("a reference's selectors are the names of its items, from the HTML as from the MDX", () => {
  const mdx = '### cancel\n\n- **Selector:** `0x40e58ee5`\n- **ABI signature:** `cancel(uint256)`\n\n| `burn` | `0x42966c68` |';
  const html = '<h3>cancel</h3><ul><li><strong>Selector:</strong> <code>0x40e58ee5</code></li></ul><td><code>0x42966c68</code>';
  assert.deepEqual(selectorNames(html), ['0x40e58ee5']);
  assert.deepEqual(selectorNames(mdx), ['0x40e58ee5']);
});

test("a written page's address names its subject when its title has the address's words", () => {
  assert.equal(addressName('/concepts/nft', 'Stream NFTs'), 'nft');
  assert.equal(addressName('/concepts/solana/overview', 'Sablier on Solana'), 'solana');
  assert.equal(addressName('/guides/lockup/examples/stream-management/transfer', 'Transfer a Lockup stream'), 'transfer');
  assert.equal(addressName('/guides/solana/examples/claim-airdrop', 'Airdrop campaigns on Solana'), '');
});

test('a GraphQL query defines its name only when no type of its API is named so', () => {
  const page = (url: string, defines: 0 | 1 | 2): IndexedPage => ({
    url,
    title: url.split('/').pop()!,
    group: 'API',
    kind: 1,
    defines,
    tag: 'docs-default-current',
    slugWords: '',
    description: '',
    sections: [],
  });
  const pages = [
    page('/api/airdrops/graphql/the-graph/objects/campaign', 1),
    page('/api/airdrops/graphql/the-graph/queries/campaign', 2),
    page('/api/airdrops/graphql/the-graph/queries/campaigns', 2),
  ];
  defineUntypedQueries(pages);
  assert.deepEqual(
    pages.map((p) => p.defines),
    [1, 2, 0],
  );
});
