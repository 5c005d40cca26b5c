import assert from 'node:assert/strict';
import { test } from 'node:test';

import { allRedirects, docRoutesUnder, targetPage } from '../../redirects';
import { applyVercelRedirects } from '../../generators/vercel-json/config';
import { declaresHeadingId } from '../support/docs';
import { forgeDocEnumAddresses, graphqlAddresses, publicSiteAddresses, solanaAddresses } from '../support/public-site-addresses';

/**
 * Issue 54: every page address the public docs site served answers here, with its own page or one redirect to a
 * page (and a section the page declares). The addresses are derived from the sources that site rendered
 * (tests/support/public-site-addresses.ts), never from the redirect tables the test checks.
 */
const docRoutes = new Set(docRoutesUnder(''));
const addresses = publicSiteAddresses();

test('the derivation yields each family of the public site', () => {
  assert.ok(graphqlAddresses().length > 1000, `${graphqlAddresses().length} GraphQL pages`);
  for (const sample of [
    '/api/flow/graphql/envio/objects/lockup-stream',
    '/api/lockup/graphql/envio/inputs/flow-stream-bool-exp',
    '/api/airdrops/graphql/the-graph/queries/streams',
    '/api/lockup/graphql/envio/objects/sponsor-aggregate-fields',
  ]) {
    assert.ok(addresses.includes(sample), `${sample} is not derived`);
  }
  assert.ok(solanaAddresses().includes('/solana/program-reference/merkle-instant/context%20accounts'));
  assert.ok(forgeDocEnumAddresses().includes('/reference/airdrops/contracts/types/enum.ClaimType'));
});

test('every address of the public site is a page here or leads to one, on the host and in the redirect pages', () => {
  const client = new Map(allRedirects().map((r) => [r.from, r.to]));
  const missing: string[] = [];
  for (const path of addresses) {
    if (docRoutes.has(path)) {
      assert.equal(applyVercelRedirects(path), null, `${path} is a page, yet the host redirects it`);
      continue;
    }
    const to = applyVercelRedirects(path);
    if (!to) {
      missing.push(path);
      continue;
    }
    const [page, section] = to.split('#');
    assert.ok(docRoutes.has(targetPage(to)), `${path} -> ${to}: no page there`);
    if (section) assert.ok(declaresHeadingId(page!, section), `${path} -> ${to}: ${page} has no heading {#${section}}`);
    // The client redirect pages are files named by the decoded address, as static hosts look them up.
    assert.equal(client.get(decodeURIComponent(path)), to, `the redirect pages send ${path} elsewhere than the host`);
  }
  assert.deepEqual(missing.slice(0, 20), [], `${missing.length} of ${addresses.length} addresses answer nothing`);
});

test('a redirect of the host never leads to another redirect', () => {
  for (const path of addresses) {
    const to = applyVercelRedirects(path);
    if (to) assert.equal(applyVercelRedirects(targetPage(to)), null, `${path} -> ${to} redirects again`);
  }
});
