import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';

import { allRedirects, targetPage } from '../../redirects';
import { escapeRegExp } from '../../src/lib/regexp';
import { twinPath, twinTarget } from '../../src/lib/twin';
import { resolveFile } from '../support/server';
import { siteUrl } from '../support/twins';
import { buildDir, useSite, waitForHydrated, type Site } from '../support/harness';
import { sideBySide } from '../support/side-by-side';

/**
 * Old addresses of each family reach the page that holds what the reader came for, both ways:
 * the host's permanent redirects (vercel.json rules in the host-shaped server) and the client
 * redirect pages a plain static host serves. Mistyped addresses under each family's folder get 404.
 */
const host = useSite();
const plain = useSite({ hostRedirects: false });

/** [old address, new page, heading the reader came for] for a sample of each family. */
const samples: [string, string, string][] = [
  // Contract reference under forge-doc names, in both old homes.
  ['/reference/lockup/contracts/contract.SablierLockup', '/reference/lockup/contracts/sablier-lockup', 'SablierLockup'],
  [
    '/contracts/v2/reference/contracts/interfaces/interface.ISablierLockup',
    '/reference/lockup/contracts/interfaces/i-sablier-lockup',
    'ISablierLockup',
  ],
  ['/reference/flow/contracts/abstracts/abstract.NoDelegateCall', '/reference/flow/contracts/abstracts/no-delegate-call', 'NoDelegateCall'],
  ['/reference/lockup/contracts/libraries/library.NFTSVG', '/reference/lockup/contracts/libraries/nftsvg', 'NFTSVG'],
  ['/reference/airdrops/contracts/types/library.MerkleLT', '/reference/airdrops/contracts/types/merkle-lt', 'MerkleLT'],
  // Contract pages of releases documented only in part: Lockup v1.x core and periphery, Lockup v3.0 and v2.0, Flow v2.0 and v1.1.
  ['/contracts/v2/reference/core/contract.SablierV2LockupDynamic', '/reference/lockup/contracts/sablier-lockup', 'SablierLockup'],
  ['/reference/lockup/periphery/types/library.MerkleLT', '/reference/airdrops/contracts/types/merkle-lt', 'MerkleLT'],
  // Airdrops v1.3's single factory (page path and forge-doc name) leads to the base of the five v3.0 factories.
  [
    '/reference/airdrops/contracts/sablier-merkle-factory',
    '/reference/airdrops/contracts/abstracts/sablier-factory-merkle-base',
    'SablierFactoryMerkleBase',
  ],
  [
    '/reference/airdrops/contracts/contract.SablierMerkleFactory',
    '/reference/airdrops/contracts/abstracts/sablier-factory-merkle-base',
    'SablierFactoryMerkleBase',
  ],
  [
    '/reference/lockup/contracts/abstracts/abstract.SablierLockupDynamic',
    '/reference/lockup/contracts/abstracts/sablier-lockup-dynamic',
    'SablierLockupDynamic',
  ],
  // Lockup v2.0 names, renamed in v3.0 and v4.0, and the comptroller under the utils package's folder.
  [
    '/reference/lockup/contracts/abstracts/abstract.SablierLockupBase',
    '/reference/lockup/contracts/abstracts/sablier-lockup-state',
    'SablierLockupState',
  ],
  ['/reference/lockup/contracts/libraries/vesting-math', '/reference/lockup/contracts/libraries/lockup-math', 'LockupMath'],
  ['/reference/utils/contracts/contract.SablierComptroller', '/reference/comptroller/contracts/sablier-comptroller', 'SablierComptroller'],
  // Flow v1.1 names and paths, renamed in Flow v2.0 and v3.0.
  [
    '/reference/flow/contracts/interfaces/interface.ISablierFlowBase',
    '/reference/flow/contracts/interfaces/i-sablier-flow-state',
    'ISablierFlowState',
  ],
  ['/reference/flow/contracts/abstracts/adminable', '/reference/flow/contracts/abstracts/comptrollerable', 'Comptrollerable'],
  ['/reference/flow/contracts/libraries/helpers', '/reference/flow/contracts/libraries/flow-helpers', 'FlowHelpers'],
  ['/contracts/v2/reference/core/contract.SablierV2Comptroller', '/guides/lockup/previous-deployments/v1.1', 'Lockup v1.1 deployments'],
  [
    '/reference/flow/contracts/abstracts/abstract.Comptrollerable',
    '/reference/flow/contracts/abstracts/comptrollerable',
    'Comptrollerable',
  ],
  ['/guides/flow/access-control', '/reference/flow/access-control', 'Access control'],
  // Earlier API pages, per indexer and under /api/subgraphs, /api/drops and /api/merkle-api.
  ['/api/subgraphs/protocol/entities', '/api/lockup/graphql/the-graph/overview', 'Objects'],
  ['/api/flow/the-graph/queries', '/api/getting-started', 'A first query'],
  ['/api/lockup/overview', '/api/lockup/indexers', 'Endpoints per chain'],
  ['/api/merkle-api/intro', '/api/airdrops/merkle-api/overview', 'Merkle API overview'],
  ['/api/drops/merkle-api/functionality', '/api/airdrops/merkle-api/functionality', 'Merkle API endpoints'],
  // Renamed guides and legacy reference folders.
  ['/contracts/v2/guides/create-stream/linear', '/guides/lockup/examples/create-stream/lockup-linear', 'Create a Lockup Linear stream'],
  ['/reference/lockup/v1-legacy/contracts/constant-functions', '/reference/legacy/contracts/constant-functions', 'Constant functions'],
  // Batch guides under their old slugs.
  [
    '/guides/lockup/examples/batch-create-streams/batch-lockup-linear',
    '/guides/lockup/examples/batch-create-streams/lockup-linear',
    'Batch-create Lockup Linear streams',
  ],
  [
    '/contracts/v2/guides/batch-create-streams/batch-lockup-tranched',
    '/guides/lockup/examples/batch-create-streams/lockup-tranched',
    'Batch-create Lockup Tranched streams',
  ],
  // GraphQL pages of retired tables and scalars.
  ['/api/lockup/graphql/envio/objects/revenue', '/api/lockup/previous-indexers', 'What changed in release v1.2.0'],
  ['/api/flow/graphql/envio/queries/user-transaction-by-pk', '/api/flow/previous-indexers', 'What changed in release v1.2.0'],
  ['/api/airdrops/graphql/envio/objects/persisted-state', '/api/airdrops/previous-indexers', 'What changed in release v1.2.0'],
  ['/api/lockup/graphql/envio/scalars/float-8', '/api/lockup/previous-indexers', 'What changed in release v1.2.0'],
  ['/api/lockup/graphql/the-graph/enums/contract-category', '/api/lockup/graphql/the-graph/objects/contract', 'Contract'],
  ['/api/airdrops/graphql/the-graph/objects/stream', '/api/lockup/graphql/the-graph/objects/lockup-stream', 'LockupStream'],
  // The per-protocol references of indexers v1.x: renamed types of the streams API, and shared types kept with Lockup.
  ['/api/lockup/graphql/envio/objects/stream', '/api/lockup/graphql/envio/objects/lockup-stream', 'LockupStream'],
  ['/api/flow/graphql/the-graph/queries/streams', '/api/flow/graphql/the-graph/queries/flow-streams', 'flowStreams'],
  ['/api/flow/graphql/the-graph/objects/asset', '/api/lockup/graphql/the-graph/objects/asset', 'Asset'],
  // Later declarations: the comptroller's interface and Airdrops v2.0's VCA campaign have their pages now; the Solana
  // programs' folder leads to the Solana concepts, to a program's section where it named one.
  ['/reference/airdrops/contracts/contract.SablierMerkleVCA', '/reference/airdrops/contracts/sablier-merkle-vca', 'SablierMerkleVCA'],
  [
    '/reference/lockup/contracts/interfaces/interface.ISablierComptroller',
    '/reference/comptroller/contracts/interfaces/i-sablier-comptroller',
    'ISablierComptroller',
  ],
  ['/solana/fees', '/concepts/solana/fees', 'Fees on Solana'],
  ['/solana/accounts-architecture/merkle-instant', '/concepts/solana/accounts#merkle-instant', 'SablierMerkleInstant'],
  // The live docs' streams folder: the same type here, in the section that holds it.
  ['/api/streams/graphql/the-graph/objects/flow-stream', '/api/flow/graphql/the-graph/objects/flow-stream', 'FlowStream'],
  ['/api/streams/graphql/envio/objects/lockup-action', '/api/lockup/graphql/envio/objects/lockup-action', 'LockupAction'],
  // Issue 54, the public site's addresses. The streams API of indexers v5.0.0 under the section that does not hold
  // the type, its retired Sponsor tables, and its own folder.
  ['/api/flow/graphql/envio/objects/lockup-stream', '/api/lockup/graphql/envio/objects/lockup-stream', 'LockupStream'],
  ['/api/lockup/graphql/envio/objects/sponsor-aggregate-fields', '/api/lockup/previous-indexers', 'What changed in release v1.2.0'],
  ['/api/streams/graphql/the-graph/queries/lockup-streams', '/api/lockup/graphql/the-graph/queries/lockup-streams', 'lockupStreams'],
  // Its Solana program reference (one page's id holds a space, sent percent-encoded) and other Solana pages.
  ['/solana/program-reference/lockup/context%20accounts', '/reference/solana/programs/sablier-lockup', 'SablierLockup'],
  ['/solana/program-reference/merkle-instant/errors', '/reference/solana/programs/sablier-merkle-instant#errors', 'Errors'],
  ['/solana/governance', '/concepts/solana/governance', 'Governance on Solana'],
  // forge doc's page of an enum declared outside any library, and the blog link.
  ['/reference/airdrops/contracts/types/enum.ClaimType', '/reference/airdrops/contracts/types/merkle-base#claimtype', 'ClaimType'],
  ['/blog', '/reference/overview#releases', 'Releases covered'],
  // Its airdrops The Graph reference, rendered from the Lockup subgraph, and today's API under the other section.
  [
    '/api/airdrops/graphql/the-graph/enums/stream-category',
    '/api/lockup/graphql/the-graph/enums/lockup-stream-category',
    'LockupStreamCategory',
  ],
  ['/api/flow/graphql/envio/inputs/string-array-comparison-exp', '/api/lockup/graphql/envio/inputs/string-array-comparison-exp', 'String'],
];

const typos = [
  '/reference/lockup/contracts/contract.SablierLockupp',
  '/reference/lockup/contracts/interfaces/interface.ISablierLockp',
  '/contracts/v2/reference/contracts/contract.SablierLockupp',
  '/guides/lockup/examples/batch-create-streams/batch-lockup-linearr',
  '/contracts/v2/guides/batch-create-streams/batch-lockup-cliff',
  '/api/lockup/graphql/envio/objects/revenu',
  '/api/lockup/graphql/envio/objects/revenue-agregate',
  '/api/lockup/graphql/envoi/objects/revenue',
  '/reference/lockup/core/contract.SablierV2LockupDynamik',
  '/reference/airdrops/contracts/contract.SablierMerkleVCAA',
  '/api/subgraphs/protocol/entitie',
  '/api/subgraph/protocol/entities',
  '/api/merkle-api/introo',
  '/api/streams/graphql/the-graph/objects/lockup-strem',
  '/solana/fes',
  '/solana/accounts-architecture/lockupp',
  '/reference/lockup/contracts/contract.SablierLockupp.md',
  '/solana/fees.mdx',
  '/solana/program-reference/lockup/context%20acounts',
  '/solana/program-reference/lockup/error',
  '/blogg',
];

test('every redirect target is a built page', () => {
  for (const redirect of allRedirects()) {
    assert.ok(resolveFile(buildDir, targetPage(redirect.to)), `${redirect.from} -> ${redirect.to}: not built`);
  }
});

test('the host answers a sample of each family with a permanent redirect to its page', async () => {
  for (const [from, to] of samples) {
    const response = await fetch(host.url + from, { redirect: 'manual' });
    assert.equal(response.status, 308, from);
    assert.equal(response.headers.get('location'), to, from);
  }
});

test('the Markdown twin of an old address leads to the twin of its page, which the host serves as Markdown', async () => {
  for (const [from, to, heading] of samples) {
    const response = await fetch(`${host.url}${from}.md`, { redirect: 'manual' });
    assert.equal(response.status, 308, `${from}.md`);
    assert.equal(response.headers.get('location'), twinTarget(to), `${from}.md`);
    const twin = twinPath(targetPage(to));
    const served = await fetch(host.url + twin);
    assert.equal(served.status, 200, twin);
    assert.match(served.headers.get('content-type') ?? '', /^text\/markdown/);
    assert.match(await served.text(), new RegExp(`^#{1,3} .*${escapeRegExp(heading)}`, 'mi'), `${twin}: "${heading}"`);
  }
});

test("without the host's rules, an old address's Markdown twin is a note naming the new twin", async () => {
  for (const [from, to] of samples) {
    const response = await fetch(`${plain.url}${from}.md`);
    assert.equal(response.status, 200, `${from}.md`);
    assert.match(response.headers.get('content-type') ?? '', /^text\/markdown/);
    const note = await response.text();
    assert.ok(note.includes(`${siteUrl}${twinTarget(to)}>`), `${from}.md: ${note}`);
  }
});

/** The page shows its h1 and, when the reader came for a section, that section's heading. */
async function assertLanded(page: Page, to: string, heading: string): Promise<void> {
  const [path, hash] = to.split('#');
  await page.waitForURL((url) => url.pathname === path && url.hash === (hash ? `#${hash}` : ''));
  await waitForHydrated(page);
  await page.locator('article h1').waitFor({ state: 'visible' });
  // A section target is scrolled to by the page itself: its heading ends up at the top of the viewport.
  if (hash) {
    await page.waitForFunction((id) => {
      const top = document.getElementById(id)?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < window.innerHeight / 2;
    }, hash);
  }
  // Headings carry a "Direct link" anchor in their accessible name, so match on their own text.
  const section = page.locator('article').locator('h1, h2, h3').filter({ hasText: heading }).first();
  await section.scrollIntoViewIfNeeded();
  assert.ok(await section.isVisible(), `${to}: "${heading}"`);
  assert.equal(await page.locator('h1', { hasText: 'Page not found' }).count(), 0, to);
}

test('old addresses reach their page through the host and through the client redirect pages', async () => {
  // A few addresses run side by side, as they are independent. The client redirect pages (one generator, one
  // template) take every other sample, which keeps each family of old addresses covered at half the time. The
  // host's rule for every sample is checked above by its status and Location; what a browser adds is following
  // the redirect, so it takes every fourth sample and each whose target is a section, which the page scrolls to.
  const items = [
    ...samples.filter(([, to], i) => i % 4 === 0 || to.includes('#')).map((sample) => ({ site: host, sample })),
    ...samples.filter((_, i) => i % 2 === 0).map((sample) => ({ site: plain, sample })),
  ];
  // One tab per site and worker, reused from address to address: what is checked does not depend on stored
  // state, and a fresh context per address costs far more than reusing a tab.
  const tabs = new Map<Site, Page[]>([
    [host, []],
    [plain, []],
  ]);
  await sideBySide(items, 3, async ({ site, sample: [from, to, heading] }, worker) => {
    const own = tabs.get(site)!;
    own[worker] ??= await site.tab();
    const page = own[worker];
    await page.goto(site.url + from);
    await assertLanded(page, to, heading);
  });
  await Promise.all([...tabs.values()].flat().map((tab) => tab.context().close()));
});

test('a mistyped address under each family folder gets the 404 page', async () => {
  for (const typo of typos) {
    const response = await fetch(host.url + typo);
    assert.equal(response.status, 404, typo);
    assert.match(await response.text(), /Page not found/, typo);
  }
  const { page } = await host.open(typos[0]!);
  assert.equal(await page.locator('h1').innerText(), 'Page not found');
  await page.context().close();
});
