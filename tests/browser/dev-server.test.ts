/**
 * The dev server a writer runs (`npm start`, the whole site): it answers before compiling every page
 * (overrides/lazy-dev-compilation), compiles a page when a browser first opens it, and still updates an
 * open page when its source changes, written or generated (plugins/live-generators re-runs the
 * generator whose inputs changed). Starts `docusaurus start` itself and always stops it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

import { docRoute, draftDocs } from '../support/docs';
import { useDevServer, type DevOpened } from '../support/dev-site';

const startRoute = '/concepts/what-is-sablier';
/** A page the start page links to in its sidebar, opened in the app after the start page. */
const laterSource = 'docs/concepts/governance.mdx';
const laterRoute = '/concepts/governance';
/** A generated GraphQL reference page: the dev server serves these as ordinary pages. */
const graphqlRoute = '/api/lockup/graphql/the-graph/objects/lockup-stream';
/** Where the dev server's lazy compilation stubs ask for a module to be built (Rspack's default prefix). */
const compileRequest = '/lazy-compilation-using-';
const devOverlay = '#webpack-dev-server-client-overlay';

const site = useDevServer({
  // The last test edits a page's source: the server runs on a copy, never on the working tree.
  copy: true,
  // As on a fresh clone: local search whatever the shell holds, and no bundler cache, which would
  // restore the pages an earlier run compiled and so hide whether this one compiles them lazily.
  env: { ALGOLIA_APP_ID: '', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: '', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' },
  route: startRoute,
  timeoutMs: 120000,
});

/** Opens a page and lists the source files it asks the server to compile, in order. */
async function open(path: string): Promise<DevOpened & { compiled: string[] }> {
  const compiled: string[] = [];
  const opened = await site.open(path, (page) =>
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !new URL(request.url()).pathname.startsWith(compileRequest)) return;
      // One module per line, each ending with the file's absolute path after the last "!" or "|".
      for (const line of (request.postData() ?? '').split('\n')) compiled.push(line.split(/[!|]/).pop() ?? line);
    }),
  );
  return { ...opened, compiled };
}

async function heading(page: Page): Promise<string> {
  return ((await page.locator('article h1').first().textContent()) ?? '').trim();
}

test('the first page renders, and another page is compiled when the reader first opens it', async () => {
  const laterTitle = /^title:\s*(.+)$/m.exec(readFileSync(join(site.root, laterSource), 'utf8'))?.[1]?.trim() ?? '';
  assert.ok(laterTitle, `${laterSource} has a title`);
  const { page, errors, compiled } = await open(startRoute);
  await page.locator('article h1').first().waitFor();
  assert.equal(await heading(page), 'What is Sablier');
  assert.ok(!compiled.some((file) => file.endsWith(laterSource)), 'the later page is not asked for before it is opened');

  await page.locator(`nav a[href="${laterRoute}"]`).first().click();
  await page.waitForFunction((title) => document.querySelector('article h1')?.textContent?.trim() === title, laterTitle, {
    timeout: 60000,
  });
  assert.equal(new URL(page.url()).pathname, laterRoute);
  // The request proves the page was not built at start-up: built modules are never asked for.
  assert.ok(
    compiled.some((file) => file === join(site.root, laterSource)),
    `opening ${laterRoute} asked the server to compile ${laterSource}; asked: ${compiled.join(', ')}`,
  );
  assert.equal(await page.locator(devOverlay).count(), 0, 'no dev error overlay');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('a generated GraphQL reference page opens directly', async () => {
  const { page, errors } = await open(graphqlRoute);
  await page.locator('article h1').first().waitFor({ timeout: 60000 });
  assert.equal(await heading(page), 'LockupStream');
  assert.ok((await page.locator('article pre code').count()) > 0, 'the type definition is shown as code');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('editing the source of an open page updates it without a reload', async () => {
  const file = join(site.root, laterSource);
  const original = readFileSync(file, 'utf8');
  const { page, errors } = await open(laterRoute);
  await page.locator('article h1').first().waitFor();
  // A marker that survives a reload would prove nothing: the update must reach this same document.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const added = `A paragraph added while the page was open (${Date.now()}).`;
  writeFileSync(file, `${original}\n\n${added}\n`);
  await page.getByText(added).waitFor({ timeout: 60000 });
  assert.equal(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded), true, 'the page was not reloaded');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('drafts are served to writers (production builds leave them out)', async () => {
  const drafts = draftDocs();
  assert.ok(drafts.length > 0, 'the repository keeps a draft (docs/guides/frontend.mdx) to check this with');
  for (const draft of drafts) {
    const title = /^title:\s*(.+)$/m.exec(draft.text)?.[1]?.trim() ?? '';
    const { page, errors } = await open(docRoute(draft.path));
    await page.locator('article h1').first().waitFor({ timeout: 60000 });
    assert.equal(await heading(page), title, `${draft.path} is shown`);
    assert.deepEqual(errors, []);
    await page.context().close();
  }
});

/** Replaces the one occurrence of `from` in a file of the served copy. */
function replaceIn(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  assert.equal(text.split(from).length, 2, `${file} contains ${JSON.stringify(from)} once`);
  writeFileSync(file, text.replace(from, to));
}

/**
 * Opens `route`, runs `edit` on a generator's input and waits until the open page shows `marker`:
 * the generator ran again, and its new output reached the page like any MDX edit.
 */
async function seesGeneratedEdit({ route, edit, marker }: GeneratedEdit): Promise<void> {
  const { page, errors } = await open(route);
  await page.locator('article h1').first().waitFor({ timeout: 60000 });
  assert.equal(await page.getByText(marker).count(), 0, `${route} does not show the marker before the edit`);
  edit(marker);
  // Regenerating (a child process), reloading the docs plugin and recompiling the page take a while under load,
  // and the four edits share the server, so the last page to show its edit may wait well over a minute.
  await page.locator('article').getByText(marker).first().waitFor({ timeout: 240000 });
  assert.equal(await page.locator(devOverlay).count(), 0, 'no dev error overlay');
  assert.deepEqual(errors, []);
  await page.context().close();
}

interface GeneratedEdit {
  test: string;
  route: string;
  /** Writes `marker` into the generator's input. */
  edit: (marker: string) => void;
  marker: string;
}

const stamp = Date.now();
const generatedEdits: GeneratedEdit[] = [
  {
    test: 'editing a Solidity example updates the guide that shows it',
    route: '/guides/lockup/examples/stream-management/withdraw',
    marker: `Edited while the guide was open ${stamp}`,
    edit(marker) {
      replaceIn(
        join(site.root, 'examples/lockup/StreamManager.sol'),
        '    // #region withdraw\n',
        `    // #region withdraw\n    // ${marker}\n`,
      );
    },
  },
  {
    test: 'editing a description in a GraphQL schema updates its API reference page',
    route: '/api/lockup/graphql/the-graph/objects/asset',
    marker: `Edited while the reference was open ${stamp}`,
    edit(marker) {
      const description = 'An ERC-20 token that Lockup or Flow streams pay in.';
      replaceIn(join(site.root, 'schema/streams.graphql'), `"${description}`, `"${description} ${marker}.`);
    },
  },
  {
    test: 'editing a contract description updates the contract reference page',
    route: '/reference/lockup/contracts/sablier-lockup',
    marker: `Edited while the contract page was open ${stamp}`,
    edit(marker) {
      // The paragraph under the function's heading in the product's description file.
      const item = '### `withdrawMax(uint256,address)`\n\nWithdraws the whole withdrawable amount to `to` and returns it,';
      replaceIn(join(site.root, 'content/contract-descriptions/lockup.md'), item, `${item} ${marker}.`);
    },
  },
  {
    test: 'editing a shared description in common.md updates the pages of the products that include it',
    route: '/reference/flow/contracts/sablier-flow',
    marker: `Edited in the shared descriptions ${stamp}`,
    edit(marker) {
      const item = '### `comptroller()`\n\nReturns the address of the Sablier Comptroller this contract answers to.';
      replaceIn(join(site.root, 'content/contract-descriptions/common.md'), item, `${item} ${marker}.`);
    },
  },
];

/**
 * The four edits run at once, as when a writer switches branches: each waits for its own regeneration and
 * recompilation, which is quicker at once than one after the other. The first test starts
 * them all; each test then reports its own. The two description files share one generator, whose runs queue.
 */
let editsUnderWay: Promise<void>[] | undefined;
function generatedEditOutcomes(): Promise<void>[] {
  editsUnderWay ??= generatedEdits.map((edit) => {
    const outcome = seesGeneratedEdit(edit);
    // Awaited by its own test later; until then a failure must not count as an unhandled rejection.
    outcome.catch(() => undefined);
    return outcome;
  });
  return editsUnderWay;
}

generatedEdits.forEach((edit, index) => {
  test(edit.test, async () => {
    await generatedEditOutcomes()[index];
  });
});
