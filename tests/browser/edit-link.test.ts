import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { readSiteEnv } from '../../site.env';
import { useSite } from '../support/harness';

const { docsRepository } = readSiteEnv();

/** "Edit this page" on written pages; a note naming source and generator on generated ones. */
const site = useSite();
const root = join(__dirname, '..', '..');

test('a written page links to its source file on the code host', async () => {
  const { page } = await site.open('/concepts/nft');
  const href = await page.locator('a.theme-edit-this-page').getAttribute('href');
  assert.equal(href, `${docsRepository.url}/edit/${docsRepository.branch}/docs/concepts/nft.mdx`);
  assert.ok(existsSync(join(root, 'docs/concepts/nft.mdx')), 'the linked file exists in the repository');
  assert.equal(await page.getByTestId('generated-source').count(), 0);
  await page.context().close();
});

for (const [route, source, generator] of [
  ['/api/lockup/graphql/the-graph/objects/lockup-stream', 'schema/streams.graphql', 'generators/graphql-api/generate.ts'],
  ['/reference/lockup/contracts/sablier-lockup', 'content/contract-descriptions/lockup.md', 'generators/contract-reference/generate.ts'],
] as const) {
  test(`generated ${route} names its source and generator instead of an edit link`, async () => {
    const { page } = await site.open(route);
    assert.equal(await page.locator('a.theme-edit-this-page').count(), 0);
    const note = (await page.getByTestId('generated-source').textContent()) ?? '';
    assert.ok(note.includes(source) && note.includes(generator), note);
    assert.ok(existsSync(join(root, generator)));
    await page.context().close();
  });
}
