import {
  type AbiParam,
  type Item,
  type Protocol,
  contractItems,
  documentedLabel,
  documentedVersion,
  loadAbi,
  parseDeclaration,
  structName,
} from './abi';
import { toFunctionSelector } from 'viem';
import type { ProtocolDocs } from './description-types';
import { type EarlierDocs, loadProtocolDocs } from './descriptions';
import { EARLIER_ERROR_RELEASES } from '../../lib/release-data/earlier-error-releases';
import { PREVIOUS_RELEASES, type Product, releaseLabel } from '../../src/lib/releases';
import type { ErrorRow } from '../../src/data-types/contract-reference';
export type { ErrorRow } from '../../src/data-types/contract-reference';

export interface ProtocolModel {
  protocol: Protocol;
  /** Items per ABI contract name. */
  contracts: Record<string, Item[]>;
  /** Struct definitions reachable from the ABIs: qualified name -> fields. */
  structs: Map<string, AbiParam[]>;
  /** Our descriptions, read from descriptions/<protocol>.md when the model is built. */
  docs: ProtocolDocs;
}

function collectStructs(params: AbiParam[], into: Map<string, AbiParam[]>): void {
  for (const p of params) {
    const name = structName(p);
    if (name && !into.has(name)) into.set(name, p.components ?? []);
    if (p.components) collectStructs(p.components, into);
  }
}

/** The ABIs of one release, itemized, and the structs they reach (qualified name -> fields). */
export function releaseModel(protocol: Protocol, version: string): { contracts: Record<string, Item[]>; structs: Map<string, AbiParam[]> } {
  const abis = loadAbi(protocol, version);
  const contracts: Record<string, Item[]> = {};
  const structs = new Map<string, AbiParam[]>();
  for (const name of Object.keys(abis).sort()) {
    const abi = abis[name] ?? [];
    contracts[name] = contractItems(abi);
    for (const entry of abi) {
      collectStructs(entry.inputs ?? [], structs);
      collectStructs(entry.outputs ?? [], structs);
    }
  }
  return { contracts, structs };
}

export function buildModel(protocol: Protocol): ProtocolModel {
  return { protocol, ...releaseModel(protocol, documentedVersion(protocol)), docs: loadProtocolDocs(protocol) };
}

/** Every custom error of a protocol: ABI errors (with the contracts whose ABI lists them) and declared ones. */
export function errorRows(model: ProtocolModel, docs: ProtocolDocs): ErrorRow[] {
  const rows = new Map<string, ErrorRow>();
  for (const [contract, items] of Object.entries(model.contracts)) {
    for (const item of items) {
      if (item.kind !== 'error') continue;
      const existing = rows.get(item.key);
      if (existing) {
        existing.raisedBy.push(contract);
        continue;
      }
      const doc = docs.errors[item.key];
      const params = item.inputs.map((p) => `${(p.internalType ?? p.type).replace(/^(contract|enum|struct) /, '')} ${p.name ?? ''}`.trim());
      rows.set(item.key, {
        name: item.name,
        declaration: `${item.name}(${params.join(', ')})`,
        canonical: item.canonical,
        selector: item.selector,
        protocol: model.protocol,
        releases: [documentedLabel(model.protocol)],
        raisedBy: [contract],
        text: doc?.text ?? '',
        fix: doc?.fix ?? '',
        href: `/reference/${model.protocol}/contracts/libraries/errors#${item.name.toLowerCase()}`,
      });
    }
  }
  for (const declared of Object.values(docs.declaredErrors)) {
    const parsed = parseDeclaration(declared.declaration);
    rows.set(parsed.key, {
      name: parsed.name,
      declaration: declared.declaration,
      canonical: parsed.canonical,
      selector: toFunctionSelector(parsed.canonical),
      protocol: model.protocol,
      releases: [documentedLabel(model.protocol)],
      raisedBy: [...declared.raisedBy],
      text: declared.text,
      fix: declared.fix,
      href: `/reference/${model.protocol}/contracts/libraries/errors#${parsed.name.toLowerCase()}`,
    });
  }
  return [...rows.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The earlier releases whose errors the Errors library page and `/reference/errors` list after the current ones,
 * per product, newest first (content/releases/earlier-error-releases.json). Their descriptions are in
 * `descriptions/earlier/<product>.md`, whose `## Errors` section names the same releases on its `- Releases:` line.
 */
export { EARLIER_ERROR_RELEASES };

/**
 * Why the earlier errors of a product cannot be rendered: the earlier file does not cover the releases
 * EARLIER_ERROR_RELEASES names, or an error lacks its description or fix. Empty when all is in place.
 */
export function earlierErrorProblems(protocol: Product, docs: EarlierDocs, rows: ErrorRow[]): string[] {
  const file = `descriptions/earlier/${protocol}.md`;
  const expected: readonly string[] = EARLIER_ERROR_RELEASES[protocol];
  const problems: string[] = [];
  if (expected.join() !== docs.errorReleases.join())
    problems.push(
      `${file}: the "## Errors" section's "- Releases:" line must read "${expected.join(', ')}" (it reads "${docs.errorReleases.join(', ')}")`,
    );
  const missing = rows.filter((r) => !r.text.trim() || !r.fix.trim()).map((r) => `${r.canonical} (${r.releases.join(', ')})`);
  if (missing.length) problems.push(`${file} has no description or no "- Fix:" for ${missing.join(', ')}`);
  return problems;
}

/**
 * The errors of earlier releases (the `## Errors` and `## Declared errors` of `earlier/<protocol>.md`) whose selector
 * the documented release does not have, each labelled with the releases that have it: streams of those releases keep
 * raising them. Their entries sit in the last section of the Errors library page.
 */
export function earlierErrorRows(protocol: Product, current: ErrorRow[], docs: EarlierDocs): ErrorRow[] {
  const currentSelectors = new Set(current.map((r) => r.selector));
  const currentNames = new Set(current.map((r) => r.name));
  const href = (name: string): string =>
    `/reference/${protocol}/contracts/libraries/errors#${name.toLowerCase()}${currentNames.has(name) ? '-earlier' : ''}`;
  const rows = new Map<string, ErrorRow>();
  const versions: readonly string[] = EARLIER_ERROR_RELEASES[protocol];
  for (const version of versions) {
    const label = releaseLabel({ protocol, version });
    for (const [contract, items] of Object.entries(releaseModel(protocol, version).contracts)) {
      for (const item of items) {
        if (item.kind !== 'error' || currentSelectors.has(item.selector)) continue;
        const existing = rows.get(item.selector);
        if (existing) {
          if (!existing.releases.includes(label)) existing.releases.push(label);
          if (!existing.raisedBy.includes(contract)) existing.raisedBy.push(contract);
          continue;
        }
        const doc = docs.errors[item.key];
        const params = item.inputs.map((p) =>
          `${(p.internalType ?? p.type).replace(/^(contract|enum|struct) /, '')} ${p.name ?? ''}`.trim(),
        );
        rows.set(item.selector, {
          name: item.name,
          declaration: `${item.name}(${params.join(', ')})`,
          canonical: item.canonical,
          selector: item.selector,
          protocol,
          releases: [label],
          raisedBy: [contract],
          text: doc?.text ?? '',
          fix: doc?.fix ?? '',
          href: href(item.name),
        });
      }
    }
  }
  // Older releases whose errors are not listed in their own right still name the rows their contracts share
  // (Flow v1.0's SablierFlow raised most of what Flow v1.1's did).
  for (const version of PREVIOUS_RELEASES[protocol].filter((v) => !versions.includes(v))) {
    const label = releaseLabel({ protocol, version });
    for (const [contract, items] of Object.entries(releaseModel(protocol, version).contracts)) {
      for (const item of items) {
        const row = item.kind === 'error' ? rows.get(item.selector) : undefined;
        if (row?.raisedBy.includes(contract) && !row.releases.includes(label)) row.releases.push(label);
      }
    }
  }
  for (const declared of Object.values(docs.declaredErrors)) {
    const parsed = parseDeclaration(declared.declaration);
    const selector = toFunctionSelector(parsed.canonical);
    if (currentSelectors.has(selector) || rows.has(selector)) continue;
    rows.set(selector, {
      name: parsed.name,
      declaration: declared.declaration,
      canonical: parsed.canonical,
      selector,
      protocol,
      releases: declared.releases.map((version) => releaseLabel({ protocol, version })),
      raisedBy: [...declared.raisedBy],
      text: declared.text,
      fix: declared.fix,
      href: href(parsed.name),
    });
  }
  return [...rows.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
