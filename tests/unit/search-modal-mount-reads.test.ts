import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';

const require = createRequire(__filename);
const readOnce = require('../../overrides/search-modal-mount-reads/loader.cjs') as (source: string) => string;
const bundle = readFileSync(join(__dirname, '..', '..', 'node_modules', '@docsearch', 'react', 'dist', 'esm', 'index.js'), 'utf8');

test("DocSearch's modal keeps the selection and its stored searches from one read per opening", () => {
  const out = readOnce(bundle);
  for (const read of ['window.getSelection()', '"__DOCSEARCH_FAVORITE_SEARCHES__"', '"__DOCSEARCH_RECENT_SEARCHES__"']) {
    const at = out.indexOf(read);
    assert.ok(at > 0, read);
    // The read sits in a lazy initialiser: it runs on the first render only.
    assert.match(
      out.slice(Math.max(0, at - 60), at),
      /\.useState\(\(function\(\)\{return (?:"undefined"!=typeof window\?|\w+\(\{key:)$/,
      read,
    );
  }
  assert.doesNotMatch(out, /useRef\(\w+\(\{key:"__DOCSEARCH_/);
});

test('the rewrite fails the build when DocSearch no longer has a read it expects', () => {
  const changed = bundle.replace('window.getSelection().toString()', 'document.getSelection().toString()');
  assert.throws(() => readOnce(changed), /search-modal-mount-reads: expected one/);
});
