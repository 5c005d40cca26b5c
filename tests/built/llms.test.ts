import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { PRODUCTS, PRODUCT_NAMES, belongsTo, productFileName } from '../../plugins/markdown-twins/llms';
import { isPreviousRelease } from '../../src/lib/generated-pages';
import { buildScope } from '../support/build-scan';
import { docRoute, draftDocs, handWrittenDocs } from '../support/docs';
import { buildDir } from '../support/harness';
import { siteUrl } from '../support/twins';

/** The llms files of the production build (plugins/markdown-twins/llms.ts). Run after `npm run build`. */
const read = (name: string) => readFileSync(join(buildDir, name), 'utf8');

/** The areas built (all of them, unless the fast tier built a few: DOCS_AREAS). */
const scope = buildScope();

/** Routes of the pages people write in the built areas, from the files under docs/ (generated pages are git-ignored). */
const drafts = new Set(draftDocs().map((doc) => doc.path));
const writtenRoutes = handWrittenDocs()
  .filter((doc) => !doc.path.split('/').some((part) => part.startsWith('_')) && !drafts.has(doc.path))
  .map((doc) => docRoute(doc.path))
  .filter((route) => scope.has(route));

/**
 * The products that have written pages (derived from the folders under docs/, so a product is checked as soon as
 * its pages exist). Lockup, Flow and Airdrops always do, and so do Bob and Solana once their folders are written.
 */
const productsWritten = PRODUCT_NAMES.filter((product) => writtenRoutes.some((route) => belongsTo(route, product)));

const sourcesIn = (text: string) => Array.from(text.matchAll(/^Source: (\S+)$/gm), (m) => m[1]!);

test('llms.txt: name, summary, a section per area, and links that resolve to twins', () => {
  const text = read('llms.txt');
  assert.match(text, /^# Sablier Docs\n\n> .{200,}\n/);
  for (const area of scope.areas) assert.match(text, new RegExp(`^## ${area.label}$`, 'm'), `no section for ${area.label}`);
  const links = Array.from(text.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm), (m) => m[1]!);
  assert.ok(links.length > (scope.full ? 1000 : 100), `only ${links.length} pages listed`);
  const broken = links.filter(
    (url) => !url.startsWith(`${siteUrl}/`) || !url.endsWith('.md') || !existsSync(join(buildDir, new URL(url).pathname)),
  );
  assert.deepEqual(broken, []);
  for (const name of ['llms-full.txt', ...productsWritten.map(productFileName)]) assert.ok(text.includes(`${siteUrl}/${name}`), name);
});

test('llms-full.txt has every written page exactly once, and nothing else', () => {
  const sources = sourcesIn(read('llms-full.txt')).map((url) => url.slice(siteUrl.length));
  assert.ok(writtenRoutes.length > 90);
  const counts = new Map<string, number>();
  for (const route of sources) counts.set(route, (counts.get(route) ?? 0) + 1);
  assert.deepEqual(
    writtenRoutes.filter((route) => counts.get(route) !== 1),
    [],
    'written pages missing or repeated',
  );
  assert.deepEqual(
    sources.filter((route) => !writtenRoutes.includes(route)),
    [],
    'pages that are not written by hand',
  );
});

const twinLinks = (text: string) => Array.from(text.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm), (m) => new URL(m[1]!).pathname);

test('a product file exists for every product with written pages, and only for those', () => {
  for (const product of ['lockup', 'flow', 'airdrops', 'legacy'] as const) assert.ok(productsWritten.includes(product), product);
  for (const product of PRODUCT_NAMES)
    assert.equal(existsSync(join(buildDir, productFileName(product))), productsWritten.includes(product), productFileName(product));
});

test("each product file indexes and holds that product's written pages, and links the rest, without the GraphQL type pages", () => {
  for (const product of productsWritten) {
    const { name } = PRODUCTS[product];
    const text = read(productFileName(product));
    // Index first (up to the first thematic break), then the pages in full.
    const breakAt = text.indexOf('\n---\n');
    const head = breakAt < 0 ? text : text.slice(0, breakAt);
    const [inFullIndex = '', moreIndex = ''] = head.split(`\n## More ${name} pages\n`);
    const sources = sourcesIn(text).map((url) => url.slice(siteUrl.length));
    const expected = writtenRoutes.filter((route) => belongsTo(route, product) && !isPreviousRelease(route));
    assert.deepEqual([...sources].sort(), [...expected].sort(), `${product}: written pages in full`);
    assert.equal(new Set(sources).size, sources.length, `${product}: a page twice`);
    // The index lists the same pages as the text, in the same order, each by its twin.
    assert.deepEqual(
      twinLinks(inFullIndex),
      sources.map((route) => `${route}.md`),
      `${product}: index and text disagree`,
    );
    assert.deepEqual(
      sources.filter((route) => /\/graphql\/(envio|the-graph)\//.test(route)),
      [],
      product,
    );
    assert.deepEqual(
      sources.filter((route) => !route.split('/').includes(product) && !route.startsWith('/apps/')),
      [],
      product,
    );
    if (product !== 'legacy')
      assert.ok(
        sources.some((route) => route.startsWith(`/guides/${product}/`)),
        `${product}: no guides`,
      );
    // Pages left out of the text (generated reference, earlier releases) are listed as twins to fetch.
    const listed = twinLinks(moreIndex);
    assert.deepEqual(
      [...twinLinks(inFullIndex), ...listed].filter((path) => !existsSync(join(buildDir, path))),
      [],
      `${product}: listed twins missing`,
    );
    if (['lockup', 'flow', 'airdrops', 'bob', 'legacy'].includes(product))
      assert.ok(
        listed.some((path) => path.includes('/contracts/')),
        `${product}: contract reference listed`,
      );
    if (product === 'solana')
      assert.ok(
        listed.some((path) => path.includes('/programs/')),
        `${product}: program reference listed`,
      );
    if (product === 'lockup' || product === 'flow')
      assert.ok(
        listed.some((path) => path.includes('/previous-deployments/')),
        `${product}: earlier releases listed`,
      );
  }
});
