import { sablier } from 'sablier';

/** The releases the Concepts "chains" page covers: the current ones, pinned by version (never "latest"). */
export const CURRENT_RELEASES = [
  { key: 'lockup', protocol: 'lockup', version: 'v2.0', label: 'Lockup v2.0' },
  { key: 'flow', protocol: 'flow', version: 'v1.1', label: 'Flow v1.1' },
  { key: 'airdrops', protocol: 'airdrops', version: 'v1.3', label: 'Airdrops v1.3' },
] as const;

export type ReleaseKey = (typeof CURRENT_RELEASES)[number]['key'];

/** One row of the supported-chains table. */
export interface ChainRow {
  chainId: number;
  name: string;
  slug: string;
  isTestnet: boolean;
  /** Which of the current releases are deployed on this chain. */
  releases: Record<ReleaseKey, boolean>;
  /** Home page of the chain's default block explorer, or null when the package names none. */
  explorerURL: string | null;
}

export interface ChainsData {
  sdkVersion: string;
  releases: { key: ReleaseKey; label: string; chainCount: number }[];
  rows: ChainRow[];
}

/** Chain IDs on which a release has a deployment, read from the `sablier` package. */
export function deployedChainIds(protocol: 'lockup' | 'flow' | 'airdrops', version: string): Set<number> {
  const release = sablier.releases.get({ protocol, version } as Parameters<typeof sablier.releases.get>[0]);
  if (!release) throw new Error(`The sablier package has no ${protocol} ${version} release`);
  return new Set(release.deployments.map((deployment) => deployment.chainId));
}

/**
 * Rows for every chain on which at least one current release is deployed: mainnets first, then testnets,
 * each group sorted by name. Deterministic for a given package version.
 */
export function buildChainRows(): ChainRow[] {
  const deployed = Object.fromEntries(
    CURRENT_RELEASES.map((r) => [r.key, deployedChainIds(r.protocol, r.version)]),
  ) as Record<ReleaseKey, Set<number>>;
  const ids = new Set<number>();
  for (const set of Object.values(deployed)) for (const id of set) ids.add(id);

  const rows = [...ids].map((chainId): ChainRow => {
    const chain = sablier.chains.getOrThrow(chainId);
    return {
      chainId,
      name: chain.name,
      slug: chain.slug,
      isTestnet: Boolean(chain.isTestnet),
      releases: {
        lockup: deployed.lockup.has(chainId),
        flow: deployed.flow.has(chainId),
        airdrops: deployed.airdrops.has(chainId),
      },
      explorerURL: chain.blockExplorers?.default?.url ?? null,
    };
  });
  return rows.sort(
    (a, b) => Number(a.isTestnet) - Number(b.isTestnet) || a.name.localeCompare(b.name, 'en') || a.chainId - b.chainId,
  );
}

export function buildChainsData(sdkVersion: string): ChainsData {
  const rows = buildChainRows();
  return {
    sdkVersion,
    releases: CURRENT_RELEASES.map((r) => ({
      key: r.key,
      label: r.label,
      chainCount: rows.filter((row) => row.releases[r.key]).length,
    })),
    rows,
  };
}
