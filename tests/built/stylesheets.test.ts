/**
 * The site's stylesheets have no `:has()`. `:root:has(:target)` (the mark for a page opened at
 * a #section before src/lib/opened-at-section.ts) made every element the page inserted restyle the whole page,
 * while React commits, prefetch links and script tags insert elements as the page starts. A subject scoped to the
 * article did no better.
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
