import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { documentedReleases, releaseKey } from '../../src/lib/releases';
import { ENTITY_IDS, ID_PARTS } from '../graphql-api/entity-ids';
import { contractAliases } from './aliases';
import { ABI_DIFFS, LIBRARY_ERROR_CHANGES, PAYABLE_CONTRACTS, payableSplit, releaseChains } from './facts';
import type { EntityIdsData } from '../../src/data-types/release-facts';
export type { EntityIdsData } from '../../src/data-types/release-facts';

export const outDir = join(__dirname, '..', '..', '.generated', 'release-facts');

/**
 * Writes the facts pages render instead of stating them: payable functions per contract
 * (`payable.json`), ABI changes between releases (`abi-changes.json`), the errors of Lockup's helper
 * library that no ABI lists (`library-errors.json`), chains per release (`chains.json`), the indexers'
 * entity id formats (`entity-ids.json`) and the package's contract aliases (`contract-aliases.json`).
 */
export default function generate(): string {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const write = (name: string, data: unknown) => writeFileSync(join(outDir, name), `${JSON.stringify(data)}\n`);

  const payable = Object.fromEntries(
    Object.entries(PAYABLE_CONTRACTS).map(([protocol, contracts]) => [
      protocol,
      contracts.map((c) => payableSplit(protocol as keyof typeof PAYABLE_CONTRACTS, c)),
    ]),
  );
  write('payable.json', payable);
  write('abi-changes.json', Object.fromEntries(Object.entries(ABI_DIFFS).map(([key, diff]) => [key, diff()])));
  write('library-errors.json', LIBRARY_ERROR_CHANGES);
  const chains = Object.fromEntries(documentedReleases.map((r) => [releaseKey(r), releaseChains(r.protocol, r.version)]));
  write('chains.json', chains);
  const entityIds: EntityIdsData = {
    parts: Object.fromEntries(Object.entries(ID_PARTS).map(([name, part]) => [name, part.meaning])),
    formats: ENTITY_IDS,
  };
  write('entity-ids.json', entityIds);
  const aliases = contractAliases();
  write('contract-aliases.json', aliases);
  return `payable splits, ${Object.keys(ABI_DIFFS).length} ABI diffs, ${documentedReleases.length} chain lists, ${ENTITY_IDS.length} id formats, ${aliases.length} aliases`;
}
