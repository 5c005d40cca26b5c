import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { buildDir } from './harness';

/** Every built HTML page as a route (`/concepts/nft`) with its markup; skips the 404 page. */
export function builtPages(root: string = buildDir): { route: string; html: string }[] {
  const pages: { route: string; html: string }[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'assets' && name !== 'search') walk(full);
      } else if (name.endsWith('.html') && name !== '404.html') {
        const rel = relative(root, full).split(sep).join('/').replace(/\.html$/, '');
        pages.push({ route: '/' + rel.replace(/(^|\/)index$/, ''), html: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(root);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** Client redirect pages are tiny HTML files with a meta refresh, not pages of their own. */
export function isRedirectPage(html: string): boolean {
  return /<meta http-equiv="refresh"/i.test(html) && !html.includes('id="__docusaurus"');
}

/** Doc pages: built pages rendered by the docs plugin. */
export function builtDocPages(root: string = buildDir): { route: string; html: string }[] {
  return builtPages(root).filter((page) => !isRedirectPage(page.html) && page.html.includes('theme-doc-markdown'));
}
