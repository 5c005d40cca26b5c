import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { GeneratedFiles } from '../unchanged-files';

/**
 * TypeScript examples live in `examples/ts/*.ts`, where `tsc` type-checks them and unit tests run them.
 * Pages show the same text: this writes `.generated/ts-examples/<file>.json` with the whole source and its
 * named excerpts (lines between `// #region name` and `// #endregion name`), marker lines left out.
 */

const ROOT = join(__dirname, '..', '..');
export const SOURCE_DIR = join(ROOT, 'examples', 'ts');
export const OUT_DIR = join(ROOT, '.generated', 'ts-examples');

export interface TsExample {
  path: string;
  source: string;
  regions: Record<string, string>;
}

const MARKER = /^\s*\/\/ #(region|endregion) ([\w-]+)\s*$/;

export function splitRegions(path: string, text: string): TsExample {
  const kept: string[] = [];
  const regions: Record<string, string> = {};
  let current: { name: string; lines: string[] } | null = null;
  for (const line of text.split('\n')) {
    const marker = MARKER.exec(line);
    if (!marker) {
      kept.push(line);
      current?.lines.push(line);
      continue;
    }
    const [, kind, name] = marker as unknown as [string, 'region' | 'endregion', string];
    if (kind === 'region') {
      if (current) throw new Error(`${path}: region "${name}" opens inside "${current.name}"`);
      if (name in regions) throw new Error(`${path}: region "${name}" appears twice`);
      current = { name, lines: [] };
    } else {
      if (current?.name !== name) throw new Error(`${path}: "#endregion ${name}" does not close an open region`);
      regions[name] = current.lines.join('\n').trim() + '\n';
      current = null;
    }
  }
  if (current) throw new Error(`${path}: region "${current.name}" is never closed`);
  return { path, source: kept.join('\n').trimEnd() + '\n', regions };
}

export default function generate(): string {
  const out = new GeneratedFiles([OUT_DIR]);
  const files = readdirSync(SOURCE_DIR).filter((f) => f.endsWith('.ts')).sort();
  for (const file of files) {
    const example = splitRegions(`examples/ts/${file}`, readFileSync(join(SOURCE_DIR, file), 'utf8'));
    out.write(join(OUT_DIR, `${file}.json`), JSON.stringify(example, null, 2) + '\n');
  }
  const { written } = out.commit();
  return `${files.length} TypeScript example(s) in .generated/ts-examples, ${written} changed`;
}
