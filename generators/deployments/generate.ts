import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { ChainDeployment, DeployedContract, ReleaseDeployments } from '../../src/data-types/deployments';
import { type Release, documentedReleases, releaseKey } from '../../src/lib/releases';
import {
  type PackageContract,
  assertInstalledIsPinned,
  contractGroups,
  packageChain,
  packageComptroller,
  packageRelease,
  releaseAbis,
  sablierVersion,
} from '../../lib/sablier-package';

export const outDir = join(__dirname, '..', '..', '.generated', 'deployments');

/** One file per documented release (src/lib/releases.ts), e.g. `lockup-v2.0.json`. */
export function fileName(release: Release): string {
  return `${releaseKey(release)}.json`;
}

function toContract(contract: PackageContract, explorerUrl: string): DeployedContract {
  const out: DeployedContract = { name: contract.name, address: contract.address };
  if (typeof contract.block === 'number') out.block = contract.block;
  const derived = `${explorerUrl}/address/${contract.address}`;
  if (contract.explorerURL && contract.explorerURL !== derived) out.url = contract.explorerURL;
  return out;
}

/**
 * Whether a release is governed by the shared `SablierComptroller` (Lockup v3.0 and later): one of its contracts has
 * a `comptroller()` view returning `ISablierComptroller`. Lockup v1.0 and v1.1 also have a `comptroller()`, but it
 * returns their own `ISablierV2Comptroller`, another contract, so it does not count.
 */
export function usesSharedComptroller(release: Release): boolean {
  return Object.values(releaseAbis(release)).some((abi) =>
    abi.some(
      (entry) =>
        entry.type === 'function' && entry.name === 'comptroller' && entry.outputs?.[0]?.internalType === 'contract ISablierComptroller',
    ),
  );
}

/** Chains ordered for reading: mainnets first, then testnets, each alphabetically by name. */
export function compareChains(a: ChainDeployment, b: ChainDeployment): number {
  if (a.testnet !== b.testnet) return a.testnet ? 1 : -1;
  return a.name.localeCompare(b.name, 'en') || a.id - b.id;
}

/** Reduces one documented release of the package to what the deployment tables render. */
export function buildRelease(pinned: Release): ReleaseDeployments {
  const release = packageRelease(pinned);
  const governed = usesSharedComptroller(pinned);
  const chains = release.deployments.map((deployment): ChainDeployment => {
    const chain = packageChain(deployment.chainId);
    const explorer = chain.blockExplorers?.default;
    if (!explorer) throw new Error(`Chain ${chain.id} has no block explorer in the package`);
    const explorerUrl = explorer.url.replace(/\/+$/, '');
    const groups = contractGroups(deployment).map(({ label, contracts }) => ({
      label,
      contracts: contracts.map((c) => toContract(c, explorerUrl)),
    }));
    const out: ChainDeployment = {
      id: chain.id,
      name: chain.name,
      testnet: Boolean(chain.isTestnet),
      explorer: { name: explorer.name, url: explorerUrl },
      groups,
    };
    if (governed) {
      const comptroller = packageComptroller(chain.id);
      if (!comptroller) throw new Error(`${releaseKey(pinned)} uses the comptroller, but the package has none on chain ${chain.id}`);
      out.comptroller = toContract(comptroller, explorerUrl);
    }
    return out;
  });
  chains.sort(compareChains);
  return { protocol: pinned.protocol, version: pinned.version, source: `sablier@${sablierVersion}`, chains };
}

export default function generate(): string {
  assertInstalledIsPinned();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const counts = documentedReleases.map((pinned) => {
    const data = buildRelease(pinned);
    writeFileSync(join(outDir, fileName(pinned)), `${JSON.stringify(data)}\n`);
    return `${pinned.protocol} ${pinned.version}: ${data.chains.length}`;
  });
  return `chains per release (${counts.join(', ')}) written to .generated/deployments`;
}
