import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { toFunctionSelector, toFunctionSignature, type AbiFunction } from 'viem';
import { buildSchema, isObjectType } from 'graphql';

import { loadAbi } from '../../generators/contract-reference/abi';
import { buildTheGraphSdl } from '../../generators/graphql-api/the-graph';
import { parseEntitySchema } from '../../generators/graphql-api/model';
import { CURRENT_RELEASES } from '../../src/lib/releases';
import { twinPath } from '../../src/lib/twin';
import { fromPackage } from '../support/deployments';
import { buildScope, builtDocPages } from '../support/build-scan';
import { buildDir } from '../support/harness';
import { resolveFile, startServer } from '../support/server';
import { htmlHeadings, markdownHeadings, markupIn, readPageHtml, readTwin, siteLinks, siteUrl, sitemapRoutes } from '../support/twins';

/** Twins of the production build (plugins/markdown-twins). Run after `npm run build`. */
const scope = buildScope();
const routes = sitemapRoutes();
/** The sitemap leaves out the generated GraphQL pages (noindex); their twins are checked the same way. */
const allRoutes = [
  ...new Set([
    ...routes,
    ...builtDocPages()
      .map((page) => page.route)
      .filter((r) => !r.startsWith('/__')),
  ]),
];

test('the sitemap lists the site and no twin', () => {
  assert.ok(routes.length > 100, `only ${routes.length} routes in sitemap.xml`);
  assert.deepEqual(
    routes.filter((r) => r.endsWith('.md')),
    [],
  );
});

test('every sitemap route and doc page has a twin with its h1 and h2s, no markup, and links into the site that resolve', () => {
  assert.ok(allRoutes.length > (scope.full ? 1000 : 100), `${allRoutes.length} routes`);
  const problems: string[] = [];
  for (const route of allRoutes) {
    const twin = readTwin(route);
    if (twin === null) {
      problems.push(`${route}: no ${twinPath(route)}`);
      continue;
    }
    const html = readPageHtml(route);
    const [h1] = htmlHeadings(html, 1);
    if (!twin.startsWith(`# `) || markdownHeadings(twin, 1)[0] !== h1) problems.push(`${route}: twin does not open with "# ${h1}"`);
    const h2s = new Set(markdownHeadings(twin, 2));
    for (const h2 of htmlHeadings(html, 2)) if (!h2s.has(h2)) problems.push(`${route}: h2 "${h2}" missing`);
    for (const markup of markupIn(twin)) problems.push(`${route}: markup ${markup}`);
    for (const link of siteLinks(twin)) {
      const path = new URL(link).pathname;
      // A link into an area a partial build leaves out resolves to nothing there, as it should.
      if (!resolveFile(buildDir, path) && scope.has(path)) problems.push(`${route}: link ${link} resolves to nothing in the build`);
    }
  }
  assert.deepEqual(problems, []);
});

test('each doc page advertises its twin with a rel=alternate link', () => {
  const missing = routes
    .filter((route) => readPageHtml(route).includes('theme-doc-markdown'))
    .filter((route) => {
      const expected = `${siteUrl}${twinPath(route)}`;
      const links = readPageHtml(route).match(/<link[^>]*type="?text\/markdown"?[^>]*>/g) ?? [];
      return !links.some((tag) => /rel="?alternate/.test(tag) && (tag.includes(`href=${expected}`) || tag.includes(`href="${expected}"`)));
    });
  assert.deepEqual(missing, []);
});

test('a deployments twin lists every address of the sablier package for that release', () => {
  const twin = readTwin('/guides/lockup/deployments')!;
  const missing = [...fromPackage('lockup', CURRENT_RELEASES.lockup).values()]
    .flat()
    .map((row) => row.address)
    .filter((a) => !twin.includes(a));
  assert.deepEqual(missing, []);
});

test('a contract twin has every function signature and selector of its ABI', () => {
  const twin = readTwin('/reference/lockup/contracts/sablier-lockup')!;
  const functions = loadAbi('lockup', CURRENT_RELEASES.lockup).SablierLockup!.filter(
    (e) => e.type === 'function',
  ) as unknown as AbiFunction[];
  assert.ok(functions.length > 40);
  const missing = functions.flatMap((fn) => {
    const signature = toFunctionSignature(fn);
    return [signature, toFunctionSelector(fn)].filter((text) => !twin.includes(`\`${text}\``));
  });
  assert.deepEqual(missing, []);
});

test('a math twin keeps the TeX, inline and display', () => {
  const twin = readTwin('/concepts/airdrops')!;
  assert.match(twin, /^\$\$\n\\text\{leaf\} = \\operatorname\{keccak256\}/m);
  assert.match(twin, /\$\\log_2 n\$/);
});

test('a GraphQL type twin lists every field of the type', () => {
  const route = '/api/lockup/graphql/the-graph/objects/lockup-stream';
  if (!scope.has(route)) {
    // The fast tier leaves the API area out: then the build must hold none of its pages.
    assert.equal(readTwin(route), null, `${route}: twin of a page outside DOCS_AREAS`);
    return;
  }
  const sdl = buildTheGraphSdl(
    parseEntitySchema(readFileSync(join(__dirname, '..', '..', 'schema', 'streams.graphql'), 'utf8')),
    'streams',
  );
  const stream = buildSchema(sdl).getType('LockupStream');
  assert.ok(isObjectType(stream));
  const twin = readTwin(route)!;
  const missing = Object.keys(stream.getFields()).filter((field) => !new RegExp(`^\\s+${field}[(:]`, 'm').test(twin));
  assert.deepEqual(missing, []);
});

test('the host serves twins as Markdown and text files as plain text, with a charset', async () => {
  const server = await startServer({ root: buildDir });
  try {
    const md = await fetch(`${server.url}/concepts/nft.md`);
    assert.equal(md.status, 200);
    assert.equal(md.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.equal(await md.text(), readTwin('/concepts/nft'));
    const txt = await fetch(`${server.url}/robots.txt`);
    assert.equal(txt.headers.get('content-type'), 'text/plain; charset=utf-8');
  } finally {
    await server.close();
  }
});
