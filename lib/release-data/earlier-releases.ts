import data from '../../content/releases/earlier-releases.json';
import { checkedData, list, object, oneOf, text, version } from '../json-shape';
import { PRODUCTS, type Product } from '../../src/lib/products';

/** The declarations of one earlier release's sources, as forge doc names their pages. */
export interface EarlierRelease {
  protocol: Product;
  /** `core` and `periphery` were Lockup's two repositories before v2.0; `contracts` is one repository. */
  part: 'core' | 'periphery' | 'contracts';
  release: string;
  source: string;
  /** Folder path and `kind.Name`, as forge doc names the page: `interfaces/hooks/interface.ISablierV2LockupRecipient`. */
  names: string[];
}

/** Reads content/releases/earlier-releases.json (its `_source` says where the names were read). */
export function readEarlierReleases(json: unknown): EarlierRelease[] {
  const release = object<EarlierRelease>({
    protocol: oneOf(PRODUCTS),
    part: oneOf(['core', 'periphery', 'contracts'] as const),
    release: version,
    source: text(),
    names: list(text(/^(?:[\w-]+\/)*\w+\.\w+$/, 'a forge doc name such as "interfaces/interface.ISablierLockup"')),
  });
  return checkedData('content/releases/earlier-releases.json', json, object<{ releases: EarlierRelease[] }>({ releases: list(release) }))
    .releases;
}

export const EARLIER_RELEASES: readonly EarlierRelease[] = readEarlierReleases(data);
