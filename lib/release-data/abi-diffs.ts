import data from '../../content/releases/abi-diffs.json';
import { checkedData, nullable, object, oneOf, record, text, tuple, version } from '../json-shape';
import { PROTOCOLS, type Protocol } from '../../src/lib/products';

/** Two releases of one contract to compare; a null contract on the earlier side stands for a contract new in the later. */
export interface AbiDiffPair {
  protocol: Protocol;
  from: [version: string, contract: string | null];
  to: [version: string, contract: string];
}

const FILE = 'content/releases/abi-diffs.json';
const contract = text(/^\w+$/, 'a contract name');

/** Reads content/releases/abi-diffs.json (its `_about` says what it holds), in the file's order. */
export function readAbiDiffs(json: unknown): Record<string, AbiDiffPair> {
  const pairs = checkedData(
    FILE,
    json,
    record(object<AbiDiffPair>({ protocol: oneOf(PROTOCOLS), from: tuple(version, nullable(contract)), to: tuple(version, contract) })),
  ) as Record<string, AbiDiffPair>;
  for (const [key, pair] of Object.entries(pairs)) {
    const prefix = `${pair.protocol}-${pair.from[0]}-${pair.to[0]}`;
    if (key !== prefix && !key.startsWith(`${prefix}-`))
      throw new Error(`${FILE}: ${key} compares ${prefix}, so its key must start with it`);
  }
  return pairs;
}

export const ABI_DIFF_PAIRS: Readonly<Record<string, AbiDiffPair>> = readAbiDiffs(data);
