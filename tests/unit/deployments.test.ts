import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sablier } from 'sablier';

import generate, { fileName, outDir } from '../../generators/deployments/generate';
import { packageChain, pinnedSablierVersion, sablierVersion } from '../../lib/sablier-package';
import { CURRENT_RELEASES, documentedReleases, releaseKey } from '../../src/lib/releases';
import type { ReleaseDeployments } from '../../src/data-types/deployments';
import { GOVERNED_RELEASES, fromPackage, type Row } from '../support/deployments';
import { explorerLink } from '../../src/components/DeploymentTable/explorer-link';

function readGenerated(key: string): ReleaseDeployments {
  return JSON.parse(readFileSync(join(outDir, `${key}.json`), 'utf8')) as ReleaseDeployments;
}

test('the deployments generator writes one file per pinned release', () => {
  generate();
  for (const release of documentedReleases) assert.ok(existsSync(join(outDir, fileName(release))), fileName(release));
});

test('the installed sablier package is the version package.json pins exactly', () => {
  assert.match(pinnedSablierVersion(), /^\d+\.\d+\.\d+$/, 'package.json pins an exact version, no range');
  assert.equal(sablierVersion, pinnedSablierVersion());
});

for (const release of documentedReleases) {
  const { protocol, version } = release;
  test(`generated ${protocol} ${version} equals the package on every chain`, () => {
    const data = readGenerated(releaseKey(release));
    const expected = fromPackage(protocol, version);
    assert.equal(data.source, `sablier@${pinnedSablierVersion()}`);
    assert.deepEqual(
      data.chains.map((c) => c.id).sort((a, b) => a - b),
      [...expected.keys()].sort((a, b) => a - b),
      'same chains as the package',
    );
    for (const chain of data.chains) {
      const rows: Row[] = chain.groups.flatMap((group) =>
        group.contracts.map((c) => ({
          group: group.label,
          name: c.name,
          address: c.address,
          block: c.block ?? null,
          explorer: explorerLink(chain, c),
        })),
      );
      assert.deepEqual(rows, expected.get(chain.id), `${protocol} ${version} on chain ${chain.id}`);
      const fromPackageChain = packageChain(chain.id);
      assert.equal(chain.name, fromPackageChain.name);
      assert.equal(chain.testnet, Boolean(fromPackageChain.isTestnet));
    }
  });

  test(`${protocol} ${version} lists mainnets first, then testnets, each by name`, () => {
    const chains = readGenerated(releaseKey(release)).chains;
    const firstTestnet = chains.findIndex((c) => c.testnet);
    if (firstTestnet >= 0)
      assert.ok(
        chains.slice(firstTestnet).every((c) => c.testnet),
        'no mainnet after a testnet',
      );
    const names = (testnet: boolean) => chains.filter((c) => c.testnet === testnet).map((c) => c.name);
    for (const group of [false, true]) {
      assert.deepEqual(
        names(group),
        [...names(group)].sort((a, b) => a.localeCompare(b, 'en')),
      );
    }
  });
}

test('the releases governed by the shared comptroller carry the comptroller of each chain, straight from the package', () => {
  const governed = documentedReleases.filter((release) => readGenerated(releaseKey(release)).chains.some((c) => c.comptroller));
  assert.deepEqual(
    governed.map(releaseKey),
    GOVERNED_RELEASES,
    'Lockup v4.0 and v3.0, Flow v3.0 and v2.0, Airdrops v3.0 and v2.0, and Bob v1.0 name their comptroller',
  );
  for (const release of governed) {
    for (const chain of readGenerated(releaseKey(release)).chains) {
      const expected = sablier.evm.comptroller.get(chain.id);
      assert.ok(expected, `the package has a comptroller on chain ${chain.id}`);
      assert.ok(chain.comptroller, `${releaseKey(release)} on chain ${chain.id} names its comptroller`);
      assert.equal(chain.comptroller.name, 'SablierComptroller');
      assert.equal(chain.comptroller.address, expected.address, `${releaseKey(release)} on chain ${chain.id}`);
      assert.equal(chain.comptroller.block, expected.block);
      assert.equal(explorerLink(chain, chain.comptroller), `${chain.explorer.url}/address/${expected.address}`);
    }
  }
  // Not hand-typed: most chains share one proxy address, a few have their own, and the data shows both.
  const addresses = new Set(readGenerated(`lockup-${CURRENT_RELEASES.lockup}`).chains.map((c) => c.comptroller?.address));
  assert.ok(addresses.size > 1, 'at least one chain has a comptroller address of its own');
});
