import { type PackageContract, packageRelease } from '../../lib/sablier-package';
import { CURRENT_RELEASES, type Protocol } from '../../src/lib/releases';

/**
 * The releases governed by the shared comptroller, whose deployment tables end with a "Governed by" row: Lockup v3.0,
 * Flow v2.0 and Airdrops v2.0 brought it in and their successors keep it, and Bob has had it from its first release.
 * No earlier documented release has it (Lockup v1.0 and v1.1 had a comptroller of their own, SablierV2Comptroller,
 * listed among their core contracts, which Airdrops v1.1 deployments list too; Flow v1.x and Airdrops v1.x had an admin).
 */
export const GOVERNED_RELEASES = [
  `lockup-${CURRENT_RELEASES.lockup}`,
  'lockup-v3.0',
  `flow-${CURRENT_RELEASES.flow}`,
  'flow-v2.0',
  `airdrops-${CURRENT_RELEASES.airdrops}`,
  'airdrops-v2.0',
  `bob-${CURRENT_RELEASES.bob}`,
];

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
