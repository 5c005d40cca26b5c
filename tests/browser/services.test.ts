import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { buildDir, idleWorkDone, IDLE_TRACKER, useSite, waitForHydrated } from '../support/harness';

/**
 * Hosted services switch on through environment variables only. tests/run-all.sh builds
 * build-services/ with all of them set (see SERVICES_ENV there); the default build has none.
 */
// Same origin on purpose: the site's CSP only lets scripts from its own origin run; a hosted widget's
// origin is added to the CSP when the variable is set for real (see the README).
const CHAT_WIDGET_TEST_PATH = '/__chat-widget-test.js';
const servicesDir = join(buildDir, '..', 'build-services');

const plain = useSite();

test('with no environment variables, pages load no analytics and no chat widget', async () => {
  const { page, externalRequests } = await plain.open('/concepts/what-is-sablier');
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await idleWorkDone(page);
  assert.deepEqual(
    requests.filter((url) => url.includes('/_vercel/') || url.includes('widget')),
    [],
  );
  assert.deepEqual(externalRequests, []);
  await page.context().close();
});

if (!existsSync(join(servicesDir, 'index.html'))) {
  // A missing prerequisite is a failure, not a skip: `npm test` builds build-services/ first.
  test('hosted services', () => assert.fail('no build-services/: tests/run-all.sh builds it with the hosted services switched on'));
} else {
  const services = useSite({ root: servicesDir });

  test('analytics and the chat widget load after the page is idle; failures only log a message', async () => {
    const context = await services.browser.newContext();
    const offMachine: string[] = [];
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === '127.0.0.1') return route.continue();
      offMachine.push(url.href);
      return route.abort('internetdisconnected');
    });
    await context.addInitScript(IDLE_TRACKER);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    const messages: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => messages.push(message.text()));
    const analytics = page.waitForRequest((request) => request.url().includes('/_vercel/insights/script.js'), { timeout: 15000 });
    const widget = page.waitForRequest((request) => new URL(request.url()).pathname === CHAT_WIDGET_TEST_PATH, { timeout: 15000 });
    const widgetFailure = page.waitForEvent('console', {
      predicate: (message) => /Chat widget did not load/.test(message.text()),
      timeout: 15000,
    });
    await page.goto(services.url + '/concepts/what-is-sablier');
    await waitForHydrated(page);
    await analytics;
    await widget;
    await widgetFailure;
    await idleWorkDone(page);
    assert.deepEqual(offMachine, [], 'nothing left the machine');
    assert.ok(
      messages.some((text) => /Chat widget did not load/.test(text)),
      'a failed widget logs a message',
    );
    assert.deepEqual(pageErrors, [], 'failures never break the page');
    assert.ok(await page.locator('article h1').isVisible());
    await context.close();
  });
}
