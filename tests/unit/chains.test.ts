import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChainsData } from '../../generators/chains/rows';
import { packageChain, packageRelease } from '../../lib/sablier-package';
import { PRODUCTS, currentRelease } from '../../src/lib/releases';
import { generatedChainsFile } from '../support/generated-chains';

/** What the package says, computed here independently of the generator's own helpers. */
function packageView() {
  const byRelease = new Map<string, Set<number>>();
  for (const product of PRODUCTS) {
    byRelease.set(product, new Set(packageRelease(currentRelease(product)).deployments.map((d) => d.chainId)));
  }
  return byRelease;
}

const generated = (): ChainsData => generatedChainsFile<ChainsData>('chains.json');

test('every chain with a current deployment has exactly one row, and no other chain has one', () => {
  const data = generated();
  const expected = new Set<number>();
  for (const ids of packageView().values()) for (const id of ids) expected.add(id);
  const ids = data.rows.map((row) => row.chainId);
  assert.equal(new Set(ids).size, ids.length, 'duplicate chain rows');
  assert.deepEqual(new Set(ids), expected);
});

test('release marks, names, network kind and explorers match the package', () => {
  const data = generated();
  const view = packageView();
  for (const row of data.rows) {
    const chain = packageChain(row.chainId);
    assert.equal(row.name, chain.name, `name of ${row.chainId}`);
    assert.equal(row.isTestnet, Boolean(chain.isTestnet), `testnet flag of ${row.name}`);
    assert.equal(row.explorerURL, chain.blockExplorers?.default?.url ?? null, `explorer of ${row.name}`);
    for (const key of PRODUCTS) {
      assert.equal(row.releases[key], view.get(key)!.has(row.chainId), `${key} on ${row.name}`);
    }
  }
  for (const release of data.releases) {
    assert.equal(release.chainCount, view.get(release.key)!.size, `${release.label} chain count`);
  }
});

test('mainnets come before testnets and each group is sorted by name', () => {
  const rows = generated().rows;
  const firstTestnet = rows.findIndex((row) => row.isTestnet);
  assert.ok(firstTestnet > 0, 'both groups are present');
  assert.ok(
    rows.slice(firstTestnet).every((row) => row.isTestnet),
    'a mainnet follows a testnet',
  );
  for (const group of [rows.slice(0, firstTestnet), rows.slice(firstTestnet)]) {
    const names = group.map((row) => row.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'en')),
    );
  }
});

test('the generator is deterministic', () => {
  assert.deepEqual(generated(), generated());
});
