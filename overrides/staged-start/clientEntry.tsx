// Stands in for @docusaurus/core/lib/client/clientEntry.js in the production browser bundle (see ./index.ts).
import { startTransition } from 'react';
import type { RouteConfig } from 'react-router-config';
import { showLoadFailure } from '@site/src/lib/load-failure';

/**
 * The same start as Docusaurus's own entry (hydrate the server HTML, inside a transition, once the
 * page's chunks have loaded), cut into steps that each run in a task of their own. Everything in the
 * main chunk used to be evaluated, and the page's route matched and its chunks requested, in one
 * script task, a long one on a phone, during which the page cannot answer a tap. The modules stay in the
 * main chunk (`webpackMode: "eager"`), so no request is added.
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
 * evaluated in one long task. Each loader now yields first, so each module gets a task
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

/** Longest run of pattern compiling in one task: Lighthouse's phone is 4× slower, and counts a task from 50 ms there. */
const COMPILE_SLICE_MS = 8;

/**
 * Compiles, a few per task, the route patterns the router tries for this address: every pattern of a
 * list up to the one that matches, then those of its child routes, as matchRoutes and the router's
 * Switch walk them. V8 compiles a regular expression twice, to bytecode on its first match and to
 * machine code on its second, so each is matched twice here: the router's own matching then finds them
 * ready. Compiled in one task, the patterns ahead of a contract page made a long task on a phone.
 * Patterns stay compiled (react-router caches them), so later matching is quick.
 */
async function compileRoutePatterns(
  routes: RouteConfig[],
  pathname: string,
  matchPath: (pathname: string, route: RouteConfig) => unknown,
): Promise<void> {
  let until = performance.now() + COMPILE_SLICE_MS;
  let list: RouteConfig[] | undefined = routes;
  while (list) {
    let children: RouteConfig[] | undefined;
    for (const route of list) {
      if (performance.now() > until) {
        await nextTask();
        until = performance.now() + COMPILE_SLICE_MS;
      }
      let matched = true;
      // A route without a path matches wherever its parent did (matchRoutes does the same).
      if (route.path) {
        matched = matchPath(pathname, route) !== null;
        matchPath(pathname, route);
      }
      if (matched) {
        children = route.routes;
        break;
      }
    }
    list = children;
  }
}

async function start(container: HTMLElement): Promise<void> {
  await nextTask();
  const ReactDOM = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldBeforeEachPageModule();
  await nextTask();
  const [
    { HelmetProvider },
    { BrowserRouter, HashRouter, matchPath },
    { default: siteConfig },
    { default: App },
    { default: preload },
    { default: docusaurus },
    { default: routes },
  ] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
    import(/* webpackMode: "eager" */ '@generated/routes'),
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
  await nextTask();
  await compileRoutePatterns(routes, window.location.pathname, matchPath);
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
