/**
 * The site's stylesheets have no `:has()`: a rule such as `:root:has(:target)` makes every element the page
 * inserts (React's commits, prefetch links, script tags) restyle the whole page while it starts, several times the
 * cost of an insertion without it on the largest pages.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { buildDir } from '../support/harness';

test('no built stylesheet uses :has()', () => {
  const dir = join(buildDir, 'assets', 'css');
  const sheets = readdirSync(dir).filter((name) => name.endsWith('.css'));
  assert.ok(sheets.length > 0, 'the build has stylesheets');
  const found = sheets.flatMap((name) =>
    [...readFileSync(join(dir, name), 'utf8').matchAll(/[^{}]*:has\([^{]*\{/g)].map((m) => `${name}: ${m[0].trim()}`),
  );
  assert.deepEqual(found, []);
});
