/**
 * For browser test files that check the dev server (`npm start`) rather than the build: starts it
 * once before the file's tests with Chromium, opens pages in fresh contexts, and stops both after.
 */
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';

import {
  copySite,
  generatedAreCurrent,
  runGenerators,
  siteRoot,
  startDevServer,
  type DevServer,
  type DevServerOptions,
} from './dev-server';
import { launchChromium, waitForHydrated } from './harness';

export interface DevSiteOptions extends Pick<DevServerOptions, 'env' | 'route' | 'timeoutMs'> {
  /** Generators to run first (all of them when omitted); none when `npm test` has just run them all. */
  generators?: string[];
  /** Serve a throwaway copy of the site instead of the checkout, for tests that edit sources. */
  copy?: boolean;
  /** Waits for whatever else the tests need from the started server. */
  ready?: (server: DevServer) => Promise<void>;
}

export interface DevOpened {
  page: Page;
  /** Uncaught page errors and console errors. */
  errors: string[];
  /** Uncaught page errors only (exceptions and unhandled rejections), with their stacks. */
  uncaught: string[];
}

export interface DevSite {
  /** The directory the server serves: the checkout, or the copy when `copy` is set. */
  readonly root: string;
  /** Opens `path` in a new context and waits for hydration; `watch` sees the page before it loads. */
  open(path: string, watch?: (page: Page) => void): Promise<DevOpened>;
}

export function useDevServer(options: DevSiteOptions): DevSite {
  let server: DevServer | undefined;
  let browser: Browser | undefined;
  const copy = options.copy ? copySite({ generated: generatedAreCurrent }) : undefined;
  const root = copy?.root ?? siteRoot;

  before(async () => {
    if (!generatedAreCurrent) await runGenerators(options.generators, root);
    server = await startDevServer({ cwd: root, env: options.env, route: options.route, timeoutMs: options.timeoutMs });
    await options.ready?.(server);
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    copy?.remove();
  });

  const started = (): { server: DevServer; browser: Browser } => {
    if (!server || !browser) throw new Error('The dev server did not start');
    return { server, browser };
  };

  return {
    root,
    async open(path, watch) {
      const { server, browser } = started();
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const errors: string[] = [];
      const uncaught: string[] = [];
      page.on('pageerror', (error) => {
        errors.push(error.message);
        uncaught.push(`${error.message}\n${error.stack ?? ''}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      watch?.(page);
      await page.goto(server.url + path);
      // The dev server compiles a page when it is first opened (a contract page is slow to compile on a loaded
      // two-core machine), so hydration may wait for that compilation.
      await waitForHydrated(page, 90000);
      return { page, errors, uncaught };
    },
  };
}
