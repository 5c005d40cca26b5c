import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { areas } from '../../navigation';
import { docRoutesUnder } from '../../redirects';

const docsDir = join(__dirname, '..', '..', 'docs');

test('every doc lives in exactly one area folder, so it belongs to exactly one sidebar', () => {
  const folders = new Set<string>(areas.map((a) => a.basePath));
  for (const entry of readdirSync(docsDir)) {
    const isDir = statSync(join(docsDir, entry)).isDirectory();
    assert.ok(isDir, `docs/${entry}: pages must live inside an area folder`);
    assert.ok(folders.has(entry), `docs/${entry} is not an area (${[...folders].join(', ')})`);
  }
  const routes = docRoutesUnder('');
  const owners = routes.map((route) => areas.filter((a) => route.startsWith(`/${a.basePath}/`)).length);
  assert.ok(owners.every((count) => count === 1));
});

// The built sidebars (each area's pages, its landing page) are checked in tests/built/site-structure.test.ts.
