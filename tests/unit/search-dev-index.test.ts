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
    mkdirSync(join(from, 'fragment'), { recursive: true });
    mkdirSync(join(to, 'fragment'), { recursive: true });
    writeFileSync(join(from, 'pagefind-entry.json'), 'new entry');
    writeFileSync(join(from, 'fragment', 'en_new.pf_fragment'), 'new');
    writeFileSync(join(to, 'pagefind-entry.json'), 'old entry');
    writeFileSync(join(to, 'fragment', 'en_old.pf_fragment'), 'old');
    await publishIndex(from, to);
    assert.deepEqual(tree(to).sort(), ['fragment/en_new.pf_fragment', 'fragment/en_old.pf_fragment', 'pagefind-entry.json']);
    assert.equal(readFileSync(join(to, 'pagefind-entry.json'), 'utf8'), 'new entry');
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
    const served = join(siteDir, '.docusaurus', 'search-index', 'pagefind');
    const lines: string[] = [];
    const indexer = createDevIndexer({ siteDir, servedDir: served, log: (line) => lines.push(line) });
    const doc = { title: 'Fees', permalink: '/concepts/fees', source: '@site/docs/concepts/fees.mdx' };

    indexer.request([doc]);
    await indexer.idle();
    assert.ok(existsSync(join(served, 'pagefind-entry.json')), lines.join('\n'));
    assert.ok(existsSync(join(served, 'pagefind.js')));
    assert.ok(!existsSync(`${served}.next`), 'the scratch directory is removed');
    const firstFragments = tree(served).filter((f) => f.startsWith('fragment/'));
    const firstEntry = readFileSync(join(served, 'pagefind-entry.json'), 'utf8');

    writeFileSync(source, '---\ntitle: Fees\n---\n\n## Broker fee {#broker}\n\nThe broker fee is capped at ten percent.\n');
    indexer.request([doc]);
    await indexer.idle();
    assert.notEqual(readFileSync(join(served, 'pagefind-entry.json'), 'utf8'), firstEntry, 'the entry names the new index');
    const fragments = tree(served).filter((f) => f.startsWith('fragment/'));
    assert.ok(firstFragments.every((f) => fragments.includes(f)), 'a tab holding the previous index still finds its files');
    assert.ok(fragments.length > firstFragments.length, 'the edited page has a new fragment');

    const entryBefore = readFileSync(join(served, 'pagefind-entry.json'), 'utf8');
    indexer.request([{ ...doc, source: '@site/docs/concepts/missing.mdx' }]);
    await indexer.idle();
    assert.match(lines.at(-1) ?? '', /\[WARNING\] the dev search index could not be built/);
    assert.equal(readFileSync(join(served, 'pagefind-entry.json'), 'utf8'), entryBefore, 'the previous index stays');
  } finally {
    rmSync(siteDir, { recursive: true, force: true });
  }
});
