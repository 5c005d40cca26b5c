/**
 * How much of each long page a screen reader reaches right after it loads: the article's headings, links, tables and
 * code blocks, against how many of them Chromium's accessibility tree holds, and the page's element count, on a
 * phone-sized window (the budget says every one must be reachable; tests/browser/accessibility-tree.test.ts fails
 * otherwise). Prints a table, to compare a change with the build it started from.
 * Usage: node --import tsx bench/accessibility-tree.ts [--build=DIR] [route …]
 */
import { buildDir } from '../tests/support/harness';
import { ARTICLE_PARTS, type ArticlePart, articleInTree, deploymentsPages, LONG_PAGES } from '../tests/support/accessibility-tree';
import { benchServedSite } from './lib/served';

const args = process.argv.slice(2);
const root = args.find((a) => a.startsWith('--build='))?.slice('--build='.length) ?? buildDir;
const routes = args.filter((a) => !a.startsWith('--'));

benchServedSite(async ({ url, browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const kinds = Object.keys(ARTICLE_PARTS) as ArticlePart[];
  console.log(`Accessibility tree at the load event, 412 × 823, ${root}: in the tree / in the article`);
  console.log(['route'.padEnd(48), ...kinds.map((k) => k.padStart(12)), 'elements'.padStart(9)].join(' '));
  for (const route of routes.length ? routes : [...LONG_PAGES, ...deploymentsPages()]) {
    await page.goto(url + route, { waitUntil: 'load' });
    const { counts, domElements } = await articleInTree(page);
    const cells = kinds.map((k) => `${counts[k].inTree}/${counts[k].inArticle}`.padStart(12));
    console.log([route.padEnd(48), ...cells, String(domElements).padStart(9)].join(' '));
  }
  await context.close();
}, root);
