import data from '../../content/releases/earlier-error-releases.json';
import { checkedData, everyKey, list, version } from '../json-shape';
import { PRODUCTS, type Product } from '../../src/lib/products';

/** Reads content/releases/earlier-error-releases.json (its `_about` says what it holds). */
export function readEarlierErrorReleases(json: unknown): Record<Product, string[]> {
  return checkedData('content/releases/earlier-error-releases.json', json, everyKey(list(version), PRODUCTS));
}

/** Per product, newest first, the earlier releases whose errors the reference lists after the current ones. */
export const EARLIER_ERROR_RELEASES: Readonly<Record<Product, readonly string[]>> = readEarlierErrorReleases(data);
