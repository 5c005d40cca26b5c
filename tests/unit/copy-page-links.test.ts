import assert from 'node:assert/strict';
import { test } from 'node:test';

import { assistantPrompt, pageLinks } from '../../src/components/CopyPage/links';
import { twinPath } from '../../src/lib/twin';

test('twin paths: page address + .md, the root as /index.md', () => {
  assert.equal(twinPath('/concepts/nft'), '/concepts/nft.md');
  assert.equal(twinPath('/concepts/nft/'), '/concepts/nft.md');
  assert.equal(twinPath('/'), '/index.md');
});

test('the assistants get a prompt naming the Markdown URL, encoded once', () => {
  const url = 'https://docs.sablier.com/concepts/nft.md';
  const links = pageLinks(url);
  for (const link of [links.chatgpt, links.claude]) {
    assert.equal(new URL(link).searchParams.get('q'), assistantPrompt(url));
    assert.ok(assistantPrompt(url).includes(url));
  }
  assert.equal(new URL(links.chatgpt).origin, 'https://chatgpt.com');
  assert.equal(new URL(links.claude).origin, 'https://claude.ai');
});
