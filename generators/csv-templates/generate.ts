import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';

import { CURRENT_RELEASES } from '../../src/lib/releases';
import { packageDir, sablierVersion } from '../../lib/sablier-package';
import { buildTemplate, type ShapeInfo, type TemplatesFile } from './templates';

/**
 * Offers the CSV templates of the pinned `sablier` package for download and describes them.
 *
 * - copies every EVM template (`csv/evm/**.csv`) and every schema into `static/csv/evm/…`;
 * - writes `.generated/csv-templates/templates.json`: per template its columns, the rules its JSON
 *   schema states (type, pattern, allowed values, minimum length, required) and the template rows.
 *
 * Rules come only from the schemas; a template whose package ships no schema shows its columns only.
 */

const repoRoot = join(__dirname, '..', '..');
export const csvRoot = join(packageDir, 'csv', 'evm');
export const staticOut = join(repoRoot, 'static', 'csv');
export const dataOut = join(repoRoot, '.generated', 'csv-templates');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

/** Shape names and the creation functions of the current releases (src/lib/releases.ts), from the package. */
function loadShapes(): Record<string, Record<string, ShapeInfo>> {
  // The shapes module is not in the package's export map: read it by file path (Node side only).
  const shapes = require(join(packageDir, 'dist', 'cjs', 'shapes', 'index.js')) as {
    lockupShapes: Record<string, RawShape>;
    flowShapes: Record<string, RawShape>;
    airdropShapes: Record<string, RawShape>;
  };
  // The releases these docs cover, by the contracts that create each shape: Lockup and Flow have one, Airdrops has a
  // factory per campaign type since v2.0 (an LL shape is created by SablierFactoryMerkleLL, an instant one by
  // SablierFactoryMerkleInstant, …).
  const pick = (all: Record<string, RawShape>, creates: (contract: string) => boolean, version: string): Record<string, ShapeInfo> =>
    Object.fromEntries(
      Object.values(all).map((shape) => {
        const methods = shape.evm.filter((m) => creates(m.contract) && m.version === version).flatMap((m) => m.createMethods);
        return [shape.id, { name: shape.name, deprecated: shape.isDeprecated, createMethods: [...new Set(methods)] }];
      }),
    );
  return {
    lockup: pick(shapes.lockupShapes, (c) => c === 'SablierLockup', CURRENT_RELEASES.lockup),
    flow: pick(shapes.flowShapes, (c) => c === 'SablierFlow', CURRENT_RELEASES.flow),
    airdrops: pick(shapes.airdropShapes, (c) => c.startsWith('SablierFactoryMerkle'), CURRENT_RELEASES.airdrops),
  };
}

interface RawShape {
  id: string;
  name: string;
  isDeprecated: boolean;
  evm: { contract: string; version: string; createMethods: readonly string[] }[];
}

export default function generate(): string {
  rmSync(staticOut, { recursive: true, force: true });
  rmSync(dataOut, { recursive: true, force: true });
  mkdirSync(dataOut, { recursive: true });

  const pkg = { name: 'sablier', version: sablierVersion };
  const shapes = loadShapes();
  const files = walk(csvRoot).map((file) => relative(csvRoot, file).split(sep).join(posix.sep));

  for (const file of files) {
    if (!file.endsWith('.csv') && !file.endsWith('.schema.json')) continue;
    const target = join(staticOut, 'evm', file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(csvRoot, file), target);
  }

  const read = (file: string): string => readFileSync(join(csvRoot, file), 'utf8');
  const templates = files
    .filter((file) => file.endsWith('.csv'))
    .map((file) => buildTemplate(file, read, (f) => existsSync(join(csvRoot, f)), files, shapes));

  const out: TemplatesFile = {
    package: { name: pkg.name, version: pkg.version },
    downloadBase: '/csv/evm/',
    templates,
  };
  writeFileSync(join(dataOut, 'templates.json'), `${JSON.stringify(out, null, 2)}\n`);
  const withSchema = templates.filter((t) => t.schema !== null).length;
  return `${templates.length} templates (${withSchema} with a schema) from ${pkg.name}@${pkg.version}`;
}
