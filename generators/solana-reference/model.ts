import type { Idl, IdlSeed, IdlType, IdlTypeDef } from '../../examples/ts/solana-client';
import { SOLANA_RELEASES, releaseLabel, type Release } from '../../src/lib/releases';
import { packageSolanaChain, packageSolanaRelease } from '../../lib/sablier-package';

/**
 * The Solana programs this site documents, read from the IDLs of the `sablier` package for the releases in
 * `SOLANA_RELEASES`. Everything the generated pages say about instructions, accounts, events, errors and types
 * comes from here; what each of them does comes from the descriptions beside this file.
 */

/** Accounts in instructions may carry fields the client type leaves out (docs, relations, optional). */
export interface IdlAccountItem {
  name: string;
  docs?: string[];
  signer?: boolean;
  writable?: boolean;
  optional?: boolean;
  address?: string;
  pda?: { seeds: IdlSeed[]; program?: IdlSeed };
}

export interface IdlInstruction {
  name: string;
  discriminator: number[];
  accounts: IdlAccountItem[];
  args: { name: string; type: IdlType }[];
  returns?: IdlType;
}

export interface ProgramIdl extends Omit<Idl, 'instructions'> {
  metadata: { name: string; version: string; spec: string };
  instructions: IdlInstruction[];
  accounts: { name: string; discriminator: number[] }[];
  events: { name: string; discriminator: number[] }[];
  errors: { code: number; name: string; msg: string }[];
  types: IdlTypeDef[];
}

export interface ClusterDeployment {
  cluster: string;
  chainId: number;
  chainName: string;
  isTestnet: boolean;
  address: string;
  /** The slot the package records for the deployment. */
  slot: number | null;
  explorers: { name: string; url: string }[];
  chainlink: { program: string; feed: string };
}

export interface SolanaProgram {
  release: Release;
  /** "Lockup v0.1". */
  releaseLabel: string;
  /** The name the package's manifest gives the program ("SablierLockupLinear"). */
  packageName: string;
  /** The alias the package gives it ("LL"), if any. */
  alias: string | null;
  /** "SablierLockup", from the IDL's `metadata.name`. */
  title: string;
  /** "sablier-lockup": the page under /reference/solana/programs/. */
  slug: string;
  idl: ProgramIdl;
  deployments: ClusterDeployment[];
}

/** "sablier_merkle_instant" → "SablierMerkleInstant". */
export function pascalCase(snake: string): string {
  return snake
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** An explorer's page for an address, keeping the explorer's query (its cluster) after the path. */
export function explorerAddressUrl(base: string, address: string): string {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/$/, '')}/address/${address}`;
  return url.toString();
}

function deploymentsOf(release: Release, packageName: string): ClusterDeployment[] {
  const rows: ClusterDeployment[] = [];
  for (const deployment of packageSolanaRelease(release).deployments) {
    const chain = packageSolanaChain(deployment.chainId);
    for (const program of deployment.programs) {
      if (program.name !== packageName) continue;
      rows.push({
        cluster: chain.definition.cluster,
        chainId: chain.id,
        chainName: chain.name,
        isTestnet: Boolean(chain.isTestnet),
        address: program.address,
        slot: program.block ?? null,
        explorers: Object.values(chain.blockExplorers ?? {}).map((explorer) => ({
          name: explorer.name,
          url: explorerAddressUrl(explorer.url, program.address),
        })),
        chainlink: { program: chain.chainlink.program, feed: chain.chainlink.feed },
      });
    }
  }
  return rows.sort((a, b) => Number(a.isTestnet) - Number(b.isTestnet) || a.cluster.localeCompare(b.cluster, 'en'));
}

/** Every program of the documented Solana releases, in release order. */
export function loadPrograms(): SolanaProgram[] {
  const programs: SolanaProgram[] = [];
  for (const release of SOLANA_RELEASES) {
    const packaged = packageSolanaRelease(release);
    for (const [packageName, raw] of Object.entries(packaged.idl)) {
      const idl = raw as unknown as ProgramIdl;
      const title = pascalCase(idl.metadata.name);
      programs.push({
        release,
        releaseLabel: releaseLabel(release),
        packageName,
        alias: packaged.aliases?.[packageName] ?? null,
        title,
        slug: idl.metadata.name.replace(/_/g, '-'),
        idl,
        deployments: deploymentsOf(release, packageName),
      });
    }
  }
  return programs;
}

/** The definition of a type the IDL declares. */
export function typeDefOf(idl: ProgramIdl, name: string): IdlTypeDef {
  const def = idl.types.find((t) => t.name === name);
  if (!def) throw new Error(`${idl.metadata.name}: no type ${name}`);
  return def;
}

/** A type as Rust writes it: `u64`, `Pubkey`, `[u8; 32]`, `Vec<[u8; 32]>`, `Option<T>`, or a declared name. */
export function rustType(type: IdlType): string {
  if (typeof type === 'string') return type === 'pubkey' ? 'Pubkey' : type === 'string' ? 'String' : type === 'bytes' ? 'Vec<u8>' : type;
  if ('array' in type) return `[${rustType(type.array[0])}; ${type.array[1]}]`;
  if ('vec' in type) return `Vec<${rustType(type.vec)}>`;
  if ('option' in type) return `Option<${rustType(type.option)}>`;
  return type.defined.name;
}

/** The names of the declared types a type refers to. */
export function definedNames(type: IdlType): string[] {
  if (typeof type === 'string') return [];
  if ('array' in type) return definedNames(type.array[0]);
  if ('vec' in type) return definedNames(type.vec);
  if ('option' in type) return definedNames(type.option);
  return [type.defined.name];
}

const FIXED_SIZES: Record<string, number> = {
  bool: 1,
  u8: 1,
  i8: 1,
  u16: 2,
  i16: 2,
  u32: 4,
  i32: 4,
  u64: 8,
  i64: 8,
  u128: 16,
  i128: 16,
  pubkey: 32,
};

/** The Borsh size of a type in bytes, or `null` when it varies (strings, vectors, options). */
export function borshSize(idl: ProgramIdl, type: IdlType): number | null {
  if (typeof type === 'string') return FIXED_SIZES[type] ?? null;
  if ('array' in type) {
    const inner = borshSize(idl, type.array[0]);
    return inner === null ? null : inner * type.array[1];
  }
  if ('vec' in type || 'option' in type) return null;
  const def = typeDefOf(idl, type.defined.name).type;
  if (def.kind === 'enum') return 1;
  let total = 0;
  for (const field of def.fields) {
    const size = borshSize(idl, field.type);
    if (size === null) return null;
    total += size;
  }
  return total;
}

/**
 * How a seed reads in a table, as Markdown: a constant as its quoted text (or its length when it is not text), an
 * account by name, an argument by name with how its value becomes bytes.
 */
export function seedText(seed: IdlSeed, args: { name: string; type: IdlType }[]): string {
  if (seed.kind === 'const') {
    const text = Buffer.from(seed.value).toString('utf8');
    return /^[\x20-\x7e]+$/.test(text) && seed.value.length < 32 ? `\`"${text}"\`` : `${seed.value.length} constant bytes`;
  }
  if (seed.kind === 'account') return `\`${seed.path}\``;
  const arg = args.find((a) => a.name === seed.path);
  return `\`${seed.path}\` (${arg ? argSeedEncoding(arg.type) : 'argument'})`;
}

/** How an argument becomes seed bytes: integers little-endian, keys their 32 bytes, strings their UTF-8 bytes. */
export function argSeedEncoding(type: IdlType): string {
  if (typeof type === 'string') {
    if (FIXED_SIZES[type] && type !== 'pubkey' && type !== 'bool') return `${type}, ${FIXED_SIZES[type]} bytes little-endian`;
    if (type === 'pubkey') return '32 bytes';
    if (type === 'string') return 'UTF-8 bytes, no length prefix';
  }
  if (typeof type === 'object' && 'array' in type && type.array[0] === 'u8') return `${type.array[1]} bytes`;
  return rustType(type);
}

/** Instruction names that return a value (Anchor "view" instructions, meant for simulation). */
export const isReadOnly = (ix: IdlInstruction): boolean => ix.returns !== undefined;

/** Accounts that keep a type the IDL declares: the instruction accounts whose snake_case name is the type's. */
export function snakeCase(pascal: string): string {
  return pascal.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** The byte array of an 8-byte discriminator as hex: `0xe8dbdf29dbecdcbe`. */
export const discriminatorHex = (bytes: number[]): string => `0x${Buffer.from(bytes).toString('hex')}`;
