import type { Browser } from 'playwright-core';

import { buildDir, chromiumPath, launchChromium } from '../../tests/support/harness';
import { startServer } from '../../tests/support/server';

/**
 * Runs a benchmark against a built site served with gzip on 127.0.0.1 (the host's behaviour) in
 * Debian's Chromium, closes both afterwards, and exits non-zero if the benchmark throws.
 */
export function benchServedSite(run: (site: { url: string; browser: Browser }) => Promise<void>, root = buildDir): void {
  const main = async (): Promise<void> => {
    const server = await startServer({ root });
    const browser = await launchChromium(chromiumPath);
    try {
      await run({ url: server.url, browser });
    } finally {
      await browser.close();
      await server.close();
    }
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
