import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { allRedirects, docRoutesUnder, exactRedirects, folderRules, targetPage } from '../../redirects';
import { type VercelRedirect, applyVercelRedirects, vercelJsonText } from '../../generators/vercel-json/config';
import { twinPath, twinTarget } from '../../src/lib/twin';
import { getTransformedRoutes } from '@vercel/routing-utils';
import { layouts } from '../../generators/contract-reference/layout';
import { EXPLAINED_IN, earlierHomes, earlierNameRedirects, earlierReleases } from '../../generators/contract-reference/earlier-names';
import { oldHomes, oldPageNames } from '../../generators/contract-reference/old-names';
import { generatedRedirects } from '../../lib/generated-redirects';
import { declaresHeadingId, docSource } from '../support/docs';
import { generateDocsSite } from '../support/docusaurus-generated';

const root = join(__dirname, '..', '..');
const docRoutes = new Set(docRoutesUnder(''));

test('vercel.json is generated from redirects.ts and is up to date', () => {
  const onDisk = readFileSync(join(root, 'vercel.json'), 'utf8');
  assert.equal(onDisk, vercelJsonText(), 'vercel.json is out of date: run `npm run vercel:sync`');
});

test('vercel.json stays within what the host accepts: at most 1,024 redirect rules, each source at most 4,096 characters', () => {
  const { redirects } = JSON.parse(vercelJsonText()) as { redirects: { source: string }[] };
  assert.ok(redirects.length <= 1024, `${redirects.length} rules`);
  for (const rule of redirects) assert.ok(rule.source.length <= 4096, `${rule.source.slice(0, 80)}…: ${rule.source.length} characters`);
});

test('every redirect lands on the same page through vercel.json as through the client redirect pages', () => {
  for (const redirect of allRedirects()) {
    assert.equal(applyVercelRedirects(redirect.from), redirect.to, `vercel.json sends ${redirect.from} elsewhere`);
  }
});

test('every redirect target is a published doc page', () => {
  for (const redirect of allRedirects()) {
    assert.ok(docRoutes.has(targetPage(redirect.to)), `${redirect.from} -> ${redirect.to}: no doc page at the target`);
  }
});

test('a redirect to a section names a heading id that its page declares', () => {
  let sections = 0;
  for (const { from, to } of allRedirects()) {
    const [path, hash] = to.split('#');
    if (!hash) continue;
    assert.ok(docSource(path!), `${from} -> ${to}: no source for ${path}`);
    assert.ok(declaresHeadingId(path!, hash), `${from} -> ${to}: ${path} has no heading {#${hash}}`);
    sections += 1;
  }
  // Seven since Airdrops v3.0 gave the VCA and SignatureHash names (once led to concept sections) pages of their own.
  assert.ok(sections >= 5, `${sections} redirects to sections`);
});

test('every declaration EXPLAINED_IN names belongs to a release', () => {
  const declared = new Set(earlierReleases().flatMap((release) => release.names.map((name) => `${release.protocol}/${name}`)));
  for (const key of Object.keys(EXPLAINED_IN)) assert.ok(declared.has(key), `${key} is in no release of earlier-releases.json`);
});

test('the Markdown twin of every old address leads to the twin of its page, keeping the section', () => {
  for (const redirect of allRedirects()) {
    assert.equal(applyVercelRedirects(`${redirect.from}.md`), twinTarget(redirect.to), `${redirect.from}.md`);
  }
});

test('no host rule catches a page or its twin', () => {
  for (const route of docRoutes) {
    assert.equal(applyVercelRedirects(route), null, route);
    assert.equal(applyVercelRedirects(twinPath(route)), null, twinPath(route));
  }
});

test("Vercel's own conversion reads every rule without a complaint", () => {
  // @vercel/routing-utils logs the sources and destinations that a newer path-to-regexp would reject, which a
  // deployment may start to refuse.
  const complaints: string[] = [];
  const log = console.error;
  console.error = (...args: unknown[]) => complaints.push(args.join(' '));
  try {
    const { redirects } = JSON.parse(vercelJsonText()) as { redirects: VercelRedirect[] };
    const { error } = getTransformedRoutes({ redirects });
    assert.equal(error, null);
  } finally {
    console.error = log;
  }
  assert.deepEqual(complaints, []);
});

test('no redirect hides a page or chains into another redirect', () => {
  const sources = new Set(allRedirects().map((r) => r.from));
  for (const redirect of allRedirects()) {
    assert.ok(!docRoutes.has(redirect.from), `${redirect.from} is a page; a redirect there would shadow it`);
    assert.ok(!sources.has(redirect.to), `${redirect.from} -> ${redirect.to} -> …: redirect to the final page instead`);
  }
});

// The spec's redirects are checked on the built redirect pages, and docRoutesUnder against the pages
// Docusaurus built, in tests/built/site-structure.test.ts.

test('docRoutesUnder derives the routes the docs plugin gives a production build of a tree with hidden folders, partials, an index and a draft', async () => {
  const tree = join(__dirname, 'fixtures', 'docs-tree');
  // The docs plugin leaves drafts out only when it builds for production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const site = await generateDocsSite({ copyOf: tree }, { all: [{ type: 'autogenerated', dirName: '.' }] }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  try {
    const globalData = JSON.parse(site.read('globalData.json')) as Record<
      string,
      Record<string, { versions: { docs: { path: string }[]; draftIds: string[] }[] }>
    >;
    const version = globalData['docusaurus-plugin-content-docs']?.default?.versions[0];
    const built = version?.docs.map((doc) => doc.path) ?? [];
    assert.ok(built.length > 0);
    assert.deepEqual(version?.draftIds, ['a/draft'], 'the fixture draft is seen as a draft');
    assert.deepEqual(docRoutesUnder('', tree).sort(), built.sort());
  } finally {
    site.remove();
  }
});

test('GraphQL reference pages retired by indexers v1.2.0 lead to their nearest current page', () => {
  const map = new Map(exactRedirects.map((r) => [r.from, r.to]));
  assert.equal(map.get('/api/lockup/graphql/envio/scalars/contractcategory'), '/api/lockup/graphql/envio/objects/contract');
  // The subgraph's enum of the same name, gone with it.
  assert.equal(map.get('/api/lockup/graphql/the-graph/enums/contract-category'), '/api/lockup/graphql/the-graph/objects/contract');
  assert.equal(
    applyVercelRedirects('/api/lockup/graphql/the-graph/enums/contract-category'),
    '/api/lockup/graphql/the-graph/objects/contract',
  );
  const derived = new Map(generatedRedirects().redirects.map((r) => [r.from, r.to]));
  for (const section of ['airdrops', 'flow', 'lockup']) {
    assert.equal(map.get(`/api/${section}/graphql/envio/objects/persisted-state`), undefined, 'the generated family answers it');
    // Envio 2.30's `timestamptz` took over from `timestamp`; the streams API keeps its scalars with Lockup.
    const home = section === 'airdrops' ? 'airdrops' : 'lockup';
    assert.equal(derived.get(`/api/${section}/graphql/envio/scalars/timestamp`), `/api/${home}/graphql/envio/scalars/timestamptz`);
  }
});

test('every address earlier docs used is redirected to its page', () => {
  // The list of addresses earlier doc sites used (from, to), kept with the tests so the repository
  // tests itself.
  const tsv = join(__dirname, 'fixtures', 'legacy-urls.tsv');
  const rows = readFileSync(tsv, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
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
    ['/reference/lockup/contracts/abstracts/abstract.SablierLockupBase', '/reference/lockup/contracts/abstracts/sablier-lockup-state'],
    ['/reference/lockup/contracts/interfaces/interface.ISablierLockup', '/reference/lockup/contracts/interfaces/i-sablier-lockup'],
    ['/reference/lockup/contracts/libraries/library.VestingMath', '/reference/lockup/contracts/libraries/lockup-math'],
    ['/reference/lockup/contracts/libraries/library.Helpers', '/reference/lockup/contracts/libraries/lockup-helpers'],
    ['/reference/lockup/contracts/types/library.LockupLinear', '/reference/lockup/contracts/types/lockup-linear'],
    ['/reference/lockup/contracts/types/struct.Broker', '/reference/lockup/contracts/types/broker'],
    ['/reference/lockup/contracts/contract.LockupNFTDescriptor', '/reference/lockup/contracts/lockup-nft-descriptor'],
    ['/reference/lockup/contracts/libraries/library.NFTSVG', '/reference/lockup/contracts/libraries/nftsvg'],
    ['/reference/lockup/contracts/libraries/library.SVGElements', '/reference/lockup/contracts/libraries/svg-elements'],
    ['/contracts/v2/reference/contracts/contract.SablierBatchLockup', '/reference/lockup/contracts/sablier-batch-lockup'],
    ['/reference/flow/contracts/contract.FlowNFTDescriptor', '/reference/flow/contracts/flow-nft-descriptor'],
    // Airdrops v3.0 has a types page per library; Airdrops v1.3's MerkleFactory (its fee structs) leads to MerkleBase.
    ...(
      [
        ['MerkleBase', 'merkle-base'],
        ['MerkleFactory', 'merkle-base'],
        ['MerkleLL', 'merkle-ll'],
        ['MerkleLT', 'merkle-lt'],
        ['MerkleVCA', 'merkle-vca'],
        ['MerkleExecute', 'merkle-execute'],
        ['MerkleLockup', 'merkle-lockup'],
      ] as const
    ).map(([lib, slug]): [string, string] => [
      `/reference/airdrops/contracts/types/library.${lib}`,
      `/reference/airdrops/contracts/types/${slug}`,
    ]),
    ['/reference/airdrops/contracts/contract.SablierFactoryMerkleVCA', '/reference/airdrops/contracts/sablier-factory-merkle-vca'],
    ['/reference/airdrops/contracts/contract.SablierMerkleExecute', '/reference/airdrops/contracts/sablier-merkle-execute'],
    [
      '/reference/airdrops/contracts/abstracts/abstract.SablierMerkleSignature',
      '/reference/airdrops/contracts/abstracts/sablier-merkle-signature',
    ],
    ['/reference/airdrops/contracts/abstracts/abstract.Adminable', '/reference/airdrops/contracts/abstracts/adminable'],
    ['/reference/airdrops/contracts/abstracts/abstract.Comptrollerable', '/reference/airdrops/contracts/abstracts/comptrollerable'],
    ['/reference/airdrops/contracts/libraries/library.SignatureHash', '/reference/airdrops/contracts/libraries/signature-hash'],
    // Bob v1.0, as forge doc names its sources (the minimal interfaces of outside contracts one folder deeper).
    ['/reference/bob/contracts/contract.SablierBob', '/reference/bob/contracts/sablier-bob'],
    ['/reference/bob/contracts/contract.SablierEscrow', '/reference/bob/contracts/sablier-escrow'],
    ['/reference/bob/contracts/contract.SablierLidoAdapter', '/reference/bob/contracts/sablier-lido-adapter'],
    ['/reference/bob/contracts/contract.BobVaultShare', '/reference/bob/contracts/bob-vault-share'],
    ['/reference/bob/contracts/abstracts/abstract.SablierBobState', '/reference/bob/contracts/abstracts/sablier-bob-state'],
    ['/reference/bob/contracts/interfaces/interface.ISablierBobAdapter', '/reference/bob/contracts/interfaces/i-sablier-bob-adapter'],
    ['/reference/bob/contracts/interfaces/external/interface.IWETH9', '/reference/bob/contracts/interfaces/external/i-weth9'],
    ['/reference/bob/contracts/libraries/library.Errors', '/reference/bob/contracts/libraries/errors'],
    ['/reference/bob/contracts/types/library.Escrow', '/reference/bob/contracts/types/escrow'],
  ];
  for (const protocol of ['lockup', 'flow']) {
    for (const [name, slug] of [
      ['Adminable', 'comptrollerable'],
      ['Batch', 'batch'],
      ['NoDelegateCall', 'no-delegate-call'],
    ]) {
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
    for (const from of [
      `/guides/lockup/examples/batch-create-streams/batch-lockup-${shape}`,
      `/contracts/v2/guides/batch-create-streams/batch-lockup-${shape}`,
    ]) {
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
      'objects/revenue',
      'objects/revenue-transaction-aggregate',
      'objects/user-avg-fields',
      'objects/user-transaction',
      'inputs/revenue-bool-exp',
      'inputs/user-transaction-order-by',
      'inputs/user-stream-cursor-input',
      'inputs/float-8-comparison-exp',
      'enums/revenue-select-column',
      'queries/user-by-pk',
      'queries/revenue-transaction-aggregate',
      'objects/dynamic-contract-registry',
      'objects/end-of-block-range-scanned-data',
      'queries/event-sync-state',
      'objects/persisted-state',
      'scalars/float-8',
      'scalars/contract-type',
      'inputs/contract-type-comparison-exp',
      'inputs/timestamp-comparison-exp',
    ]) {
      assert.equal(map.get(`${base}/${page}`), to, `${base}/${page}`);
      assert.equal(applyVercelRedirects(`${base}/${page}`), to, `host: ${base}/${page}`);
    }
    const home = section === 'airdrops' ? 'airdrops' : 'lockup';
    assert.equal(
      applyVercelRedirects(`${base}/scalars/timestamp`),
      `/api/${home}/graphql/envio/scalars/timestamptz`,
      'its successor wins over the family',
    );
    // Typos, under the family's folder and under folders that never existed, get the 404 page.
    for (const typo of [
      `${base}/objects/revenu`,
      `${base}/objects/revenue-agregate`,
      `${base}/enums/revenue`,
      `${base}/object/revenue`,
      `/api/${section}/graphql/envoi/objects/revenue`,
    ]) {
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
  // One rule per old folder and new folder (or fixed page), split only where a list would make a long source.
  assert.ok(rules.length <= 120, `${rules.length} pattern rules: a handful per family`);
});

test('every page of the releases documented only in part answers under its old homes', () => {
  const map = new Map(allRedirects().map((r) => [r.from, r.to]));
  let answered = 0;
  for (const release of earlierReleases()) {
    const layout = layouts.find((l) => l.protocol === release.protocol)!;
    for (const name of release.names) {
      for (const home of earlierHomes(release, layout)) {
        assert.ok(map.has(`${home}/${name}`), `${home}/${name} (${release.source}) leads nowhere`);
        answered += 1;
      }
    }
  }
  assert.ok(answered > 200, `${answered} addresses`);
  // Addresses earlier docs published, each with the page that holds the same declaration now.
  const expect: [string, string][] = [
    ['/contracts/v2/reference/core/contract.SablierV2LockupDynamic', '/reference/lockup/contracts/sablier-lockup'],
    [
      '/contracts/v2/reference/core/interfaces/interface.ISablierV2NFTDescriptor',
      '/reference/lockup/contracts/interfaces/i-lockup-nft-descriptor',
    ],
    ['/contracts/v2/reference/core/types/library.LockupLinear', '/reference/lockup/contracts/types/lockup-linear'],
    ['/contracts/v2/reference/core/abstracts/abstract.SablierV2Lockup', '/reference/lockup/contracts/abstracts/sablier-lockup-state'],
    [
      '/contracts/v2/reference/core/interfaces/hooks/interface.ISablierV2LockupSender',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-recipient',
    ],
    [
      '/reference/lockup/core/interfaces/interface.ISablierV2LockupTranched',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-tranched',
    ],
    ['/reference/lockup/periphery/types/library.MerkleLT', '/reference/airdrops/contracts/types/merkle-lt'],
    ['/reference/lockup/periphery/types/library.MerkleLockup', '/reference/airdrops/contracts/types/merkle-lockup'],
    [
      '/reference/lockup/periphery/contract.SablierV2MerkleLockupFactory',
      '/reference/airdrops/contracts/abstracts/sablier-factory-merkle-base',
    ],
    ['/reference/lockup/periphery/contract.SablierV2MerkleStreamerLL', '/reference/airdrops/contracts/sablier-merkle-ll'],
    ['/contracts/v2/reference/periphery/contract.SablierV2Batch', '/reference/lockup/contracts/sablier-batch-lockup'],
    ['/contracts/v2/reference/periphery/contract.SablierV2ProxyTarget', '/guides/lockup/previous-deployments/v1.0'],
    ['/reference/lockup/core/contract.SablierV2Comptroller', '/guides/lockup/previous-deployments/v1.1'],
    ['/reference/lockup/core/libraries/library.Helpers', '/reference/lockup/contracts/libraries/lockup-helpers'],
    ['/reference/flow/contracts/libraries/library.Helpers', '/reference/flow/contracts/libraries/flow-helpers'],
    ['/reference/flow/contracts/interfaces/interface.ISablierFlowBase', '/reference/flow/contracts/interfaces/i-sablier-flow-state'],
    ['/reference/flow/contracts/abstracts/abstract.SablierFlowBase', '/reference/flow/contracts/abstracts/sablier-flow-state'],
    ['/reference/flow/contracts/interfaces/interface.IAdminable', '/reference/flow/contracts/interfaces/i-comptrollerable'],
    // Airdrops v1.3 and v2.0, documented only in part since Airdrops v3.0 became current: the single factory leads to
    // the base of the five factories; the interfaces of the inherited Adminable and Comptrollerable to their abstracts.
    ['/reference/airdrops/contracts/contract.SablierMerkleFactory', '/reference/airdrops/contracts/abstracts/sablier-factory-merkle-base'],
    [
      '/reference/airdrops/contracts/interfaces/interface.ISablierMerkleFactory',
      '/reference/airdrops/contracts/abstracts/sablier-factory-merkle-base',
    ],
    ['/reference/airdrops/contracts/interfaces/interface.IAdminable', '/reference/airdrops/contracts/abstracts/adminable'],
    ['/reference/airdrops/contracts/interfaces/interface.IComptrollerable', '/reference/airdrops/contracts/abstracts/comptrollerable'],
    ['/reference/airdrops/contracts/contract.SablierFactoryMerkleLT', '/reference/airdrops/contracts/sablier-factory-merkle-lt'],
    // Lockup v2.0, documented only in part since Lockup v4.0 became current.
    [
      '/reference/lockup/contracts/interfaces/interface.ISablierLockupBase',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-state',
    ],
    ['/reference/lockup/contracts/interfaces/interface.IAdminable', '/reference/lockup/contracts/interfaces/i-comptrollerable'],
    ['/contracts/v2/reference/contracts/abstracts/abstract.Adminable', '/reference/lockup/contracts/abstracts/comptrollerable'],
    // Airdrops v2.0's VCA campaign and signature library, once explained on the concept page, have pages again.
    ['/reference/airdrops/contracts/contract.SablierMerkleVCA', '/reference/airdrops/contracts/sablier-merkle-vca'],
    ['/reference/airdrops/contracts/libraries/library.SignatureHash', '/reference/airdrops/contracts/libraries/signature-hash'],
    // The comptroller's interface, which the later releases import, has a page of its own.
    [
      '/reference/flow/contracts/interfaces/interface.ISablierComptroller',
      '/reference/comptroller/contracts/interfaces/i-sablier-comptroller',
    ],
    [
      '/reference/lockup/contracts/interfaces/interface.ISablierComptroller',
      '/reference/comptroller/contracts/interfaces/i-sablier-comptroller',
    ],
    // Lockup v1.x's comptroller was another contract: it leads to its release's deployments page, not to today's.
  ];
  for (const [from, to] of expect) {
    assert.equal(map.get(from), to, from);
    assert.equal(applyVercelRedirects(from), to, `host: ${from}`);
  }
  // The documented release's own old names keep their pages (a later release's rename never takes them over).
  assert.equal(
    map.get('/reference/lockup/contracts/interfaces/interface.ISablierLockup'),
    '/reference/lockup/contracts/interfaces/i-sablier-lockup',
  );
  for (const missing of [
    '/reference/airdrops/contracts/contract.SablierMerkleVCAA',
    '/reference/lockup/core/contract.SablierV2LockupDynamik',
  ]) {
    assert.equal(map.get(missing), undefined, missing);
    assert.equal(applyVercelRedirects(missing), null, missing);
  }
});

test('a declaration of an earlier release that no page holds is reported, not sent to a wrong page', () => {
  const { redirects, unresolved } = earlierNameRedirects(layouts, () => ['Broker'], new Set(), [
    {
      protocol: 'flow',
      part: 'contracts',
      release: 'v9.9',
      source: 'test',
      names: ['contract.SablierFlowTeleporter', 'contract.SablierFlow'],
    },
  ]);
  assert.deepEqual(unresolved, ['flow/contract.SablierFlowTeleporter']);
  assert.deepEqual(redirects, [{ from: '/reference/flow/contracts/contract.SablierFlow', to: '/reference/flow/contracts/sablier-flow' }]);
});

test('the API section answers to its earlier pages, per indexer and under its earlier folders', () => {
  const map = new Map(allRedirects().map((r) => [r.from, r.to]));
  const expect: [string, string][] = [
    ['/api/lockup/overview', '/api/lockup/indexers'],
    ['/api/flow/the-graph/entities', '/api/flow/graphql/the-graph/overview'],
    ['/api/lockup/envio/queries', '/api/getting-started'],
    ['/api/lockup/envio/similarities', '/api/overview'],
    ['/api/subgraphs/protocol/entities', '/api/lockup/graphql/the-graph/overview'],
    ['/api/subgraphs/merkle/entities', '/api/airdrops/graphql/the-graph/overview'],
    ['/api/indexers/differences', '/api/overview'],
    ['/api/merkle-api/functionality', '/api/airdrops/merkle-api/functionality'],
    ['/api/drops/merkle-api/functionality', '/api/airdrops/merkle-api/functionality'],
    ['/api/drops/endpoints', '/api/airdrops/indexers'],
  ];
  for (const [from, to] of expect) {
    assert.equal(map.get(from), to, from);
    assert.equal(applyVercelRedirects(from), to, `host: ${from}`);
  }
  for (const typo of ['/api/subgraphs/protocol/entitie', '/api/subgraph/protocol/entities', '/api/drops/graphql/envio/overview']) {
    assert.equal(map.get(typo), undefined, typo);
    assert.equal(applyVercelRedirects(typo), null, typo);
  }
});

test("the per-protocol references of indexers v1.x and the live docs' streams folder lead to the types of the streams API", () => {
  const map = new Map(allRedirects().map((r) => [r.from, r.to]));
  const expect: [string, string][] = [
    ['/api/lockup/graphql/the-graph/objects/action', '/api/lockup/graphql/the-graph/objects/lockup-action'],
    ['/api/lockup/graphql/the-graph/objects/batch', '/api/lockup/graphql/the-graph/objects/lockup-batch'],
    ['/api/flow/graphql/the-graph/objects/stream', '/api/flow/graphql/the-graph/objects/flow-stream'],
    ['/api/flow/graphql/the-graph/enums/action-category', '/api/flow/graphql/the-graph/enums/flow-action-category'],
    ['/api/lockup/graphql/the-graph/queries/streams', '/api/lockup/graphql/the-graph/queries/lockup-streams'],
    ['/api/lockup/graphql/envio/inputs/stream-bool-exp', '/api/lockup/graphql/envio/inputs/lockup-stream-bool-exp'],
    ['/api/flow/graphql/envio/queries/stream-by-pk', '/api/flow/graphql/envio/queries/flow-stream-by-pk'],
    ['/api/flow/graphql/envio/scalars/streamcategory', '/api/flow/graphql/envio/scalars/flowstreamcategory'],
    ['/api/flow/graphql/the-graph/objects/asset', '/api/lockup/graphql/the-graph/objects/asset'],
    ['/api/flow/graphql/the-graph/scalars/big-int', '/api/lockup/graphql/the-graph/scalars/big-int'],
    ['/api/streams/graphql/the-graph/objects/flow-stream', '/api/flow/graphql/the-graph/objects/flow-stream'],
    ['/api/streams/graphql/envio/inputs/lockup-stream-bool-exp', '/api/lockup/graphql/envio/inputs/lockup-stream-bool-exp'],
    ['/api/streams/graphql/the-graph/objects/asset', '/api/lockup/graphql/the-graph/objects/asset'],
    ['/api/streams/graphql/envio/overview', '/api/lockup/graphql/envio/overview'],
    ['/api/lockup/graphql/envio/queries/chain-metadata-by-pk', '/api/lockup/graphql/envio/objects/chain-metadata'],
  ];
  for (const [from, to] of expect) {
    assert.equal(map.get(from), to, from);
    assert.equal(applyVercelRedirects(from), to, `host: ${from}`);
  }
  for (const typo of [
    '/api/streams/graphql/the-graph/objects/lockup-strem',
    '/api/streams/graphql/the-graph/objects/stream',
    '/api/streams/graphql/thegraph/objects/lockup-stream',
    '/api/lockup/graphql/the-graph/objects/streamx',
  ]) {
    assert.equal(map.get(typo), undefined, typo);
    assert.equal(applyVercelRedirects(typo), null, typo);
  }
});

test('renamed Lockup, Flow and Airdrops pages keep their old paths, and the comptroller answers under the utils names', () => {
  const map = new Map(allRedirects().map((r) => [r.from, r.to]));
  const expect: [string, string][] = [
    ...(
      [
        ['abstracts/adminable', 'abstracts/comptrollerable'],
        ['interfaces/i-adminable', 'interfaces/i-comptrollerable'],
        ['abstracts/sablier-lockup-base', 'abstracts/sablier-lockup-state'],
        ['interfaces/i-sablier-lockup-base', 'interfaces/i-sablier-lockup-state'],
        ['libraries/helpers', 'libraries/lockup-helpers'],
        ['libraries/vesting-math', 'libraries/lockup-math'],
      ] as const
    ).flatMap(([from, to]): [string, string][] => [
      [`/reference/lockup/contracts/${from}`, `/reference/lockup/contracts/${to}`],
      [`/contracts/v2/reference/contracts/${from}`, `/reference/lockup/contracts/${to}`],
    ]),
    // Forge-doc names of the Lockup v4.0 pages.
    ['/reference/lockup/contracts/abstracts/abstract.SablierLockupState', '/reference/lockup/contracts/abstracts/sablier-lockup-state'],
    [
      '/reference/lockup/contracts/abstracts/abstract.SablierLockupPriceGated',
      '/reference/lockup/contracts/abstracts/sablier-lockup-price-gated',
    ],
    ['/reference/lockup/contracts/abstracts/abstract.Comptrollerable', '/reference/lockup/contracts/abstracts/comptrollerable'],
    [
      '/reference/lockup/contracts/interfaces/interface.ISablierLockupLinear',
      '/reference/lockup/contracts/interfaces/i-sablier-lockup-linear',
    ],
    ['/reference/lockup/contracts/libraries/library.LockupMath', '/reference/lockup/contracts/libraries/lockup-math'],
    ['/reference/lockup/contracts/libraries/library.LockupHelpers', '/reference/lockup/contracts/libraries/lockup-helpers'],
    ['/reference/lockup/contracts/types/library.LockupPriceGated', '/reference/lockup/contracts/types/lockup-price-gated'],
    // Flow v1.1's page paths lead to their Flow v3.0 successors.
    ...(
      [
        ['abstracts/adminable', 'abstracts/comptrollerable'],
        ['interfaces/i-adminable', 'interfaces/i-comptrollerable'],
        ['abstracts/sablier-flow-base', 'abstracts/sablier-flow-state'],
        ['interfaces/i-sablier-flow-base', 'interfaces/i-sablier-flow-state'],
        ['libraries/helpers', 'libraries/flow-helpers'],
      ] as const
    ).map(([from, to]): [string, string] => [`/reference/flow/contracts/${from}`, `/reference/flow/contracts/${to}`]),
    // Forge-doc names of the Flow v3.0 pages.
    ['/reference/flow/contracts/abstracts/abstract.SablierFlowState', '/reference/flow/contracts/abstracts/sablier-flow-state'],
    ['/reference/flow/contracts/abstracts/abstract.Comptrollerable', '/reference/flow/contracts/abstracts/comptrollerable'],
    ['/reference/flow/contracts/interfaces/interface.ISablierFlowState', '/reference/flow/contracts/interfaces/i-sablier-flow-state'],
    ['/reference/flow/contracts/interfaces/interface.IComptrollerable', '/reference/flow/contracts/interfaces/i-comptrollerable'],
    ['/reference/flow/contracts/libraries/library.FlowHelpers', '/reference/flow/contracts/libraries/flow-helpers'],
    ['/reference/flow/contracts/types/library.Flow', '/reference/flow/contracts/types/flow'],
    ['/reference/flow/contracts/types/struct.Broker', '/reference/flow/contracts/types/broker'],
    // Airdrops v1.3's page paths: the single factory and its interface lead to the base of the five factories.
    ...(
      [
        ['sablier-merkle-factory', 'abstracts/sablier-factory-merkle-base'],
        ['interfaces/i-sablier-merkle-factory', 'abstracts/sablier-factory-merkle-base'],
        ['types/merkle', 'types/merkle-base'],
      ] as const
    ).map(([from, to]): [string, string] => [`/reference/airdrops/contracts/${from}`, `/reference/airdrops/contracts/${to}`]),
    // The comptroller, published with Sablier's utils package.
    ...['/reference/utils/contracts', '/reference/utils', '/reference/comptroller/contracts'].flatMap((home): [string, string][] => [
      [`${home}/contract.SablierComptroller`, '/reference/comptroller/contracts/sablier-comptroller'],
      [`${home}/interfaces/interface.ISablierComptroller`, '/reference/comptroller/contracts/interfaces/i-sablier-comptroller'],
    ]),
  ];
  for (const [from, to] of expect) {
    assert.equal(map.get(from), to, from);
    assert.equal(applyVercelRedirects(from), to, `host: ${from}`);
  }
});
