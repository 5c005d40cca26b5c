import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { readSiteEnv } from '../../site.env';
import { generatedSource } from '../../src/lib/generated-pages';
import { builtDocPages } from '../support/build-scan';

const { docsRepository } = readSiteEnv();

/** Every built doc page: written ones link to a file that exists; generated ones name their source. */
const root = join(__dirname, '..', '..');
const editPrefix = `${docsRepository.url}/edit/${docsRepository.branch}/`;

test('each written page links to its existing source file; each generated page names source and generator', () => {
  const problems: string[] = [];
  const pages = builtDocPages().filter((page) => !page.route.startsWith('/__'));
  assert.ok(pages.length > 1000);
  for (const { route, html } of pages) {
    const edit = /<a href="?([^"\s>]+)"?[^>]*class="?theme-edit-this-page/.exec(html)?.[1];
    const generated = generatedSource(route);
    if (generated) {
      if (edit) problems.push(`${route}: generated page with an edit link`);
      if (!html.includes('data-testid=generated-source') || !html.includes(generated.generator)) problems.push(`${route}: no source note`);
      if (!existsSync(join(root, generated.generator))) problems.push(`${route}: generator ${generated.generator} does not exist`);
    } else if (!edit?.startsWith(editPrefix)) {
      problems.push(`${route}: edit link ${edit ?? 'missing'}`);
    } else if (!existsSync(join(root, edit.slice(editPrefix.length)))) {
      problems.push(`${route}: edit link to missing file ${edit}`);
    }
  }
  assert.deepEqual(problems, []);
});
