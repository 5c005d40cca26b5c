import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { allRedirects, docRoutesUnder, exactRedirects, folderRules } from '../../redirects';
import { applyVercelRedirects, vercelJsonText } from '../../plugins/vercel-json/config';

const root = join(__dirname, '..', '..');
const docRoutes = new Set(docRoutesUnder(''));

test('vercel.json is generated from redirects.ts and is up to date', () => {
  const onDisk = readFileSync(join(root, 'vercel.json'), 'utf8');
  assert.equal(onDisk, vercelJsonText(), 'vercel.json is out of date: run `npm run vercel:sync`');
});

test('every redirect lands on the same page through vercel.json as through the client redirect pages', () => {
  for (const redirect of allRedirects()) {
    assert.equal(applyVercelRedirects(redirect.from), redirect.to, `vercel.json sends ${redirect.from} elsewhere`);
  }
});

test('every redirect target is a published doc page', () => {
  for (const redirect of allRedirects()) {
    assert.ok(docRoutes.has(redirect.to), `${redirect.from} -> ${redirect.to}: no doc page at the target`);
  }
});

test('no redirect hides a page or chains into another redirect', () => {
  const sources = new Set(allRedirects().map((r) => r.from));
  for (const redirect of allRedirects()) {
    assert.ok(!docRoutes.has(redirect.from), `${redirect.from} is a page; a redirect there would shadow it`);
    assert.ok(!sources.has(redirect.to), `${redirect.from} -> ${redirect.to} -> …: redirect to the final page instead`);
  }
});

test('the spec redirects are present', () => {
  const map = new Map(exactRedirects.map((r) => [r.from, r.to]));
  assert.equal(map.get('/api'), '/api/overview');
  assert.equal(map.get('/apps'), '/apps/features/overview');
  assert.equal(map.get('/csv'), '/apps/guides/csv-support');
  assert.equal(map.get('/protocol/introduction'), '/concepts/what-is-sablier');
});

test('GraphQL reference pages retired by indexers v1.2.0 lead to their nearest current page', () => {
  const map = new Map(exactRedirects.map((r) => [r.from, r.to]));
  assert.equal(map.get('/api/lockup/graphql/envio/scalars/contractcategory'), '/api/lockup/graphql/envio/objects/contract');
  for (const section of ['airdrops', 'flow', 'lockup']) {
    assert.equal(map.get(`/api/${section}/graphql/envio/objects/persisted-state`), `/api/${section}/graphql/envio/objects/chain-metadata`);
    assert.equal(map.get(`/api/${section}/graphql/envio/scalars/timestamp`), `/api/${section}/graphql/envio/scalars/timestamptz`);
  }
});

test('every legacy address from shared/facts is redirected to its page', (t) => {
  const tsv = join(root, '..', 'shared', 'facts', 'legacy-urls.tsv');
  if (!existsSync(tsv)) {
    t.skip('shared/facts/legacy-urls.tsv is not beside this clone');
    return;
  }
  const rows = readFileSync(tsv, 'utf8').trim().split('\n').slice(1).map((line) => line.split('\t'));
  const map = new Map(allRedirects().map((r) => [r.from, r.to]));
  assert.ok(rows.length > 20);
  for (const [from, to] of rows) assert.equal(map.get(from!), to, `legacy address ${from}`);
});

test('folder rules expand to every current page under their target', () => {
  const map = new Map(allRedirects().map((r) => [r.from, r.to]));
  for (const rule of folderRules) {
    const targets = docRoutesUnder(rule.to);
    for (const target of targets) {
      const from = rule.from + target.slice(rule.to.length);
      const exact = exactRedirects.find((r) => r.from === from);
      assert.equal(map.get(from), exact ? exact.to : target, `folder rule ${rule.from}/* for ${target}`);
    }
  }
});

test('docRoutesUnder derives routes the way the docs plugin does', () => {
  const routes = docRoutesUnder('', join(__dirname, 'fixtures', 'docs-tree'));
  assert.deepEqual(routes.sort(), ['/a/b', '/a/c', '/top'].sort());
});
