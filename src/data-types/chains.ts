import type { Product } from '../lib/releases';

/**
 * Shape of `.generated/chains.json`, which generators/chains writes and the ChainTable component reads.
 * Both sides import it from here, so the components never import generator code.
 */

/** The Concepts "chains" page covers the current release of each product, keyed by product. */
export type ReleaseKey = Product;

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
