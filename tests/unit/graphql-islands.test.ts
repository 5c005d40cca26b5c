import { test } from 'node:test';
import assert from 'node:assert/strict';

import { isIslandPath } from '../../plugins/graphql-islands/paths';
import {
  islandRoutes,
  rewriteChunkNames,
  rewriteGlobalData,
  rewriteRegistry,
  rewriteRoutes,
  rewriteVersionProps,
} from '../../plugins/graphql-islands/transform';

// The shape Docusaurus 3.8.1 writes to .docusaurus/routes.js.
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    routes: [
      {
        path: '/',
        component: ComponentCreator('/', 'a1b'),
        routes: [
          {
            path: '/api/lockup/graphql/envio/objects/action',
            component: ComponentCreator('/api/lockup/graphql/envio/objects/action', '111'),
            exact: true,
            sidebar: "apiSidebar"
          },
          {
            path: '/api/lockup/graphql/envio/inputs/action-bool-exp',
            component: ComponentCreator('/api/lockup/graphql/envio/inputs/action-bool-exp', '222'),
            exact: true
          },
          {
            path: '/api/lockup/graphql/schema',
            component: ComponentCreator('/api/lockup/graphql/schema', '333'),
            exact: true,
            sidebar: "apiSidebar"
          },
          {
            path: '/api/lockup/graphql/envio/objects/stream',
            component: ComponentCreator('/api/lockup/graphql/envio/objects/stream', '444'),
            exact: true,
            sidebar: "apiSidebar"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

/** Evaluates rewritten routes.js and returns the doc pages' list in order: [path, component, sidebar]. */
function leafList(code: string): [string, string, string | null][] {
  const evaluate = new Function('ComponentCreator', 'GraphqlIslandRoute', code.replace(/^import .*$/gm, '').replace('export default', 'return'));
  const routes = evaluate((path: string) => `creator:${path}`, 'island') as { routes: { routes: { path: string; sidebar?: string; component: string }[] }[] }[];
  return (routes[0]?.routes[0]?.routes ?? []).map((r) => [r.path, r.component, r.sidebar ?? null]);
}

test('island paths are the generated reference pages only', () => {
  assert.equal(isIslandPath('/api/lockup/graphql/envio/objects/stream'), true);
  assert.equal(isIslandPath('/api/flow/graphql/the-graph/overview'), true);
  assert.equal(isIslandPath('/api/lockup/graphql/schema'), false);
  assert.equal(isIslandPath('/api/lockup/indexers'), false);
  assert.equal(isIslandPath('/api/lockup/graphql/envio/objects/stream/extra'), false);
});

test('routes: island pages leave, one exact route per folder and sidebar replaces them', async () => {
  const { code, islands } = rewriteRoutes(ROUTES);
  assert.deepEqual(islands, [
    '/api/lockup/graphql/envio/objects/action',
    '/api/lockup/graphql/envio/inputs/action-bool-exp',
    '/api/lockup/graphql/envio/objects/stream',
  ]);
  assert.ok(!code.includes("ComponentCreator('/api/lockup/graphql/envio/objects/action'"));
  assert.ok(code.includes("path: '/api/lockup/graphql/schema'"), 'written pages stay');
  assert.ok(code.includes("path: '/api/lockup/graphql/envio/objects/:page(action|stream)'"));
  assert.ok(code.includes("path: '/api/lockup/graphql/envio/inputs/:page(action-bool-exp)'"));
  assert.match(code, /^import GraphqlIslandRoute from '@site\/src\/graphql-islands\/IslandRoute';/);
  // The result is still a valid module that evaluates to the same tree shape.
  assert.deepEqual(
    leafList(code),
    [
      ['/api/lockup/graphql/schema', 'creator:/api/lockup/graphql/schema', 'apiSidebar'],
      ['/api/lockup/graphql/envio/objects/:page(action|stream)', 'island', 'apiSidebar'],
      ['/api/lockup/graphql/envio/inputs/:page(action-bool-exp)', 'island', null],
    ],
  );
});

test('routes: the island patterns come after every other page of their list, so other pages never try them', () => {
  // As Docusaurus writes the end of a list: the last page has no trailing comma.
  const endsWithKept = ROUTES.replace(
    /(path: '\/api\/lockup\/graphql\/envio\/objects\/stream',[\s\S]*?\n {10}\})\n/,
    `$1,\n          {\n            path: '/support/faq',\n            component: ComponentCreator('/support/faq', '555'),\n            exact: true,\n            sidebar: "supportSidebar"\n          }\n`,
  );
  assert.notEqual(endsWithKept, ROUTES);
  assert.deepEqual(leafList(rewriteRoutes(endsWithKept).code), [
    ['/api/lockup/graphql/schema', 'creator:/api/lockup/graphql/schema', 'apiSidebar'],
    ['/support/faq', 'creator:/support/faq', 'supportSidebar'],
    ['/api/lockup/graphql/envio/objects/:page(action|stream)', 'island', 'apiSidebar'],
    ['/api/lockup/graphql/envio/inputs/:page(action-bool-exp)', 'island', null],
  ]);
  // A list of islands only keeps them where they were.
  const islandsOnly = ROUTES.replace(/ {10}\{\n {12}path: '\/api\/lockup\/graphql\/schema',[\s\S]*?\n {10}\},\n/, '');
  assert.notEqual(islandsOnly, ROUTES);
  assert.deepEqual(leafList(rewriteRoutes(islandsOnly).code), [
    ['/api/lockup/graphql/envio/objects/:page(action|stream)', 'island', 'apiSidebar'],
    ['/api/lockup/graphql/envio/inputs/:page(action-bool-exp)', 'island', null],
  ]);
});

test('routes: a changed Docusaurus format fails the build instead of shipping a broken site', () => {
  const changed = ROUTES.replace("component: ComponentCreator('/api/lockup/graphql/envio/objects/action', '111'),", "component: Other('/x'),");
  assert.throws(() => rewriteRoutes(changed), /format changed/);
});

test('islandRoutes groups pages by folder and sidebar', () => {
  assert.deepEqual(
    islandRoutes([
      { path: '/api/a/graphql/envio/objects/b', sidebar: 's' },
      { path: '/api/a/graphql/envio/objects/a', sidebar: 's' },
      { path: '/api/a/graphql/envio/objects/c-fields' },
    ]),
    [{ pattern: '/api/a/graphql/envio/objects/:page(a|b)', sidebar: 's' }, { pattern: '/api/a/graphql/envio/objects/:page(c-fields)' }],
  );
});

test('registry, chunk names, global data and version props lose the island pages only', () => {
  const registry = [
    'export default {',
    '  "aa": [() => import(/* webpackChunkName: "aa" */ "@site/docs/api/lockup/graphql/envio/objects/stream.mdx"), "@site/docs/api/lockup/graphql/envio/objects/stream.mdx", require.resolveWeak("@site/docs/api/lockup/graphql/envio/objects/stream.mdx")],',
    '  "bb": [() => import(/* webpackChunkName: "bb" */ "@site/docs/api/lockup/graphql/schema.mdx"), "@site/docs/api/lockup/graphql/schema.mdx", require.resolveWeak("@site/docs/api/lockup/graphql/schema.mdx")],',
    '  "cc": [() => import(/* webpackChunkName: "cc" */ "@generated/docusaurus-plugin-content-docs/default/p/index-466.json"), "@generated/docusaurus-plugin-content-docs/default/p/index-466.json", require.resolveWeak("@generated/docusaurus-plugin-content-docs/default/p/index-466.json")],',
    '};',
  ].join('\n');
  const rewritten = rewriteRegistry(registry, new Map([['@generated/docusaurus-plugin-content-docs/default/p/index-466.json', '@generated/graphql-islands/v.json']]));
  assert.ok(!rewritten.includes('"aa"'));
  assert.ok(rewritten.includes('"bb"'));
  assert.ok(rewritten.includes('"@generated/graphql-islands/v.json"') && !rewritten.includes('index-466'));

  assert.deepEqual(
    Object.keys(rewriteChunkNames({ '/api/lockup/graphql/envio/objects/stream-444': {}, '/api/lockup/graphql/schema-333': {}, '/api/lockup/graphql/envio/overview-9ab': {} })),
    ['/api/lockup/graphql/schema-333'],
  );

  const globalData = rewriteGlobalData({
    'docusaurus-plugin-content-docs': {
      default: { path: '/', versions: [{ name: 'current', docs: [{ path: '/api/lockup/graphql/envio/objects/stream' }, { path: '/api/overview' }] }] },
    },
  });
  assert.deepEqual(globalData['docusaurus-plugin-content-docs']?.default, {
    path: '/',
    versions: [{ name: 'current', docs: [{ path: '/api/overview' }] }],
  });

  const props = { version: { docs: { 'api/overview': { title: 'Overview' }, 'api/lockup/graphql/the-graph/queries/streams': { title: 'streams' } } } };
  assert.deepEqual(Object.keys(rewriteVersionProps(props)?.version?.docs ?? {}), ['api/overview']);
  assert.equal(rewriteVersionProps({ version: { docs: { 'api/overview': {} } } }), null, 'nothing to drop, no copy');
});
