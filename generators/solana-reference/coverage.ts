import { listField, type ProgramDescriptions } from './descriptions';
import type { SolanaProgram } from './model';

/**
 * What the descriptions of a program lack or have in excess, compared with its IDL: every instruction, account name,
 * argument, account type, event, error and declared type needs its text, every struct field and enum variant its
 * line, and every name a description lists (errors an instruction raises, events it emits) must exist in the IDL.
 * The generator stops on any problem, and the unit tests print them.
 */
export function coverageProblems(program: SolanaProgram, docs: ProgramDescriptions): string[] {
  const { idl } = program;
  const problems: string[] = [];
  const where = docs.file;
  const compare = (what: string, expected: Iterable<string>, described: Iterable<string>): void => {
    const want = new Set(expected);
    const have = new Set(described);
    const missing = [...want].filter((n) => !have.has(n));
    const unknown = [...have].filter((n) => !want.has(n));
    if (missing.length) problems.push(`${where}: no ${what} for ${missing.join(', ')}`);
    if (unknown.length) problems.push(`${where}: ${what} for names the IDL does not have: ${unknown.join(', ')}`);
  };
  if (!docs.program) problems.push(`${where}: the "## Program" introduction is empty`);
  compare(
    'instruction description',
    idl.instructions.map((ix) => ix.name),
    Object.keys(docs.instructions),
  );
  compare(
    'instruction account line',
    idl.instructions.flatMap((ix) => ix.accounts.map((a) => a.name)),
    Object.keys(docs.instructionAccounts),
  );
  compare(
    'argument line',
    idl.instructions.flatMap((ix) => ix.args.map((a) => a.name)),
    Object.keys(docs.args),
  );
  compare(
    'account type description',
    idl.accounts.map((a) => a.name),
    Object.keys(docs.accounts),
  );
  compare(
    'event description',
    idl.events.map((e) => e.name),
    Object.keys(docs.events),
  );
  compare(
    'error description',
    idl.errors.map((e) => e.name),
    Object.keys(docs.errors),
  );
  const layouts = new Set([...idl.accounts.map((a) => a.name), ...idl.events.map((e) => e.name)]);
  compare(
    'type description',
    idl.types.filter((t) => !layouts.has(t.name)).map((t) => t.name),
    Object.keys(docs.types),
  );

  const errorNames = new Set(idl.errors.map((e) => e.name));
  const eventNames = new Set(idl.events.map((e) => e.name));
  for (const [name, item] of Object.entries(docs.instructions)) {
    if (!item.text) problems.push(`${where}:${item.line}: ${name} has no text`);
    for (const error of listField(item, 'Errors'))
      if (!errorNames.has(error)) problems.push(`${where}:${item.line}: ${name} lists an error the IDL does not have: ${error}`);
    for (const event of listField(item, 'Emits'))
      if (!eventNames.has(event)) problems.push(`${where}:${item.line}: ${name} emits an event the IDL does not have: ${event}`);
  }
  for (const [name, item] of Object.entries(docs.errors)) {
    if (!item.text) problems.push(`${where}:${item.line}: ${name} has no text`);
    if (!item.fields.Fix) problems.push(`${where}:${item.line}: ${name} has no "- Fix:" line`);
  }
  // Every field of every struct, and every variant of every enum, is described where its type is.
  for (const def of idl.types) {
    const item = docs.accounts[def.name] ?? docs.events[def.name] ?? docs.types[def.name];
    if (!item) continue;
    if (!item.text) problems.push(`${where}:${item.line}: ${def.name} has no text`);
    const members = def.type.kind === 'struct' ? def.type.fields.map((f) => f.name) : def.type.variants.map((v) => v.name);
    const missing = members.filter((m) => !item.entries[m]);
    const unknown = Object.keys(item.entries).filter((m) => !members.includes(m));
    if (missing.length) problems.push(`${where}:${item.line}: ${def.name} has no line for ${missing.join(', ')}`);
    if (unknown.length) problems.push(`${where}:${item.line}: ${def.name} describes members it does not have: ${unknown.join(', ')}`);
  }
  return problems;
}
