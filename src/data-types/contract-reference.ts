import type { Product } from '../lib/releases';

/**
 * Shapes of the contract reference's data files (.generated/contract-reference/), which
 * generators/contract-reference writes and the ErrorTable and AccessTable components read.
 */

/** A product whose contracts the reference covers, with the Comptroller beside them. */
export type ReferenceProtocol = Product | 'comptroller';

export type ItemKind = 'function' | 'event' | 'error';

export interface ErrorRow {
  name: string;
  declaration: string;
  canonical: string;
  selector: string;
  protocol: ReferenceProtocol;
  /** The releases whose contracts have it: the documented one ("Lockup v4.0"), or earlier ones it is gone from. */
  releases: string[];
  raisedBy: string[];
  text: string;
  fix: string;
  /** Route of the entry on the protocol's Errors library page. */
  href: string;
}

export interface AccessRow {
  signature: string;
  selector: string;
  contracts: string[];
  roles: string[];
  note: string;
  summary: string;
  href: string;
  /**
   * The entry on each contract's own page, for a function several contracts share (Bob's `setNativeToken`, on
   * SablierBob and SablierEscrow): a table of one contract links to that contract's entry.
   */
  hrefs: Record<string, string>;
  /** From the ABI's `stateMutability`: whether the call accepts native currency. */
  payable: boolean;
}
