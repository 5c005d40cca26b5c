import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sablier } from 'sablier';

import generate, { RELEASES, fileName, outDir } from '../../plugins/deployments/generate';
import type { ReleaseDeployments } from '../../src/components/DeploymentTable/types';
import { explorerLink } from '../../src/components/DeploymentTable/types';

/** The pages that render each release (built with trailingSlash: false). */
const PAGES: Record<string, string[]> = {
  'guides/lockup/deployments.html': ['lockup-v2.0'],
  'guides/lockup/previous-deployments/v1.2.html': ['lockup-v1.2'],
  'guides/lockup/previous-deployments/v1.1.html': ['lockup-v1.1'],
  'guides/lockup/previous-deployments/v1.0.html': ['lockup-v1.0'],
  'guides/flow/deployments.html': ['flow-v1.1'],
  'guides/flow/previous-deployments/v1.0.html': ['flow-v1.0'],
  'guides/airdrops/deployments.html': ['airdrops-v1.3'],
  'guides/legacy/deployments.html': ['legacy-v1.0', 'legacy-v1.1'],
};

interface Row {
  group: string | null;
  name: string;
  address: string;
  block: number | null;
  explorer: string;
}

/** What the package says, read straight from it: one row per contract, keyed by chain id. */
function fromPackage(protocol: string, version: string): Map<number, Row[]> {
  const release = sablier.evm.releases.get({ protocol, version } as Parameters<typeof sablier.evm.releases.get>[0]);
  assert.ok(release, `sablier has no ${protocol} ${version}`);
  const byChain = new Map<number, Row[]>();
  for (const deployment of release.deployments) {
    const split = deployment as unknown as Record<'core' | 'periphery', typeof deployment.contracts | undefined>;
    const groups: [string | null, typeof deployment.contracts][] =
      split.core && split.periphery ? [['Core', split.core], ['Periphery', split.periphery]] : [[null, deployment.contracts]];
    byChain.set(
      deployment.chainId,
      groups.flatMap(([group, contracts]) =>
        contracts.map((c) => ({
          group,
          name: c.name,
          address: c.address,
          block: c.block ?? null,
          explorer: c.explorerURL ?? '',
        })),
      ),
    );
  }
  return byChain;
}

function readGenerated(key: string): ReleaseDeployments {
  return JSON.parse(readFileSync(join(outDir, `${key}.json`), 'utf8')) as ReleaseDeployments;
}

test('the deployments generator writes one file per pinned release', () => {
  generate();
  for (const release of RELEASES) assert.ok(existsSync(join(outDir, fileName(release))), fileName(release));
  const installed = JSON.parse(readFileSync(require.resolve('sablier').replace(/dist\/.*$/, 'package.json'), 'utf8'));
  assert.equal(installed.version, '4.1.0', 'deployments must come from sablier@4.1.0 exactly');
});

for (const { protocol, version } of RELEASES) {
  test(`generated ${protocol} ${version} equals the package on every chain`, () => {
    const data = readGenerated(`${protocol}-${version}`);
    const expected = fromPackage(protocol, version);
    assert.equal(data.source, 'sablier@4.1.0');
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
      const packageChain = sablier.evm.chains.getOrThrow(chain.id);
      assert.equal(chain.name, packageChain.name);
      assert.equal(chain.testnet, Boolean(packageChain.isTestnet));
    }
  });

  test(`${protocol} ${version} lists mainnets first, then testnets, each by name`, () => {
    const chains = readGenerated(`${protocol}-${version}`).chains;
    const firstTestnet = chains.findIndex((c) => c.testnet);
    if (firstTestnet >= 0) assert.ok(chains.slice(firstTestnet).every((c) => c.testnet), 'no mainnet after a testnet');
    const names = (testnet: boolean) => chains.filter((c) => c.testnet === testnet).map((c) => c.name);
    for (const group of [false, true]) {
      assert.deepEqual(names(group), [...names(group)].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });
}

/** Rows of every chain table in one release's block of built HTML. */
function parseRelease(html: string): Map<number, { name: string; address: string; href: string }[]> {
  const chains = new Map<number, { name: string; address: string; href: string }[]>();
  for (const section of html.split('<section').slice(1)) {
    const id = /data-chain-id="(\d+)"/.exec(section)?.[1];
    if (!id) continue;
    const body = section.slice(0, section.indexOf('</section>'));
    const rows = [...body.matchAll(/<tr data-contract="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)].map(([, name, row]) => ({
      name: name ?? '',
      address: /<code[^>]*data-address[^>]*>([^<]*)<\/code>/.exec(row ?? '')?.[1] ?? '',
      href: (/<a href="([^"]+)"/.exec(row ?? '')?.[1] ?? '').replace(/&amp;/g, '&'),
    }));
    chains.set(Number(id), rows);
  }
  return chains;
}

const buildDir = join(__dirname, '..', '..', 'build');
for (const [page, keys] of Object.entries(PAGES)) {
  const file = join(buildDir, page);
  test(`built page ${page} shows the package's addresses on every chain`, { skip: !existsSync(file) && 'not built' }, () => {
    const html = readFileSync(file, 'utf8');
    const blocks = html.split('data-release="').slice(1);
    assert.deepEqual(blocks.map((b) => b.slice(0, b.indexOf('"'))), keys, 'one table set per release, in order');
    keys.forEach((key, index) => {
      const [protocol = '', version = ''] = key.split('-');
      const expected = fromPackage(protocol, version);
      const rendered = parseRelease(blocks[index] ?? '');
      assert.deepEqual([...rendered.keys()].sort((a, b) => a - b), [...expected.keys()].sort((a, b) => a - b), `${key}: chains`);
      for (const [chainId, rows] of expected) {
        assert.deepEqual(
          rendered.get(chainId),
          rows.map((r) => ({ name: r.name, address: r.address, href: r.explorer })),
          `${key} on chain ${chainId}`,
        );
      }
    });
  });
}
