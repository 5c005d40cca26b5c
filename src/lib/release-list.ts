import data from '../../content/releases/releases.json';
import type { Product, Protocol, Release } from './products';

export interface ReleaseList {
  current: Record<Product, string>;
  previous: Record<Protocol, string[]>;
  comptroller: string;
  solana: Release[];
}

/**
 * content/releases/releases.json as the site reads it, browser included. Its shape is checked where it cannot cost a
 * reader anything: by lib/release-data/release-list.ts, before the generators run.
 */
export const releaseListData: unknown = data;
const releases = data as ReleaseList;

/** The documented release of each product. */
export const CURRENT_RELEASES: Readonly<Record<Product, string>> = releases.current;

/** Earlier releases that have a deployments page, newest first. */
export const PREVIOUS_RELEASES: Readonly<Record<Protocol, readonly string[]>> = releases.previous;

/**
 * The comptroller release documented: the one `SablierComptroller` reports as its `VERSION`. The package keeps
 * comptroller releases apart from the products' (its `comptroller.releases`). It governs every current product release.
 */
export const COMPTROLLER_RELEASE: string = releases.comptroller;

/** The Solana programs the chains and fees pages describe, one release per protocol, versioned apart from the EVM ones. */
export const SOLANA_RELEASES: readonly Release[] = releases.solana;
