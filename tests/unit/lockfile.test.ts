import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

/**
 * `npm ci` refuses a lock file that lacks an optional dependency of a locked package, even one built for another
 * platform: this machine only ever installs the Linux binaries, so a lock written here can silently drop the macOS
 * and Windows ones and break `npm ci` for every writer on those systems. This reads the lock as `npm ci` would.
 */
interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const root = join(__dirname, '..', '..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };

/** Where Node would resolve `name` from the package at `path`: its own node_modules, then each ancestor's. */
function resolveFrom(path: string, name: string): string | undefined {
  let base = path;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

test('every optional dependency of every locked package is in the lock, for every platform', () => {
  const missing: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const found = resolveFrom(path, name);
      if (!found) missing.push(`${path || '(root)'} → ${name}@${range}`);
      else if (/^\d+\.\d+\.\d+$/.test(range) && lock.packages[found]?.version !== range) {
        missing.push(`${path} → ${name}@${range} (locked ${lock.packages[found]?.version})`);
      }
    }
  }
  assert.deepEqual(missing, [], 'run `npm install --package-lock-only` with versions whose platform binaries all exist');
});

test('the HTML minifier is pinned to a version the registry has for every platform', () => {
  const html = Object.entries(lock.packages).filter(([path]) => path.endsWith('node_modules/@swc/html'));
  assert.ok(html.length > 0, '@swc/html is locked (Docusaurus Faster minifies HTML with it)');
  for (const [path, entry] of html) {
    const binaries = Object.keys(entry.optionalDependencies ?? {});
    assert.ok(binaries.length >= 10, `${path} lists its platform binaries`);
    assert.ok(binaries.some((name) => name.includes('darwin')) && binaries.some((name) => name.includes('win32')));
  }
});
