import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type * as SablierPackage from 'sablier';
import type { Sablier } from 'sablier';

import type { Release } from '../src/lib/releases';

/**
 * The one reader of the pinned `sablier` npm package (Node only): its version, releases, deployments, chains and
 * ABIs, typed once here so that generators and tests need no casts of their own. Which releases to read comes from
 * `src/lib/releases.ts`.
 */

export type PackageRelease = Sablier.EVM.Release;
export type PackageDeployment = Sablier.EVM.Deployment;
export type PackageContract = Sablier.EVM.Contract;
export type PackageChain = Sablier.EVM.Chain;

export interface AbiParam {
  name?: string;
  type: string;
  internalType?: string;
  components?: AbiParam[];
  indexed?: boolean;
}

export interface AbiEntry {
  type: string;
  name?: string;
  inputs?: AbiParam[];
  outputs?: AbiParam[];
  stateMutability?: string;
  anonymous?: boolean;
}

const repoRoot = join(__dirname, '..');

let loaded: typeof SablierPackage | undefined;
/**
 * The package's entry point loads viem and the rest of its modules, which takes a noticeable time under tsx. Many
 * modules import this file for one small helper, and every test file pays for its imports: only a caller that
 * reads the package's data loads it, which shortens the unit tests.
 */
function pkg(): typeof SablierPackage {
  loaded ??= require('sablier') as typeof SablierPackage;
  return loaded;
}

/** Root folder of the installed package (its `abi/` and `csv/` folders are read by path). */
export const packageDir = dirname(require.resolve('sablier/package.json'));

function manifestVersion(path: string): { version: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(path, 'utf8')) as { version: string; dependencies?: Record<string, string> };
}

/** Version of the installed package, e.g. "4.1.0". */
export const sablierVersion: string = manifestVersion(join(packageDir, 'package.json')).version;

/** The version package.json pins: `npm install sablier@X` is how the docs move to another package. */
export function pinnedSablierVersion(): string {
  const pinned = manifestVersion(join(repoRoot, 'package.json')).dependencies?.sablier;
  if (!pinned) throw new Error('package.json does not depend on sablier');
  return pinned;
}

/** Fails when node_modules holds another version than package.json pins (an install was forgotten). */
export function assertInstalledIsPinned(): void {
  const pinned = pinnedSablierVersion();
  if (!/^\d+\.\d+\.\d+$/.test(pinned)) throw new Error(`package.json must pin sablier exactly, not "${pinned}"`);
  if (sablierVersion !== pinned) {
    throw new Error(`package.json pins sablier@${pinned}, but ${sablierVersion} is installed: run npm install`);
  }
}

/** One release of the package; throws when the package does not have it. */
export function packageRelease({ protocol, version }: Release): PackageRelease {
  // Versions are plain strings in content/releases/releases.json (src/lib must not import the package); the lookup checks them.
  const release = pkg().sablier.evm.releases.get({ protocol, version: version as Sablier.EVM.Version });
  if (!release) throw new Error(`sablier@${sablierVersion} has no ${protocol} ${version} release`);
  return release;
}

/** Every contract ABI of a release, by contract name. */
export function releaseAbis(release: Release): Record<string, AbiEntry[]> {
  return packageRelease(release).abi as unknown as Record<string, AbiEntry[]>;
}

/** Releases of the Comptroller the package holds, oldest first: "v1.0", "v1.1". */
export function comptrollerVersions(): string[] {
  return Object.keys(pkg().comptroller.releases).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** The comptroller the package records for a chain (one proxy per chain), or undefined when it records none. */
export function packageComptroller(chainId: number): PackageContract | undefined {
  return pkg().sablier.evm.comptroller.get(chainId) as PackageContract | undefined;
}

/** Every contract ABI of one Comptroller release (`SablierComptroller` and its `ERC1967Proxy`), by contract name. */
export function comptrollerAbis(version: string): Record<string, AbiEntry[]> {
  const release = (pkg().comptroller.releases as Record<string, { abi: unknown } | undefined>)[version];
  if (!release) throw new Error(`sablier@${sablierVersion} has no Comptroller ${version} release`);
  return release.abi as Record<string, AbiEntry[]>;
}

/** The Lockup releases on which the campaigns of an Airdrops release create their streams, e.g. ["v2.0"] for v1.3. */
export function lockupVersionsForAirdrops(version: string): string[] {
  const versions = (pkg().compatibility.compatibleLockupVersions as Record<string, readonly string[] | undefined>)[version];
  if (!versions) throw new Error(`sablier@${sablierVersion} pairs no Lockup release with Airdrops ${version}`);
  return [...versions];
}

/** Chain IDs on which a release has a deployment. */
export function deployedChainIds(release: Release): Set<number> {
  return new Set(packageRelease(release).deployments.map((deployment) => deployment.chainId));
}

/** A deployment's contracts in the groups its release uses: Core and Periphery for Lockup v1.x, else one group. */
export function contractGroups(deployment: PackageDeployment): { label: string | null; contracts: PackageContract[] }[] {
  if ('core' in deployment) {
    return [
      { label: 'Core', contracts: deployment.core },
      { label: 'Periphery', contracts: deployment.periphery },
    ];
  }
  return [{ label: null, contracts: deployment.contracts }];
}

export function packageChain(chainId: number): PackageChain {
  return pkg().sablier.evm.chains.getOrThrow(chainId);
}

export type PackageSolanaRelease = Sablier.Solana.Release;
export type PackageSolanaChain = Sablier.Solana.Chain;

/** One Solana release of the package; throws when the package does not have it. */
export function packageSolanaRelease({ protocol, version }: Release): PackageSolanaRelease {
  const release = pkg().sablier.solana.releases.get({
    protocol: protocol as Sablier.Solana.Protocol,
    version: version as Sablier.Solana.Version,
  });
  if (!release) throw new Error(`sablier@${sablierVersion} has no Solana ${protocol} ${version} release`);
  return release;
}

export function packageSolanaChain(chainId: number): PackageSolanaChain {
  return pkg().sablier.solana.chains.getOrThrow(chainId);
}

/** Every EVM release the package holds for a protocol, whether or not a page documents it, oldest first. */
export function packageReleasesOf(protocol: Sablier.EVM.Protocol): PackageRelease[] {
  return pkg()
    .sablier.evm.releases.getAll({ protocol })
    .sort((a, b) => a.version.localeCompare(b.version, 'en', { numeric: true }));
}
