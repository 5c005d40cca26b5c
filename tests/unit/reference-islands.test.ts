import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext } from '@docusaurus/types';

import referenceIslands from '../../overrides/reference-islands';
import { isIslandPath } from '../../src/reference-islands/paths';
import { islandRoutes, rewriteRegistry, rewriteRoutes } from '../../overrides/reference-islands/transform';
import { generateDocsSite, type GeneratedSite } from '../support/docusaurus-generated';

// Every rewrite runs on the files Docusaurus itself generates for a small docs site shaped like ours
// (docs at `/`, GraphQL reference pages beside written ones), so a change in their format fails here.
const OBJECTS = ['api/lockup/graphql/envio/objects/lockup-action', 'api/lockup/graphql/envio/objects/lockup-stream'];
const INPUT = 'api/lockup/graphql/envio/inputs/lockup-action-bool-exp';
const SCHEMA = 'api/lockup/graphql/schema';
const FAQ = 'support/faq';

let mixed: GeneratedSite | undefined;
let islandsOnly: GeneratedSite | undefined;
async function mixedSite(): Promise<GeneratedSite> {
  // The input page is in no sidebar, so its route has no sidebar attribute.
  mixed ??= await generateDocsSite([...OBJECTS, INPUT, SCHEMA, FAQ], { apiSidebar: [SCHEMA, ...OBJECTS], supportSidebar: [FAQ] });
  return mixed;
}
async function islandsOnlySite(): Promise<GeneratedSite> {
  islandsOnly ??= await generateDocsSite([...OBJECTS, INPUT], { apiSidebar: [...OBJECTS, INPUT] });
  return islandsOnly;
}
after(() => {
  mixed?.remove();
  islandsOnly?.remove();
});

type Route = { path: string; component: string; sidebar?: string; routes?: Route[] };

/** Evaluates a routes.js module and returns its doc pages in order: [path, component, sidebar]. */
function leafList(code: string): [string, string, string | null][] {
  const evaluate = new Function(
    'ComponentCreator',
    'ReferenceIslandRoute',
    code.replace(/^import .*$/gm, '').replace('export default', 'return'),
  );
  const routes = evaluate((path: string) => `creator:${path}`, 'island') as Route[];
  const leaves = (list: Route[]): Route[] => list.flatMap((route) => (route.routes ? leaves(route.routes) : [route]));
  return leaves(routes)
    .filter((route) => route.path !== '*')
    .map((route) => [route.path, route.component, route.sidebar ?? null]);
}

test('island paths are the generated GraphQL and contract reference pages only', () => {
  assert.equal(isIslandPath('/api/lockup/graphql/envio/objects/lockup-stream'), true);
  assert.equal(isIslandPath('/api/flow/graphql/the-graph/overview'), true);
  assert.equal(isIslandPath('/api/lockup/graphql/schema'), false);
  assert.equal(isIslandPath('/api/lockup/indexers'), false);
  assert.equal(isIslandPath('/api/lockup/graphql/envio/objects/lockup-stream/extra'), false);
  assert.equal(isIslandPath('/reference/lockup/contracts/sablier-lockup'), true);
  assert.equal(isIslandPath('/reference/airdrops/contracts/types/merkle'), true);
  assert.equal(isIslandPath('/reference/comptroller/contracts/sablier-comptroller'), true);
  assert.equal(isIslandPath('/reference/comptroller/contracts/interfaces/i-sablier-comptroller'), true);
  assert.equal(isIslandPath('/reference/bob/contracts/sablier-bob'), true);
  // Bob's minimal interfaces of outside contracts sit one folder deeper.
  assert.equal(isIslandPath('/reference/bob/contracts/interfaces/external/i-weth9'), true);
  assert.equal(isIslandPath('/reference/bob/access-control'), false);
  assert.equal(isIslandPath('/api/bob/graphql/envio/overview'), false);
  assert.equal(isIslandPath('/reference/comptroller/access-control'), false);
  assert.equal(isIslandPath('/reference/lockup/access-control'), false);
  assert.equal(isIslandPath('/reference/legacy/contracts/constant-functions'), false);
  assert.equal(isIslandPath('/reference/overview'), false);
});

test('routes: island pages leave, one exact route per folder and sidebar replaces them', async () => {
  const source = (await mixedSite()).read('routes.js');
  const { code, islands } = rewriteRoutes(source);
  assert.deepEqual([...islands].sort(), [INPUT, ...OBJECTS].map((id) => `/${id}`).sort());
  for (const island of islands) assert.ok(!code.includes(`ComponentCreator('${island}'`), island);
  assert.match(code, /^import ReferenceIslandRoute from '@site\/src\/reference-islands\/IslandRoute';/);
  // The result is still a module that evaluates to the same tree; the island patterns come after every
  // other page of their list, so the router never tries them for the pages readers open most.
  assert.deepEqual(leafList(code), [
    [`/${SCHEMA}`, `creator:/${SCHEMA}`, 'apiSidebar'],
    [`/${FAQ}`, `creator:/${FAQ}`, 'supportSidebar'],
    ['/api/lockup/graphql/envio/inputs/:page(lockup-action-bool-exp)', 'island', null],
    ['/api/lockup/graphql/envio/objects/:page(lockup-action|lockup-stream)', 'island', 'apiSidebar'],
  ]);
});

test('routes: a list of islands only keeps them where they were', async () => {
  const { code } = rewriteRoutes((await islandsOnlySite()).read('routes.js'));
  assert.deepEqual(leafList(code), [
    ['/api/lockup/graphql/envio/inputs/:page(lockup-action-bool-exp)', 'island', 'apiSidebar'],
    ['/api/lockup/graphql/envio/objects/:page(lockup-action|lockup-stream)', 'island', 'apiSidebar'],
  ]);
});

test('routes: a changed Docusaurus format fails the build instead of shipping a broken site', async () => {
  const source = (await mixedSite()).read('routes.js');
  const changed = source.replace(
    /component: ComponentCreator\('\/api\/lockup\/graphql\/envio\/objects\/lockup-action', '\w+'\),/,
    "component: Other('/x'),",
  );
  assert.notEqual(changed, source);
  assert.throws(() => rewriteRoutes(changed), /format changed/);
});

test('islandRoutes groups pages by folder and sidebar, the folders with fewest pages first', () => {
  assert.deepEqual(
    islandRoutes([
      { path: '/api/a/graphql/envio/objects/b', sidebar: 's' },
      { path: '/api/a/graphql/envio/objects/a', sidebar: 's' },
      { path: '/api/a/graphql/envio/objects/c-fields' },
      { path: '/reference/a/contracts/x' },
    ]),
    [
      { pattern: '/api/a/graphql/envio/objects/:page(c-fields)' },
      { pattern: '/reference/a/contracts/:page(x)' },
      { pattern: '/api/a/graphql/envio/objects/:page(a|b)', sidebar: 's' },
    ],
  );
});

test('the production browser build gets route table, registry, chunk names, global data and version props without the island pages', async () => {
  const site = await mixedSite();
  const config: { resolve?: { alias?: Record<string, string> } } = { resolve: { alias: { '@generated': site.generatedFilesDir } } };
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const plugin = referenceIslands({ generatedFilesDir: site.generatedFilesDir } as LoadContext);
    (plugin.configureWebpack as (config: unknown, isServer: boolean) => unknown)(config, false);
  } finally {
    process.env.NODE_ENV = env;
  }
  const alias = config.resolve?.alias ?? {};
  const out = join(site.generatedFilesDir, 'reference-islands');
  assert.deepEqual(
    Object.keys(alias),
    ['@generated/routes$', '@generated/registry$', '@generated/routesChunkNames$', '@generated/globalData$', '@generated'],
    'exact aliases first, so they win over the @generated folder',
  );
  const written = (name: string) => {
    const file = alias[name] ?? '';
    assert.ok(file.startsWith(out) && existsSync(file), name);
    return readFileSync(file, 'utf8');
  };
  const islandIds = [INPUT, ...OBJECTS];

  const registry = written('@generated/registry$');
  for (const id of islandIds) assert.ok(!registry.includes(`@site/docs/${id}.mdx`), id);
  for (const id of [SCHEMA, FAQ]) assert.ok(registry.includes(`"@site/docs/${id}.mdx"`), id);
  const versionProps = [...registry.matchAll(/"(@generated\/reference-islands\/[^"]+\.json)"/g)].map((m) => m[1] ?? '');
  assert.ok(
    versionProps.length > 0 && !registry.includes('"@generated/docusaurus-plugin-content-docs/default/p/'),
    'the version props module points at its rewritten copy',
  );
  const props = JSON.parse(readFileSync(join(out, versionProps[0]!.replace('@generated/reference-islands/', '')), 'utf8')) as {
    version: { docs: Record<string, unknown> };
  };
  assert.deepEqual(Object.keys(props.version.docs).sort(), [SCHEMA, FAQ].sort());

  const chunkNames = Object.keys(JSON.parse(written('@generated/routesChunkNames$')) as Record<string, unknown>);
  assert.ok(chunkNames.some((key) => key.startsWith(`/${SCHEMA}-`)));
  assert.deepEqual(
    chunkNames.filter((key) => isIslandPath(key.replace(/-[^-]+$/, ''))),
    [],
  );

  const globalData = JSON.parse(written('@generated/globalData$')) as Record<
    string,
    Record<string, { versions: { docs: { path: string }[] }[] }>
  >;
  const docs = globalData['docusaurus-plugin-content-docs']?.default?.versions[0]?.docs.map((doc) => doc.path);
  assert.deepEqual(docs, [`/${SCHEMA}`, `/${FAQ}`]);

  assert.deepEqual(
    leafList(written('@generated/routes$')).map(([path]) => path),
    [
      `/${SCHEMA}`,
      `/${FAQ}`,
      '/api/lockup/graphql/envio/inputs/:page(lockup-action-bool-exp)',
      '/api/lockup/graphql/envio/objects/:page(lockup-action|lockup-stream)',
    ],
  );
});

test('the rewritten registry stays valid JavaScript when its last entry is an island', () => {
  const entry = (path: string) =>
    `  "${path.length}": [() => import("@site/docs${path}.mdx"), "@site/docs${path}.mdx", require.resolveWeak("@site/docs${path}.mdx")],`;
  const source = [
    'export default {',
    entry('/concepts/nft'),
    `${entry('/api/flow/graphql/the-graph/inputs/flow-stream-filter')}};`,
    '',
  ].join('\n');
  const out = rewriteRegistry(source, new Map());
  assert.match(out, /concepts\/nft/);
  assert.doesNotMatch(out, /flow-stream-filter/);
  assert.match(out, /\n\};\n$/);
});
