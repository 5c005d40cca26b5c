import type { Protocol } from '../lib/releases';

/**
 * Shape of `.generated/deployments/<protocol>-<version>.json`, written at build time by
 * `generators/deployments/generate.ts` from the pinned `sablier` package, and read by the DeploymentTable component.
 * Only what the tables show.
 */
export interface DeployedContract {
  name: string;
  /** Checksummed address, exactly as the package spells it. */
  address: string;
  /** Block of the deployment, when the package records one (main contracts only). */
  block?: number;
  /** Explorer page, only when it is not `<explorer.url>/address/<address>`. */
  url?: string;
}

export interface ContractGroup {
  /** "Core" or "Periphery" for Lockup v1.x; null when a release is not split. */
  label: string | null;
  contracts: DeployedContract[];
}

export interface ChainDeployment {
  id: number;
  name: string;
  testnet: boolean;
  explorer: { name: string; url: string };
  groups: ContractGroup[];
  /**
   * The `SablierComptroller` proxy that governs the release's contracts on this chain (Lockup v3.0 and later):
   * not part of the release, shared by the products on the chain. Absent for releases without it.
   */
  comptroller?: DeployedContract;
}

export interface ReleaseDeployments {
  protocol: Protocol;
  version: string;
  /** The package and version the data comes from: "sablier@" and the version package.json pins. */
  source: string;
  chains: ChainDeployment[];
}
