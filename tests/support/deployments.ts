import assert from 'node:assert/strict';
import { sablier } from 'sablier';

/** Test-side reading of the pinned package, independent of the generator's code. */
export interface Row {
  group: string | null;
  name: string;
  address: string;
  block: number | null;
  explorer: string;
}

/** What the package says, read straight from it: one row per contract, keyed by chain id. */
export function fromPackage(protocol: string, version: string): Map<number, Row[]> {
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

