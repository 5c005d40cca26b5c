import data from '../../content/releases/upgrade-anchors.json';
import { checkedData, oneOf, record, text, version } from '../json-shape';
import { PRODUCTS, type Product } from '../../src/lib/products';

/** Per product with a release history, per release, the section of its upgrade page about that release's changes. */
export type UpgradeAnchors = Partial<Record<Product, Partial<Record<string, string>>>>;

const anchor = text(/^[a-z0-9-]+$/, 'a section anchor such as "v3-to-v4"');

/** Reads content/releases/upgrade-anchors.json (its `_about` says what it holds). */
export function readUpgradeAnchors(json: unknown): UpgradeAnchors {
  return checkedData('content/releases/upgrade-anchors.json', json, record(record(anchor, version), oneOf(PRODUCTS)));
}

export const UPGRADE_ANCHORS: Readonly<UpgradeAnchors> = readUpgradeAnchors(data);
