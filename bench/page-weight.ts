/**
 * What a first visit to each kind of page downloads: JS, CSS and HTML bytes, raw and gzipped, as
 * measured in Chromium against the built site served with gzip on 127.0.0.1.
 * Usage: npm run build && node --import tsx bench/page-weight.ts [route …]
 * BUILD_DIR=/tmp/other measures another build (the `main` a change is compared with).
 */
import { buildDir } from '../tests/support/harness';
import { benchServedSite } from './lib/served';
import { measurePage, representativePages } from '../tests/support/page-weight';

benchServedSite(async ({ url, browser }) => {
  const routes = process.argv.slice(2);
  const pages = routes.length ? routes.map((route) => ({ kind: route, route })) : representativePages();
  console.log(
    'page kind             route                                          JS gz   JS raw  CSS gz  HTML gz  requests  prefetched JS gz',
  );
  for (const { kind, route } of pages) {
    const m = await measurePage(browser, url, route);
    const kb = (n: number) => `${(n / 1024).toFixed(1)}K`.padStart(7);
    console.log(
      `${kind.padEnd(21)} ${route.padEnd(46)} ${kb(m.js.gzip)} ${kb(m.js.raw)} ${kb(m.css.gzip)} ${kb(m.html.gzip)}  ${String(m.requests).padStart(4)}  ${kb(m.prefetchJs.gzip)}`,
    );
    for (const file of m.largestJs) console.log(`${''.padEnd(21)}   ${file.name.padEnd(44)} ${kb(file.gzip)}`);
  }
}, process.env.BUILD_DIR ?? buildDir);
