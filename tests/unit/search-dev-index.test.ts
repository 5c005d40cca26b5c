import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createDevIndexer, publishIndex } from '../../plugins/search-index/dev';

function tree(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? tree(dir, path) : [path];
  });
}

test('publishing an index replaces files in place, keeps the previous ones and leaves no temporary file', async () => {
  const root = mkdtempSync(join(tmpdir(), 'publish-'));
  try {
    const from = join(root, 'next');
    const to = join(root, 'served');
    mkdirSync(join(from, 'bbbbbbbbbbbb'), { recursive: true });
    mkdirSync(join(to, 'aaaaaaaaaaaa'), { recursive: true });
    writeFileSync(join(from, 'entry.json'), 'new entry');
    writeFileSync(join(from, 'bbbbbbbbbbbb', 'core.json'), 'new');
    writeFileSync(join(to, 'entry.json'), 'old entry');
    writeFileSync(join(to, 'aaaaaaaaaaaa', 'core.json'), 'old');
    await publishIndex(from, to);
    assert.deepEqual(tree(to).sort(), ['aaaaaaaaaaaa/core.json', 'bbbbbbbbbbbb/core.json', 'entry.json']);
    assert.equal(readFileSync(join(to, 'entry.json'), 'utf8'), 'new entry');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the dev indexer builds from sources, follows edits, and reports a failed build without throwing', async () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'dev-index-'));
  try {
    mkdirSync(join(siteDir, 'docs', 'concepts'), { recursive: true });
    const source = join(siteDir, 'docs', 'concepts', 'fees.mdx');
    writeFileSync(source, '---\ntitle: Fees\n---\n\n## Broker fee {#broker}\n\nThe broker fee is capped.\n');
    const served = join(siteDir, '.docusaurus', 'search-index', 'search-index');
    const lines: string[] = [];
    const indexer = createDevIndexer({ siteDir, servedDir: served, log: (line) => lines.push(line) });
    const doc = { title: 'Fees', permalink: '/concepts/fees', source: '@site/docs/concepts/fees.mdx' };

    indexer.request([doc]);
    await indexer.idle();
    assert.ok(existsSync(join(served, 'entry.json')), lines.join('\n'));
    assert.ok(!existsSync(`${served}.next`), 'the scratch directory is removed');
    const firstFiles = tree(served).filter((f) => f !== 'entry.json');
    assert.ok(
      firstFiles.some((f) => /^[0-9a-f]{12}\/core\.json$/.test(f)),
      firstFiles.join(', '),
    );
    const firstEntry = readFileSync(join(served, 'entry.json'), 'utf8');

    writeFileSync(source, '---\ntitle: Fees\n---\n\n## Broker fee {#broker}\n\nThe broker fee is capped at ten percent.\n');
    indexer.request([doc]);
    await indexer.idle();
    assert.notEqual(readFileSync(join(served, 'entry.json'), 'utf8'), firstEntry, 'the entry names the new index');
    const files = tree(served);
    assert.ok(
      firstFiles.every((f) => files.includes(f)),
      'a tab holding the previous index still finds its files',
    );
    assert.ok(files.length > firstFiles.length, 'the edited index has files of its own');

    const entryBefore = readFileSync(join(served, 'entry.json'), 'utf8');
    indexer.request([{ ...doc, source: '@site/docs/concepts/missing.mdx' }]);
    await indexer.idle();
    assert.match(lines.at(-1) ?? '', /\[WARNING\] the dev search index could not be built/);
    assert.equal(readFileSync(join(served, 'entry.json'), 'utf8'), entryBefore, 'the previous index stays');
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
});
