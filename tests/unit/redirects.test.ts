import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { allRedirects, docRoutesUnder, exactRedirects, folderRules } from '../../redirects';
import { applyVercelRedirects, vercelJsonText } from '../../plugins/vercel-json/config';
import { layouts } from '../../plugins/contract-reference/layout';
import { oldHomes, oldPageNames } from '../../plugins/contract-reference/old-names';
import { generatedRedirects } from '../../redirects';

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
    assert.equal(map.get(`/api/${section}/graphql/envio/objects/persisted-state`), undefined, 'the generated family answers it');
    assert.equal(map.get(`/api/${section}/graphql/envio/scalars/timestamp`), `/api/${section}/graphql/envio/scalars/timestamptz`);
  }
});

test('every address earlier docs used is redirected to its page', () => {
  // The list of addresses earlier doc sites used (from, to), kept with the tests so the repository
  // tests itself.
  const tsv = join(__dirname, 'fixtures', 'legacy-urls.tsv');
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

test('every generated contract page answers to its forge-doc name, under each old home', () => {
  const map = new Map(allRedirects().map((r) => [r.from, r.to]));
  for (const layout of layouts) {
    for (const page of layout.pages) {
      const names = oldPageNames(page, ['Broker']);
      assert.ok(names.length > 0, `${layout.protocol}/${page.slug} has an old name`);
      for (const home of oldHomes(layout)) {
        for (const name of names.filter((n) => !n.startsWith('types/struct.'))) {
          assert.equal(map.get(`${home}/${name}`), `/reference/${layout.protocol}/contracts/${page.slug}`, `${home}/${name}`);
        }
      }
    }
  }
});

test('the old contract names the issue lists reach their pages', () => {
  const map = new Map(allRedirects().map((r) => [r.from, r.to]));
  const expect: [string, string][] = [
    ['/reference/lockup/contracts/contract.SablierLockup', '/reference/lockup/contracts/sablier-lockup'],
    ['/reference/lockup/contracts/abstracts/abstract.SablierLockupBase', '/reference/lockup/contracts/abstracts/sablier-lockup-base'],
    ['/reference/lockup/contracts/interfaces/interface.ISablierLockup', '/reference/lockup/contracts/interfaces/i-sablier-lockup'],
    ['/reference/lockup/contracts/libraries/library.VestingMath', '/reference/lockup/contracts/libraries/vesting-math'],
    ['/reference/lockup/contracts/types/library.LockupLinear', '/reference/lockup/contracts/types/lockup-linear'],
    ['/reference/lockup/contracts/types/struct.Broker', '/reference/lockup/contracts/types/broker'],
    ['/reference/lockup/contracts/contract.LockupNFTDescriptor', '/reference/lockup/contracts/lockup-nft-descriptor'],
    ['/reference/lockup/contracts/libraries/library.NFTSVG', '/reference/lockup/contracts/libraries/nftsvg'],
    ['/reference/lockup/contracts/libraries/library.SVGElements', '/reference/lockup/contracts/libraries/svg-elements'],
    ['/contracts/v2/reference/contracts/contract.SablierBatchLockup', '/reference/lockup/contracts/sablier-batch-lockup'],
    ['/reference/flow/contracts/contract.FlowNFTDescriptor', '/reference/flow/contracts/flow-nft-descriptor'],
    ...['MerkleBase', 'MerkleFactory', 'MerkleLL', 'MerkleLT'].map((lib): [string, string] => [`/reference/airdrops/contracts/types/library.${lib}`, '/reference/airdrops/contracts/types/merkle']),
  ];
  for (const protocol of ['lockup', 'flow']) {
    for (const [name, slug] of [['Adminable', 'adminable'], ['Batch', 'batch'], ['NoDelegateCall', 'no-delegate-call']]) {
      expect.push([`/reference/${protocol}/contracts/abstracts/abstract.${name}`, `/reference/${protocol}/contracts/abstracts/${slug}`]);
    }
  }
  for (const [from, to] of expect) {
    assert.equal(map.get(from), to, from);
    assert.equal(applyVercelRedirects(from), to, `host: ${from}`);
  }
  // A name no page ever had is not redirected, so it gets the 404 page.
  assert.equal(applyVercelRedirects('/reference/lockup/contracts/contract.SablierLockupp'), null);
});

test('the batch guides answer to their old slugs, on both old homes', () => {
  const map = new Map(allRedirects().map((r) => [r.from, r.to]));
  for (const shape of ['linear', 'dynamic', 'tranched']) {
    const to = `/guides/lockup/examples/batch-create-streams/lockup-${shape}`;
    for (const from of [`/guides/lockup/examples/batch-create-streams/batch-lockup-${shape}`, `/contracts/v2/guides/batch-create-streams/batch-lockup-${shape}`]) {
      assert.equal(map.get(from), to, from);
      assert.equal(applyVercelRedirects(from), to, `host: ${from}`);
    }
  }
});

test('retired GraphQL pages of every Envio API lead to the section that says where their data went', () => {
  const map = new Map(allRedirects().map((r) => [r.from, r.to]));
  for (const section of ['airdrops', 'flow', 'lockup']) {
    const to = `/api/${section}/previous-indexers`;
    const base = `/api/${section}/graphql/envio`;
    for (const page of [
      'objects/revenue', 'objects/revenue-transaction-aggregate', 'objects/user-avg-fields', 'objects/user-transaction',
      'inputs/revenue-bool-exp', 'inputs/user-transaction-order-by', 'inputs/user-stream-cursor-input', 'inputs/float-8-comparison-exp',
      'enums/revenue-select-column', 'queries/user-by-pk', 'queries/revenue-transaction-aggregate',
      'objects/dynamic-contract-registry', 'objects/end-of-block-range-scanned-data', 'queries/event-sync-state', 'objects/persisted-state',
      'scalars/float-8', 'scalars/contract-type', 'inputs/contract-type-comparison-exp', 'inputs/timestamp-comparison-exp',
    ]) {
      assert.equal(map.get(`${base}/${page}`), to, `${base}/${page}`);
      assert.equal(applyVercelRedirects(`${base}/${page}`), to, `host: ${base}/${page}`);
    }
    assert.equal(applyVercelRedirects(`${base}/scalars/timestamp`), `${base}/scalars/timestamptz`, 'its successor wins over the family');
    // Typos, under the family's folder and under folders that never existed, get the 404 page.
    for (const typo of [`${base}/objects/revenu`, `${base}/objects/revenue-agregate`, `${base}/enums/revenue`, `${base}/object/revenue`, `/api/${section}/graphql/envoi/objects/revenue`]) {
      assert.equal(applyVercelRedirects(typo), null, typo);
      assert.equal(map.get(typo), undefined, typo);
    }
  }
});

test('a pattern rule answers exactly the addresses its family lists, and no current page', () => {
  const { redirects, patterns } = generatedRedirects();
  const rules = (patterns ?? []).map((p) => ({ source: p.source, destination: p.destination, permanent: true as const }));
  const listed = new Set(redirects.map((r) => r.from));
  for (const route of docRoutes) assert.equal(applyVercelRedirects(route, rules), null, `${route} is a page; no pattern may catch it`);
  // Near misses of every listed address (one letter short, one too many) match only if listed too.
  for (const r of redirects) {
    for (const near of [r.from.slice(0, -1), `${r.from}x`, `${r.from}-x`]) {
      if (applyVercelRedirects(near, rules) !== null) assert.ok(listed.has(near), `${near} is caught by a pattern but is no old address`);
    }
  }
  assert.ok(rules.length <= 10, 'a handful of rules per family');
});
