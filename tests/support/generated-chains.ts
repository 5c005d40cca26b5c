import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import generateChains from '../../generators/chains/generate';

/** Runs the chains generator into a temporary folder and reads back one of the files it writes. */
export function generatedChainsFile<T>(name: 'chains.json' | 'solana.json'): T {
  const dir = mkdtempSync(join(tmpdir(), 'chains-'));
  try {
    generateChains(dir);
    return JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
