// Stands in for @docusaurus/core/lib/client/clientEntry.js in the production browser bundle (see ./index.ts).
import { startTransition } from 'react';
import { showLoadFailure } from '@site/src/lib/load-failure';

/**
 * The same start as Docusaurus's own entry (hydrate the server HTML, inside a transition, once the
 * page's chunks have loaded), cut into steps that each run in a task of their own. Everything in the
 * main chunk used to be evaluated, and the page's route matched and its chunks requested, in one
 * script task: ~40 ms on a fast machine, 250–300 ms on a slowed phone, during which the page cannot
 * answer a tap. The modules stay in the main chunk (`webpackMode: "eager"`), so no request is added.
 */

/** Lets the browser handle input and paint between two steps. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * A page's modules (its content, the theme's layout components, the sidebar data) are evaluated when
 * its route's loaders resolve. The first page's chunks are usually there by then, so all of them were
 * evaluated in one task, 25–80 ms on this VM. Each loader now yields first, so each module gets a task
 * of its own, on the first page and on every navigation. ComponentCreator copies the loaders out of the
 * registry when the route table is evaluated, so this must run before the app is imported.
 */
async function yieldBeforeEachPageModule(): Promise<void> {
  const { default: registry } = await import(/* webpackMode: "eager" */ '@generated/registry');
  for (const entry of Object.values(registry)) {
    const load = entry[0];
    entry[0] = () => nextTask().then(load);
  }
}

async function start(container: HTMLElement): Promise<void> {
  await nextTask();
  const ReactDOM = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldBeforeEachPageModule();
  await nextTask();
  const [
    { HelmetProvider },
    { BrowserRouter, HashRouter },
    { default: siteConfig },
    { default: App },
    { default: preload },
    { default: docusaurus },
    { default: routes },
    { matchRoutes },
  ] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
  ]);
  window.docusaurus = docusaurus;
  const app = (
    <HelmetProvider>
      {siteConfig.future.experimental_router === 'hash' ? (
        <HashRouter>
          <App />
        </HashRouter>
      ) : (
        <BrowserRouter>
          <App />
        </BrowserRouter>
      )}
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  // Matching the address against the route table compiles every pattern ahead of the page's own (the
  // reference pages come last): 80–86 ms on a 4×-slowed SablierLockup load, traced, in a task of its own rather than in the one that then
  // requests the page's chunks and reads its data. Patterns stay compiled, so preload's matching is quick.
  await nextTask();
  matchRoutes(routes, window.location.pathname);
  await nextTask();
  try {
    await preload(window.location.pathname);
  } catch (error) {
    // Docusaurus's entry leaves the page dead and silent here (no hydration, no message), also after the
    // reload a failed navigation makes: say so, keep the server HTML, and let the reader retry.
    console.warn(error);
    showLoadFailure(error);
    return;
  }
  // Production pages always come with server HTML (the dev server, which renders from scratch and
  // reloads modules in place, keeps Docusaurus's own entry).
  startTransition(() => {
    ReactDOM.hydrateRoot(container, app, { onRecoverableError });
  });
}

const container = typeof document !== 'undefined' ? document.getElementById('__docusaurus') : null;
if (container) void start(container);
