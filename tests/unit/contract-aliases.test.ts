import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { NOT_INDEXED_AT_V7_1_0, contractAliases } from '../../generators/release-facts/aliases';
import { packageRelease, packageReleasesOf } from '../../lib/sablier-package';
import { INDEXED_PRODUCTS } from '../../src/lib/releases';

/** The alias table of /api/ids is generated from the package; these checks keep it complete and correct. */
const rows = contractAliases();
const byAlias = new Map(rows.map((r) => [r.alias, r]));

test('every alias the package defines for a Lockup, Flow or Airdrops release has a row, with its contract and release', () => {
  let seen = 0;
  for (const product of INDEXED_PRODUCTS) {
    for (const release of packageReleasesOf(product)) {
      for (const [contract, alias] of Object.entries(release.aliases ?? {})) {
        seen++;
        const row = byAlias.get(alias);
        assert.ok(row, `${alias} (${product} ${release.version}) is missing`);
        assert.equal(row.contract, contract, `${alias} names ${contract}`);
        assert.ok(
          row.releases.some((r) => r.protocol === product && r.version === release.version),
          `${alias} lists ${product} ${release.version}`,
        );
      }
    }
  }
  assert.ok(seen >= 28, `only ${seen} aliases read from the package`);
  assert.equal(new Set(rows.map((r) => r.alias)).size, rows.length, 'one row per alias');
});

test('LK3 is the SablierLockup of Lockup v4.0 and FL4 the SablierFlow of Flow v3.0', () => {
  const lk3 = byAlias.get('LK3');
  assert.equal(lk3?.contract, 'SablierLockup');
  assert.deepEqual(lk3?.releases, [{ protocol: 'lockup', version: 'v4.0' }]);
  assert.ok(packageRelease({ protocol: 'lockup', version: 'v4.0' }).contractNames.includes('SablierLockup'));
  const fl4 = byAlias.get('FL4');
  assert.equal(fl4?.contract, 'SablierFlow');
  assert.deepEqual(fl4?.releases, [{ protocol: 'flow', version: 'v3.0' }]);
  assert.ok(packageRelease({ protocol: 'flow', version: 'v3.0' }).contractNames.includes('SablierFlow'));
  assert.deepEqual(lk3?.fields, ['LockupStream.alias', 'Contract.alias']);
  assert.deepEqual(fl4?.fields, ['FlowStream.alias', 'Contract.alias']);
});

test('the Merkle factories of Lockup v1.1 and v1.2 peripheries are Airdrops rows, stored on Factory', () => {
  for (const [alias, version] of [
    ['MSF2', 'v1.1'],
    ['MSF3', 'v1.2'],
  ] as const) {
    const row = byAlias.get(alias)!;
    assert.equal(row.api, 'airdrops');
    assert.deepEqual(row.releases, [
      { protocol: 'airdrops', version },
      { protocol: 'lockup', version },
    ]);
    assert.deepEqual(row.fields, ['Factory.alias']);
  }
});

test('the factories v7.1.0 does not index are aliases of the package, and only they are marked', () => {
  for (const alias of NOT_INDEXED_AT_V7_1_0) assert.ok(byAlias.has(alias), `${alias} is not an alias of the package`);
  assert.deepEqual(
    rows.filter((r) => !r.indexed).map((r) => r.alias),
    [...NOT_INDEXED_AT_V7_1_0].sort((a, b) => rows.findIndex((r) => r.alias === a) - rows.findIndex((r) => r.alias === b)),
  );
});

test('the ids page renders the generated table instead of a hand-written one', () => {
  const page = readFileSync(join(__dirname, '..', '..', 'docs', 'api', 'ids.mdx'), 'utf8');
  assert.match(page, /from '@site\/\.generated\/release-facts\/contract-aliases\.json'/);
  assert.match(page, /<ContractAliases aliases=\{aliases\} \/>/);
  assert.doesNotMatch(page, /^\| Lockup \| v\d/m, 'no hand-written alias rows');
});
