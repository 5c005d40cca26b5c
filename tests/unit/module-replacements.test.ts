import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';

import { replacements as hydrationTransitions } from '../../plugins/hydration-transitions';
import { replacements as idlePrefetch } from '../../plugins/idle-prefetch';
import { replacements as lazyCodeHighlighting } from '../../plugins/lazy-code-highlighting';
import { replacements as stagedStart } from '../../plugins/staged-start';

// Four plugins swap a Docusaurus client module for one of ours. An upgrade that moves or reshapes
// one of those modules would silently undo the swap (or break imports): these checks fail first.

const nodeModules = join(__dirname, '..', '..', 'node_modules');

/** The Docusaurus file a pattern is meant to match, rebuilt from the pattern's own path segments. */
function targetOf(pattern: RegExp): string {
  const path = pattern.source.replace(/\[\\\\\/\]/g, '/').replace(/\\\./g, '.').replace(/\$$/, '');
  return join(nodeModules, path);
}

/** Named exports of an ES module's source (`export function|const|class name`, `export { a, b }`). */
function exportNames(source: string): string[] {
  const names = [...source.matchAll(/^export (?:declare )?(?:async )?(?:function|const|class|let) (\w+)/gm)].map((m) => m[1]!);
  for (const block of source.matchAll(/^export \{([^}]+)\}/gm)) names.push(...block[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/).pop()!).filter(Boolean));
  if (/^export default /m.test(source)) names.push('default');
  return [...new Set(names)].sort();
}

const all = [...hydrationTransitions, ...idlePrefetch, ...lazyCodeHighlighting, ...stagedStart];

test('every replaced Docusaurus module still exists where its pattern looks', () => {
  assert.equal(all.length, 5);
  for (const [pattern] of all) {
    const target = targetOf(pattern);
    assert.ok(existsSync(target), `${target} (matched by ${pattern})`);
    assert.match(target, pattern);
  }
});

test('each stand-in exports what the module it replaces exports', () => {
  for (const [pattern, file] of all) {
    const original = exportNames(readFileSync(targetOf(pattern), 'utf8'));
    const ours = exportNames(readFileSync(file, 'utf8'));
    // The empty stand-in for the Prism start-up module and the staged entry replace side-effect-only modules.
    assert.deepEqual(ours, original, `${file} for ${dirname(targetOf(pattern))}`);
  }
});

test("the staged entry starts the app from the same modules as Docusaurus's own entry", () => {
  const [[pattern, file]] = stagedStart as [[RegExp, string]];
  const specifiers = (source: string) =>
    new Set(
      [...source.matchAll(/(?:from |import\()\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'/g)].map(([, spec]) =>
        spec!.startsWith('./') ? `@docusaurus/core/lib/client/${spec!.slice(2)}` : spec!,
      ),
    );
  const original = specifiers(readFileSync(targetOf(pattern), 'utf8'));
  // The stand-in tells the browser from the document itself; the rest it must start the same way.
  original.delete('@docusaurus/core/lib/client/exports/ExecutionEnvironment');
  const ours = specifiers(readFileSync(file, 'utf8'));
  assert.ok(original.size >= 7, [...original].join(', '));
  assert.deepEqual([...ours].sort(), [...original].sort());
});
