import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { allRedirects, docRoutesUnder, targetPage } from '../../redirects';
import { applyVercelRedirects } from '../../generators/vercel-json/config';
import { declaresHeadingId } from '../support/docs';

/**
 * Issue 30: every address the public site serves for Solana and Bob answers here, with its own page or a
 * redirect to the page on the same subject. The list is data gathered once (its note says from where), so
 * the test needs no network.
 */
const PREFIXES = ['/solana', '/guides/bob/', '/concepts/bob/', '/reference/bob/'];

interface PublicAddresses {
  note: string;
  paths: string[];
}

const list = JSON.parse(readFileSync(join(__dirname, '..', 'data', 'public-new-product-addresses.json'), 'utf8')) as PublicAddresses;
const docRoutes = new Set(docRoutesUnder(''));

test('the list of public Solana and Bob addresses says where it came from, and is sorted, unique and in scope', () => {
  assert.ok(list.note.length > 0, 'the note names the source of the list');
  assert.ok(list.paths.length > 0);
  assert.deepEqual(list.paths, [...new Set(list.paths)].sort(), 'sorted, without repeats');
  for (const path of list.paths) {
    assert.ok(
      PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)),
      `${path} is outside the Solana and Bob folders`,
    );
  }
});

test('every public Solana and Bob address is a page here or leads to one, on the host and in the redirect pages', () => {
  const redirects = new Map(allRedirects().map((r) => [r.from, r.to]));
  for (const path of list.paths) {
    if (docRoutes.has(path)) {
      // A page is served as it is: no rule of the host may send it elsewhere.
      assert.equal(applyVercelRedirects(path), null, `${path} is a page, yet the host redirects it`);
      continue;
    }
    const to = redirects.get(path);
    assert.ok(to, `${path} is neither a page nor a redirect`);
    const [page, section] = to.split('#');
    assert.ok(docRoutes.has(targetPage(to)), `${path} -> ${to}: no page there`);
    if (section) assert.ok(declaresHeadingId(page!, section), `${path} -> ${to}: ${page} has no heading {#${section}}`);
    assert.equal(applyVercelRedirects(path), to, `the host sends ${path} elsewhere`);
  }
});
