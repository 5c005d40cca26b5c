import { type PackageContract, packageRelease } from '../../lib/sablier-package';
import { GOVERNED_SINCE } from '../../lib/release-data/governed-since';
import { documentedReleases, isProduct, releaseKey, type Protocol } from '../../src/lib/releases';

/**
 * The releases governed by the shared comptroller, whose deployment tables end with a "Governed by" row: of the
 * documented releases, each product's first governed one (content/releases/governed-since.json) and those after it.
 */
export const GOVERNED_RELEASES: string[] = documentedReleases
  .filter(({ protocol, version }) => {
    const since = isProduct(protocol) ? GOVERNED_SINCE[protocol] : undefined;
    return since !== undefined && version.localeCompare(since, 'en', { numeric: true }) >= 0;
  })
  .map(releaseKey);

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
