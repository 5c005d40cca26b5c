import assert from 'node:assert/strict';
import { test } from 'node:test';

import config from '../../docusaurus.config';
import { areas } from '../../navigation';
import { readSiteEnv } from '../../site.env';

interface NavItem {
  label?: string;
  type?: string;
  sidebarId?: string;
  activeBaseRegex?: string;
  position?: string;
  href?: string;
}

const theme = config.themeConfig as {
  navbar: { items: NavItem[] };
  footer: { links: { title: string; items: { label: string; href?: string; to?: string }[] }[]; copyright: string };
  colorMode: { defaultMode: string; respectPrefersColorScheme: boolean };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  announcementBar: { id: string; isCloseable: boolean };
  algolia: { contextualSearch: boolean; searchPagePath: string };
};

test('the navbar has the six areas on the left, in order, each active under its own base path', () => {
  const left = theme.navbar.items.filter((item) => item.position === 'left');
  assert.deepEqual(left.map((i) => i.label), ['Concepts', 'Guides', 'APIs', 'Reference', 'Apps', 'Support']);
  for (const [index, item] of left.entries()) {
    const area = areas[index]!;
    assert.equal(item.sidebarId, area.sidebarId);
    const active = new RegExp(item.activeBaseRegex!);
    assert.ok(active.test(`/${area.basePath}/anything`), `${item.label} active under /${area.basePath}/`);
    assert.ok(active.test(`/${area.basePath}`));
    assert.ok(!active.test(`/${area.basePath}x/page`), `${item.label} must not match a sibling prefix`);
  }
});

test('the navbar has a chat link, a code-hosting link and a links page on the right, all external', () => {
  const external = theme.navbar.items.filter((item) => item.position === 'right' && item.href);
  assert.deepEqual(external.map((i) => i.label), ['Discord', 'GitHub', 'Links']);
  for (const item of external) assert.match(item.href!, /^https:\/\//);
  const types = theme.navbar.items.map((item) => item.type);
  assert.ok(types.includes('docsVersionDropdown') && types.includes('localeDropdown'));
});

test('the footer has Company, Community and Developers columns with real links and a copyright line', () => {
  assert.deepEqual(theme.footer.links.map((c) => c.title), ['Company', 'Community', 'Developers']);
  for (const column of theme.footer.links) {
    assert.ok(column.items.length >= 3, `${column.title} has at least three links`);
    for (const item of column.items) assert.ok(item.label && (item.href?.startsWith('https://') || item.to?.startsWith('/')));
  }
  assert.match(theme.footer.copyright, /Copyright © \d{4}/);
});

test('site constants match the spec', () => {
  assert.equal(config.i18n!.defaultLocale, 'en');
  assert.deepEqual(config.i18n!.locales, ['en']);
  assert.equal(config.i18n!.localeConfigs?.en?.direction, 'ltr');
  assert.equal(theme.colorMode.defaultMode, 'dark');
  assert.equal(theme.colorMode.respectPrefersColorScheme, true, 'the toggle offers system, light and dark');
  assert.deepEqual([theme.tableOfContents.minHeadingLevel, theme.tableOfContents.maxHeadingLevel], [2, 3]);
  assert.equal(theme.announcementBar.isCloseable, true);
  assert.equal(theme.algolia.contextualSearch, true);
  assert.equal(theme.algolia.searchPagePath, 'search');
  assert.equal(config.baseUrl, '/');
  assert.equal(config.trailingSlash, false);
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenMarkdownLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'throw');
});

test('the site is on Docusaurus 3.8.1 exactly', async () => {
  const pkg = (await import('../../package.json', { with: { type: 'json' } })).default as {
    dependencies: Record<string, string>;
  };
  for (const name of Object.keys(pkg.dependencies).filter((n) => n.startsWith('@docusaurus/'))) {
    assert.equal(pkg.dependencies[name], '3.8.1', name);
  }
});

test('hosted services switch on only through environment variables', () => {
  const none = readSiteEnv({});
  assert.equal(none.algolia, null);
  assert.equal(none.analytics, false);
  assert.equal(none.chatWidgetSrc, null);
  assert.equal(readSiteEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k' }).algolia, null, 'all three Algolia values needed');
  assert.deepEqual(readSiteEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i' }).algolia, {
    appId: 'A',
    apiKey: 'k',
    indexName: 'i',
  });
  assert.equal(readSiteEnv({ VERCEL: '1' }).analytics, true);
  assert.deepEqual(readSiteEnv({ DOCS_AREAS: 'concepts, guides' }).docsAreas, ['concepts', 'guides']);
});
