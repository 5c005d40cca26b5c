import { PRODUCTS, currentRelease, currentReleaseLabel } from '../../src/lib/releases';
import { deployedChainIds, packageChain } from '../../lib/sablier-package';
import type { ReleaseKey, ChainRow, ChainsData } from '../../src/data-types/chains';
export type { ReleaseKey, ChainRow, ChainsData } from '../../src/data-types/chains';

/**
 * Rows for every chain on which at least one current release is deployed: mainnets first, then testnets,
 * each group sorted by name. Deterministic for a given package version.
 */
export function buildChainRows(): ChainRow[] {
  const deployed = Object.fromEntries(PRODUCTS.map((product) => [product, deployedChainIds(currentRelease(product))])) as Record<
    ReleaseKey,
    Set<number>
  >;
  const ids = new Set<number>();
  for (const set of Object.values(deployed)) for (const id of set) ids.add(id);

  const rows = [...ids].map((chainId): ChainRow => {
    const chain = packageChain(chainId);
    return {
      chainId,
      name: chain.name,
      slug: chain.slug,
      isTestnet: Boolean(chain.isTestnet),
      releases: Object.fromEntries(PRODUCTS.map((product) => [product, deployed[product].has(chainId)])) as Record<ReleaseKey, boolean>,
      explorerURL: chain.blockExplorers?.default?.url ?? null,
    };
  });
  return rows.sort((a, b) => Number(a.isTestnet) - Number(b.isTestnet) || a.name.localeCompare(b.name, 'en') || a.chainId - b.chainId);
}

export function buildChainsData(sdkVersion: string): ChainsData {
  const rows = buildChainRows();
  return {
    sdkVersion,
    releases: PRODUCTS.map((product) => ({
      key: product,
      label: currentReleaseLabel(product),
      chainCount: rows.filter((row) => row.releases[product]).length,
    })),
    rows,
  };
}
