import { type PackageContract, packageRelease } from '../../plugins/sablier-package';
import type { Protocol } from '../../src/lib/releases';

/** Test-side reading of the pinned package, independent of the generator's code. */
export interface Row {
  group: string | null;
  name: string;
  address: string;
  block: number | null;
  explorer: string;
}

/** What the package says, read straight from it: one row per contract, keyed by chain id. */
export function fromPackage(protocol: Protocol, version: string): Map<number, Row[]> {
  const byChain = new Map<number, Row[]>();
  for (const deployment of packageRelease({ protocol, version }).deployments) {
    const groups: [string | null, PackageContract[]][] =
      'core' in deployment
        ? [
            ['Core', deployment.core],
            ['Periphery', deployment.periphery],
          ]
        : [[null, deployment.contracts]];
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
