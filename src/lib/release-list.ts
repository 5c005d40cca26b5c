import data from '../../content/releases/releases.json';
import { checkedData, everyKey, list, object, oneOf, version } from './json-shape';
import { PRODUCTS, PROTOCOLS, type Product, type Protocol, type Release } from './products';

export interface ReleaseList {
  current: Record<Product, string>;
  previous: Record<Protocol, string[]>;
  comptroller: string;
  solana: Release[];
}

/** Reads content/releases/releases.json (its `_about` says what each field means). */
export function readReleaseList(json: unknown): ReleaseList {
  return checkedData(
    'content/releases/releases.json',
    json,
    object<ReleaseList>({
      current: everyKey(version, PRODUCTS),
      previous: everyKey(list(version), PROTOCOLS),
      comptroller: version,
      solana: list(object<Release>({ protocol: oneOf(PROTOCOLS), version })),
    }),
  );
}

const releases = readReleaseList(data);

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
