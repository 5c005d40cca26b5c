import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Route of a built HTML file, as clean URLs serve it (`a/b/index.html` and `a/b.html` are `/a/b`). */
export function routeOfFile(relativePath: string): string {
  const route = `/${relativePath.split(sep).join('/')}`.replace(/(\/index)?\.html$/, '');
  return route || '/';
}

/** Every HTML file of a build as its route and markup, sorted by route. */
export function builtHtmlPages(buildDir: string): { route: string; html: string }[] {
  return readdirSync(buildDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ route: routeOfFile(file), html: readFileSync(join(buildDir, file), 'utf8') }))
    .sort((a, b) => a.route.localeCompare(b.route));
}
