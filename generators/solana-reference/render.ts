import { encodeBase58, type IdlSeed, type IdlType } from '../../examples/ts/solana-client';
import { cell, frontMatter, mdx, summaryOf } from '../contract-reference/render';
import { listField, type ItemText, type ProgramDescriptions } from './descriptions';
import {
  borshSize,
  definedNames,
  discriminatorHex,
  isReadOnly,
  rustType,
  seedText,
  snakeCase,
  type IdlAccountItem,
  type IdlInstruction,
  type ProgramIdl,
  type SolanaProgram,
} from './model';

/** Programs and sysvars the IDLs name by address. */
export const KNOWN_ADDRESSES: Record<string, string> = {
  '11111111111111111111111111111111': 'System program',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'Token program',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022 program',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token program',
  metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s: 'Metaplex Token Metadata program',
  SysvarRent111111111111111111111111111111111: 'Rent sysvar',
};

const kebab = (name: string): string => snakeCase(name).replace(/_/g, '-');

export const instructionAnchor = (name: string): string => name.replace(/_/g, '-');
export const accountAnchor = (name: string): string => `account-${kebab(name)}`;
export const eventAnchor = (name: string): string => `event-${kebab(name)}`;
export const errorAnchor = (name: string): string => `error-${kebab(name)}`;
export const typeAnchor = (name: string): string => `type-${kebab(name)}`;

/** The route of a program's generated page. */
export const programRoute = (program: SolanaProgram): string => `/reference/solana/programs/${program.slug}`;

const yes = (flag: boolean | undefined): string => (flag ? 'yes' : 'no');

/** A type cell: Rust spelling, with declared types linked to their entry on the page. */
function typeCell(idl: ProgramIdl, type: IdlType): string {
  let text = `\`${rustType(type)}\``;
  for (const name of definedNames(type)) {
    const target = idl.accounts.some((a) => a.name === name) ? accountAnchor(name) : typeAnchor(name);
    text = `[${text}](#${target})`;
  }
  return text;
}

const seedCode = (seed: IdlSeed, ix: IdlInstruction): string => seedText(seed, ix.args);

/** Where an instruction account comes from: a fixed address, seeds, or the caller. */
function addressCell(account: IdlAccountItem, ix: IdlInstruction): string {
  if (account.address) {
    const name = KNOWN_ADDRESSES[account.address];
    return `\`${account.address}\`${name ? ` (${name})` : ''}`;
  }
  if (!account.pda) return 'given by the caller';
  const seeds = account.pda.seeds.map((s) => seedCode(s, ix)).join(', ');
  const program = account.pda.program;
  if (!program) return `PDA: ${seeds}`;
  if (program.kind === 'const') {
    const address = encodeBase58(Uint8Array.from(program.value));
    if (address === 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL' && account.pda.seeds.length === 3) {
      const [owner, tokenProgram, mint] = account.pda.seeds.map((s) => seedCode(s, ix));
      return `associated token account of ${owner} for ${mint} (${tokenProgram})`;
    }
    return `PDA of the ${KNOWN_ADDRESSES[address] ?? `program \`${address}\``}: ${seeds}`;
  }
  return `PDA of ${seedCode(program, ix)}: ${seeds}`;
}

function errorLinks(idl: ProgramIdl, names: string[]): string {
  return names
    .map((name) => {
      const error = idl.errors.find((e) => e.name === name)!;
      return `[\`${name}\`](#${errorAnchor(name)}) (${error.code})`;
    })
    .join(', ');
}

function fieldsTable(idl: ProgramIdl, typeName: string, item: ItemText | undefined): string[] {
  const def = idl.types.find((t) => t.name === typeName);
  if (!def) return [];
  if (def.type.kind === 'enum') {
    return [
      'Borsh encodes the enum as one byte, the index of its variant:',
      '',
      '| Value | Variant | Meaning |',
      '|---|---|---|',
      ...def.type.variants.map((v, i) => `| ${i} | \`${v.name}\` | ${cell(item?.entries[v.name] ?? '')} |`),
      '',
    ];
  }
  if (!def.type.fields.length) return ['It has no fields: the account holds its discriminator only.', ''];
  return [
    '| Field | Type | Meaning |',
    '|---|---|---|',
    ...def.type.fields.map((f) => `| \`${f.name}\` | ${typeCell(idl, f.type)} | ${cell(item?.entries[f.name] ?? '')} |`),
    '',
  ];
}

function sizeLine(idl: ProgramIdl, name: string): string {
  const size = borshSize(idl, { defined: { name } });
  if (size !== null) return `${8 + size} bytes: the discriminator and ${size} bytes of fields`;
  const def = idl.types.find((t) => t.name === name)!;
  const fixed = def.type.kind === 'struct' ? def.type.fields.reduce((n, f) => n + (borshSize(idl, f.type) ?? 4), 0) : 1;
  return `variable: the discriminator, ${fixed} bytes of fixed-size fields and length prefixes, and the bytes of the strings or vectors`;
}

/** Where the program's instructions find an account type: the seeds of the instruction account of the same name. */
function accountSeeds(program: SolanaProgram, name: string): string | null {
  const key = snakeCase(name);
  for (const ix of program.idl.instructions) {
    const account = ix.accounts.find((a) => a.name === key);
    if (account?.pda && !account.pda.program) return account.pda.seeds.map((s) => seedCode(s, ix)).join(', ');
  }
  return null;
}

function instructionSection(program: SolanaProgram, docs: ProgramDescriptions, ix: IdlInstruction): string[] {
  const { idl } = program;
  const item = docs.instructions[ix.name];
  const signers = ix.accounts.filter((a) => a.signer).map((a) => `\`${a.name}\``);
  const errors = listField(item, 'Errors');
  const emits = listField(item, 'Emits');
  const out = [`### \`${ix.name}\` {#${instructionAnchor(ix.name)}}`, '', mdx(item?.text ?? ''), ''];
  out.push(`- **Discriminator:** \`[${ix.discriminator.join(', ')}]\` (\`${discriminatorHex(ix.discriminator)}\`)`);
  out.push(`- **Signers:** ${signers.length ? signers.join(', ') : 'none (read-only: run it in a simulation)'}`);
  if (ix.returns) out.push(`- **Returns:** ${typeCell(idl, ix.returns)}, in the simulation's return data`);
  if (emits.length) out.push(`- **Emits:** ${emits.map((e) => `[\`${e}\`](#${eventAnchor(e)})`).join(', ')}`);
  if (errors.length) out.push(`- **Program errors:** ${errorLinks(idl, errors)}`);
  out.push('', '| # | Account | Signer | Writable | Address | Role |', '|---|---|---|---|---|---|');
  ix.accounts.forEach((account, i) => {
    out.push(
      `| ${i} | \`${account.name}\` | ${yes(account.signer)} | ${yes(account.writable)} | ${cell(addressCell(account, ix))} | ${cell(docs.instructionAccounts[account.name] ?? '')} |`,
    );
  });
  out.push('');
  if (ix.args.length) {
    out.push('Arguments, Borsh-encoded in this order after the discriminator:', '', '| Argument | Type | Meaning |', '|---|---|---|');
    for (const arg of ix.args) out.push(`| \`${arg.name}\` | ${typeCell(idl, arg.type)} | ${cell(docs.args[arg.name] ?? '')} |`);
    out.push('');
  } else {
    out.push('No arguments: the instruction data is the discriminator alone.', '');
  }
  return out;
}

export interface PageCounts {
  instructions: number;
  readOnly: number;
  accounts: number;
  events: number;
  errors: number;
  types: number;
}

export function countsOf(idl: ProgramIdl): PageCounts {
  return {
    instructions: idl.instructions.length,
    readOnly: idl.instructions.filter(isReadOnly).length,
    accounts: idl.accounts.length,
    events: idl.events.length,
    errors: idl.errors.length,
    types: idl.types.length,
  };
}

/** The IDL module of the package and the names it exports for a program. */
export function idlImport(program: SolanaProgram): { path: string; namespace: string; idl: string } {
  const namespace = program.packageName.charAt(0).toLowerCase() + program.packageName.slice(1);
  return {
    path: `sablier/solana/releases/${program.release.protocol}/${program.release.version}/idl`,
    namespace,
    idl: `${program.packageName}IDL`,
  };
}

export function programPage(program: SolanaProgram, docs: ProgramDescriptions, position: number, sdkVersion: string): string {
  const { idl } = program;
  const counts = countsOf(idl);
  const imported = idlImport(program);
  const emitters = new Map<string, string[]>();
  const raisers = new Map<string, string[]>();
  for (const [name, item] of Object.entries(docs.instructions)) {
    for (const e of listField(item, 'Emits')) emitters.set(e, [...(emitters.get(e) ?? []), name]);
    for (const e of listField(item, 'Errors')) raisers.set(e, [...(raisers.get(e) ?? []), name]);
  }
  const ixLinks = (names: string[] | undefined): string => (names ?? []).map((n) => `[\`${n}\`](#${instructionAnchor(n)})`).join(', ');
  const addresses = [...new Set(program.deployments.map((d) => d.address))];
  const clusters = program.deployments.map((d) => d.cluster).join(' and ');
  const out = [
    frontMatter(
      program.title,
      `Every instruction, account, event, error and type of the ${program.title} Solana program (${program.releaseLabel}), generated from its IDL: accounts with signer, writable and PDA seeds, arguments, discriminators and error codes.`,
      position,
    ),
    mdx(docs.program),
    '',
    `- **Release:** ${program.releaseLabel}, the Solana release the [\`sablier\` package](https://www.npmjs.com/package/sablier) (version ${sdkVersion}) marks as latest. Program IDs per cluster are on the [deployments page](/guides/solana/deployments).`,
    `- **Program ID:** ${addresses.map((a) => `\`${a}\``).join(', ')} on ${clusters}${addresses.length === 1 && program.deployments.length > 1 ? ' (the same on each)' : ''}.`,
    `- **IDL:** \`${idl.metadata.name}\` version ${idl.metadata.version} (Anchor IDL spec ${idl.metadata.spec}), exported as \`${imported.namespace}.${imported.idl}\` by \`${imported.path}\`. The package names the program \`${program.packageName}\`${program.alias ? ` (alias \`${program.alias}\`)` : ''}.`,
    `- **Contents:** ${counts.instructions} instructions (${counts.readOnly} of them read-only), ${counts.accounts} account types, ${counts.events} events, ${counts.errors} errors and ${counts.types} types.`,
    '',
    'Names, layouts, discriminators, seeds, error codes and messages are read from the IDL when the site is built; the descriptions are ours, written from the program sources of the release.',
    '',
    '## Instructions {#instructions}',
    '',
    'Instructions that change state come first, then the read-only ones. A read-only instruction writes nothing: it returns a value through the return data of a transaction, so clients run it in a simulation (`simulateTransaction`) without signing or paying.',
    '',
    '| Instruction | Kind | Signers | What it does |',
    '|---|---|---|---|',
  ];
  const ordered = [...idl.instructions.filter((ix) => !isReadOnly(ix)), ...idl.instructions.filter(isReadOnly)];
  for (const ix of ordered) {
    const signers = ix.accounts
      .filter((a) => a.signer)
      .map((a) => `\`${a.name}\``)
      .join(', ');
    out.push(
      `| [\`${ix.name}\`](#${instructionAnchor(ix.name)}) | ${ix.returns ? `read-only, returns \`${rustType(ix.returns)}\`` : 'changes state'} | ${signers || 'none'} | ${cell(summaryOf(docs.instructions[ix.name]?.text))} |`,
    );
  }
  out.push('');
  for (const ix of ordered) out.push(...instructionSection(program, docs, ix));

  out.push(
    '## Accounts {#accounts}',
    '',
    `Accounts owned by ${program.title}. Their data starts with the 8-byte discriminator of the account type, followed by the fields in the order below, Borsh-encoded (integers little-endian, strings and vectors after a 4-byte length). Fetch one with \`getAccountInfo\` and check the discriminator before decoding.`,
    '',
  );
  for (const account of idl.accounts) {
    const item = docs.accounts[account.name];
    const seeds = accountSeeds(program, account.name);
    out.push(`### \`${account.name}\` {#${accountAnchor(account.name)}}`, '', mdx(item?.text ?? ''), '');
    out.push(`- **Discriminator:** \`[${account.discriminator.join(', ')}]\` (\`${discriminatorHex(account.discriminator)}\`)`);
    if (seeds) out.push(`- **Address:** PDA of ${program.title} with seeds ${seeds}`);
    out.push(`- **Size:** ${sizeLine(idl, account.name)}`, '');
    out.push(...fieldsTable(idl, account.name, item));
  }

  out.push(
    '## Events {#events}',
    '',
    `${program.title} emits events with Anchor's \`emit!\`: each one is a log line \`Program data: <base64>\` in the transaction's logs, whose bytes are the 8-byte discriminator of the event followed by its fields, Borsh-encoded.`,
    '',
  );
  for (const event of idl.events) {
    const item = docs.events[event.name];
    out.push(`### \`${event.name}\` {#${eventAnchor(event.name)}}`, '', mdx(item?.text ?? ''), '');
    out.push(`- **Discriminator:** \`[${event.discriminator.join(', ')}]\` (\`${discriminatorHex(event.discriminator)}\`)`);
    const by = emitters.get(event.name);
    if (by?.length) out.push(`- **Emitted by:** ${ixLinks(by)}`);
    out.push('', ...fieldsTable(idl, event.name, item));
  }

  out.push(
    '## Errors {#errors}',
    '',
    `The program's own errors, numbered from 6000 as Anchor numbers them. A failed transaction reports one as \`{"InstructionError": [index, {"Custom": code}]}\`, and its logs show \`custom program error: 0x…\` (the code in hexadecimal) next to the error's name and message. Codes below 6000 come from Anchor itself, such as 2003 (a \`constraint\` failed), 2012 (an account is not the address the program expects) or 3012 (an account does not exist yet).`,
    '',
    '| Code | Hex | Error | Message |',
    '|---|---|---|---|',
    ...idl.errors.map((e) => `| ${e.code} | \`0x${e.code.toString(16)}\` | [\`${e.name}\`](#${errorAnchor(e.name)}) | ${cell(e.msg)} |`),
    '',
  );
  for (const error of idl.errors) {
    const item = docs.errors[error.name];
    out.push(`### \`${error.name}\` {#${errorAnchor(error.name)}}`, '', mdx(item?.text ?? ''), '');
    out.push(`- **Code:** ${error.code} (\`0x${error.code.toString(16)}\`)`, `- **Message:** "${mdx(error.msg)}"`);
    const by = raisers.get(error.name);
    if (by?.length) out.push(`- **Raised by:** ${ixLinks(by)}`);
    if (item?.fields.Fix) out.push(`- **How to avoid it:** ${mdx(item.fields.Fix)}`);
    out.push('');
  }

  out.push(
    '## Types {#types}',
    '',
    'Every type the IDL declares. The IDL also declares the layout of each account type and event as a type of the same name; those entries point to the sections above.',
    '',
  );
  const isAccount = new Set(idl.accounts.map((a) => a.name));
  const isEvent = new Set(idl.events.map((e) => e.name));
  for (const def of idl.types) {
    out.push(`### \`${def.name}\` {#${typeAnchor(def.name)}}`, '');
    if (isAccount.has(def.name) || isEvent.has(def.name)) {
      const links = [
        ...(isAccount.has(def.name) ? [`the [\`${def.name}\` account](#${accountAnchor(def.name)})`] : []),
        ...(isEvent.has(def.name) ? [`the [\`${def.name}\` event](#${eventAnchor(def.name)})`] : []),
      ];
      out.push(`The layout of ${links.join(' and ')}, whose fields are listed there.`, '');
      continue;
    }
    const item = docs.types[def.name];
    out.push(mdx(item?.text ?? ''), '');
    const size = borshSize(idl, { defined: { name: def.name } });
    if (size !== null && def.type.kind === 'struct') out.push(`Encoded size: ${size} bytes.`, '');
    out.push(...fieldsTable(idl, def.name, item));
  }
  return out.join('\n');
}
