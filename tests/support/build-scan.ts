import { builtHtmlPages } from '../../plugins/built-pages';
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
