import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sablier } from 'sablier';
import type { SolanaProgramsData } from '../../generators/chains/solana';
import { packageSolanaRelease } from '../../lib/sablier-package';
import { SOLANA_RELEASES } from '../../src/lib/releases';
import { generatedChainsFile } from '../support/generated-chains';

const generated = (): SolanaProgramsData => generatedChainsFile<SolanaProgramsData>('solana.json');

/** "mainnet-beta SablierLockupLinear 4Eau…": one line per program and cluster, read from the package directly. */
function packageLines(): string[] {
  const lines: string[] = [];
  for (const release of SOLANA_RELEASES.map(packageSolanaRelease)) {
    for (const deployment of release.deployments) {
      const cluster = sablier.solana.chains.getOrThrow(deployment.chainId).definition.cluster;
      for (const program of deployment.programs) lines.push(`${cluster} ${program.name} ${program.address}`);
    }
  }
  return lines.sort();
}

test('every Solana program of the pinned releases is emitted once per cluster, with the package address', () => {
  const emitted = generated().programs.map((row) => `${row.cluster} ${row.program} ${row.address}`);
  assert.equal(new Set(emitted).size, emitted.length, 'duplicate program rows');
  assert.deepEqual([...emitted].sort(), packageLines());
  assert.ok(emitted.length > 0);
});

test('each emitted program ID is the address its IDL declares', () => {
  const idlAddresses = new Map<string, string | undefined>();
  for (const release of SOLANA_RELEASES.map(packageSolanaRelease)) {
    for (const [name, idl] of Object.entries(release.idl)) idlAddresses.set(name, (idl as { address?: string }).address);
  }
  for (const row of generated().programs) {
    assert.ok(idlAddresses.has(row.program), `the package has an IDL for ${row.program}`);
    assert.equal(row.address, idlAddresses.get(row.program), `${row.program} on ${row.cluster}`);
  }
});

test('mainnet-beta rows come before devnet rows, and every cluster names its Chainlink feed', () => {
  const data = generated();
  const flags = data.programs.map((row) => row.isTestnet);
  assert.deepEqual(
    flags,
    [...flags].sort((a, b) => Number(a) - Number(b)),
  );
  const clusters = new Set(data.programs.map((row) => row.cluster));
  assert.deepEqual(new Set(data.chainlink.map((row) => row.cluster)), clusters);
  for (const row of data.chainlink) {
    const chain = sablier.solana.chains.getAll().find((candidate) => candidate.definition.cluster === row.cluster);
    assert.ok(chain, row.cluster);
    assert.equal(row.program, chain.chainlink.program);
    assert.equal(row.feed, chain.chainlink.feed);
  }
});

test('the Solana data is deterministic', () => {
  assert.deepEqual(generated(), generated());
});
