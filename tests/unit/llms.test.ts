import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  PRODUCTS,
  PRODUCT_NAMES,
  belongsTo,
  llmsFiles,
  llmsTxt,
  pageLine,
  productFile,
  productFileName,
  productPages,
  productsWithPages,
} from '../../plugins/markdown-twins/llms';
import type { TwinPage } from '../../plugins/markdown-twins/pages';
import { twinPath } from '../../src/lib/twin';

/** The pure parts of plugins/markdown-twins/llms.ts, on made-up pages; tests/built/llms.test.ts reads the built files. */
const siteUrl = 'https://docs.example';
const options = { siteUrl, title: 'Sablier Docs' };

const page = (route: string, title = route.split('/').pop() ?? 'Home', description = `About ${route}.`): TwinPage => ({
  route,
  twinPath: twinPath(route),
  title,
  description,
  markdown: `# ${title}\n\nBody of ${route}.\n`,
});

/** Pages of every kind, in a reading order: written, generated, earlier releases, other areas. */
const site: TwinPage[] = [
  page('/'),
  page('/concepts/what-is-sablier'),
  page('/concepts/lockup/overview'),
  page('/concepts/bob/overview'),
  page('/concepts/bob/statuses'),
  page('/concepts/solana/accounts'),
  page('/guides/lockup/deployments'),
  page('/guides/lockup/previous-deployments/v1.0'),
  page('/guides/bob/deployments'),
  page('/guides/solana/overview'),
  page('/guides/legacy/overview'),
  page('/guides/ai-agents', 'AI agents'),
  page('/api/lockup/indexers'),
  page('/api/lockup/graphql/envio/objects/lockup-stream'),
  page('/api/legacy'),
  page('/reference/lockup/access-control'),
  page('/reference/lockup/contracts/sablier-lockup'),
  page('/reference/legacy/contracts/constant-functions'),
  page('/reference/solana/overview'),
  page('/apps/features/vesting'),
  page('/apps/features/payments'),
  page('/apps/legacy'),
  page('/support/contact'),
];

test("belongsTo takes a product folder in any of the four areas, and the product's app pages", () => {
  assert.ok(belongsTo('/concepts/bob/overview', 'bob'));
  assert.ok(belongsTo('/guides/bob/examples/create-vault', 'bob'));
  assert.ok(belongsTo('/reference/bob/contracts/sablier-bob', 'bob'));
  assert.ok(belongsTo('/reference/solana/programs/sablier-lockup', 'solana'));
  assert.ok(belongsTo('/guides/solana/examples/create-stream', 'solana'));
  assert.ok(belongsTo('/api/legacy', 'legacy'), 'a single page named after the product');
  assert.ok(belongsTo('/apps/legacy', 'legacy'));
  assert.ok(belongsTo('/apps/features/vesting', 'lockup'));
  assert.ok(!belongsTo('/apps/features/vesting', 'flow'));
  assert.ok(!belongsTo('/concepts/bob/overview', 'lockup'));
  // The folder name must match whole: no prefix matches, and not deeper segments.
  assert.ok(!belongsTo('/concepts/bobcat/overview', 'bob'));
  assert.ok(!belongsTo('/guides/lockup/examples/bob', 'bob'));
  // Pages that are about several products or none belong to none.
  for (const route of ['/concepts/fees', '/concepts/chains', '/guides/ai-agents', '/support/contact', '/'])
    assert.deepEqual(
      PRODUCT_NAMES.filter((product) => belongsTo(route, product)),
      [],
      route,
    );
  assert.ok(!belongsTo('/api/lockup/graphql/envio/objects/lockup-stream', 'lockup'), 'GraphQL type pages stay out');
  assert.ok(!belongsTo('/apps/features/other', 'lockup'));
});

test('productPages keeps the reading order and links the generated reference and earlier releases instead of inlining them', () => {
  const lockup = productPages(site, 'lockup');
  assert.deepEqual(
    lockup.inFull.map((p) => p.route),
    [
      '/concepts/lockup/overview',
      '/guides/lockup/deployments',
      '/api/lockup/indexers',
      '/reference/lockup/access-control',
      '/apps/features/vesting',
    ],
  );
  assert.deepEqual(
    lockup.linked.map((p) => p.route),
    ['/guides/lockup/previous-deployments/v1.0', '/reference/lockup/contracts/sablier-lockup'],
  );
  const legacy = productPages(site, 'legacy');
  assert.deepEqual(
    legacy.inFull.map((p) => p.route),
    ['/guides/legacy/overview', '/api/legacy', '/apps/legacy'],
  );
  assert.deepEqual(
    legacy.linked.map((p) => p.route),
    ['/reference/legacy/contracts/constant-functions'],
  );
  assert.deepEqual(
    productPages(site, 'solana').inFull.map((p) => p.route),
    ['/concepts/solana/accounts', '/guides/solana/overview', '/reference/solana/overview'],
  );
});

test('productFile: an index of twins with descriptions, the linked pages, then the written pages in full with their addresses', () => {
  const text = productFile(site, 'lockup', options);
  assert.ok(text);
  const [head, ...bodies] = text.split('\n---\n');
  assert.match(head!, /^> Sablier Docs: Lockup \(vesting streams\)\. /);
  const index = head!.split('\n## More Lockup pages\n');
  assert.equal(index.length, 2, 'written and linked parts');
  const links = (part: string) => Array.from(part.matchAll(/^- \[[^\]]+\]\((\S+)\): .+$/gm), (m) => m[1]);
  assert.deepEqual(
    links(index[0]!),
    productPages(site, 'lockup').inFull.map((p) => `${siteUrl}${p.twinPath}`),
  );
  assert.deepEqual(links(index[1]!), [
    `${siteUrl}/guides/lockup/previous-deployments/v1.0.md`,
    `${siteUrl}/reference/lockup/contracts/sablier-lockup.md`,
  ]);
  assert.deepEqual(
    Array.from(bodies.join('\n---\n').matchAll(/^Source: (\S+)$/gm), (m) => m[1]),
    productPages(site, 'lockup').inFull.map((p) => `${siteUrl}${p.route}`),
  );
  assert.ok(!text.includes('Body of /reference/lockup/contracts/sablier-lockup'), 'generated pages are not inlined');
});

test('a product without pages has no file and llms.txt does not name one', () => {
  const withoutBob = site.filter((p) => !belongsTo(p.route, 'bob'));
  assert.equal(productFile(withoutBob, 'bob', options), null);
  assert.ok(!productsWithPages(withoutBob).includes('bob'));
  const files = llmsFiles(withoutBob, options);
  assert.equal(files[productFileName('bob')], undefined);
  assert.ok(!files['llms.txt']!.includes(productFileName('bob')));
  // Nothing at all: the map and the full file still exist, with no product files.
  assert.deepEqual(Object.keys(llmsFiles([], options)).sort(), ['llms-full.txt', 'llms.txt']);
});

test('a product whose pages are all generated gets an index and no full text', () => {
  const text = productFile([page('/reference/lockup/contracts/sablier-lockup')], 'lockup', options);
  assert.ok(text);
  assert.ok(!text.includes('## Lockup pages'));
  assert.match(text, /## More Lockup pages/);
  assert.ok(!text.includes('Source:'));
});

test('llms.txt names every product file that exists and lists pages per area, GraphQL types under Optional', () => {
  const files = llmsFiles(site, options);
  const text = files['llms.txt']!;
  assert.deepEqual(productsWithPages(site), ['lockup', 'flow', 'bob', 'solana', 'legacy']);
  for (const product of productsWithPages(site)) {
    assert.ok(files[productFileName(product)], product);
    assert.ok(text.includes(`- ${PRODUCTS[product].label}: ${siteUrl}/${productFileName(product)}`), product);
  }
  assert.deepEqual(Object.keys(files).sort(), [
    'llms-bob.txt',
    'llms-flow.txt',
    'llms-full.txt',
    'llms-legacy.txt',
    'llms-lockup.txt',
    'llms-solana.txt',
    'llms.txt',
  ]);
  // The product files are named in plain list items, not as page links: every `- [title](url)` line is a twin.
  const pageLinks = Array.from(text.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm), (m) => m[1]!);
  assert.ok(pageLinks.every((url) => url.endsWith('.md')));
  assert.equal(pageLinks.length, site.length - 1, 'every page but the home page');
  const optional = text.split('\n## Optional\n')[1] ?? '';
  assert.ok(optional.includes('/api/lockup/graphql/envio/objects/lockup-stream.md'));
  assert.equal(llmsTxt(site, options), text);
});

test('llms-full.txt holds the written pages of the six areas only', () => {
  const full = llmsFiles(site, options)['llms-full.txt']!;
  const sources = Array.from(full.matchAll(/^Source: (\S+)$/gm), (m) => m[1]!.slice(siteUrl.length));
  assert.ok(sources.includes('/guides/ai-agents'));
  assert.ok(sources.includes('/concepts/bob/overview'));
  assert.ok(!sources.includes(''), 'not the home page');
  assert.ok(!sources.some((route) => route.includes('/contracts/') || route.includes('/graphql/')));
});

test('pageLine escapes brackets in titles and leaves out an empty description', () => {
  assert.equal(pageLine(page('/a/b', 'Arrays [] here', ''), siteUrl), `- [Arrays \\[\\] here](${siteUrl}/a/b.md)`);
  assert.equal(pageLine(page('/a/b', 'T', 'D.'), siteUrl), `- [T](${siteUrl}/a/b.md): D.`);
});

test('the linked part says what it holds: the generated reference, earlier releases, or both', () => {
  const lockup = productFile(site, 'lockup', options)!;
  assert.match(lockup, /^The generated reference .* and the deployments of earlier releases, as Markdown to fetch when needed:$/m);
  assert.match(productFile(site, 'legacy', options)!, /^The generated reference \([^)]*\), as Markdown to fetch when needed:$/m);
  const earlierOnly = productFile([page('/guides/flow/previous-deployments/v1.0')], 'flow', options)!;
  assert.match(earlierOnly, /^The deployments of earlier releases, as Markdown to fetch when needed:$/m);
});
