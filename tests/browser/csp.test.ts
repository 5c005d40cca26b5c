import assert from 'node:assert/strict';
import { test } from 'node:test';

import { allRedirects } from '../../redirects';
import { contentSecurityPolicy } from '../../generators/vercel-json/config';
import { builtPages, missingScriptHashes } from '../../generators/vercel-json/inline-scripts';
import { buildDir, useSite, waitForHydrated } from '../support/harness';

/**
 * The Content-Security-Policy allows inline scripts only by hash. These tests read the build:
 * every inline script of every page must be allowed, and one page of each kind must run under
 * the header without a single violation.
 */
const host = useSite();

test('every inline script of the build has its hash in the policy (run `npm run vercel:sync` when this fails)', () => {
  const pages = builtPages(buildDir, new Set(allRedirects().map((r) => r.from)));
  assert.ok(pages.length > 500, 'the whole site was scanned');
  const missing = pages.flatMap((page) => missingScriptHashes(page.html, contentSecurityPolicy).map((hash) => `${page.route}: ${hash}`));
  assert.deepEqual(missing.slice(0, 10), []);
});

test('one page of each kind runs under the policy with no violation', async () => {
  const response = await fetch(host.url + '/');
  assert.equal(response.headers.get('content-security-policy'), contentSecurityPolicy);
  const kinds: [string, string, number][] = [
    ['home', '/', 200],
    ['concept with math', '/concepts/lockup/stream-shapes', 200],
    ['guide with code', '/guides/lockup/examples/create-stream/lockup-linear', 200],
    ['deployments', '/guides/lockup/deployments', 200],
    ['GraphQL type', '/api/lockup/graphql/envio/objects/lockup-stream', 200],
    ['contract', '/reference/lockup/contracts/sablier-lockup', 200],
    ['search', '/search?q=stream', 200],
    ['404', '/no-such-page', 404],
  ];
  for (const [kind, path, status] of kinds) {
    const context = await host.browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Recorded from the first byte on: the event names the blocked directive and source.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const answer = await page.goto(host.url + path);
    assert.equal(answer?.status(), status, `${kind}: ${path}`);
    // Hydration needs the start-up script (inline, allowed by hash) and the bundles it loads.
    await waitForHydrated(page);
    // The /search page runs the site's own engine on the main thread and reports its outcome in the live region.
    if (kind === 'search')
      await page.waitForFunction(() => document.querySelector('[aria-live="polite"]')?.getAttribute('data-query') === 'stream', null, {
        timeout: 10000,
      });
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    assert.deepEqual([...violations, ...refused], [], `${kind}: ${path}`);
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark', `${kind}: the theme-choice bootstrap ran`);
    await context.close();
  }
});
