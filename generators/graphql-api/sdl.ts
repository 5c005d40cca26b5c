/** A tiny SDL writer: the derivations build these plain records, and `printSdl` renders them. */
export interface ArgDef {
  name: string;
  type: string;
  defaultValue?: string;
  description?: string;
}

export interface FieldDef {
  name: string;
  type: string;
  description?: string;
  args?: ArgDef[];
}

export type TypeDef =
  | { kind: 'object' | 'input'; name: string; description?: string; fields: FieldDef[] }
  | { kind: 'enum'; name: string; description?: string; values: { name: string; description?: string }[] }
  | { kind: 'scalar'; name: string; description?: string };

function describe(text: string | undefined, indent: string): string {
  if (!text) return '';
  const escaped = text.replace(/"""/g, '\\"""');
  return `${indent}"""\n${escaped
    .split('\n')
    .map((line) => (line ? indent + line : line))
    .join('\n')}\n${indent}"""\n`;
}

function printArgs(args: ArgDef[] | undefined): string {
  if (!args || args.length === 0) return '';
  const lines = args.map(
    (a) => `${describe(a.description, '    ')}    ${a.name}: ${a.type}${a.defaultValue !== undefined ? ` = ${a.defaultValue}` : ''}`,
  );
  return `(\n${lines.join('\n')}\n  )`;
}

export function printType(def: TypeDef): string {
  const head = describe(def.description, '');
  if (def.kind === 'scalar') return `${head}scalar ${def.name}`;
  if (def.kind === 'enum') {
    const values = def.values.map((v) => `${describe(v.description, '  ')}  ${v.name}`).join('\n');
    return `${head}enum ${def.name} {\n${values}\n}`;
  }
  const keyword = def.kind === 'object' ? 'type' : 'input';
  const fields = def.fields.map((f) => `${describe(f.description, '  ')}  ${f.name}${printArgs(f.args)}: ${f.type}`).join('\n');
  return `${head}${keyword} ${def.name} {\n${fields}\n}`;
}

export function printSdl(header: string, defs: TypeDef[], schemaBlock?: string): string {
  const parts = [header.trim(), ...(schemaBlock ? [schemaBlock] : []), ...defs.map(printType)];
  return `${parts.join('\n\n')}\n`;
}

/** Code-point order, as Hasura lists fields, enum values and arguments. */
export function byCodePoint<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
