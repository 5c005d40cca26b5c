import { toEventSelector, toFunctionSelector } from 'viem';

import { COMPTROLLER_RELEASE, CURRENT_RELEASES, currentReleaseLabel, isProduct } from '../../src/lib/releases';
import { type AbiEntry, type AbiParam, comptrollerAbis, releaseAbis } from '../../lib/sablier-package';
import type { ItemKind, ReferenceProtocol } from '../../src/data-types/contract-reference';
export type { ItemKind } from '../../src/data-types/contract-reference';

export type { AbiEntry, AbiParam };

/**
 * The contract reference documents the current release of each product (src/lib/releases.ts) and the comptroller
 * that governs them, each in its own folder of /reference.
 */
export type Protocol = ReferenceProtocol;

/** The version the reference documents for a protocol: "v4.0" for Lockup, "v1.1" for the comptroller. */
export function documentedVersion(protocol: Protocol): string {
  return isProduct(protocol) ? CURRENT_RELEASES[protocol] : COMPTROLLER_RELEASE;
}

/** "Lockup v4.0", "Comptroller v1.1". */
export function documentedLabel(protocol: Protocol): string {
  return isProduct(protocol) ? currentReleaseLabel(protocol) : `Comptroller ${COMPTROLLER_RELEASE}`;
}

export interface Item {
  kind: ItemKind;
  name: string;
  /** Canonical signature used for the selector: `name(uint256,(address,uint128))`. */
  canonical: string;
  /** Readable signature (struct, enum and contract names kept): the key of our descriptions. */
  key: string;
  /** 4-byte selector for functions and errors, 32-byte topic for events. */
  selector: string;
  inputs: AbiParam[];
  outputs: AbiParam[];
  mutability?: string;
}

/** Canonical ABI type of a parameter, tuples expanded. */
export function canonicalType(param: AbiParam): string {
  if (param.type.startsWith('tuple')) {
    const inner = (param.components ?? []).map(canonicalType).join(',');
    return `(${inner})${param.type.slice('tuple'.length)}`;
  }
  return param.type;
}

/** Readable type: `Lockup.CreateWithDurations`, `IERC20`, `Lockup.Status`, `UD60x18`, or the ABI type. */
export function readableType(param: AbiParam): string {
  const internal = param.internalType;
  if (!internal) return param.type;
  return internal.replace(/^(struct|contract|enum) /, '');
}

export function structName(param: AbiParam): string | null {
  const internal = param.internalType ?? '';
  if (!internal.startsWith('struct ')) return null;
  return internal.slice('struct '.length).replace(/(\[\d*\])+$/, '');
}

export function enumName(param: AbiParam): string | null {
  const internal = param.internalType ?? '';
  if (!internal.startsWith('enum ')) return null;
  return internal.slice('enum '.length).replace(/(\[\d*\])+$/, '');
}

export function toItem(entry: AbiEntry): Item | null {
  if (entry.type !== 'function' && entry.type !== 'event' && entry.type !== 'error') return null;
  const inputs = entry.inputs ?? [];
  const name = entry.name ?? '';
  const canonical = `${name}(${inputs.map(canonicalType).join(',')})`;
  const key = `${name}(${inputs.map(readableType).join(',')})`;
  const selector = entry.type === 'event' ? toEventSelector(canonical) : toFunctionSelector(canonical);
  return {
    kind: entry.type,
    name,
    canonical,
    key,
    selector,
    inputs,
    outputs: entry.outputs ?? [],
    mutability: entry.stateMutability,
  };
}

export function loadAbi(protocol: Protocol | 'legacy', version: string): Record<string, AbiEntry[]> {
  if (protocol !== 'comptroller') return releaseAbis({ protocol, version });
  return comptrollerAbis(version);
}

/** Items of one contract ABI, sorted: functions, events, errors, then by key. */
export function contractItems(abi: AbiEntry[]): Item[] {
  const order: Record<ItemKind, number> = { function: 0, event: 1, error: 2 };
  const seen = new Set<string>();
  const items: Item[] = [];
  for (const entry of abi) {
    const item = toItem(entry);
    if (!item) continue;
    const id = `${item.kind} ${item.canonical}`;
    if (seen.has(id)) continue;
    seen.add(id);
    items.push(item);
  }
  return items.sort((a, b) => order[a.kind] - order[b.kind] || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Maps declared Solidity parameter types to ABI types so declared items get real selectors. */
const typeAliases: Record<string, string> = {
  UD60x18: 'uint256',
  UD21x18: 'uint128',
  UD2x18: 'uint64',
  IERC20: 'address',
  IERC721Metadata: 'address',
  ISablierLockup: 'address',
  ISablierFlow: 'address',
  IFlowNFTDescriptor: 'address',
  'Flow.Status': 'uint8',
  'Lockup.Model': 'uint8',
  'Lockup.Status': 'uint8',
  ClaimType: 'uint8',
  ISablierComptroller: 'address',
};

/** Parses `name(type a, type b)` into name, readable types and canonical signature. */
export function parseDeclaration(declaration: string): { name: string; types: string[]; names: string[]; canonical: string; key: string } {
  const match = /^(\w+)\((.*)\)$/.exec(declaration.trim());
  if (!match) throw new Error(`bad declaration: ${declaration}`);
  const name = match[1]!;
  const params = match[2]!.trim() === '' ? [] : match[2]!.split(',').map((p) => p.trim().split(/\s+/));
  const types = params.map((p) => p[0]!);
  const names = params.map((p) => p[1] ?? '');
  const canonical = `${name}(${types.map((t) => typeAliases[t] ?? t).join(',')})`;
  return { name, types, names, canonical, key: `${name}(${types.join(',')})` };
}
