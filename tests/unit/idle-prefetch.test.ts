import assert from 'node:assert/strict';
import { test } from 'node:test';

import { chunkNamesByRoute } from '../../overrides/idle-prefetch/chunkNames';

test('chunk names are indexed by route path, with every leaf of the nested tree', () => {
  const index = chunkNamesByRoute({
    '/docs-5e9': { __comp: '5e95c892', __context: { plugin: 'aba21aa0' } },
    '/docs/guide-0f3': { content: 'a7bd4aaa', __comp: '17896441' },
    '/docs/guide-8c1': { __props: { list: ['22dd74f7', '6064'] } },
    '/search-with-dashes-ab2': { __comp: '1df93b7f' },
  });
  assert.deepEqual(index.get('/docs'), ['5e95c892', 'aba21aa0']);
  // Two entries for one path (a layout route and its page) are merged.
  assert.deepEqual(index.get('/docs/guide'), ['a7bd4aaa', '17896441', '22dd74f7', '6064']);
  // Only the final "-hash" is removed from a key.
  assert.deepEqual(index.get('/search-with-dashes'), ['1df93b7f']);
  assert.equal(index.get('/missing'), undefined);
});
