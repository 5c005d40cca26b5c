import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { readSiteEnv } from '../../site.env';
import { parseStockModules, STOCK_MODULE_NAMES, upstreamToken } from '../../overrides/stock-modules';

// STOCK_MODULES picks which replacements bench/replacements.ts builds with Docusaurus's own module.

test('unset or empty, STOCK_MODULES keeps every replacement of ours', () => {
  assert.deepEqual([...readSiteEnv({}).stockModules], []);
  assert.deepEqual([...parseStockModules('')], []);
  assert.deepEqual([...parseStockModules(' , ')], []);
});

test('STOCK_MODULES reads a comma list of replacement names', () => {
  assert.deepEqual([...readSiteEnv({ STOCK_MODULES: 'idle-prefetch, token' }).stockModules], ['idle-prefetch', 'token']);
  assert.deepEqual(
    [...parseStockModules('idle-prefetch,hydration-transitions,html-template,token,staged-start')].sort(),
    [...STOCK_MODULE_NAMES].sort(),
  );
  assert.deepEqual([...parseStockModules('token,token')], ['token']);
});

test('an unknown name in STOCK_MODULES fails the build, naming it and the known names', () => {
  assert.throws(
    () => parseStockModules('idle-prefetch,idle-prefetsh'),
    /unknown name "idle-prefetsh".*idle-prefetch, hydration-transitions/,
  );
  assert.throws(() => readSiteEnv({ STOCK_MODULES: 'Token' }), /"Token"/);
  assert.throws(() => parseStockModules('ours'), /"ours"/);
});

test('each name is a replacement of ours, and the stock token is the file the guard hashes', () => {
  const root = join(__dirname, '..', '..');
  for (const name of STOCK_MODULE_NAMES.filter((n) => n !== 'token'))
    assert.ok(existsSync(join(root, 'overrides', name, 'index.ts')), name);
  assert.ok(existsSync(join(root, 'src/theme/CodeBlock/Line/Token/index.tsx')));
  assert.match(upstreamToken, /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]Line[\\/]Token[\\/]index\.js$/);
});
