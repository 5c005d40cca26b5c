/**
 * Reading what a transaction did to a Sablier program: the events in its logs and, when it failed, the program error
 * it failed with. Both are decoded with the IDLs in the `sablier` package.
 */
import { decodeValue, rpc, type Decoded, type Idl } from './solana-client';

// #region events
type EventName<I> = I extends { readonly events: readonly (infer E)[] }
  ? E extends { readonly name: infer N extends string }
    ? N
    : never
  : never;

/** One decoded event, its data typed from the IDL by the event's name. */
export type ProgramEvent<I> = { [N in EventName<I>]: { name: N; data: Decoded<I, N> } }[EventName<I>];

/**
 * The events a program emitted, from a transaction's log messages. Anchor logs each event as
 * `Program data: <base64>` while the program runs; lines logged while another program runs (a token program, say)
 * are skipped by following the `invoke` and `success`/`failed` lines.
 */
export function decodeEvents<const I extends Idl>(idl: I, logs: readonly string[]): ProgramEvent<I>[] {
  const stack: string[] = [];
  const events: ProgramEvent<I>[] = [];
  for (const line of logs) {
    const invoke = /^Program (\w+) invoke \[\d+\]$/.exec(line);
    if (invoke) {
      stack.push(invoke[1]!);
      continue;
    }
    if (/^Program \w+ (success|failed)/.test(line)) {
      stack.pop();
      continue;
    }
    if (!line.startsWith('Program data: ') || stack.at(-1) !== idl.address) continue;
    const bytes = new Uint8Array(Buffer.from(line.slice('Program data: '.length), 'base64'));
    const event = idl.events?.find((e) => e.discriminator.every((b, i) => bytes[i] === b));
    if (!event) continue;
    const [data] = decodeValue(idl, { defined: { name: event.name } }, bytes, 8);
    events.push({ name: event.name, data } as ProgramEvent<I>);
  }
  return events;
}

/** The events of a confirmed transaction, by signature. */
export async function transactionEvents<const I extends Idl>(url: string, idl: I, signature: string): Promise<ProgramEvent<I>[]> {
  const tx = await rpc<{ meta: { logMessages: string[] | null } } | null>(url, 'getTransaction', [
    signature,
    { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
  ]);
  if (!tx) throw new Error(`${signature} is not confirmed yet`);
  return decodeEvents(idl, tx.meta.logMessages ?? []);
}
// #endregion events

// #region errors
export interface ProgramError {
  /** The position of the failed instruction in the transaction. */
  instruction: number;
  code: number;
  name: string;
  message: string;
}

/**
 * The program error of a failed transaction or simulation, from its `err` field: `{"InstructionError":
 * [index, {"Custom": code}]}`. Codes the IDL lists are the program's own, and smaller ones come from Anchor; check that
 * `instruction` is the position of the Sablier instruction, since another program's custom codes look the same.
 * Errors of other kinds (a missing signature, too little SOL) return `null`.
 */
export function programError(idl: Idl, err: unknown): ProgramError | null {
  if (!err || typeof err !== 'object' || !('InstructionError' in err)) return null;
  const [instruction, detail] = (err as { InstructionError: [number, unknown] }).InstructionError;
  if (!detail || typeof detail !== 'object' || !('Custom' in detail)) return null;
  const code = (detail as { Custom: number }).Custom;
  const known = idl.errors?.find((e) => e.code === code);
  return known
    ? { instruction, code, name: known.name, message: known.msg ?? '' }
    : { instruction, code, name: code < 6000 ? 'AnchorError' : 'UnknownError', message: `custom program error: 0x${code.toString(16)}` };
}
// #endregion errors
