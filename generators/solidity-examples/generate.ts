import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { splitRegions } from '../../lib/example-regions';
import { GeneratedFiles } from '../../lib/unchanged-files';

/**
 * Makes every Solidity example under `examples/` importable from MDX: for `examples/lockup/X.sol` it
 * writes `.generated/solidity-examples/lockup/X.sol.json` holding the file's text and its named regions.
 * A region is the text between `// #region name` and `// #endregion name` (lib/example-regions.ts); the
 * marker lines are removed from what pages show. The compile test compiles the very same files.
 */

const root = join(__dirname, '..', '..');
const EXAMPLES_DIR = join(root, 'examples');
const OUTPUT_DIR = join(root, '.generated', 'solidity-examples');

/** The MDX import specifier of an example, given its path relative to `examples/`. */
export function exampleImportPath(relativePath: string): string {
  return `@site/.generated/solidity-examples/${relativePath}.json`;
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
    const example = splitRegions(`examples/${rel}`, readFileSync(file, 'utf8'));
    out.write(join(OUTPUT_DIR, `${rel}.json`), JSON.stringify(example, null, 2) + '\n');
  }
  const { written } = out.commit();
  return `${files.length} examples in .generated/solidity-examples, ${written} changed`;
}
