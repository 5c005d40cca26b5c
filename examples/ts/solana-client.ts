/**
 * A dependency-free Solana client for the Sablier programs: addresses (base58, program-derived addresses), Borsh
 * encoding driven by the IDLs that the `sablier` package ships, instructions whose accounts are resolved from the
 * IDL's seeds, legacy transactions signed with Node's built-in Ed25519, and JSON-RPC over `fetch`.
 *
 * It deliberately uses no Solana library: the shapes it produces (`{ programId, keys, data }`) are the ones
 * @solana/web3.js and Anchor use, so the instructions can also be handed to those libraries.
 */
import { createHash, createPrivateKey, createPublicKey, sign } from 'node:crypto';

// #region idl-types
/** The parts of an Anchor IDL (spec 0.1.0) that the client reads. The package's IDL constants match it. */
export type IdlType =
  | 'bool'
  | 'u8'
  | 'i8'
  | 'u16'
  | 'i16'
  | 'u32'
  | 'i32'
  | 'u64'
  | 'i64'
  | 'u128'
  | 'i128'
  | 'pubkey'
  | 'string'
  | 'bytes'
  | { readonly array: readonly [IdlType, number] }
  | { readonly vec: IdlType }
  | { readonly option: IdlType }
  | { readonly defined: { readonly name: string } };

export type IdlSeed =
  | { readonly kind: 'const'; readonly value: readonly number[] }
  | { readonly kind: 'account'; readonly path: string }
  | { readonly kind: 'arg'; readonly path: string };

export interface IdlInstructionAccount {
  readonly name: string;
  readonly signer?: boolean;
  readonly writable?: boolean;
  readonly address?: string;
  readonly pda?: { readonly seeds: readonly IdlSeed[]; readonly program?: IdlSeed };
}

export interface IdlTypeDef {
  readonly name: string;
  readonly type:
    | { readonly kind: 'struct'; readonly fields: readonly { readonly name: string; readonly type: IdlType }[] }
    | { readonly kind: 'enum'; readonly variants: readonly { readonly name: string }[] };
}

export interface Idl {
  readonly address: string;
  readonly instructions: readonly {
    readonly name: string;
    readonly discriminator: readonly number[];
    readonly accounts: readonly IdlInstructionAccount[];
    readonly args: readonly { readonly name: string; readonly type: IdlType }[];
    readonly returns?: IdlType;
  }[];
  readonly accounts?: readonly { readonly name: string; readonly discriminator: readonly number[] }[];
  readonly events?: readonly { readonly name: string; readonly discriminator: readonly number[] }[];
  readonly errors?: readonly { readonly code: number; readonly name: string; readonly msg?: string }[];
  readonly types?: readonly IdlTypeDef[];
}
// #endregion idl-types

// #region value-types
/**
 * The TypeScript value of an IDL type, computed from the IDL's literal type: `u64` becomes `bigint`, `pubkey` a
 * base58 string, `[u8; 32]` a `Uint8Array`, a struct an object with the IDL's (snake_case) field names, and a
 * unit-only enum the name of its variant.
 */
type Small = 'u8' | 'i8' | 'u16' | 'i16' | 'u32' | 'i32';
type Large = 'u64' | 'i64' | 'u128' | 'i128';
type TypeDefs<I> = I extends { readonly types: readonly (infer D)[] } ? D : never;

export type ValueOf<T, I> = T extends 'bool'
  ? boolean
  : T extends Small
    ? number
    : T extends Large
      ? bigint
      : T extends 'pubkey' | 'string'
        ? string
        : T extends 'bytes'
          ? Uint8Array
          : T extends { readonly array: readonly [infer E, number] }
            ? E extends 'u8'
              ? Uint8Array
              : ValueOf<E, I>[]
            : T extends { readonly vec: infer E }
              ? E extends 'u8'
                ? Uint8Array
                : ValueOf<E, I>[]
              : T extends { readonly option: infer E }
                ? ValueOf<E, I> | null
                : T extends { readonly defined: { readonly name: infer N } }
                  ? DefinedValue<Extract<TypeDefs<I>, { readonly name: N }>, I>
                  : never;

type DefinedValue<D, I> = D extends { readonly type: { readonly kind: 'struct'; readonly fields: readonly (infer F)[] } }
  ? {
      -readonly [K in F as K extends { readonly name: infer S extends string } ? S : never]: K extends { readonly type: infer T }
        ? ValueOf<T, I>
        : never;
    }
  : D extends { readonly type: { readonly kind: 'enum'; readonly variants: readonly (infer V)[] } }
    ? V extends { readonly name: infer S }
      ? S
      : never
    : never;

/** The decoded value of a type declared in the IDL's `types`, by name. */
export type Decoded<I, Name extends string> = ValueOf<{ readonly defined: { readonly name: Name } }, I>;

type InstructionOf<I, N> = I extends { readonly instructions: readonly (infer X)[] } ? Extract<X, { readonly name: N }> : never;
type AccountsOf<X> = X extends { readonly accounts: readonly (infer A)[] } ? A : never;

/** Accounts the caller must name: those with neither a fixed address nor seeds in the IDL. */
export type RequiredAccounts<I, N> = Exclude<AccountsOf<InstructionOf<I, N>>, { readonly address: string } | { readonly pda: unknown }>;
/** Accounts the client can work out: fixed addresses and program-derived addresses. They may still be passed. */
export type DerivedAccounts<I, N> = Extract<AccountsOf<InstructionOf<I, N>>, { readonly address: string } | { readonly pda: unknown }>;

export type AccountInputs<I, N> = {
  [A in RequiredAccounts<I, N> as A extends { readonly name: infer S extends string } ? S : never]: string;
} & {
  [A in DerivedAccounts<I, N> as A extends { readonly name: infer S extends string } ? S : never]?: string;
};

export type ArgInputs<I, N> =
  InstructionOf<I, N> extends { readonly args: readonly (infer A)[] }
    ? {
        [K in A as K extends { readonly name: infer S extends string } ? S : never]: K extends { readonly type: infer T }
          ? ValueOf<T, I>
          : never;
      }
    : never;

/** What a read-only instruction returns, as a TypeScript value. */
export type ReturnOf<I, N> = InstructionOf<I, N> extends { readonly returns: infer R } ? ValueOf<R, I> : never;

export type InstructionName<I> = I extends { readonly instructions: readonly (infer X)[] }
  ? X extends { readonly name: infer S extends string }
    ? S
    : never
  : never;
// #endregion value-types

// #region base58
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 (Bitcoin alphabet), the text form of Solana addresses and signatures. */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = value * 256n + BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)]! + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

export function decodeBase58(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) throw new Error(`"${char}" is not a base58 digit`);
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value % 256n));
    value /= 256n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** A 32-byte public key from its base58 text, checked for length. */
export function publicKeyBytes(address: string): Uint8Array {
  const bytes = decodeBase58(address);
  if (bytes.length !== 32) throw new Error(`${address} is not a 32-byte address`);
  return bytes;
}
// #endregion base58

// #region pda
const P = 2n ** 255n - 19n;
/** The Edwards curve constant d of Ed25519, -121665/121666 mod p. */
const D = 37095705934669439343138083508754565189542113879843219016388785533085940283555n;

function power(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = ((base % P) + P) % P;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
}

/**
 * Whether 32 bytes decode to a point of the Ed25519 curve, i.e. could be a wallet's public key. A program-derived
 * address must not: no private key exists for it, so only its program can sign for it.
 */
export function isOnCurve(bytes: Uint8Array): boolean {
  const copy = Uint8Array.from(bytes);
  const sign = (copy[31]! & 0x80) !== 0;
  copy[31]! &= 0x7f;
  let y = 0n;
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(copy[i]!);
  if (y >= P) return false;
  const y2 = (y * y) % P;
  const u = (y2 - 1n + P) % P; // x² · v = u, with v = d·y² + 1 (never zero)
  const v = (D * y2 + 1n) % P;
  if (u === 0n) return !sign; // x = 0 has no negative twin
  const x2 = (u * power(v, P - 2n)) % P;
  return power(x2, (P - 1n) / 2n) === 1n; // Euler's criterion: x² must be a square
}

/** The address of seeds under a program, or `null` when the hash falls on the curve (then try another bump). */
export function createProgramAddress(seeds: readonly Uint8Array[], programId: string): string | null {
  const hash = createHash('sha256');
  for (const seed of seeds) {
    if (seed.length > 32) throw new Error('a seed is at most 32 bytes');
    hash.update(seed);
  }
  hash.update(publicKeyBytes(programId)).update('ProgramDerivedAddress');
  const address = new Uint8Array(hash.digest());
  return isOnCurve(address) ? null : encodeBase58(address);
}

/** The canonical program-derived address: the first bump, from 255 down, whose address is off the curve. */
export function findProgramAddress(seeds: readonly Uint8Array[], programId: string): { address: string; bump: number } {
  for (let bump = 255; bump >= 0; bump--) {
    const address = createProgramAddress([...seeds, Uint8Array.of(bump)], programId);
    if (address) return { address, bump };
  }
  throw new Error('no bump gives an address off the curve');
}

export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';

/** The associated token account of an owner for a mint, under the token program that owns the mint. */
export function associatedTokenAddress(owner: string, mint: string, tokenProgram: string = TOKEN_PROGRAM): string {
  return findProgramAddress([publicKeyBytes(owner), publicKeyBytes(tokenProgram), publicKeyBytes(mint)], ASSOCIATED_TOKEN_PROGRAM).address;
}
// #endregion pda

// #region borsh
function typeDef(idl: Idl, name: string): IdlTypeDef {
  const def = idl.types?.find((t) => t.name === name);
  if (!def) throw new Error(`the IDL declares no type ${name}`);
  return def;
}

const INTEGERS: Record<string, { size: number; signed: boolean }> = {
  u8: { size: 1, signed: false },
  i8: { size: 1, signed: true },
  u16: { size: 2, signed: false },
  i16: { size: 2, signed: true },
  u32: { size: 4, signed: false },
  i32: { size: 4, signed: true },
  u64: { size: 8, signed: false },
  i64: { size: 8, signed: true },
  u128: { size: 16, signed: false },
  i128: { size: 16, signed: true },
};

function littleEndian(value: bigint, size: number, signed: boolean): Uint8Array {
  const bits = BigInt(size * 8);
  const min = signed ? -(1n << (bits - 1n)) : 0n;
  const max = signed ? (1n << (bits - 1n)) - 1n : (1n << bits) - 1n;
  if (value < min || value > max) throw new RangeError(`${value} does not fit in ${size} bytes`);
  let v = value < 0n ? value + (1n << bits) : value;
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

/** Borsh bytes of a value of an IDL type: little-endian integers, u32 lengths before strings and vectors. */
export function encodeValue(idl: Idl, type: IdlType, value: unknown): Uint8Array {
  if (typeof type === 'string') {
    const int = INTEGERS[type];
    if (int) return littleEndian(BigInt(value as number | bigint), int.size, int.signed);
    if (type === 'bool') return Uint8Array.of(value ? 1 : 0);
    if (type === 'pubkey') return publicKeyBytes(value as string);
    const bytes = type === 'string' ? new TextEncoder().encode(value as string) : (value as Uint8Array);
    return concatBytes([littleEndian(BigInt(bytes.length), 4, false), bytes]);
  }
  if ('array' in type || 'vec' in type) {
    const [inner, length] = 'array' in type ? type.array : [type.vec, null];
    const items = inner === 'u8' ? [...(value as Uint8Array)] : (value as unknown[]);
    if (length !== null && items.length !== length) throw new Error(`expected ${length} items, got ${items.length}`);
    const prefix = length === null ? [littleEndian(BigInt(items.length), 4, false)] : [];
    return concatBytes([...prefix, ...items.map((item) => encodeValue(idl, inner, item))]);
  }
  if ('option' in type) return value === null ? Uint8Array.of(0) : concatBytes([Uint8Array.of(1), encodeValue(idl, type.option, value)]);
  const def = typeDef(idl, type.defined.name).type;
  if (def.kind === 'enum') {
    const index = def.variants.findIndex((v) => v.name === value);
    if (index < 0) throw new Error(`${String(value)} is not a variant of ${type.defined.name}`);
    return Uint8Array.of(index);
  }
  const record = value as Record<string, unknown>;
  return concatBytes(def.fields.map((field) => encodeValue(idl, field.type, record[field.name])));
}

/** Reads a value of an IDL type at `offset`; returns it with the offset after it. */
export function decodeValue(idl: Idl, type: IdlType, data: Uint8Array, offset = 0): [unknown, number] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (typeof type === 'string') {
    const int = INTEGERS[type];
    if (int) {
      let v = 0n;
      for (let i = int.size - 1; i >= 0; i--) v = (v << 8n) | BigInt(data[offset + i]!);
      const bits = BigInt(int.size * 8);
      if (int.signed && v >= 1n << (bits - 1n)) v -= 1n << bits;
      return [int.size <= 4 ? Number(v) : v, offset + int.size];
    }
    if (type === 'bool') return [data[offset] === 1, offset + 1];
    if (type === 'pubkey') return [encodeBase58(data.slice(offset, offset + 32)), offset + 32];
    const length = view.getUint32(offset, true);
    const bytes = data.slice(offset + 4, offset + 4 + length);
    return [type === 'string' ? new TextDecoder().decode(bytes) : bytes, offset + 4 + length];
  }
  if ('array' in type || 'vec' in type) {
    const inner = 'array' in type ? type.array[0] : type.vec;
    let length = 'array' in type ? type.array[1] : view.getUint32(offset, true);
    let at = 'array' in type ? offset : offset + 4;
    if (inner === 'u8') return [data.slice(at, at + length), at + length];
    const items: unknown[] = [];
    for (; length > 0; length--) {
      const [item, next] = decodeValue(idl, inner, data, at);
      items.push(item);
      at = next;
    }
    return [items, at];
  }
  if ('option' in type) return data[offset] === 0 ? [null, offset + 1] : decodeValue(idl, type.option, data, offset + 1);
  const def = typeDef(idl, type.defined.name).type;
  if (def.kind === 'enum') return [def.variants[data[offset]!]!.name, offset + 1];
  const record: Record<string, unknown> = {};
  let at = offset;
  for (const field of def.fields) [record[field.name], at] = decodeValue(idl, field.type, data, at);
  return [record, at];
}

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const sameBytes = (a: Uint8Array, b: readonly number[]): boolean => b.length <= a.length && b.every((byte, i) => a[i] === byte);

/** Decodes an account's data: checks the 8-byte discriminator the IDL gives the account type, then reads its fields. */
export function decodeAccount<I extends Idl, N extends string>(idl: I, name: N, data: Uint8Array): Decoded<I, N> {
  const account = idl.accounts?.find((a) => a.name === name);
  if (!account) throw new Error(`the IDL has no account type ${name}`);
  if (!sameBytes(data, account.discriminator)) throw new Error(`the data is not a ${name} account`);
  return decodeValue(idl, { defined: { name } }, data, 8)[0] as Decoded<I, N>;
}
// #endregion borsh

// #region instruction
export interface AccountMeta {
  pubkey: string;
  isSigner: boolean;
  isWritable: boolean;
}

export interface Instruction {
  programId: string;
  keys: AccountMeta[];
  data: Uint8Array;
}

/** The bytes of one seed, from a constant, an account already known, or an instruction argument. */
function seedBytes(
  idl: Idl,
  seed: IdlSeed,
  known: Map<string, string>,
  args: Record<string, unknown>,
  argTypes: Map<string, IdlType>,
): Uint8Array | null {
  if (seed.kind === 'const') return Uint8Array.from(seed.value);
  if (seed.kind === 'account') {
    const address = known.get(seed.path);
    return address ? publicKeyBytes(address) : null;
  }
  const type = argTypes.get(seed.path);
  if (!type) throw new Error(`the instruction has no argument ${seed.path}`);
  const bytes = encodeValue(idl, type, args[seed.path]);
  // A string seed is its UTF-8 bytes, without the length prefix Borsh puts in instruction data.
  return type === 'string' ? bytes.slice(4) : bytes;
}

/**
 * An instruction of a Sablier program: the accounts in the IDL's order with its signer and writable flags, every
 * fixed address and program-derived address filled in, and the data (8-byte discriminator, then Borsh arguments).
 */
export function buildInstruction<const I extends Idl, N extends InstructionName<I>>(
  idl: I,
  name: N,
  accounts: AccountInputs<I, N>,
  args: ArgInputs<I, N>,
): Instruction {
  const instruction = idl.instructions.find((ix) => ix.name === name);
  if (!instruction) throw new Error(`the IDL has no instruction ${name}`);
  const argValues = args as Record<string, unknown>;
  const argTypes = new Map(instruction.args.map((a) => [a.name, a.type]));
  const known = new Map<string, string>();
  for (const [key, value] of Object.entries(accounts as Record<string, string | undefined>)) if (value) known.set(key, value);
  for (const account of instruction.accounts) if (account.address && !known.has(account.name)) known.set(account.name, account.address);
  // Seeds may name accounts listed later, so resolve until nothing changes.
  for (let progress = true; progress; ) {
    progress = false;
    for (const account of instruction.accounts) {
      if (known.has(account.name) || !account.pda) continue;
      const seeds = account.pda.seeds.map((seed) => seedBytes(idl, seed, known, argValues, argTypes));
      const program = account.pda.program ? seedBytes(idl, account.pda.program, known, argValues, argTypes) : publicKeyBytes(idl.address);
      if (seeds.some((s) => s === null) || program === null) continue;
      known.set(account.name, findProgramAddress(seeds as Uint8Array[], encodeBase58(program)).address);
      progress = true;
    }
  }
  const keys = instruction.accounts.map((account) => {
    const pubkey = known.get(account.name);
    if (!pubkey) throw new Error(`${name}: cannot work out the account ${account.name}; pass it`);
    return { pubkey, isSigner: Boolean(account.signer), isWritable: Boolean(account.writable) };
  });
  const data = concatBytes([
    Uint8Array.from(instruction.discriminator),
    ...instruction.args.map((a) => encodeValue(idl, a.type, argValues[a.name])),
  ]);
  return { programId: idl.address, keys, data };
}

/** ComputeBudget's SetComputeUnitLimit: raises the compute budget of a transaction above the default. */
export function setComputeUnitLimit(units: number): Instruction {
  return { programId: COMPUTE_BUDGET_PROGRAM, keys: [], data: concatBytes([Uint8Array.of(2), littleEndian(BigInt(units), 4, false)]) };
}
// #endregion instruction

// #region transaction
/** Solana's compact-u16: 7 bits per byte, high bit set when another byte follows. */
function compactLength(n: number): Uint8Array {
  const out: number[] = [];
  let rest = n;
  do {
    let byte = rest & 0x7f;
    rest >>= 7;
    if (rest) byte |= 0x80;
    out.push(byte);
  } while (rest);
  return Uint8Array.from(out);
}

/**
 * A legacy transaction message: the fee payer first, then the other signers, then writable and read-only accounts,
 * each address once with the strongest flags any instruction gives it.
 */
export function compileMessage(instructions: readonly Instruction[], feePayer: string, recentBlockhash: string): Uint8Array {
  const metas = new Map<string, { isSigner: boolean; isWritable: boolean }>([[feePayer, { isSigner: true, isWritable: true }]]);
  const add = (pubkey: string, isSigner: boolean, isWritable: boolean): void => {
    const meta = metas.get(pubkey) ?? { isSigner: false, isWritable: false };
    metas.set(pubkey, { isSigner: meta.isSigner || isSigner, isWritable: meta.isWritable || isWritable });
  };
  for (const ix of instructions) {
    for (const key of ix.keys) add(key.pubkey, key.isSigner, key.isWritable);
    add(ix.programId, false, false);
  }
  const rank = ([key, m]: [string, { isSigner: boolean; isWritable: boolean }]): number =>
    key === feePayer ? 0 : m.isSigner ? (m.isWritable ? 1 : 2) : m.isWritable ? 3 : 4;
  const ordered = [...metas].sort((a, b) => rank(a) - rank(b));
  const index = new Map(ordered.map(([key], i) => [key, i]));
  const signers = ordered.filter(([, m]) => m.isSigner);
  const header = Uint8Array.of(
    signers.length,
    signers.filter(([, m]) => !m.isWritable).length,
    ordered.filter(([, m]) => !m.isSigner && !m.isWritable).length,
  );
  const compiled = instructions.map((ix) =>
    concatBytes([
      Uint8Array.of(index.get(ix.programId)!),
      compactLength(ix.keys.length),
      Uint8Array.from(ix.keys.map((k) => index.get(k.pubkey)!)),
      compactLength(ix.data.length),
      ix.data,
    ]),
  );
  return concatBytes([
    header,
    compactLength(ordered.length),
    ...ordered.map(([key]) => publicKeyBytes(key)),
    publicKeyBytes(recentBlockhash),
    compactLength(instructions.length),
    ...compiled,
  ]);
}

/** A keypair as the Solana CLI stores it: 64 bytes, the 32-byte private seed followed by the public key. */
export interface Keypair {
  publicKey: string;
  secretKey: Uint8Array;
}

const PKCS8_ED25519_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);

function privateKeyOf(keypair: Keypair): ReturnType<typeof createPrivateKey> {
  const der = concatBytes([PKCS8_ED25519_PREFIX, keypair.secretKey.slice(0, 32)]);
  return createPrivateKey({ key: Buffer.from(der), format: 'der', type: 'pkcs8' });
}

/** Reads a CLI keypair (the JSON array of 64 numbers in `~/.config/solana/id.json`) and checks its public half. */
export function keypairFromJson(json: string): Keypair {
  const secretKey = Uint8Array.from(JSON.parse(json) as number[]);
  if (secretKey.length !== 64) throw new Error('a keypair file holds 64 bytes');
  const keypair = { publicKey: encodeBase58(secretKey.slice(32)), secretKey };
  const spki = createPublicKey(privateKeyOf(keypair)).export({ format: 'der', type: 'spki' });
  if (encodeBase58(new Uint8Array(spki.subarray(spki.length - 32))) !== keypair.publicKey)
    throw new Error('the keypair halves do not match');
  return keypair;
}

/**
 * A signed transaction, ready for `sendTransaction`. Every signer of the message must be among `signers`, in any
 * order; the first signer pays the fees.
 */
export function signTransaction(instructions: readonly Instruction[], signers: readonly Keypair[], recentBlockhash: string): Uint8Array {
  const [payer] = signers;
  if (!payer) throw new Error('a transaction needs a fee payer');
  const message = compileMessage(instructions, payer.publicKey, recentBlockhash);
  const required = message[0]!;
  const keys = Array.from({ length: required }, (_, i) => encodeBase58(message.slice(4 + i * 32, 36 + i * 32)));
  const signatures = keys.map((key) => {
    const signer = signers.find((s) => s.publicKey === key);
    if (!signer) throw new Error(`${key} must sign`);
    return new Uint8Array(sign(null, message, privateKeyOf(signer)));
  });
  return concatBytes([compactLength(required), ...signatures, message]);
}
// #endregion transaction

// #region rpc
/** One JSON-RPC 2.0 call to a Solana node. */
export async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message} (${body.error.code})`);
  return body.result as T;
}

/** An account's owner program and data, or `null` when the account does not exist. */
export async function getAccount(url: string, address: string): Promise<{ owner: string; lamports: number; data: Uint8Array } | null> {
  const result = await rpc<{ value: { owner: string; lamports: number; data: [string, 'base64'] } | null }>(url, 'getAccountInfo', [
    address,
    { encoding: 'base64', commitment: 'confirmed' },
  ]);
  if (!result.value) return null;
  return { owner: result.value.owner, lamports: result.value.lamports, data: new Uint8Array(Buffer.from(result.value.data[0], 'base64')) };
}

/** Signs and sends instructions; resolves to the transaction signature once the node has accepted it. */
export async function sendInstructions(url: string, instructions: readonly Instruction[], signers: readonly Keypair[]): Promise<string> {
  const { value } = await rpc<{ value: { blockhash: string } }>(url, 'getLatestBlockhash', [{ commitment: 'confirmed' }]);
  const transaction = signTransaction(instructions, signers, value.blockhash);
  return rpc<string>(url, 'sendTransaction', [
    Buffer.from(transaction).toString('base64'),
    { encoding: 'base64', preflightCommitment: 'confirmed' },
  ]);
}
// #endregion rpc

// #region view
/**
 * Runs a read-only instruction (one whose IDL entry has `returns`) in a simulation and decodes what it returns.
 * Nothing is signed or sent; `payer` only has to be an existing account, since simulations still load the fee payer.
 */
export async function view<const I extends Idl, N extends InstructionName<I>>(
  url: string,
  idl: I,
  name: N,
  accounts: AccountInputs<I, N>,
  args: ArgInputs<I, N>,
  payer: string,
): Promise<ReturnOf<I, N>> {
  const returns = idl.instructions.find((ix) => ix.name === name)?.returns;
  if (!returns) throw new Error(`${name} returns nothing`);
  const message = compileMessage([buildInstruction(idl, name, accounts, args)], payer, SYSTEM_PROGRAM);
  const unsigned = concatBytes([compactLength(1), new Uint8Array(64), message]);
  const { value } = await rpc<{ value: { err: unknown; returnData: { data: [string, 'base64'] } | null } }>(url, 'simulateTransaction', [
    Buffer.from(unsigned).toString('base64'),
    { encoding: 'base64', sigVerify: false, replaceRecentBlockhash: true, commitment: 'confirmed' },
  ]);
  if (value.err) throw new Error(`${name} failed: ${JSON.stringify(value.err)}`);
  if (!value.returnData) throw new Error(`${name} returned no data`);
  return decodeValue(idl, returns, new Uint8Array(Buffer.from(value.returnData.data[0], 'base64')))[0] as ReturnOf<I, N>;
}
// #endregion view
