import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sablierVersion } from '../../lib/sablier-package';
import { buildChainsData } from './rows';
import { buildSolanaData } from './solana';

const ROOT = resolve(__dirname, '..', '..');

/**
 * Writes `.generated/chains/chains.json`: the chains on which the current releases (src/lib/releases.ts) are
 * deployed, read from the pinned `sablier` package (no network), with the package version the page names; and
 * `solana.json`: the Solana programs of `SOLANA_RELEASES` per cluster, with the Chainlink feed each cluster's programs
 * price their fees with. `outDir` exists for tests.
 */
export default function generateChains(outDir = join(ROOT, '.generated', 'chains')): string {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const data = buildChainsData(sablierVersion);
  writeFileSync(join(outDir, 'chains.json'), `${JSON.stringify(data, null, 2)}\n`);
  const solana = buildSolanaData();
  writeFileSync(join(outDir, 'solana.json'), `${JSON.stringify(solana, null, 2)}\n`);
  const mainnets = data.rows.filter((row) => !row.isTestnet).length;
  return `${data.rows.length} chains (${mainnets} mainnets, ${data.rows.length - mainnets} testnets), ${solana.programs.length} Solana programs`;
}
