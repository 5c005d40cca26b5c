import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Test-only routes, added only when DOCS_TEST_FIXTURES=1 (the test build): a page that crashes
 * while rendering, and a page whose body loads as its own chunk, so the browser tests can prove
 * what readers see when a page breaks or its content is slow or fails to load.
 */
export default function testFixtures(_context: LoadContext): Plugin {
  return {
    name: 'sablier-test-fixtures',
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: '/__fixtures/crash',
        component: join(__dirname, 'CrashPage.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: '/__fixtures/lazy',
        component: join(__dirname, 'LazyPage.tsx'),
        exact: true,
      });
    },
  };
}
