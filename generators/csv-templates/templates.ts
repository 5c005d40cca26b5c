import { posix } from 'node:path';
import type { ColumnRule, TemplateSchema, Template } from '../../src/data-types/csv-templates';
export type { ColumnRule, TemplateSchema, Template } from '../../src/data-types/csv-templates';

export interface TemplatesFile {
  package: { name: string; version: string };
  downloadBase: string;
  templates: Template[];
}

export interface ShapeInfo {
  name: string;
  deprecated: boolean;
  createMethods: string[];
}

/** Splits CSV text into rows of cells (RFC 4180 quoting; the templates use none, but stay safe). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

type JsonSchema = {
  title?: string;
  description?: string;
  $ref?: string;
  type?: string;
  pattern?: string;
  enum?: string[];
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  $defs?: Record<string, JsonSchema>;
};

function resolveRule(
  column: string,
  property: JsonSchema,
  schemaFile: string,
  required: string[],
  read: (file: string) => string,
): ColumnRule {
  let node = property;
  let definition: string | null = null;
  if (property.$ref) {
    const [refFile, pointer] = property.$ref.split('#');
    const target = posix.normalize(posix.join(posix.dirname(schemaFile), refFile ?? ''));
    const doc = JSON.parse(read(target)) as JsonSchema;
    const match = /^\/\$defs\/(.+)$/.exec(pointer ?? '');
    if (!match?.[1] || !doc.$defs?.[match[1]]) throw new Error(`${schemaFile}: cannot resolve ${property.$ref}`);
    definition = match[1];
    node = doc.$defs[match[1]] as JsonSchema;
  }
  return {
    column,
    required: required.includes(column),
    type: node.type ?? null,
    pattern: node.pattern ?? null,
    enum: node.enum ? [...node.enum] : null,
    minLength: node.minLength ?? null,
    description: node.description ?? null,
    definition,
  };
}

export function buildTemplate(
  file: string,
  read: (file: string) => string,
  exists: (file: string) => boolean,
  allFiles: string[],
  shapes: Record<string, Record<string, ShapeInfo>>,
): Template {
  const id = file.replace(/\.csv$/, '');
  const group = posix.dirname(id) === '.' ? id : posix.dirname(id);
  const product = group.split('/')[0] ?? group;
  const timing = group.split('/')[1];
  const shape = product === 'flow' ? 'flow' : posix.basename(id);
  const [header = [], ...rows] = parseCsv(read(file));

  let schemaFile: string | null = null;
  let matchedBy: TemplateSchema['matchedBy'] = 'name';
  if (exists(`${id}.schema.json`)) schemaFile = `${id}.schema.json`;
  else {
    // A schema with no CSV of its own in the same folder whose columns are exactly this header.
    const orphans = allFiles.filter(
      (f) =>
        f.endsWith('.schema.json') && posix.dirname(f) === posix.dirname(file) && !allFiles.includes(f.replace(/\.schema\.json$/, '.csv')),
    );
    const same = orphans.filter((f) => {
      const keys = Object.keys((JSON.parse(read(f)) as JsonSchema).properties ?? {});
      return keys.join(',') === header.join(',');
    });
    if (same.length === 1 && same[0]) {
      schemaFile = same[0];
      matchedBy = 'columns';
    }
  }

  let schema: TemplateSchema | null = null;
  if (schemaFile) {
    const doc = JSON.parse(read(schemaFile)) as JsonSchema;
    const required = doc.required ?? [];
    const properties = doc.properties ?? {};
    schema = {
      file: schemaFile,
      title: doc.title ?? null,
      description: doc.description ?? null,
      matchedBy,
      additionalProperties: doc.additionalProperties ?? null,
      rules: Object.entries(properties).map(([column, prop]) => resolveRule(column, prop, schemaFile, required, read)),
    };
  }

  const info = shapes[product]?.[shape];
  const methods = info?.createMethods ?? [];
  const createMethods =
    timing === 'duration'
      ? methods.filter((m) => m.includes('Durations'))
      : timing === 'range'
        ? methods.filter((m) => m.includes('Timestamps'))
        : methods;

  return {
    id,
    file,
    group,
    shape,
    shapeName: info?.name ?? null,
    deprecated: info?.deprecated ?? false,
    createMethods,
    columns: header,
    rows,
    schema,
  };
}
