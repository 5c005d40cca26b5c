import { INDEXED_PRODUCTS } from '../../src/lib/releases';
import { packageReleasesOf } from '../../lib/sablier-package';
import type { ContractAlias } from '../../src/data-types/release-facts';
export type { AliasApi, ContractAlias } from '../../src/data-types/release-facts';

/**
 * The contract aliases of the `sablier` package, as the indexers use them: a stream's `alias` (and the `Contract`
 * record) starts with the alias of its Lockup or Flow contract, and an Airdrops `Factory` record carries the alias
 * of its factory. Every alias the package defines for a Lockup, Flow or Airdrops release is listed, so the ids page
 * cannot fall behind the package.
 */

/**
 * Factories whose campaigns indexers release v7.1.0 does not index: its source list (`contracts/airdrops.ts` and
 * `events/airdrops.ts` at tag v7.1.0 of sablier-labs/indexers) has the Airdrops v2.0 factories for instant, LL and LT
 * campaigns but not the v2.0 VCA one, and no Execute factory of v3.0. Every other alias here is indexed.
 */
export const NOT_INDEXED_AT_V7_1_0: readonly string[] = ['MF_VCA', 'MF2_EXEC'];

/** The products the indexers serve (Bob has no indexer). */
const PRODUCT_ORDER = INDEXED_PRODUCTS;

const FIELDS: Record<(typeof INDEXED_PRODUCTS)[number], string[]> = {
  lockup: ['LockupStream.alias', 'Contract.alias'],
  flow: ['FlowStream.alias', 'Contract.alias'],
  airdrops: ['Factory.alias'],
};

export function contractAliases(): ContractAlias[] {
  type Indexed = (typeof INDEXED_PRODUCTS)[number];
  const byAlias = new Map<string, { contract: string; releases: { protocol: Indexed; version: string }[] }>();
  for (const protocol of PRODUCT_ORDER) {
    for (const release of packageReleasesOf(protocol)) {
      for (const [contract, alias] of Object.entries(release.aliases ?? {})) {
        const row = byAlias.get(alias) ?? { contract, releases: [] };
        if (row.contract !== contract) throw new Error(`sablier: alias ${alias} names both ${row.contract} and ${contract}`);
        row.releases.push({ protocol, version: release.version });
        byAlias.set(alias, row);
      }
    }
  }
  const rows = [...byAlias].map(([alias, { contract, releases }]): ContractAlias => {
    // Lockup v1.1 and v1.2 list their Merkle factory in their periphery; the campaigns belong to Airdrops.
    const owner = releases.some((r) => r.protocol === 'airdrops') ? 'airdrops' : releases[0]!.protocol;
    const ordered = [...releases].sort((a, b) => Number(b.protocol === owner) - Number(a.protocol === owner));
    return {
      alias,
      contract,
      releases: ordered,
      api: owner === 'airdrops' ? 'airdrops' : 'streams',
      fields: FIELDS[owner],
      indexed: !NOT_INDEXED_AT_V7_1_0.includes(alias),
    };
  });
  const rank = (row: ContractAlias) => PRODUCT_ORDER.indexOf(row.releases[0]!.protocol);
  return rows.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      a.releases[0]!.version.localeCompare(b.releases[0]!.version, 'en', { numeric: true }) ||
      a.alias.localeCompare(b.alias, 'en'),
  );
}
