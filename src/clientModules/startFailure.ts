import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import { isHydratingFirstPage } from '../lib/hydration';
import { showLoadFailure } from '../lib/load-failure';

/**
 * Docusaurus's entry starts the app only once the first page's chunks have loaded, and leaves a rejected load
 * unhandled: the page stays dead and silent, also after the reload a failed navigation makes. Client modules run
 * before that load starts, so this one turns such a rejection into the spec's red box with Retry, and keeps the
 * server HTML readable under it. A rejection after the first page is up belongs to whatever caused it.
 */
function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return reason.name === 'ChunkLoadError' || /loading (css )?chunk .* failed/i.test(reason.message);
}

if (ExecutionEnvironment.canUseDOM && isHydratingFirstPage()) {
  window.addEventListener('unhandledrejection', (event) => {
    if (!isHydratingFirstPage() || !isChunkLoadError(event.reason)) return;
    console.warn(event.reason);
    showLoadFailure(event.reason);
  });
}
