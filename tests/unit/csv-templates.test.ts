import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

import generate from '../../generators/csv-templates/generate';
import type { TemplatesFile } from '../../generators/csv-templates/templates';
import { packageDir } from '../../lib/sablier-package';

/**
 * The CSV support page offers the templates of the pinned `sablier` package. Every template offered must be a
 * file of the package, the copy served for download must be identical to it, and every rule the page shows must
 * be what the template's JSON schema says (resolved here independently of the generator).
 */

const root = join(__dirname, '..', '..');
const csvRoot = join(packageDir, 'csv', 'evm');
const page = readFileSync(join(root, 'docs', 'apps', 'guides', 'csv-support.mdx'), 'utf8');

generate();
const data = JSON.parse(readFileSync(join(root, '.generated', 'csv-templates', 'templates.json'), 'utf8')) as TemplatesFile;

type Node = { $ref?: string; type?: string; pattern?: string; enum?: string[]; minLength?: number; description?: string };

function resolve(schemaPath: string, node: Node): Node {
  if (!node.$ref) return node;
  const [file, pointer] = node.$ref.split('#');
  const doc = JSON.parse(readFileSync(join(dirname(schemaPath), file ?? ''), 'utf8')) as { $defs: Record<string, Node> };
  const name = (pointer ?? '').replace('/$defs/', '');
  const def = doc.$defs[name];
  assert.ok(def, `${schemaPath}: ${node.$ref} does not resolve`);
  return def;
}

test('every EVM CSV file of the package is offered, and nothing else', () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  const inPackage = walk(csvRoot)
    .filter((f) => f.endsWith('.csv'))
    .map((f) => f.slice(csvRoot.length + 1))
    .sort();
  assert.deepEqual(data.templates.map((t) => t.file).sort(), inPackage);
  assert.ok(inPackage.length > 0, 'the package ships no CSV template');
});

test('each offered template exists in the package, is served unchanged, and its columns and preview match the file', () => {
  for (const t of data.templates) {
    const source = join(csvRoot, t.file);
    assert.ok(existsSync(source), `${t.file} is not in the sablier package`);
    const served = join(root, 'static', 'csv', 'evm', t.file);
    assert.ok(existsSync(served), `${t.file} is offered for download but static/csv/evm/${t.file} is missing`);
    assert.equal(readFileSync(served, 'utf8'), readFileSync(source, 'utf8'), `${t.file}: downloaded copy differs`);
    const lines = readFileSync(source, 'utf8')
      .split(/\r?\n/)
      .filter((l) => l.trim() !== '');
    assert.deepEqual(t.columns, lines[0]?.split(','), `${t.file}: columns differ from the header`);
    assert.deepEqual(
      t.rows,
      lines.slice(1).map((l) => l.split(',')),
      `${t.file}: preview rows differ from the file`,
    );
  }
});

test('every rule shown matches the schema of its template', () => {
  let checked = 0;
  for (const t of data.templates) {
    if (!t.schema) {
      assert.ok(!existsSync(join(csvRoot, `${t.id}.schema.json`)), `${t.file} has a schema the page does not show`);
      continue;
    }
    const schemaFileName = t.schema.file;
    const schemaPath = join(csvRoot, schemaFileName);
    assert.ok(existsSync(schemaPath), `${t.schema.file} is not in the package`);
    const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as {
      properties: Record<string, Node>;
      required?: string[];
      additionalProperties?: boolean;
    };
    assert.deepEqual(Object.keys(schema.properties), t.columns, `${t.file}: the schema's columns are not the template's`);
    assert.equal(t.schema.additionalProperties, schema.additionalProperties ?? null);
    assert.deepEqual(
      t.schema.rules.map((r) => r.column),
      Object.keys(schema.properties),
    );
    for (const rule of t.schema.rules) {
      const def = resolve(schemaPath, schema.properties[rule.column] as Node);
      const where: string = `${schemaFileName} column ${rule.column}`;
      assert.equal(rule.type, def.type ?? null, `${where}: type`);
      assert.equal(rule.pattern, def.pattern ?? null, `${where}: pattern`);
      assert.deepEqual(rule.enum, def.enum ?? null, `${where}: allowed values`);
      assert.equal(rule.minLength, def.minLength ?? null, `${where}: minimum length`);
      assert.equal(rule.description, def.description ?? null, `${where}: description`);
      assert.equal(rule.required, (schema.required ?? []).includes(rule.column), `${where}: required`);
      // The example rows the page previews satisfy the rules it shows.
      const index = t.columns.indexOf(rule.column);
      for (const row of t.rows) {
        const cell = row[index] ?? '';
        if (def.pattern) assert.match(cell, new RegExp(def.pattern), `${where}: example "${cell}"`);
        if (def.enum) assert.ok(def.enum.includes(cell), `${where}: example "${cell}"`);
        if (def.minLength !== undefined) assert.ok(cell.length >= def.minLength, `${where}: example "${cell}"`);
      }
      checked++;
    }
  }
  assert.ok(checked > 50, `only ${checked} rules checked`);
});

test('the page shows every group of templates and states the formats the shared schema defines', () => {
  const groups = new Set(data.templates.map((t) => t.group));
  const onPage = new Set([...page.matchAll(/<CsvTemplates[^>]*group="([^"]+)"/g)].map((m) => m[1]));
  assert.deepEqual([...onPage].sort(), [...groups].sort(), 'groups on the page differ from the package folders');
  const common = JSON.parse(readFileSync(join(csvRoot, 'common.schema.json'), 'utf8')) as { $defs: Record<string, Node> };
  // The hand-written format table names every allowed value of the shared enums.
  for (const value of common.$defs.granularity?.enum ?? []) assert.ok(page.includes(`\`${value}\``), `granularity ${value} missing`);
  const flow = JSON.parse(readFileSync(join(csvRoot, 'flow', 'stream.schema.json'), 'utf8')) as { properties: Record<string, Node> };
  for (const value of flow.properties.rateInterval?.enum ?? []) assert.ok(page.includes(`\`${value}\``), `rate interval ${value} missing`);
});
