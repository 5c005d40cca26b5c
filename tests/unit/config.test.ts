import assert from 'node:assert/strict';
import { test } from 'node:test';

import config from '../../docusaurus.config';
import { readSiteEnv } from '../../site.env';

// The navbar, footer, language and color mode are checked where readers see them: in the built HTML
// (tests/built/site-structure.test.ts) and in the browser (tests/browser/layout.test.ts).

test('the build refuses broken links and anchors, and addresses have no trailing slash', () => {
  // A broken link would only show as a 404 for a reader; these make it fail the build instead.
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenMarkdownLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'throw');
  // vercel.json's clean URLs, the redirects and every internal link assume /x, never /x/.
  assert.equal(config.baseUrl, '/');
  assert.equal(config.trailingSlash, false);
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
