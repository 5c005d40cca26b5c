import { test } from 'node:test';
import assert from 'node:assert/strict';

import { facetPredicate } from '../../src/search/filters';
import { cleanQuery, convertExcerpt, MAX_QUERY_LENGTH } from '../../src/search/text';
import { prepareBuiltPage } from '../../plugins/search-index/html';
import { PAGE_KIND } from '../../src/search/index-format';
import { mdxToHtml } from '../../plugins/search-index/source';

const tags = { pre: '<mark>', post: '</mark>' };

test('queries are trimmed, collapsed and capped at 64 characters', () => {
  assert.equal(cleanQuery('  withdraw \n max  '), 'withdraw max');
  assert.equal(cleanQuery('\t \n'), '');
  assert.equal(cleanQuery(null), '');
  assert.equal(Array.from(cleanQuery('🚀'.repeat(100))).length, MAX_QUERY_LENGTH);
});

test('highlighted values keep only their marks, escaped once', () => {
  assert.equal(convertExcerpt('a &lt;b&gt; <mark>cancel</mark> &amp; <img src=x>', tags), 'a &lt;b&gt; <mark>cancel</mark> &amp; ');
});

test('Algolia facet filters are an AND of ORs, with negation', () => {
  const en = { language: 'en', docusaurus_tag: 'docs-default-current' };
  assert.equal(facetPredicate(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])(en), true);
  assert.equal(facetPredicate(['language:en', 'docusaurus_tag:default'])(en), false);
  assert.equal(facetPredicate('-language:fr')(en), true);
  assert.equal(facetPredicate('-language:en')(en), false);
  assert.equal(facetPredicate(undefined)(en), true);
});

test('built doc pages are indexed from their content root, in sections, with group, kind and tag', () => {
  const html = `<html lang=en><head><meta data-rh=true name=docsearch:language content=en>
<meta data-rh=true name=docsearch:docusaurus_tag content=docs-default-current></head><body>
<nav class="theme-doc-breadcrumbs x" aria-label=Breadcrumbs><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Home page" href=/>h</a>
<li class=breadcrumbs__item><span class=breadcrumbs__link>Lockup</span><li class="breadcrumbs__item breadcrumbs__item--active"><span>Cancel</span></ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>Cancel</h1></header><h2 id=refund>Refund<a href=#refund class=hash-link>&#8203;</a></h2><p>Text</div></article><footer>Footer words</footer>`;
  const page = prepareBuiltPage('/guides/lockup/examples/stream-management/cancel', html);
  assert.ok(page);
  assert.equal(page.title, 'Cancel');
  assert.equal(page.group, 'Guides › Lockup');
  assert.equal(page.tag, 'docs-default-current');
  assert.equal(page.kind, PAGE_KIND.written);
  assert.deepEqual(
    page.sections.map((s) => [s.anchor, s.heading, s.text]),
    [
      [null, 'Cancel', ''],
      ['refund', 'Refund', 'Text'],
    ],
  );
  assert.ok(!JSON.stringify(page).includes('Footer words'));
  assert.equal(prepareBuiltPage('/search', html.replace('docs-default-current', 'default')), null);
});

test('dev indexing turns MDX into headings with Docusaurus anchors', () => {
  const { body, headings } = mdxToHtml(
    'Fees',
    "---\ntitle: Fees\n---\nimport X from '@site/x';\n\n## Broker fee {#broker}\n\n### How it's paid\n\nThe **fee** is [taken](/x).\n",
  );
  assert.deepEqual(headings, ['Broker fee', "How it's paid"]);
  assert.match(body, /<h2 id="broker">Broker fee<\/h2>/);
  assert.match(body, /<h3 id="how-its-paid">/);
  assert.match(body, /<p>The fee is taken\.<\/p>/);
  assert.doesNotMatch(body, /import/);
});

test('dev indexing joins a wrapped paragraph and keeps list items and table rows apart', () => {
  const mdx =
    'A stream is\nwrapped over\nthree lines.\n\n- first item\n- second\n  item\n\n| Field | Type |\n|---|---|\n| `amount` | `uint128` |\n';
  const { body } = mdxToHtml('Streams', mdx);
  assert.match(body, /<p>A stream is wrapped over three lines\.<\/p>/);
  assert.match(body, /<p>first item<\/p>\n<p>second item<\/p>/);
  assert.match(body, /<p>Field Type<\/p>\n<p>amount uint128<\/p>/);
  assert.doesNotMatch(body, /---/);
});
