/**
 * The main chunk and the chunks that load on intent to search start with V8's compile hint
 * (plugins/compile-hints): one file each, and the hint is the file's first line, where Chromium looks for it. A renamed chunk or a
 * minifier that ran after the plugin would drop it silently; this notices.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { EAGER_CHUNKS } from '../../plugins/compile-hints';
import { buildDir } from '../support/harness';

test('the main, search modal and search engine chunks start with the compile hint', () => {
  const dir = join(buildDir, 'assets', 'js');
  const files = readdirSync(dir);
  for (const name of EAGER_CHUNKS) {
    const matching = files.filter((f) => f.startsWith(`${name}.`) && f.endsWith('.js'));
    assert.equal(matching.length, 1, `one ${name} chunk, found ${matching.join(', ') || 'none'}`);
    const head = readFileSync(join(dir, matching[0]!), 'utf8').split('\n', 1)[0];
    assert.equal(head, '//# allFunctionsCalledOnLoad', `${matching[0]} starts with the hint`);
  }
});
