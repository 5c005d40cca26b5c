import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

import { startServer, type RunningServer, type ServerOptions } from './server';

export const buildDir = join(__dirname, '..', '..', 'build');

/**
 * Debian's Chromium (the `chromium` package), never a downloaded browser: the benchmarks and Lighthouse
 * measure in it, as a reader's Chrome would run the site. CHROMIUM_PATH overrides it.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell of the same Chromium release (the `chromium-headless-shell` package), which
 * the browser tests drive: it has no browser interface to run and a far lighter browser process, so the test
 * files take much less time in it (bench/results/test-durations.md).
 * CHROMIUM_HEADLESS_SHELL_PATH overrides it.
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Starts Chromium headless: the headless shell for tests unless a benchmark asks for the full browser. */
export async function launchChromium(executablePath: string = headlessShellPath): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    // The machine has no network: background services would only produce refused connections.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface OpenedPage {
  page: Page;
  /** Requests that left the site's origin (the site must make none). */
  externalRequests: string[];
  /** console.error messages and uncaught page errors. */
  errors: string[];
  /** Every console message, "type: text". */
  console: string[];
}

export interface Site {
  readonly url: string;
  readonly browser: Browser;
  /** Opens a path in a fresh context (fresh storage) and waits for the page to hydrate. */
  open(path: string, options?: BrowserContextOptions & { waitForHydration?: boolean }): Promise<OpenedPage>;
  /**
   * A blank tab in a new context with `open`'s defaults, for walks that load many pages in it: a warm
   * tab loads a page in about half the time of a fresh context. Close it with `page.context().close()`.
   */
  tab(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * Serves the built site on 127.0.0.1 and launches Chromium once per test file.
 * Call at the top level of a test file; every context it opens is closed after the file.
 */
export function useSite(serverOptions: Partial<ServerOptions> = {}): Site {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    if (!existsSync(join(buildDir, 'index.html'))) {
      throw new Error('No built site in build/: run `DOCS_TEST_FIXTURES=1 npm run build` first.');
    }
    server = await startServer({ root: buildDir, ...serverOptions });
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  const site: Site = {
    get url() {
      if (!server) throw new Error('useSite: server not started yet');
      return server.url;
    },
    get browser() {
      if (!browser) throw new Error('useSite: browser not launched yet');
      return browser;
    },
    async tab(options = {}) {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      await context.addInitScript(IDLE_TRACKER);
      return context.newPage();
    },
    async open(path, options = {}) {
      const { waitForHydration = true, ...contextOptions } = options;
      const page = await site.tab(contextOptions);
      const externalRequests: string[] = [];
      const errors: string[] = [];
      const consoleLines: string[] = [];
      const origin = new URL(site.url).origin;
      page.on('request', (request) => {
        const url = request.url();
        if (/^https?:/.test(url) && new URL(url).origin !== origin) externalRequests.push(url);
      });
      page.on('console', (message) => {
        consoleLines.push(`${message.type()}: ${message.text()}`);
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(site.url + path);
      if (waitForHydration && contextOptions.javaScriptEnabled !== false) await waitForHydrated(page);
      return { page, externalRequests, errors, console: consoleLines };
    },
  };
  return site;
}

/**
 * Counts the page's idle callbacks, scheduled and finished, so a test can wait until the work a
 * page defers to idle time (prefetching, hosted services) has run instead of sleeping and hoping.
 * Install it before the page's own scripts run (`context.addInitScript`); `site.open` does.
 */
export const IDLE_TRACKER = `(() => {
  const state = { scheduled: 0, finished: 0, request: window.requestIdleCallback?.bind(window) };
  Object.defineProperty(window, '__idleWork', { value: state });
  if (!state.request) return;
  const cancel = window.cancelIdleCallback.bind(window);
  const live = new Set();
  window.requestIdleCallback = (callback, options) => {
    state.scheduled += 1;
    const id = state.request((deadline) => {
      live.delete(id);
      try { callback(deadline); } finally { state.finished += 1; }
    }, options);
    live.add(id);
    return id;
  };
  window.cancelIdleCallback = (id) => {
    if (live.delete(id)) state.scheduled -= 1;
    cancel(id);
  };
})();`;

/**
 * Resolves once the page has loaded, every idle callback it scheduled has run (checked from a fresh
 * idle period, so work queued by that work counts too) and the network is quiet: from then on an
 * absent request or element is absent for good, not merely late.
 */
export async function idleWorkDone(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        type Tracker = { scheduled: number; finished: number; request?: (cb: () => void, o?: { timeout: number }) => number };
        const work = (window as unknown as { __idleWork?: Tracker }).__idleWork;
        if (!work) throw new Error('IDLE_TRACKER is not installed on this page');
        if (!work.request) return resolve(true);
        work.request(() => resolve(work.scheduled === work.finished), { timeout: 10000 });
      }),
    null,
    { timeout: 30000 },
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Hydration is done when React has run effects: Docusaurus then sets `data-has-hydrated="true"` on
 * <html>. The server-rendered page already carries the attribute, with the value "false".
 */
export async function waitForHydrated(page: Page, timeout = 15000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true', null, { timeout });
}

/**
 * After an in-app navigation the address changes at once, and so does the canonical link (the theme renders it
 * outside the routes), while Docusaurus keeps drawing the old page until the new one's chunks have loaded. The
 * document's title is set by the page itself once it is committed: this waits for the title the server gives
 * `pathname`. The pages a test moves between must have different titles.
 */
export async function waitForPageShown(page: Page, pathname: string, timeout = 15000): Promise<void> {
  const title = await page.evaluate(async (path) => {
    const html = await (await fetch(path)).text();
    return new DOMParser().parseFromString(html, 'text/html').title;
  }, pathname);
  await page.waitForFunction(
    ([path, expected]) => window.location.pathname === path && document.title === expected,
    [pathname, title] as const,
    { timeout },
  );
}
