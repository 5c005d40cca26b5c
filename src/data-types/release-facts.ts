import type { INDEXED_PRODUCTS, Protocol } from '../lib/releases';
import type { ItemKind } from './contract-reference';
import type { IndexerApi } from './indexers';

/**
 * Shapes of the files generators/release-facts writes to .generated/release-facts/ and the components
 * that render them (PayableFunctions, AbiChanges, ReleaseChains, ContractAliases, IdFormats) read.
 */

/** State-changing functions of one contract, split by whether they accept native currency. */
export interface PayableSplit {
  contract: string;
  payable: string[];
  nonpayable: string[];
}

export interface AbiChange {
  kind: ItemKind;
  /** Readable signature, e.g. `collectFees()`. */
  signature: string;
}

/** An error whose name changed between two releases while its parameters stayed the same. */
export interface AbiRename {
  kind: ItemKind;
  /** Readable signature in the earlier release. */
  from: string;
  /** Readable signature in the later release. */
  to: string;
}

export interface AbiDiff {
  protocol: Protocol;
  /** `contract` is null for a contract new in the later release: every item it has is listed as added. */
  from: { version: string; contract: string | null };
  to: { version: string; contract: string };
  /** Items only the later release has (renamed errors excluded). */
  added: AbiChange[];
  /** Items only the earlier release has (renamed errors excluded). */
  removed: AbiChange[];
  /** Same kind and name in both releases, different parameters (or parameter struct fields). */
  changed: AbiChange[];
  /** Errors with a new prefix (`Prefix_Reason`) and the same reason and parameter types. */
  renamed: AbiRename[];
}

/**
 * Errors of Lockup's linked helper library between two releases. `SablierLockup` calls the library's public
 * functions by `DELEGATECALL`, so their errors are missing from its ABI even though its calls revert with them:
 * this list is read from `src/libraries/Errors.sol` at the tags `lockup@v2.0`, `lockup@v3.0` and `lockup@v4.0` of
 * sablier-labs/evm-monorepo. Every renamed error keeps its parameters.
 */
export interface LibraryErrorChanges {
  /** The library, by its name in each release. */
  library: { from: string; to: string };
  renamed: { from: string; to: string }[];
  added: string[];
  removed: string[];
}

export interface ReleaseChains {
  protocol: Protocol;
  version: string;
  mainnets: string[];
  testnets: string[];
}

export type AliasApi = IndexerApi;

export interface ContractAlias {
  alias: string;
  contract: string;
  /** The releases whose alias map holds it: the owning product first (MSF2 is Airdrops v1.1, then Lockup v1.1). */
  releases: { protocol: (typeof INDEXED_PRODUCTS)[number]; version: string }[];
  /** The indexers' API that stores it. */
  api: AliasApi;
  /** Where indexers release v7.1.0 writes it, as `Type.field`. */
  fields: string[];
  /** Whether indexers release v7.1.0 indexes the contract at all. */
  indexed: boolean;
}

export interface EntityIdFormat {
  /** Entity type name as served today, as in schema/<api>.graphql. */
  entity: string;
  /** Which field it describes; `id` unless stated. */
  field?: 'id' | 'alias';
  /** The APIs (schema/<api>.graphql) whose entity of that name has this format. */
  apis: IndexerApi[];
  /** Parts in braces: a key of `ID_PARTS` (generators/graphql-api/entity-ids.ts), or `streamId` / `campaignId` for a nested id. */
  format: string;
  /** A real id: the example in the indexers' code comment named by `source`. */
  example: string;
  source: string;
}

/** `entity-ids.json`: what each part of an id means, and every entity's id format. */
export interface EntityIdsData {
  parts: Record<string, string>;
  formats: EntityIdFormat[];
}
