import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { readSiteEnv } from '../../site.env';
import { parseStockModules, STOCK_MODULE_NAMES } from '../../overrides/stock-modules';

// STOCK_MODULES picks which replacements bench/replacements.ts builds with Docusaurus's own module.

test('unset or empty, STOCK_MODULES keeps every replacement of ours', () => {
  assert.deepEqual([...readSiteEnv({}).stockModules], []);
  assert.deepEqual([...parseStockModules('')], []);
  assert.deepEqual([...parseStockModules(' , ')], []);
});

test('STOCK_MODULES reads a comma list of replacement names', () => {
  assert.deepEqual([...readSiteEnv({ STOCK_MODULES: 'idle-prefetch, html-template' }).stockModules], ['idle-prefetch', 'html-template']);
  assert.deepEqual(
    [...parseStockModules('idle-prefetch,hydration-transitions,html-template,staged-start')].sort(),
    [...STOCK_MODULE_NAMES].sort(),
  );
  assert.deepEqual([...parseStockModules('staged-start,staged-start')], ['staged-start']);
});

test('an unknown name in STOCK_MODULES fails the build, naming it and the known names', () => {
  assert.throws(
    () => parseStockModules('idle-prefetch,idle-prefetsh'),
    /unknown name "idle-prefetsh".*idle-prefetch, hydration-transitions/,
  );
  assert.throws(() => readSiteEnv({ STOCK_MODULES: 'Token' }), /"Token"/);
  assert.throws(() => parseStockModules('ours'), /"ours"/);
});

test('each name is a replacement of ours', () => {
  const root = join(__dirname, '..', '..');
  for (const name of STOCK_MODULE_NAMES) assert.ok(existsSync(join(root, 'overrides', name, 'index.ts')), name);
});
