import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keccak256, toHex } from 'viem';
import { releaseAbis } from '../../plugins/sablier-package';
import { currentRelease } from '../../src/lib/releases';

/**
 * The troubleshooting table on /support/technical-guides pairs selectors with error signatures. Each selector must be
 * the hash of its signature, and each error must exist with those argument types in the current releases' ABIs
 * (errors raised in the linked Helpers library are not in the ABIs and are checked by signature only).
 */

const page = readFileSync(join(__dirname, '..', '..', 'docs', 'support', 'technical-guides.mdx'), 'utf8');
const rows = [...page.matchAll(/^\| `(0x[0-9a-f]{8})` \| `([A-Za-z0-9_]+)\(([a-z0-9,]*)\)` \|/gm)].map((m) => ({
  selector: m[1] ?? '',
  name: m[2] ?? '',
  types: m[3] ?? '',
}));

const abis = [
  ...(releaseAbis(currentRelease('lockup')).SablierLockup ?? []),
  ...(releaseAbis(currentRelease('flow')).SablierFlow ?? []),
  ...(releaseAbis(currentRelease('airdrops')).SablierMerkleInstant ?? []),
];

test('the page has a selector table', () => {
  assert.ok(rows.length >= 10, `only ${rows.length} selector rows found`);
});

test('every selector is the hash of its signature', () => {
  for (const row of rows) {
    const signature = `${row.name}(${row.types})`;
    assert.equal(keccak256(toHex(signature)).slice(0, 10), row.selector, `${signature}`);
  }
});

test('every error exists with these argument types in the current Lockup, Flow or Airdrops release', () => {
  for (const row of rows) {
    if (row.name.startsWith('SablierHelpers_')) continue;
    const found = abis.find(
      (item) => item.type === 'error' && item.name === row.name && (item.inputs ?? []).map((i) => i.type).join(',') === row.types,
    );
    assert.ok(found, `${row.name}(${row.types}) is not an error of the current releases`);
  }
});
