import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { GeneratedFiles } from '../unchanged-files';

/**
 * Makes every Solidity example under `examples/` importable from MDX: for `examples/lockup/X.sol` it
 * writes `.generated/solidity-examples/lockup/X.sol.json` holding the file's text and its named regions.
 * A region is the text between `// #region name` and `// #endregion name`; the marker lines are removed
 * from what pages show. The compile test compiles the very same files.
 */

const root = join(__dirname, '..', '..');
const EXAMPLES_DIR = join(root, 'examples');
const OUTPUT_DIR = join(root, '.generated', 'solidity-examples');

export interface SolidityExample {
  /** Path relative to the repository root, e.g. `examples/lockup/X.sol`. */
  path: string;
  source: string;
  regions: Record<string, string>;
}

/** The MDX import specifier of an example, given its path relative to `examples/`. */
export function exampleImportPath(relativePath: string): string {
  return `@site/.generated/solidity-examples/${relativePath}.json`;
}

const MARKER = /^\s*\/\/ #(region|endregion) ([\w-]+)\s*$/;

export function parseExample(path: string, text: string): SolidityExample {
  const lines = text.split('\n');
  const shown: string[] = [];
  const open = new Map<string, string[]>();
  const regions: Record<string, string> = {};
  for (const line of lines) {
    const marker = MARKER.exec(line);
    if (marker) {
      const [, kind, name] = marker as unknown as [string, string, string];
      if (kind === 'region') {
        if (open.has(name) || regions[name] !== undefined) throw new Error(`${path}: region ${name} opened twice`);
        open.set(name, []);
      } else {
        const body = open.get(name);
        if (!body) throw new Error(`${path}: region ${name} closed before it was opened`);
        regions[name] = dedent(body).join('\n').trim() + '\n';
        open.delete(name);
      }
      continue;
    }
    shown.push(line);
    for (const body of open.values()) body.push(line);
  }
  if (open.size > 0) throw new Error(`${path}: unclosed region(s) ${[...open.keys()].join(', ')}`);
  return { path, source: shown.join('\n').trimEnd() + '\n', regions };
}

function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)![0].length);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut));
}

function listSol(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSol(path);
    return entry.name.endsWith('.sol') ? [path] : [];
  });
}

export default function generate(): string {
  const out = new GeneratedFiles([OUTPUT_DIR]);
  const files = listSol(EXAMPLES_DIR).sort();
  for (const file of files) {
    const rel = relative(EXAMPLES_DIR, file).split(sep).join('/');
    const example = parseExample(`examples/${rel}`, readFileSync(file, 'utf8'));
    out.write(join(OUTPUT_DIR, `${rel}.json`), JSON.stringify(example, null, 2) + '\n');
  }
  const { written } = out.commit();
  return `${files.length} examples in .generated/solidity-examples, ${written} changed`;
}
