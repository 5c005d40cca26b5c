import { checkedData, everyKey, list, object, oneOf, version } from '../json-shape';
import { PRODUCTS, PROTOCOLS, type Release } from '../../src/lib/products';
import { type ReleaseList, releaseListData } from '../../src/lib/release-list';

/**
 * Checks content/releases/releases.json (content/releases/README.md says what each field means). The browser reads
 * the file unchecked, so that the checker stays out of every page's JavaScript: the generators run this first, and a
 * wrong edit fails `prepare:generated` (and so `start` and `build`), naming the field.
 */
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

/** Throws when releases.json, as the site reads it, is malformed. */
export function checkReleaseList(): void {
  readReleaseList(releaseListData);
}
