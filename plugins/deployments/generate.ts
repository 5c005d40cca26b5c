import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sablier } from 'sablier';

import type {
  ChainDeployment,
  DeployedContract,
  ReleaseDeployments,
} from '../../src/components/DeploymentTable/types';

/** The package release every address on the site comes from. Bump it deliberately, never implicitly. */
export const PACKAGE_VERSION = '4.1.0';

/** Every release with a deployments page: pinned by version, never "latest". */
export const RELEASES = [
  { protocol: 'lockup', version: 'v2.0' },
  { protocol: 'lockup', version: 'v1.2' },
  { protocol: 'lockup', version: 'v1.1' },
  { protocol: 'lockup', version: 'v1.0' },
  { protocol: 'flow', version: 'v1.1' },
  { protocol: 'flow', version: 'v1.0' },
  { protocol: 'airdrops', version: 'v1.3' },
  { protocol: 'legacy', version: 'v1.1' },
  { protocol: 'legacy', version: 'v1.0' },
] as const;

export type PinnedRelease = (typeof RELEASES)[number];

export const outDir = join(__dirname, '..', '..', '.generated', 'deployments');

export function fileName(release: { protocol: string; version: string }): string {
  return `${release.protocol}-${release.version}.json`;
}

interface PackageContract {
  name: string;
  address: string;
  block?: number;
  explorerURL?: string;
}

function installedVersion(): string {
  const manifest = join(require.resolve('sablier').split('/dist/')[0] ?? '', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function toContract(contract: PackageContract, explorerUrl: string): DeployedContract {
  const out: DeployedContract = { name: contract.name, address: contract.address };
  if (typeof contract.block === 'number') out.block = contract.block;
  const derived = `${explorerUrl}/address/${contract.address}`;
  if (contract.explorerURL && contract.explorerURL !== derived) out.url = contract.explorerURL;
  return out;
}

/** Chains ordered for reading: mainnets first, then testnets, each alphabetically by name. */
export function compareChains(a: ChainDeployment, b: ChainDeployment): number {
  if (a.testnet !== b.testnet) return a.testnet ? 1 : -1;
  return a.name.localeCompare(b.name, 'en') || a.id - b.id;
}

/** Reduces one pinned release of the package to what the deployment tables render. */
export function buildRelease(pinned: PinnedRelease): ReleaseDeployments {
  const release = sablier.evm.releases.get(pinned);
  if (!release) throw new Error(`sablier@${PACKAGE_VERSION} has no release ${pinned.protocol} ${pinned.version}`);
  const chains = release.deployments.map((deployment): ChainDeployment => {
    const chain = sablier.evm.chains.getOrThrow(deployment.chainId);
    const explorer = chain.blockExplorers?.default;
    if (!explorer) throw new Error(`Chain ${chain.id} has no block explorer in the package`);
    const explorerUrl = explorer.url.replace(/\/+$/, '');
    const split = deployment as { core?: PackageContract[]; periphery?: PackageContract[] };
    const groups =
      split.core && split.periphery
        ? [
            { label: 'Core', contracts: split.core.map((c) => toContract(c, explorerUrl)) },
            { label: 'Periphery', contracts: split.periphery.map((c) => toContract(c, explorerUrl)) },
          ]
        : [{ label: null, contracts: deployment.contracts.map((c) => toContract(c, explorerUrl)) }];
    return {
      id: chain.id,
      name: chain.name,
      testnet: Boolean(chain.isTestnet),
      explorer: { name: explorer.name, url: explorerUrl },
      groups,
    };
  });
  chains.sort(compareChains);
  return { protocol: pinned.protocol, version: pinned.version, source: `sablier@${PACKAGE_VERSION}`, chains };
}

export default function generate(): string {
  const version = installedVersion();
  if (version !== PACKAGE_VERSION) {
    throw new Error(`Deployments are pinned to sablier@${PACKAGE_VERSION}, but ${version} is installed`);
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const counts = RELEASES.map((pinned) => {
    const data = buildRelease(pinned);
    writeFileSync(join(outDir, fileName(pinned)), `${JSON.stringify(data)}\n`);
    return `${pinned.protocol} ${pinned.version}: ${data.chains.length}`;
  });
  return `chains per release (${counts.join(', ')}) written to .generated/deployments`;
}
