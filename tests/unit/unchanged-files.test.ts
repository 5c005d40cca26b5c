import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

import { recordFiles, restoreUnchangedTimes } from '../../plugins/unchanged-files';

test('regenerated files with the same text get their old modification time back, changed ones do not', () => {
  const dir = mkdtempSync(join(tmpdir(), 'unchanged-files-'));
  try {
    mkdirSync(join(dir, 'pages'));
    const same = join(dir, 'pages', 'same.mdx');
    const edited = join(dir, 'pages', 'edited.mdx');
    const gone = join(dir, 'gone.json');
    for (const path of [same, edited, gone]) writeFileSync(path, 'v1');
    const old = new Date('2026-01-01T00:00:00Z');
    for (const path of [same, edited, gone]) utimesSync(path, old, old);

    const seen = recordFiles([dir, join(dir, 'missing-dir')]);
    // What a generator does: delete everything and write it again, one file with new text.
    rmSync(dir, { recursive: true });
    mkdirSync(join(dir, 'pages'), { recursive: true });
    writeFileSync(same, 'v1');
    writeFileSync(edited, 'v2');
    const created = join(dir, 'pages', 'new.mdx');
    writeFileSync(created, 'v1');

    assert.equal(restoreUnchangedTimes(seen), 1);
    assert.equal(statSync(same).mtime.getTime(), old.getTime());
    assert.notEqual(statSync(edited).mtime.getTime(), old.getTime());
    assert.notEqual(statSync(created).mtime.getTime(), old.getTime());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
