import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';

/**
 * Every package the code imports is declared in package.json. npm hoists transitive packages to the
 * top of node_modules, so an undeclared import works until a dependency drops it or changes its
 * version; this test catches it the day it is written.
 */
const root = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);

/** Module names Docusaurus resolves itself (aliases, not packages), read from its own type declarations. */
const aliasDeclarations = readFileSync(join(root, 'node_modules/@docusaurus/module-type-aliases/src/index.d.ts'), 'utf8');
const docusaurusAliases = new Set([...aliasDeclarations.matchAll(/declare module '(@docusaurus\/[^']+)'/g)].map((m) => m[1]!));
const ALIAS_PREFIXES = ['@site/', '@theme/', '@theme-original/', '@theme-init/', '@generated/'];

// A dynamic import() may carry bundler comments (webpackMode, webpackChunkName) before its specifier.
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)*|\bimport\s+|\brequire(?:\.resolve)?\s*\(\s*)['"]([^'"\n]+)['"]/g;

function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  if (ALIAS_PREFIXES.some((p) => specifier.startsWith(p)) || docusaurusAliases.has(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  // Text that only looks like a specifier (template strings, regular expressions) names no package.
  if (!/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/.test(name)) return null;
  return builtinModules.includes(name) ? null : name;
}

function codeFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs', '*.mdx'],
    { cwd: root, encoding: 'utf8' },
  );
  return listed.split('\n').filter(Boolean);
}

test('every imported package is declared in package.json', () => {
  const files = codeFiles();
  assert.ok(files.length > 100, `only ${files.length} code files found`);
  const undeclared = new Map<string, string>();
  for (const file of files) {
    let text = readFileSync(join(root, file), 'utf8');
    // Code fences in pages are examples for readers (their imports belong to the reader's project).
    if (file.endsWith('.mdx'))
      text = text
        .replace(/^```[\s\S]*?^```$/gm, '')
        .split('\n')
        .filter((l) => /^(import|export) /.test(l))
        .join('\n');
    for (const match of text.matchAll(SPECIFIER)) {
      const name = packageOf(match[1]!);
      // A type-only package such as `hast` is provided by its `@types/` twin.
      const provided = name && (declared.has(name) || declared.has(`@types/${name.replace(/^@(.*)\//, '$1__')}`));
      if (name && !provided && !undeclared.has(name)) undeclared.set(name, file);
    }
  }
  assert.deepEqual(Object.fromEntries(undeclared), {}, 'packages imported but not declared (name: first file)');
});
