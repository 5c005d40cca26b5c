import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { readSiteEnv } from '../../site.env';
import { generatedSource } from '../../src/lib/generated-pages';
import { buildScope, builtDocPages } from '../support/build-scan';

const { docsRepository } = readSiteEnv();

/** Every built doc page: written ones link to a file that exists; generated ones name their source. */
const root = join(__dirname, '..', '..');
const editPrefix = `${docsRepository.url}/edit/${docsRepository.branch}/`;
/** The whole site has over 1,000 doc pages; the fast tier's areas (all but the GraphQL reference) over 100. */
const minimumPages = buildScope().full ? 1000 : 100;

test('each written page links to its existing source file; each generated page names source and generator', () => {
  const problems: string[] = [];
  const pages = builtDocPages().filter((page) => !page.route.startsWith('/__'));
  assert.ok(pages.length > minimumPages, `${pages.length} doc pages in build/`);
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

test('written pages show the date of the last commit to their file; generated pages show none', () => {
  const pages = builtDocPages().filter((page) => !page.route.startsWith('/__'));
  const problems: string[] = [];
  let checked = 0;
  for (const { route, html } of pages) {
    const datetime = /<time datetime="?([^"\s>]+)"?[^>]*itemprop="?dateModified/.exec(html)?.[1];
    const edit = /<a href="?([^"\s>]+)"?[^>]*class="?theme-edit-this-page/.exec(html)?.[1];
    if (generatedSource(route)) {
      if (datetime) problems.push(`${route}: generated page with a last-updated date`);
      continue;
    }
    if (!datetime) {
      problems.push(`${route}: no last-updated date`);
      continue;
    }
    // One `git log` per page costs time: every 10th written page is compared with git.
    checked += 1;
    if (checked % 10 !== 1 || !edit?.startsWith(editPrefix)) continue;
    const file = edit.slice(editPrefix.length);
    const committed = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], { cwd: root, encoding: 'utf8' }).trim();
    if (Number(committed) * 1000 !== Date.parse(datetime))
      problems.push(`${route}: shows ${datetime}, last commit to ${file} at ${committed}`);
  }
  assert.ok(checked > 50, `only ${checked} written pages have a date`);
  assert.deepEqual(problems, []);
});
