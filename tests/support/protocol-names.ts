import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { earlierReleases } from '../../plugins/contract-reference/earlier-names';
import { layouts } from '../../plugins/contract-reference/layout';
import { loadProtocolDocs } from '../../plugins/contract-reference/descriptions';
import { type AbiEntry, type AbiParam, packageDir, releaseAbis } from '../../plugins/sablier-package';
import { CURRENT_RELEASES, PREVIOUS_RELEASES, PRODUCTS, type Product } from '../../src/lib/releases';

/**
 * The names a reader can meet in backticks on a Lockup or Comptroller page, per release: functions, events,
 * errors, structs, enums and struct fields from the package's ABIs, plus the contract, library and abstract names
 * of the sources (the reference layout for documented releases, earlier-releases.json for the others).
 */

function paramNames(params: AbiParam[] | undefined, into: Set<string>): void {
  for (const p of params ?? []) {
    const internal = p.internalType ?? '';
    const typeName = /^(?:struct|enum|contract) ([\w.]+)/.exec(internal)?.[1];
    if (typeName) {
      into.add(typeName);
      for (const part of typeName.split('.')) into.add(part);
    }
    if (p.components) {
      // Compound field names only (`totalAmount`): one-word fields such as `asset` or `broker` are ordinary words too.
      for (const c of p.components) if (c.name && /[a-z][A-Z_]/.test(c.name)) into.add(c.name);
      paramNames(p.components, into);
    }
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

export function comptrollerAbis(version: string): Record<string, AbiEntry[]> {
  const file = join(packageDir, 'abi', 'comptroller', version, 'SablierComptroller.json');
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as AbiEntry[] | { abi: AbiEntry[] };
  return { SablierComptroller: Array.isArray(parsed) ? parsed : parsed.abi };
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
  for (const page of layout?.pages ?? []) names.add(page.title);
  const docs = loadProtocolDocs(product);
  for (const fns of Object.values(docs.declaredFunctions)) for (const fn of fns) names.add(/^\w+/.exec(fn.declaration)?.[0] ?? '');
  for (const declared of Object.values(docs.declaredErrors)) names.add(/^\w+/.exec(declared.declaration)?.[0] ?? '');
  return names;
}

/** Names of Lockup releases before the current one and of Comptroller v1.0. */
export function earlierLockupNames(): Set<string> {
  const names = new Set<string>();
  for (const version of PREVIOUS_RELEASES.lockup) for (const n of abiNames(releaseAbis({ protocol: 'lockup', version }))) names.add(n);
  for (const n of abiNames(comptrollerAbis('v1.0'))) names.add(n);
  for (const release of earlierReleases()) {
    if (release.protocol !== 'lockup') continue;
    for (const forgeName of release.names) names.add(declarationName(forgeName));
  }
  return names;
}

/**
 * Identifiers that only an earlier Lockup release or Comptroller v1.0 has: not in Lockup's current release, not in
 * the current Comptroller, and not in another product's documented release (a Flow v1.1 page may say `admin`).
 */
export function earlierOnlyLockupNames(): Set<string> {
  const current = new Set<string>([...abiNames(comptrollerAbis('v1.1'))]);
  for (const product of PRODUCTS) for (const n of currentNames(product)) current.add(n);
  return new Set([...earlierLockupNames()].filter((n) => n.length > 1 && !current.has(n)));
}
