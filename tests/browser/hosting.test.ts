import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { test } from 'node:test';

import { exactRedirects } from '../../redirects';
import { docRoute, draftDocs } from '../support/docs';
import { buildDir, useSite, waitForHydrated } from '../support/harness';

const host = useSite();
// A static host with no redirects of its own and no clean URLs: what the client does by itself.
const plain = useSite({ cleanUrls: false, hostRedirects: false });
// The site served under a prefix it was not built for.
const misplaced = useSite({ prefix: '/wrong/' });

test('a path ending in .html or /index.html reaches the page without the suffix', async () => {
  const clean = await plain.open('/concepts/what-is-sablier');
  const heading = await clean.page.locator('article h1').innerText();
  await clean.page.context().close();
  const { page } = await plain.open('/concepts/what-is-sablier.html');
  await page.locator('article h1').waitFor();
  assert.equal(await page.locator('article h1').innerText(), heading, 'the same page as without the suffix');
  assert.ok(await page.locator('.navbar__link--active', { hasText: 'Concepts' }).isVisible(), 'the client router matched the doc route');
  assert.equal(await page.locator('h1', { hasText: 'Page not found' }).count(), 0);
  await page.context().close();

  const home = await plain.open('/index.html');
  assert.equal(await home.page.locator('h1', { hasText: 'Page not found' }).count(), 0);
  assert.match(await home.page.locator('h1').first().innerText(), /Move tokens by the second/, 'the home page');
  await home.page.context().close();

  for (const path of ['/concepts/what-is-sablier.html', '/index.html']) {
    const response = await fetch(host.url + path, { redirect: 'manual' });
    assert.equal(response.status, 308, path);
    assert.equal(response.headers.get('location'), path === '/index.html' ? '/' : '/concepts/what-is-sablier');
  }
});

test('client redirect pages send old addresses to their new page', async () => {
  const shown = ['/concepts', '/guides', '/api', '/reference', '/apps', '/support', '/protocol/introduction'];
  // One tab for all: each redirect page is a document load.
  const page = await plain.tab();
  for (const redirect of exactRedirects.filter((r) => shown.includes(r.from))) {
    await page.goto(plain.url + redirect.from);
    await page.waitForURL((url) => url.pathname === redirect.to);
    await waitForHydrated(page);
    assert.equal(await page.locator('h1', { hasText: 'Page not found' }).count(), 0, redirect.to);
  }
  await page.context().close();
});

test('the host answers old addresses with permanent redirects', async () => {
  for (const redirect of exactRedirects.slice(0, 8)) {
    const response = await fetch(host.url + redirect.from, { redirect: 'manual' });
    assert.equal(response.status, 308, redirect.from);
    assert.equal(response.headers.get('location'), redirect.to);
  }
  const folder = await fetch(host.url + '/concepts/protocol/statuses', { redirect: 'manual' });
  assert.equal(folder.headers.get('location'), '/concepts/lockup/statuses');
});

/** A GET sent exactly as written (fetch would resolve `/./` and `//` first, as a browser does). */
function rawGet(url: string, path: string): Promise<{ status: number; location: string | null; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Follows the server's redirects from a raw path; every hop must stay on the site. */
async function follow(url: string, path: string): Promise<{ status: number; hops: string[]; body: string }> {
  const hops: string[] = [];
  let current = path;
  for (let i = 0; i < 5; i += 1) {
    const response = await rawGet(url, current);
    if (response.status < 300 || response.status >= 400) return { status: response.status, hops, body: response.body };
    const location = response.location ?? '';
    assert.equal(new URL(location, url).origin, new URL(url).origin, `${path}: redirect to ${location} leaves the site`);
    assert.ok(!/^[/\\]{2}/.test(location), `${path}: protocol-relative Location ${location}`);
    hops.push(location);
    current = location;
  }
  throw new Error(`${path}: too many redirects (${hops.join(' → ')})`);
}

test('the host-shaped server never redirects off the site and answers odd paths as the host does', async () => {
  for (const path of ['/.//evil.example/index.html', '//evil.example/index.html', '//example.com', '/\\example.com', '///example.com/']) {
    const { status, body } = await follow(host.url, path);
    assert.equal(status, 404, `${path} ends on the not-found page`);
    assert.match(body, /Page not found/, path);
  }
  // Repeated slashes are merged, as the host merges them.
  assert.deepEqual((await follow(host.url, '/concepts//what-is-sablier')).hops, ['/concepts/what-is-sablier']);
  // A trailing slash goes, as `trailingSlash: false` makes the host do.
  const slash = await rawGet(host.url, '/concepts/what-is-sablier/?x=1');
  assert.equal(slash.status, 308);
  assert.equal(slash.location, '/concepts/what-is-sablier?x=1');
  assert.equal((await follow(host.url, '/concepts/what-is-sablier/')).status, 200);
  assert.equal((await follow(host.url, '/concepts/what-is-sablier/index.html')).status, 200);
});

test('the bare address of an area leads to its landing page on the host', async () => {
  const landings: Record<string, string> = {
    '/concepts': '/concepts/what-is-sablier',
    '/guides': '/guides/lockup/overview',
    '/api': '/api/overview',
    '/reference': '/reference/overview',
    '/apps': '/apps/features/overview',
    '/support': '/support/faq',
  };
  for (const [from, to] of Object.entries(landings)) {
    const response = await rawGet(host.url, from);
    assert.equal(response.status, 308, from);
    assert.equal(response.location, to, from);
    assert.equal((await follow(host.url, `${from}/`)).status, 200, `${from}/`);
  }
});

test('a site served under the wrong base URL shows the base-URL banner with a suggestion', async () => {
  const { page } = await misplaced.open('/wrong/', { waitForHydration: false });
  const banner = page.locator('#__docusaurus-base-url-issue-banner-container');
  await banner.waitFor({ timeout: 10000 });
  const text = await banner.innerText();
  assert.match(text, /did not load properly/i);
  assert.match(text, /\/wrong\//, 'it suggests the base URL the site is served under');
  await page.context().close();
});

test('drafts (`draft: true` in their front matter) are never published', async () => {
  const drafts = draftDocs();
  assert.ok(drafts.length > 0, 'the repository keeps a draft (docs/guides/frontend.mdx) to check this with');
  for (const draft of drafts) {
    const route = docRoute(draft.path);
    assert.ok(!existsSync(join(buildDir, `${route}.html`)), `${draft.path} must not be built`);
    const response = await fetch(host.url + route);
    await response.text();
    assert.equal(response.status, 404, `${route} is not served`);
  }
});

test('`npm run serve` (docusaurus serve) answers 404 for unknown paths and 200 for pages', async () => {
  const { spawn } = await import('node:child_process');
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = spawn('npx', ['docusaurus', 'serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: join(__dirname, '..', '..'),
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    let ready = false;
    for (let attempt = 0; attempt < 60 && !ready; attempt += 1) {
      ready = await fetch(base + '/').then(
        () => true,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.ok(ready, 'docusaurus serve started');
    assert.equal((await fetch(base + '/concepts/what-is-sablier')).status, 200);
    const missing = await fetch(base + '/concepts/no-such-page');
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /Page not found/);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
});
