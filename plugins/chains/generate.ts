import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildChainsData } from './rows';

const ROOT = resolve(__dirname, '..', '..');

/** Version of the installed `sablier` package, recorded so the page can say which data it shows. */
function sdkVersion(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'sablier', 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/**
 * Writes `.generated/chains/chains.json`: the chains on which Lockup v2.0, Flow v1.1 and Airdrops v1.3 are
 * deployed, read from the pinned `sablier` package (no network). `outDir` exists for tests.
 */
export default function generateChains(outDir = join(ROOT, '.generated', 'chains')): string {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const data = buildChainsData(sdkVersion());
  writeFileSync(join(outDir, 'chains.json'), `${JSON.stringify(data, null, 2)}\n`);
  const mainnets = data.rows.filter((row) => !row.isTestnet).length;
  return `${data.rows.length} chains (${mainnets} mainnets, ${data.rows.length - mainnets} testnets)`;
}
