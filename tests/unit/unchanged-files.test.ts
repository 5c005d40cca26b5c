import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

import { GeneratedFiles, recordFiles, restoreUnchangedTimes } from '../../lib/unchanged-files';

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

test('generated files: only changed text is written, files no longer generated are removed, the rest is untouched', () => {
  const dir = mkdtempSync(join(tmpdir(), 'generated-files-'));
  try {
    const out = join(dir, 'out');
    const single = join(dir, 'redirects.json');
    const unrelated = join(dir, 'unrelated.txt');
    mkdirSync(join(out, 'stale-folder'), { recursive: true });
    for (const [path, text] of [
      [join(out, 'same.mdx'), 'v1'],
      [join(out, 'edited.mdx'), 'v1'],
      [join(out, 'stale-folder', 'gone.mdx'), 'v1'],
      [single, 'v1'],
      [unrelated, 'v1'],
    ] as const) {
      writeFileSync(path, text);
    }
    const old = new Date('2026-01-01T00:00:00Z');
    utimesSync(join(out, 'same.mdx'), old, old);

    const files = new GeneratedFiles([out, single]);
    files.write(join(out, 'same.mdx'), 'v1');
    files.write(join(out, 'edited.mdx'), 'v2');
    files.write(join(out, 'new', 'page.mdx'), Buffer.from('v1'));
    files.write(single, 'v2');
    assert.throws(() => files.write(unrelated, 'v2'), /outside the generator's output/);

    assert.deepEqual(files.commit(), { written: 3, removed: 1 });
    assert.equal(statSync(join(out, 'same.mdx')).mtime.getTime(), old.getTime(), 'an unchanged file is not rewritten');
    assert.equal(readFileSync(join(out, 'edited.mdx'), 'utf8'), 'v2');
    assert.equal(readFileSync(join(out, 'new', 'page.mdx'), 'utf8'), 'v1');
    assert.equal(readFileSync(single, 'utf8'), 'v2');
    assert.ok(!existsSync(join(out, 'stale-folder')), 'a folder left empty is removed');
    assert.equal(readFileSync(unrelated, 'utf8'), 'v1');
    assert.deepEqual(readdirSync(out).sort(), ['edited.mdx', 'new', 'same.mdx'], 'no partial files are left');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
