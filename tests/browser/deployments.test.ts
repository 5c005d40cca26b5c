import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sablier } from 'sablier';

import { useSite, waitForHydrated } from '../support/harness';
import { GOVERNED_RELEASES, fromPackage } from '../support/deployments';
import { CURRENT_RELEASES, deploymentsRoute, documentedReleases, releaseKey } from '../../src/lib/releases';

const site = useSite();

/** Each deployments page and the releases it renders, in page order (oldest first where a page has several). */
const PAGES: [string, string[]][] = [];
for (const release of documentedReleases) {
  const route = deploymentsRoute(release);
  const page = PAGES.find(([path]) => path === route);
  if (page) page[1].unshift(releaseKey(release));
  else PAGES.push([route, [releaseKey(release)]]);
}

const GOVERNED = new Set(GOVERNED_RELEASES);

interface RenderedRow {
  name: string;
  address: string;
  href: string;
}

for (const [path, releases] of PAGES) {
  test(`${path} shows, without JavaScript, the package's address of every contract on every chain`, async () => {
    const { page } = await site.open(path, { javaScriptEnabled: false });
    const rendered = await page.evaluate(() => {
      // No helper functions in here: the test runner's transpiler would wrap them in a
      // `__name` call that does not exist in the page.
      return (Array.from(document.querySelectorAll('[data-release]')) as HTMLElement[]).map((root) => ({
        release: root.dataset.release ?? '',
        filterShown: (Array.from(root.querySelectorAll('input')) as HTMLElement[]).some(
          (input) => input.getClientRects().length > 0 && getComputedStyle(input).visibility !== 'hidden',
        ),
        chains: (Array.from(root.querySelectorAll('section[data-chain-id]')) as HTMLElement[]).map((section) => ({
          id: Number(section.dataset.chainId),
          visible: section.getClientRects().length > 0,
          rows: (Array.from(section.querySelectorAll('tr[data-contract]')) as HTMLElement[]).map((row) => ({
            name: row.querySelector('th')?.textContent ?? '',
            address: row.querySelector('code')?.textContent ?? '',
            href: row.querySelector('a')?.getAttribute('href') ?? '',
          })),
        })),
      }));
    });
    assert.deepEqual(
      rendered.map((r) => r.release),
      releases,
      'one table set per release, in order',
    );
    for (const block of rendered) {
      const release = documentedReleases.find((r) => releaseKey(r) === block.release);
      assert.ok(release, `${block.release} is a documented release`);
      const expected = fromPackage(release.protocol, release.version);
      assert.equal(block.filterShown, false, 'the filter needs JavaScript, so it is hidden without it');
      assert.deepEqual(
        block.chains.map((c) => c.id).sort((a, b) => a - b),
        [...expected.keys()].sort((a, b) => a - b),
        `${block.release}: every chain of the package, and no other`,
      );
      for (const chain of block.chains) {
        assert.ok(chain.visible, `${block.release}: chain ${chain.id} is visible without JavaScript`);
        const want: RenderedRow[] = (expected.get(chain.id) ?? []).map((r) => ({
          name: r.name,
          address: r.address,
          href: r.explorer,
        }));
        // These releases answer to the chain's comptroller: one more row, last, from the package's data.
        if (GOVERNED.has(block.release)) {
          const comptroller = sablier.evm.comptroller.get(chain.id);
          assert.ok(comptroller, `the package has a comptroller on chain ${chain.id}`);
          const explorer = sablier.evm.chains.getOrThrow(chain.id).blockExplorers?.default.url.replace(/\/+$/, '');
          want.push({ name: comptroller.name, address: comptroller.address, href: `${explorer}/address/${comptroller.address}` });
        }
        assert.deepEqual(chain.rows, want, `${block.release} on chain ${chain.id}`);
      }
    }
    await page.context().close();
  });
}

test('the filter narrows chains by name or chain ID and says how many are shown', async () => {
  const { page, errors } = await site.open('/guides/lockup/deployments');
  const filter = page.getByLabel('Filter chains');
  const visibleNames = () =>
    page.locator('section[data-chain-id]:visible h3').evaluateAll((hs) => hs.map((h) => h.firstChild?.textContent ?? ''));
  const total = fromPackage('lockup', CURRENT_RELEASES.lockup).size;

  await filter.fill('base');
  assert.deepEqual((await visibleNames()).sort(), ['Base', 'Base Sepolia']);
  assert.equal(await page.getByRole('status').first().innerText(), `Showing 2 of ${total} chains`);

  await filter.fill('8453');
  assert.deepEqual((await visibleNames()).sort(), ['Base', 'Base Sepolia'], 'IDs match by prefix: 8453 and 84532');
  await filter.fill('84532');
  assert.deepEqual(await visibleNames(), ['Base Sepolia']);

  await filter.fill('no such chain');
  assert.deepEqual(await visibleNames(), []);
  assert.match(await page.getByRole('status').first().innerText(), /No chain matches/);

  await filter.fill('');
  assert.equal((await visibleNames()).length, total);
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('the copy button works from the keyboard, copies the address and announces it', async () => {
  const { page } = await site.open('/guides/lockup/deployments', {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const row = page.locator('section[data-chain-id="1"] tr[data-contract="SablierLockup"]');
  const address = await row.locator('code').textContent();
  const button = row.getByRole('button', { name: 'Copy SablierLockup address on Ethereum' });
  await button.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.body.innerText.includes('Copied SablierLockup address on Ethereum'));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), address);
  assert.equal(await button.innerText(), 'Copied');
  const live = page.locator('[aria-live="polite"]', { hasText: 'Copied SablierLockup address on Ethereum' });
  assert.equal(await live.count(), 1, 'the confirmation is in a polite live region');
  await page.context().close();
});

test('without any clipboard access, the copy button selects the address and says how to copy it', async () => {
  const { page } = await site.open('/guides/flow/deployments');
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = () => false;
  });
  await page.reload();
  await waitForHydrated(page);
  const row = page.locator('section[data-chain-id="1"] tr[data-contract="SablierFlow"]');
  const address = await row.locator('code').textContent();
  await row.getByRole('button', { name: /^Copy SablierFlow address/ }).click();
  await page.waitForFunction(() => document.body.innerText.includes('press Control C'));
  assert.equal(await page.evaluate(() => window.getSelection()?.toString()), address);
  assert.equal(await row.getByRole('button').innerText(), 'Selected');
  await page.context().close();
});

test('a link to a chain far down the page still lands on that chain once the page has started', async () => {
  const { page } = await site.open('/guides/lockup/deployments');
  const chains = page.locator('section[data-chain-id]');
  // A chain in the middle: the last ones cannot reach the top, the page ends first.
  const target = chains.nth(Math.floor((await chains.count()) / 2));
  const id = await target.locator('h3').getAttribute('id');
  assert.ok(id, 'chains have anchors');
  await page.goto(`${site.url}/guides/lockup/deployments#${id}`);
  await waitForHydrated(page);
  // The copy buttons and the filter appear on hydration; they must not push the chain away. Wait for
  // them, then for two painted frames, so any shift they cause has happened.
  await target.getByRole('button').first().waitFor();
  await page.getByRole('status').first().waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const box = await target.locator('h3').boundingBox();
  const viewport = page.viewportSize();
  assert.ok(box && viewport, 'the heading is rendered');
  assert.ok(box.y >= 0 && box.y < viewport.height / 2, `heading at y=${box.y} of ${viewport.height}`);
  await page.context().close();
});

test('on a phone, every table fits the page, an address takes at most three lines and a block number one', async () => {
  const page = await site.tab({ viewport: { width: 375, height: 740 } });
  for (const [path] of PAGES) {
    await page.goto(site.url + path);
    await waitForHydrated(page);
    const problems = await page.evaluate(() =>
      (Array.from(document.querySelectorAll('section[data-chain-id] table')) as HTMLTableElement[]).flatMap((table) => {
        const chain = table.closest('section')?.getAttribute('data-chain-id');
        const found: string[] = [];
        if (table.getBoundingClientRect().right > document.documentElement.clientWidth)
          found.push(`chain ${chain}: table wider than the page`);
        // An inline element has one client rect per line it occupies.
        const lines = (table.querySelector('code[data-address]') as HTMLElement).getClientRects().length;
        if (lines > 3) found.push(`chain ${chain}: an address takes ${lines} lines`);
        for (const cell of Array.from(table.querySelectorAll('td')).filter((td) => /^\d+$/.test(td.textContent ?? ''))) {
          const range = document.createRange();
          range.selectNodeContents(cell);
          if (range.getClientRects().length > 1) found.push(`chain ${chain}: block ${cell.textContent} wraps`);
        }
        if ((table.querySelector('caption')?.getBoundingClientRect().height ?? 0) > 1) found.push(`chain ${chain}: the caption is shown`);
        return found;
      }),
    );
    assert.deepEqual(problems, [], path);
  }
  await page.context().close();
});

test('address links say where they lead, and a missing block is read as words', async () => {
  const { page } = await site.open('/guides/lockup/deployments');
  const row = page.locator('section[data-chain-id="137"] tr[data-contract="LockupHelpers"]');
  const link = row.getByRole('link');
  assert.equal(await link.getAttribute('target'), '_blank');
  const note = await link.getAttribute('aria-describedby');
  assert.ok(note, 'the link is described');
  assert.equal(await page.locator(`[id="${note}"]`).textContent(), 'Opens PolygonScan in a new tab');
  assert.match(await row.ariaSnapshot(), /cell "not recorded"/);
  await page.context().close();
});

test('the first page keeps the server tables as they are; after an in-app navigation React renders them, and both work', async () => {
  const { page, errors } = await site.open('/guides/lockup/deployments', {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  // React marks each element it hydrates or renders with a fiber property; kept HTML has none.
  const rowIsReacts = () =>
    page
      .locator('section[data-chain-id="1"] tr[data-contract="SablierLockup"]')
      .evaluate((row) => Object.keys(row).some((key) => key.startsWith('__reactFiber')));
  assert.equal(await rowIsReacts(), false, 'first page: the rows are the server HTML, not hydrated one by one');

  async function copyAndFilter(how: string): Promise<void> {
    const row = page.locator('section[data-chain-id="1"] tr[data-contract="SablierComptroller"]');
    const button = row.getByRole('button', { name: 'Copy SablierComptroller address on Ethereum' });
    await button.click();
    await page.waitForFunction(() => document.body.innerText.includes('Copied SablierComptroller address on Ethereum'));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await row.locator('code').textContent(), how);
    assert.equal(await button.innerText(), 'Copied', how);
    await page.waitForFunction((b) => b?.textContent === 'Copy', await button.elementHandle(), { timeout: 4000 });
    await page.getByLabel('Filter chains').fill('sepolia');
    const shown = await page.locator('section[data-chain-id]:visible').count();
    assert.equal(
      shown,
      [...fromPackage('lockup', CURRENT_RELEASES.lockup).keys()].filter((id) =>
        sablier.evm.chains.getOrThrow(id).name.toLowerCase().includes('sepolia'),
      ).length,
      how,
    );
    await page.getByLabel('Filter chains').fill('');
  }
  await copyAndFilter('kept tables');

  // Leave and come back inside the app: the tables are rendered in the browser this time. The link sits below
  // thirty tables that were just shown again; with the CPU kept busy, a click aimed at its position once led
  // nowhere. This test is about what the app draws next, so the click goes to the link itself.
  await page.getByRole('link', { name: 'Lockup overview' }).first().dispatchEvent('click');
  await page.waitForURL('**/guides/lockup/overview');
  // The address changes before the next page is drawn; going back sooner would return to a page that never left.
  await page.getByRole('heading', { level: 1, name: 'Lockup integration overview' }).waitFor();
  await page.goBack();
  await page.waitForURL('**/guides/lockup/deployments');
  await page.locator('section[data-chain-id="1"]').waitFor();
  assert.equal(await rowIsReacts(), true, 'after an in-app navigation React renders the rows');
  await copyAndFilter('tables rendered by React');
  assert.deepEqual(errors, []);
  await page.context().close();
});

test('every deployments page, previous releases included, keeps its server tables on first load', async () => {
  const hydrated: string[] = [];
  // One tab for all of them: each is a document load, which is what this checks.
  const page = await site.tab();
  for (const [path] of PAGES) {
    await page.goto(site.url + path);
    await waitForHydrated(page);
    const rows = page.locator('section[data-chain-id] tr');
    assert.ok((await rows.count()) > 0, `${path} has chain tables`);
    const isReacts = await rows.first().evaluate((row) => Object.keys(row).some((key) => key.startsWith('__reactFiber')));
    if (isReacts) hydrated.push(path);
  }
  await page.context().close();
  assert.deepEqual(hydrated, [], 'pages whose tables React hydrated row by row');
});
