import { SOLANA_RELEASES, releaseLabel } from '../../src/lib/releases';
import { packageSolanaChain, packageSolanaRelease } from '../../lib/sablier-package';

/** One program of a Solana release on one cluster. */
export interface SolanaProgramRow {
  /** "Lockup v0.1". */
  release: string;
  program: string;
  cluster: string;
  isTestnet: boolean;
  address: string;
}

/** The Chainlink SOL/USD feed a cluster's programs read their fees from. */
export interface SolanaChainlinkRow {
  cluster: string;
  program: string;
  feed: string;
}

export interface SolanaProgramsData {
  programs: SolanaProgramRow[];
  chainlink: SolanaChainlinkRow[];
}

/**
 * The Solana programs of the releases in `SOLANA_RELEASES` per cluster, mainnet first, read from the pinned package.
 * Deterministic for a given package version.
 */
export function buildSolanaData(): SolanaProgramsData {
  const programs: SolanaProgramRow[] = [];
  const chainIds = new Set<number>();
  for (const release of SOLANA_RELEASES) {
    for (const deployment of packageSolanaRelease(release).deployments) {
      const chain = packageSolanaChain(deployment.chainId);
      chainIds.add(chain.id);
      for (const program of deployment.programs) {
        programs.push({
          release: releaseLabel(release),
          program: program.name,
          cluster: chain.definition.cluster,
          isTestnet: Boolean(chain.isTestnet),
          address: program.address,
        });
      }
    }
  }
  programs.sort((a, b) => Number(a.isTestnet) - Number(b.isTestnet) || a.cluster.localeCompare(b.cluster, 'en'));
  const chainlink = [...chainIds]
    .map(packageSolanaChain)
    .sort((a, b) => Number(a.isTestnet) - Number(b.isTestnet))
    .map((chain) => ({ cluster: chain.definition.cluster, program: chain.chainlink.program, feed: chain.chainlink.feed }));
  return { programs, chainlink };
}
