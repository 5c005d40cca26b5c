import { areas, type Area } from '../../navigation';
import { builtHtmlPages } from '../../lib/built-pages';
import { readSiteEnv } from '../../site.env';
import { buildDir } from './harness';

/** Every built HTML page as a route (`/concepts/nft`) with its markup; skips the 404 page. */
export function builtPages(root: string = buildDir): { route: string; html: string }[] {
  return builtHtmlPages(root).filter((page) => page.route !== '/404');
}

/** Client redirect pages are tiny HTML files with a meta refresh, not pages of their own. */
export function isRedirectPage(html: string): boolean {
  return /<meta http-equiv="refresh"/i.test(html) && !html.includes('id="__docusaurus"');
}

/** Doc pages: built pages rendered by the docs plugin. */
export function builtDocPages(root: string = buildDir): { route: string; html: string }[] {
  return builtPages(root).filter((page) => !isRedirectPage(page.html) && page.html.includes('theme-doc-markdown'));
}

/**
 * The areas the build-output tests expect in build/: every area, unless DOCS_AREAS names some (the fast tier,
 * `npm run test:fast`, builds a few areas and runs these tests with the same variable). Read from the
 * environment, not guessed from the build, so a full build that lost an area still fails.
 */
export interface BuildScope {
  /** Every area is built: the thresholds sized for the whole site apply. */
  full: boolean;
  areas: readonly Area[];
  /** The route is in a built area, or in none (home page, fixtures). */
  has(route: string): boolean;
}

export function buildScope(env: NodeJS.ProcessEnv = process.env): BuildScope {
  const named = readSiteEnv(env).docsAreas;
  const unknown = (named ?? []).filter((name) => !areas.some((area) => area.basePath === name));
  if (unknown.length > 0) throw new Error(`DOCS_AREAS names no area: ${unknown.join(', ')}`);
  const built = named === null ? areas : areas.filter((area) => named.includes(area.basePath));
  const areaOf = (route: string) => areas.find((area) => route === `/${area.basePath}` || route.startsWith(`/${area.basePath}/`));
  return {
    full: built.length === areas.length,
    areas: built,
    has(route) {
      const area = areaOf(route);
      return area === undefined || built.includes(area);
    },
  };
}
