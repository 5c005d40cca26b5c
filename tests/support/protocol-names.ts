import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { earlierReleases } from '../../generators/contract-reference/earlier-names';
import { layouts } from '../../generators/contract-reference/layout';
import { loadProtocolDocs } from '../../generators/contract-reference/descriptions';
import { type AbiEntry, type AbiParam, comptrollerAbis, comptrollerVersions, releaseAbis } from '../../lib/sablier-package';
import { LIBRARY_ERROR_CHANGES } from '../../generators/release-facts/facts';
import { COMPTROLLER_RELEASE, CURRENT_RELEASES, PREVIOUS_RELEASES, PRODUCTS, type Product } from '../../src/lib/releases';

/**
 * The names a reader can meet in backticks on a product's or the Comptroller's page, per release: functions, events,
 * errors, structs, enums and struct fields from the package's ABIs, plus the contract, library and abstract names
 * of the sources (the reference layout for documented releases, earlier-releases.json for the others).
 */

function paramNames(params: AbiParam[] | undefined, into: Set<string>): void {
  for (const p of params ?? []) {
    // Compound names only (`totalAmount`, `endTime`): one-word names such as `asset` or `broker` are ordinary words too.
    if (p.name && /[a-z][A-Z_]/.test(p.name)) into.add(p.name);
    const internal = p.internalType ?? '';
    const typeName = /^(?:struct|enum|contract) ([\w.]+)/.exec(internal)?.[1];
    if (typeName) {
      into.add(typeName);
      for (const part of typeName.split('.')) into.add(part);
    }
    if (p.components) paramNames(p.components, into);
  }
}

export function abiNames(abis: Record<string, AbiEntry[]>): Set<string> {
  const names = new Set<string>();
  for (const [contract, abi] of Object.entries(abis)) {
    names.add(contract);
    for (const entry of abi) {
      if (entry.name) names.add(entry.name);
      paramNames(entry.inputs, names);
      paramNames(entry.outputs, names);
    }
  }
  return names;
}

/** `abstracts/abstract.SablierLockupState` -> `SablierLockupState`. */
function declarationName(forgeName: string): string {
  return forgeName
    .split('/')
    .pop()!
    .replace(/^\w+\./, '');
}

/** Names of a documented product's current release: ABIs, reference page titles and declared library items. */
export function currentNames(product: Product): Set<string> {
  const names = abiNames(releaseAbis({ protocol: product, version: CURRENT_RELEASES[product] }));
  const layout = layouts.find((l) => l.protocol === product);
  // A history page (types/broker) is about a type of an earlier release, not of the current one.
  for (const page of layout?.pages ?? []) if (!page.release) names.add(page.title);
  const docs = loadProtocolDocs(product);
  const declarations = [
    ...Object.values(docs.declaredFunctions).flatMap((fns) => fns.map((fn) => fn.declaration)),
    ...Object.values(docs.declaredErrors).map((declared) => declared.declaration),
  ];
  // Enum members are no ABI names (an ABI encodes an enum as uint8): `LOCKUP_LINEAR` is a Lockup.Model member today,
  // even though Airdrops v1.2 had a getter of that name.
  for (const members of Object.values(docs.enums)) for (const member of members) names.add(member);
  // `name(Type a, Type b)`: the name and the parameter names.
  for (const declaration of declarations) for (const word of declaration.match(/\w+(?=\s*\()|\w+(?=\s*[,)])/g) ?? []) names.add(word);
  return names;
}

/**
 * Names of a product's releases before the current one: their ABIs, the errors of linked libraries that no ABI lists
 * (LIBRARY_ERROR_CHANGES), and the declarations of their sources (earlier-releases.json). Lockup's include the
 * Comptroller's earlier releases, which came with Lockup v3.0.
 */
export function earlierNames(product: Product): Set<string> {
  const names = new Set<string>();
  for (const version of PREVIOUS_RELEASES[product]) for (const n of abiNames(releaseAbis({ protocol: product, version }))) names.add(n);
  if (product === 'lockup')
    for (const version of comptrollerVersions().filter((v) => v !== COMPTROLLER_RELEASE))
      for (const n of abiNames({ SablierComptroller: comptrollerAbis(version).SablierComptroller ?? [] })) names.add(n);
  // Errors of a linked helper library never reach an ABI: their names come from Errors.sol at each tag.
  for (const [key, change] of Object.entries(LIBRARY_ERROR_CHANGES)) {
    if (!key.startsWith(`${product}-`)) continue;
    for (const name of change.removed) names.add(name);
    for (const { from } of change.renamed) names.add(from);
    names.add(change.library.from);
  }
  for (const release of earlierReleases()) {
    if (release.protocol !== product) continue;
    for (const forgeName of release.names) names.add(declarationName(forgeName));
  }
  return names;
}

/**
 * Functions, constants and immutables the Solidity examples (examples/) declare: they compile against today's
 * interfaces, so a page that names one (a Lockup example's `LOCKUP`, which Airdrops v1.3's LL campaign also had as a
 * getter) names the example's own code.
 */
export function exampleNames(): Set<string> {
  const root = join(__dirname, '..', '..', 'examples');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.sol'));
  const names = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const m of source.matchAll(/\b(?:function\s+(\w+)|(?:constant|immutable)\s+(\w+))/g)) names.add((m[1] ?? m[2])!);
  }
  return names;
}

/**
 * Identifiers that only an earlier release of a product has (for Lockup, or Comptroller v1.0): not in the product's
 * current release, not in the current Comptroller, and not in another product's documented release (an Airdrops
 * v1.3 page may say `admin`).
 */
export function earlierOnlyNames(product: Product): Set<string> {
  const current = abiNames({ SablierComptroller: comptrollerAbis(COMPTROLLER_RELEASE).SablierComptroller ?? [] });
  for (const other of PRODUCTS) for (const n of currentNames(other)) current.add(n);
  for (const n of exampleNames()) current.add(n);
  return new Set([...earlierNames(product)].filter((n) => n.length > 1 && !current.has(n)));
}
