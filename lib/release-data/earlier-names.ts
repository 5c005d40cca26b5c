import data from '../../content/releases/earlier-names.json';
import { checkedData, list, object, oneOf, optional, record, text, version } from '../json-shape';
import { PRODUCTS, type Product } from '../../src/lib/products';

/** The declaration of the documented release that holds what an earlier one did. */
export interface Successor {
  protocol?: Product;
  name: string;
}

/** A page of the documented release that this site once published under another path. */
export interface RenamedPage {
  protocol: Product;
  release: string;
  from: string;
  to: string;
}

export interface EarlierNameData {
  successors: Record<string, Successor>;
  notSucceeded: Set<string>;
  explainedIn: Record<string, string>;
  renamedPages: RenamedPage[];
}

const FILE = 'content/releases/earlier-names.json';
const name = text(/^[\w./-]+$/, 'a declaration or page name');

const shape = object({
  successors: list(object({ why: text(), names: record(object<Successor>({ protocol: optional(oneOf(PRODUCTS)), name })) })),
  notSucceeded: object({ why: text(), names: list(name) }),
  explainedIn: record(text(/^\/[\w/#-]+$/, 'a page and section such as "/concepts/airdrops#vca"')),
  renamedPages: object({
    why: text(),
    pages: list(object<RenamedPage>({ protocol: oneOf(PRODUCTS), release: version, from: name, to: name })),
  }),
});

/** Reads content/releases/earlier-names.json (its `_about` says what each field holds). */
export function readEarlierNames(json: unknown): EarlierNameData {
  const file = checkedData(FILE, json, shape);
  const successors: Record<string, Successor> = {};
  for (const group of file.successors) {
    for (const [key, successor] of Object.entries(group.names)) {
      if (key in successors) throw new Error(`${FILE}: successors name ${key} twice`);
      successors[key] = successor!;
    }
  }
  return {
    successors,
    notSucceeded: new Set(file.notSucceeded.names),
    explainedIn: file.explainedIn as Record<string, string>,
    renamedPages: file.renamedPages.pages,
  };
}

export const EARLIER_NAMES: Readonly<EarlierNameData> = readEarlierNames(data);
