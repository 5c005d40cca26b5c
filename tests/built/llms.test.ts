import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { areas } from '../../navigation';
import { docRoute, draftDocs, handWrittenDocs } from '../support/docs';
import { buildDir } from '../support/harness';
import { siteUrl } from '../support/twins';

/** The llms files of the production build (plugins/markdown-twins/llms.ts). Run after `npm run build`. */
const read = (name: string) => readFileSync(join(buildDir, name), 'utf8');

/** Routes of the pages people write, from the files under docs/ (generated pages are git-ignored). */
const drafts = new Set(draftDocs().map((doc) => doc.path));
const writtenRoutes = handWrittenDocs()
  .filter((doc) => !doc.path.split('/').some((part) => part.startsWith('_')) && !drafts.has(doc.path))
  .map((doc) => docRoute(doc.path));

const sourcesIn = (text: string) => Array.from(text.matchAll(/^Source: (\S+)$/gm), (m) => m[1]!);

test('llms.txt: name, summary, a section per area, and links that resolve to twins', () => {
  const text = read('llms.txt');
  assert.match(text, /^# Sablier Docs\n\n> .{200,}\n/);
  for (const area of areas) assert.match(text, new RegExp(`^## ${area.label}$`, 'm'), `no section for ${area.label}`);
  const links = Array.from(text.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm), (m) => m[1]!);
  assert.ok(links.length > 1000, `only ${links.length} pages listed`);
  const broken = links.filter(
    (url) => !url.startsWith(`${siteUrl}/`) || !url.endsWith('.md') || !existsSync(join(buildDir, new URL(url).pathname)),
  );
  assert.deepEqual(broken, []);
  for (const name of ['llms-full.txt', 'llms-lockup.txt', 'llms-flow.txt', 'llms-airdrops.txt'])
    assert.ok(text.includes(`${siteUrl}/${name}`));
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

test("each product file holds that product's pages without the GraphQL type pages", () => {
  for (const product of ['lockup', 'flow', 'airdrops']) {
    const sources = sourcesIn(read(`llms-${product}.txt`)).map((url) => url.slice(siteUrl.length));
    assert.ok(sources.length > 5, `${product}: ${sources.length} pages`);
    assert.deepEqual(
      sources.filter((route) => /\/graphql\/(envio|the-graph)\//.test(route)),
      [],
      product,
    );
    assert.deepEqual(
      sources.filter((route) => !route.split('/').includes(product) && !route.startsWith('/apps/features/')),
      [],
      product,
    );
    assert.equal(new Set(sources).size, sources.length, `${product}: a page twice`);
    assert.ok(sources.includes(`/guides/${product}/deployments`), `${product}: no deployments page`);
    // Pages left out of the text (contract reference, earlier releases) are listed as twins to fetch.
    const more = read(`llms-${product}.txt`).split(`\n## More ${product} pages\n`)[1] ?? '';
    const listed = Array.from(more.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm), (m) => new URL(m[1]!).pathname);
    assert.deepEqual(
      listed.filter((path) => !existsSync(join(buildDir, path))),
      [],
      `${product}: listed twins missing`,
    );
    assert.ok(
      listed.some((path) => path.includes('/contracts/')),
      `${product}: contract reference listed`,
    );
    if (product !== 'airdrops')
      assert.ok(
        listed.some((path) => path.includes('/previous-deployments/')),
        `${product}: earlier releases listed`,
      );
  }
});
