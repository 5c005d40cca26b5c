import data from '../../content/releases/governed-since.json';
import { checkedData, oneOf, record, version } from '../json-shape';
import { PRODUCTS, type Product } from '../../src/lib/products';

/** Reads content/releases/governed-since.json (its `_about` says what it holds). */
export function readGovernedSince(json: unknown): Partial<Record<Product, string>> {
  return checkedData('content/releases/governed-since.json', json, record(version, oneOf(PRODUCTS)));
}

/** Per product, the first release the shared comptroller governs; a product without one was never governed. */
export const GOVERNED_SINCE: Readonly<Partial<Record<Product, string>>> = readGovernedSince(data);
