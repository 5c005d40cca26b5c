import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

import { generateRouteFiles } from '@docusaurus/core/lib/server/codegen/codegenRoutes';

// The loader must strip exactly what Docusaurus writes, so the registry comes from Docusaurus's own codegen.
const dropWeakReferences = require('../../overrides/lazy-dev-compilation/registry-loader.cjs') as (source: string) => string;

async function generatedRegistry(modules: Record<string, string>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'registry-'));
  try {
    const routes = Object.entries(modules).map(([path, module]) => ({
      path,
      component: '@theme/DocItem',
      exact: true,
      modules: { content: module },
      plugin: { name: 'docs', id: 'default' },
    }));
    await generateRouteFiles({ generatedFilesDir: dir, routes, baseUrl: '/' });
    return readFileSync(join(dir, 'registry.js'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Entry = [load: () => Promise<unknown>, path: string, weak: unknown];

/** Evaluates a registry module's object without running any of its imports. */
function evaluate(source: string): Record<string, Entry> {
  return new Function(source.replace(/^export default /m, 'return '))() as Record<string, Entry>;
}

test('the registry keeps each page loader and path, and loses every weak reference', async () => {
  const source = await generatedRegistry({
    '/concepts/nft': '@site/docs/concepts/nft.mdx',
    '/odd': '@site/docs/odd "quoted" name.mdx',
  });
  assert.match(source, /require\.resolveWeak\(/, 'Docusaurus still writes weak references (otherwise this loader is not needed)');
  const rewritten = dropWeakReferences(source);
  assert.doesNotMatch(rewritten, /resolveWeak/);
  const entries = Object.values(evaluate(rewritten));
  const pages = entries.filter(([, path]) => path.startsWith('@site/docs/'));
  assert.deepEqual(pages.map(([, path]) => path).sort(), ['@site/docs/concepts/nft.mdx', '@site/docs/odd "quoted" name.mdx']);
  for (const [load, path, weak] of entries) {
    assert.equal(typeof load, 'function', `${path} keeps its loader`);
    assert.match(load.toString(), /import\(/, `${path} still loads through import()`);
    assert.equal(weak, undefined, `${path} has no module id, so React Loadable loads it`);
  }
});
