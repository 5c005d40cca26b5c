import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';

import { replacements as idlePrefetch } from '../../overrides/idle-prefetch';
import { replacements as lazyCodeHighlighting } from '../../overrides/lazy-code-highlighting';
import { replacements as safeNavigation } from '../../overrides/safe-navigation';

// Plugins swap Docusaurus modules for ours, rewrite files Docusaurus generates, or replace its HTML
// template, and src/theme/ swizzles components. An upgrade that moves or reshapes one of those
// upstream files would silently undo the change (or break imports): these checks fail first.

const nodeModules = join(__dirname, '..', '..', 'node_modules');

/** The Docusaurus file a pattern is meant to match, rebuilt from the pattern's own path segments. */
function targetOf(pattern: RegExp): string {
  const path = pattern.source
    .replace(/\[\\\\\/\]/g, '/')
    .replace(/\\\./g, '.')
    .replace(/\$$/, '');
  return join(nodeModules, path);
}

/** Named exports of an ES module's source (`export function|const|class name`, `export { a, b }`). */
function exportNames(source: string): string[] {
  const names = [...source.matchAll(/^export (?:declare )?(?:async )?(?:function|const|class|let) (\w+)/gm)].map((m) => m[1]!);
  for (const block of source.matchAll(/^export \{([^}]+)\}/gm))
    names.push(
      ...block[1]!
        .split(',')
        .map(
          (n) =>
            n
              .trim()
              .split(/\s+as\s+/)
              .pop()!,
        )
        .filter(Boolean),
    );
  if (/^export default /m.test(source)) names.push('default');
  return [...new Set(names)].sort();
}

const root = join(__dirname, '..', '..');

const all = [...idlePrefetch, ...lazyCodeHighlighting, ...safeNavigation];

/**
 * Each Docusaurus file one of ours replaces, copies, rewrites the output of or relies on the inner
 * workings of, with its SHA-256 as installed. A changed hash means an upgrade touched it: `recheck`
 * says what to compare before updating the hash. ARCHITECTURE.md lists the same, with why.
 */
const guarded: { upstream: string; sha256: string; ours: string; recheck: string }[] = [
  {
    upstream: '@docsearch/react/dist/esm/index.js',
    sha256: '3bfe66092328815d584a3d5e549a54cd73992097aa8b43607e471b95b50895cd',
    ours: 'overrides/search-query-length/loader.cjs',
    recheck:
      "the loader raises DocSearch's input cap (`maxLength:64}`) to 128 UTF-16 units and src/theme/SearchBar cuts the query to 64 code points: check the cap is still one literal passed to getInputProps and also what autocomplete slices the query to.",
  },
  {
    upstream: '@docusaurus/core/lib/client/docusaurus.js',
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
    ours: 'overrides/idle-prefetch/client.ts',
    recheck:
      'ours must offer the same methods (prefetch, preload) with the same meaning and the same chunk lookup (routesChunkNames, __webpack_require__.gca); only viewport prefetches are queued.',
  },
  {
    upstream: '@docusaurus/core/lib/client/ClientLifecyclesDispatcher.js',
    sha256: '30fedb7e211e3acc565326bc85f23bb075931033b0ce1d16408e792f8b2bffb0',
    ours: 'overrides/safe-navigation/ClientLifecyclesDispatcher.tsx',
    recheck:
      'ours is this file with the fragment decoded under a guard (an undecodable #fragment is ignored): port any other change to the scroll or the lifecycle dispatch.',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    ours: 'overrides/lazy-code-highlighting/no-startup-languages.ts',
    recheck:
      'it must still be a start-up module only, whose work src/theme/CodeBlock/Highlighted.tsx does with the first code block (it imports @theme/prism-include-languages).',
  },
  {
    upstream: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
    sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
    ours: 'overrides/html-template/index.ts',
    recheck:
      "ours must use the same template variables and emit the same tags, except that the scripts start after the first paint; copy any new variable or tag (then run `npm run vercel:sync` after a build: the inline script's hash is in the CSP).",
  },
  {
    upstream: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    ours: 'overrides/reference-islands/transform.ts',
    recheck:
      'the format of routes.js, registry.js and routesChunkNames.json it writes: tests/unit/reference-islands.test.ts runs the rewrites on its output; also check src/reference-islands/IslandRoute.tsx against ComponentCreator, and overrides/lazy-dev-compilation/registry-loader.cjs, which edits registry.js for the dev server.',
  },
  {
    upstream: '@docusaurus/plugin-content-docs/lib/globalData.js',
    sha256: '192cde2ebaf1ba1424d9a9be9a0f03f77cc4e8385ca36a6c577899fe98df9920',
    ours: 'overrides/reference-islands/transform.ts',
    recheck: "rewriteGlobalData's reading of each version's docs list; a new per-doc field may need the same filtering.",
  },
  {
    upstream: '@docusaurus/plugin-content-docs/lib/props.js',
    sha256: 'a85829f6b7da85c457358cd641c43fa7043a6acb53e3e2b98e231f502a6fa549',
    ours: 'overrides/reference-islands/transform.ts',
    recheck:
      "rewriteVersionProps's reading of version.docs (keyed by doc id), and src/reference-islands/pageStore.ts's copy of a doc's fields.",
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    sha256: '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
    ours: 'src/theme/CodeBlock',
    recheck: 'Highlighted.tsx is this component without its remount after load: port any other change.',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js',
    sha256: '81ab153e9e797be7a86bcfe00dfd53ae6eb14bca2b40d30515d075e5b4e95f99',
    ours: 'src/theme/CodeBlock/Kept.tsx',
    recheck:
      'Kept.tsx gives the buttons the context this file gives them (createCodeBlockMetadata, useCodeWordWrap, CodeBlockContextProvider): keep the two the same.',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/DocItem/Content/index.js',
    sha256: '0902dcb538c3dbbea3947079e9cf0744961649088f234ad6cbe8ed0495430c6d',
    ours: 'src/theme/DocItem/Content',
    recheck:
      'the wrapper puts the copy-page button before this component and the reference-island element inside MDXContent: both must still be where they were (the island around the MDX body only).',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/DocItem/Footer/index.js',
    sha256: '93722eb781e3c4f8e03fa95d469f90f5bcf25f6aa7ffccd94cfad57a879ccc70',
    ours: 'src/theme/DocItem/Footer',
    recheck: 'on generated pages the wrapper renders its own footer instead: it must keep the docFooter class this one has.',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/inlineScripts.js',
    sha256: '30eab2965056b1532153af0a5c5f7496c312376dced2fe4a5835021d8a1160ba',
    ours: 'overrides/theme-choice-bootstrap.ts',
    recheck:
      "the theme's inline scripts read the stored color mode ('theme' in localStorage) and set data-announcement-bar-initially-dismissed: the bootstrap script stores 'dark' before them, and src/theme/AnnouncementBar clears that attribute; check the key and attribute names.",
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/NotFound/Content/index.js',
    sha256: '1339cadd0fe0b2a29e2b200f0b10487e33bd49a8fdc7a86a91e9a6c16616e113',
    ours: 'src/theme/NotFound/Content',
    recheck: 'ours replaces this page body entirely: check the props (className) and any new element, such as a title, it should keep.',
  },
  {
    upstream: '@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js',
    sha256: '00cfd826fd26f876db7dbb99057627e3eae3fd0ebbffe15129db94a4f4550e50',
    ours: 'src/theme/Mermaid',
    recheck: 'the wrapper loads this lazily in the browser and shows the source until then: check its props (value) are unchanged.',
  },
  {
    upstream: '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js',
    sha256: 'd5b14f512da2dbb147eb21bbbcfc4f1591f9c7bbc8bb76395643cef8922632cc',
    ours: 'src/theme/SearchBar',
    recheck:
      'ours is this component with the changes its header lists (local client, engine loaded on first interaction, error screen, results per group) and its own shortcuts hook in place of useDocSearchKeyboardEvents: port any other change, such as a new DocSearch prop or a change to the navigator, transformItems, the search parameters or the portal.',
  },
  {
    upstream: '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js',
    sha256: 'f5c1f6b3588e0f3ab46df38341201fd1af73438b12e12871be03818af91209d0',
    ours: 'src/theme/SearchPage',
    recheck:
      'ours replaces this page entirely (same client as the modal, q and page in the URL): check the hooks of theme-search-algolia/client it shares with this one (useAlgoliaThemeConfig, useSearchResultUrlProcessor), and whether this page gained behaviour the spec asks of /search.',
  },
];

/**
 * Wrappers that need no pin: each renders the original component with the props it was given and adds only
 * elements or effects of its own beside it, or wraps a component whose swizzle config marks wrapping safe. An upgrade cannot
 * silently undo them; a test of what each adds still covers them.
 */
const unpinnedWrappers: { ours: string; why: string }[] = [
  { ours: 'src/theme/DocItem/Metadata', why: 'adds the Markdown twin <link> beside the theme metadata' },
  { ours: 'src/theme/ErrorPageContent', why: 'adds the "Page Error" title beside the crash message' },
  { ours: 'src/theme/ColorModeToggle', why: 'theme-classic marks wrapping ColorModeToggle safe; onChange is its public prop' },
  {
    ours: 'src/theme/AnnouncementBar',
    why: "adds an effect that shows a new bar at once; the attribute it clears is inlineScripts.js's, pinned",
  },
];

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

test('every Docusaurus file a replacement or swizzle depends on is the version it was written against', () => {
  const changed = guarded
    .filter(({ upstream, sha256: expected }) => sha256(join(nodeModules, upstream)) !== expected)
    .map(
      ({ upstream, ours, recheck }) =>
        `${upstream} changed (sha256 now ${sha256(join(nodeModules, upstream))}).\n  Re-check ${ours}: ${recheck}\n  Then put the new hash in tests/unit/module-replacements.test.ts.`,
    );
  assert.deepEqual(changed, [], `\n${changed.join('\n')}`);
});

test('every module replacement and every swizzled component has a guarded upstream file', () => {
  const listed = new Set(guarded.map(({ ours }) => ours));
  for (const [pattern, file] of all) {
    assert.ok(
      guarded.some(({ upstream, ours }) => join(nodeModules, upstream) === targetOf(pattern) && ours === relative(root, file)),
      `${pattern}`,
    );
  }
  const swizzled = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      if (!entry.isDirectory()) return [];
      const path = `${dir}/${entry.name}`;
      const own = readdirSync(join(root, path)).some((name) => /^index\.tsx?$/.test(name)) ? [path] : [];
      return [...own, ...swizzled(path)];
    });
  for (const { ours } of unpinnedWrappers) {
    const name = ours.replace('src/theme/', '');
    const source = readFileSync(join(root, ours, 'index.tsx'), 'utf8');
    assert.ok(source.includes(`from '@theme-original/${name}'`), `${ours} must stay a wrapper of the original to go unpinned`);
    listed.add(ours);
  }
  const missing = swizzled('src/theme').filter((path) => !listed.has(path));
  assert.deepEqual(missing, [], 'add each to `guarded` with the upstream file it wraps or copies');
});

test('every replaced Docusaurus module still exists where its pattern looks', () => {
  assert.equal(all.length, 3);
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
    // The empty stand-in for the Prism start-up module replaces a side-effect-only module.
    assert.deepEqual(ours, original, `${file} for ${dirname(targetOf(pattern))}`);
  }
});
