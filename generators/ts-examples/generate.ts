import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { splitRegions } from '../../lib/example-regions';

import { GeneratedFiles } from '../../lib/unchanged-files';

/**
 * TypeScript examples live in `examples/ts/*.ts`, where `tsc` type-checks them and unit tests run them.
 * Pages show the same text: this writes `.generated/ts-examples/<file>.json` with the whole source and its
 * named excerpts (lines between `// #region name` and `// #endregion name`, see lib/example-regions.ts), marker lines left out.
 */

const ROOT = join(__dirname, '..', '..');
export const SOURCE_DIR = join(ROOT, 'examples', 'ts');
export const OUT_DIR = join(ROOT, '.generated', 'ts-examples');

export default function generate(): string {
  const out = new GeneratedFiles([OUT_DIR]);
  const files = readdirSync(SOURCE_DIR)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  for (const file of files) {
    const example = splitRegions(`examples/ts/${file}`, readFileSync(join(SOURCE_DIR, file), 'utf8'));
    out.write(join(OUT_DIR, `${file}.json`), JSON.stringify(example, null, 2) + '\n');
  }
  const { written } = out.commit();
  return `${files.length} TypeScript example(s) in .generated/ts-examples, ${written} changed`;
}
