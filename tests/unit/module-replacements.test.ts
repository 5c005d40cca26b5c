import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';

import { replacements as hydrationTransitions } from '../../overrides/hydration-transitions';
import { replacements as idlePrefetch } from '../../overrides/idle-prefetch';
import { replacements as lazyCodeHighlighting } from '../../overrides/lazy-code-highlighting';
import { replacements as safeNavigation } from '../../overrides/safe-navigation';
import { replacements as stagedStart } from '../../overrides/staged-start';

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

const all = [...hydrationTransitions, ...idlePrefetch, ...lazyCodeHighlighting, ...safeNavigation, ...stagedStart];

/**
 * Each Docusaurus file one of ours replaces, copies, rewrites the output of or relies on the inner
 * workings of, with its SHA-256 as installed. A changed hash means an upgrade touched it: `recheck`
 * says what to compare before updating the hash. ARCHITECTURE.md lists the same, with why.
 */
const guarded: { upstream: string; sha256: string; ours: string; recheck: string }[] = [
  {
    upstream: '@docusaurus/core/lib/client/browserContext.js',
    sha256: 'f0765ea0de6c682044acc2d1f6f7d474e9ac389591a8e97f877e437c09225b4c',
    ours: 'overrides/hydration-transitions/browserContext.tsx',
    recheck: 'ours must still set "is browser" once after hydration, only inside startTransition; copy any new export or changed default.',
  },
  {
    upstream: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
    sha256: 'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
    ours: 'overrides/hydration-transitions/useWindowSize.ts',
    recheck:
      'ours must return the same values ("ssr" until hydrated, then desktop/mobile at the same breakpoint) and take the same options.',
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
    upstream: '@docsearch/react/dist/esm/index.js',
    sha256: '3bfe66092328815d584a3d5e549a54cd73992097aa8b43607e471b95b50895cd',
    ours: 'overrides/search-query-length/loader.cjs',
    recheck:
      "the loader raises DocSearch's input cap (`maxLength:64}`) to 128 UTF-16 units and src/theme/SearchBar cuts the query to 64 code points: check the cap is still one literal passed to getInputProps and also what autocomplete slices the query to.",
  },
  {
    upstream: '@docsearch/react/dist/esm/index.js',
    sha256: '3bfe66092328815d584a3d5e549a54cd73992097aa8b43607e471b95b50895cd',
    ours: 'overrides/search-modal-mount-reads/loader.cjs',
    recheck:
      "the loader makes the modal read the page's selection and its two stored-search lists once per opening (`useState(() => read())[0]` for `useRef(read()).current`): check they are still read only to keep the first value.",
  },
  {
    upstream: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    sha256: 'a57918973cc9a6a9095fbcc8173ec20dc6973ca94b444904fede60e01edafeab',
    ours: 'overrides/plain-key-order/loader.cjs',
    recheck:
      "the loader swaps useShallowMemoObject's localeCompare key sort for a plain string comparison: check the sort is still only there to make useMemo's dependency order stable.",
  },
  {
    upstream: '@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/content.js',
    sha256: 'f28c89217e58e73957c541622ea56af9dd73895ff10bca3d78c3c1ce0f47f5b7',
    ours: 'overrides/secondary-menu-transition/loader.cjs',
    recheck:
      'the loader makes NavbarSecondaryMenuFiller hand its content to the mobile menu inside startTransition: check the filler still sets the content from an effect and that nothing reads it synchronously when the menu opens.',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    ours: 'overrides/lazy-code-highlighting/no-startup-languages.ts',
    recheck:
      'it must still be a start-up module only, whose work src/theme/CodeBlock/Highlighted.tsx does with the first code block (it imports @theme/prism-include-languages).',
  },
  {
    upstream: '@docusaurus/core/lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
    ours: 'overrides/staged-start/clientEntry.tsx',
    recheck:
      'ours must start the app the same way (providers, router, preload of the route, hydrateRoot in a transition, the window.docusaurus global), only in separate tasks.',
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
    upstream: '@docusaurus/theme-classic/lib/theme/DocItem/Metadata/index.js',
    sha256: 'f92ee0be920631f38865ac890f21473d786c542e06521f0239e78c27743df633',
    ours: 'src/theme/DocItem/Metadata',
    recheck: 'the wrapper adds the Markdown twin <link>; check this component does not add one of its own.',
  },
  {
    upstream: '@docusaurus/theme-common/lib/contexts/announcementBar.js',
    sha256: '8ffa6d2783f3e394f78c7c6a520f80cb83ae1d7282f0a824ba6ee1f66124ff98',
    ours: 'src/theme/AnnouncementBar',
    recheck:
      'the wrapper clears data-announcement-bar-initially-dismissed when an announcement with a new id is active: check the attribute and the reset of the stored dismissal are unchanged.',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/ErrorPageContent.js',
    sha256: 'a85bb2d0b98bbb2ca76cdffb5bd079d694aa1d44ca8026d9afba81611cc62738',
    ours: 'src/theme/ErrorPageContent',
    recheck: 'the wrapper only sets the <title>; check the props it passes through.',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/DocItem/Layout/index.js',
    sha256: 'c1f1bbed07409f0a3f90f0ffc3689331ff6ead1f7c2616963885417c5bc42899',
    ours: 'src/theme/DocItem/TOC/Desktop',
    recheck:
      'the wrapper keeps the desktop table of contents unhydrated on a narrow screen because useDocTOC drops it there once the window size is known: check it still does (else it would stay as inert server HTML).',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/TOC/index.js',
    sha256: '5586e5cc0e3053bb2c274e6d2882c8ac361630174b6364ecda09aaa552618360',
    ours: 'src/theme/DocItem/TOC/Desktop',
    recheck: 'KeptUntilDropped stands in for this component with one <div>: its root must still be one <div>.',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/DocSidebar/index.js',
    sha256: '69735ac5be2d601a67912afc6cc1f0e4fc2cfe30799539f53bc327d4dbe18734',
    ours: 'src/theme/DocSidebar/Desktop',
    recheck:
      'the wrapper keeps the desktop sidebar unhydrated on a narrow screen because this component drops it there once the window size is known: check it still does.',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/DocSidebar/Desktop/index.js',
    sha256: 'a509de0be954ea191b4e8d18b4b66e78650fbb9e47ff6244807731426c249bd2',
    ours: 'src/theme/DocSidebar/Desktop',
    recheck: 'KeptUntilDropped stands in for this component with one <div>: its root must still be one <div>.',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/LastUpdated/index.js',
    sha256: '30948229c514009458316d5f6d94da1562993c6d05ca40f3f56be9079f89b35c',
    ours: 'src/theme/LastUpdated',
    recheck:
      'ejected to write the date without Intl.DateTimeFormat: copy any change of markup, translation ids or date options, and keep formatUtcDate equal to the options the theme passes.',
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/ColorModeToggle/index.js',
    sha256: '0c879fd020f317a5d8c6f76951cb1e919bb727d0fd88fdb630e38023fb7af862',
    ours: 'src/theme/ColorModeToggle',
    recheck:
      'the wrapper wraps onChange to remember an explicit "system" choice (null): check the choice values, and overrides/theme-choice-bootstrap.ts against the theme\'s inline color-mode script.',
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
    upstream: '@docusaurus/theme-search-algolia/lib/theme/SearchBar/styles.css',
    sha256: '14d029d857aa0ed910865571f4883bf8e10eaf3ab12cf71129f15f8767209322',
    ours: 'src/theme/SearchBar',
    recheck: "src/theme/SearchBar/styles.css is a copy of this with the error screen's rules added: copy the change.",
  },
  {
    upstream: '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js',
    sha256: 'f5c1f6b3588e0f3ab46df38341201fd1af73438b12e12871be03818af91209d0',
    ours: 'src/theme/SearchPage',
    recheck:
      'ours replaces this page entirely (same client as the modal, q and page in the URL): check the hooks of theme-search-algolia/client it shares with this one (useAlgoliaThemeConfig, useSearchResultUrlProcessor), and whether this page gained behaviour the spec asks of /search.',
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
  const missing = swizzled('src/theme').filter((path) => !listed.has(path));
  assert.deepEqual(missing, [], 'add each to `guarded` with the upstream file it wraps or copies');
});

test('every replaced Docusaurus module still exists where its pattern looks', () => {
  assert.equal(all.length, 6);
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
  // Ours adds the box it shows when the page's chunks fail before hydration (src/lib/load-failure.ts).
  ours.delete('@site/src/lib/load-failure');
  // And the route registry, whose loaders it makes yield before each page module is evaluated.
  ours.delete('@generated/registry');
  // And the route table and its matcher, to compile the route patterns in a task before preload's.
  ours.delete('@generated/routes');
  ours.delete('react-router-config');
  assert.ok(original.size >= 7, [...original].join(', '));
  assert.deepEqual([...ours].sort(), [...original].sort());
});
