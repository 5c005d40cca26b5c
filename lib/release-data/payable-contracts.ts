import data from '../../content/releases/payable-contracts.json';
import { checkedData, list, oneOf, record, text } from '../json-shape';
import { PRODUCTS, type Product } from '../../src/lib/products';

/** Reads content/releases/payable-contracts.json (its `_about` says what it holds). */
export function readPayableContracts(json: unknown): Partial<Record<Product, string[]>> {
  return checkedData('content/releases/payable-contracts.json', json, record(list(text(/^\w+$/, 'a contract name')), oneOf(PRODUCTS)));
}

/** Per product, the contracts of its current release whose payable functions pages talk about. */
export const PAYABLE_CONTRACTS: Readonly<Partial<Record<Product, readonly string[]>>> = readPayableContracts(data);
