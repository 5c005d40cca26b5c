import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { docArticleHtml, stripTags } from '../../plugins/search-index/html';
import { readSiteEnv } from '../../site.env';
import { escapeRegExp } from '../../src/lib/regexp';
import { twinPath } from '../../src/lib/twin';
import { buildDir } from './harness';

/** Test-side readers of the built twins: the site's routes from its sitemap, each twin's text. */
export const siteUrl = readSiteEnv().siteUrl.replace(/\/$/, '');

export function sitemapRoutes(root: string = buildDir): string[] {
  const xml = readFileSync(join(root, 'sitemap.xml'), 'utf8');
  return Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1]!).pathname.replace(/(.)\/$/, '$1'));
}

export function readTwin(route: string, root: string = buildDir): string | null {
  const file = join(root, twinPath(route));
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

export function readPageHtml(route: string, root: string = buildDir): string {
  const base = join(root, route === '/' ? 'index' : route);
  return readFileSync(existsSync(`${base}.html`) ? `${base}.html` : join(base, 'index.html'), 'utf8');
}

/** Headings of the page's content as a reader sees them (permalink anchors removed). */
export function htmlHeadings(html: string, level: 1 | 2): string[] {
  const body = docArticleHtml(html) ?? html;
  const re = new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)<\\/h${level}>`, 'g');
  return Array.from(body.matchAll(re), (m) => stripTags((m[1] ?? '').replace(/<a[^>]*hash-link[\s\S]*?<\/a>/g, '')));
}

/** A Markdown heading's text without inline syntax, comparable with the HTML heading's text. */
export function plainHeading(line: string): string {
  return (
    line
      .replace(/^#+\s*/, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`|\*\*|\*/g, '')
      // Emphasis with underscores only where it delimits words: `cursor_ordering` keeps its underscore.
      .replace(/(^|\s)_(\S[^_]*?)_(?=\s|$)/g, '$1$2')
      .replace(/\\([\\`*_{}[\]()#+\-.!<>|~$&])/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function markdownHeadings(markdown: string, level: 1 | 2): string[] {
  const prefix = '#'.repeat(level) + ' ';
  return withoutFences(markdown)
    .split('\n')
    .filter((l) => l.startsWith(prefix))
    .map(plainHeading);
}

export function withoutFences(markdown: string): string {
  return markdown.replace(/^(```+|~~~+)[^\n]*\n[\s\S]*?\n\1[ \t]*$/gm, '');
}

/** The twin with fenced blocks and code spans removed: what is left must be plain Markdown prose. */
export function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)[^`\n][\s\S]*?\1/g, '');
}

/** Raw HTML or JSX left in the prose: a tag opening or closing that Markdown escaping did not neutralise. */
export function markupIn(markdown: string): string[] {
  const prose = withoutCode(markdown);
  const tags = Array.from(prose.matchAll(/(^|[^\\])(<\/?[A-Za-z][\w.:-]*(\s[^>\n]*)?\/?>)/g), (m) => m[2]!);
  const esm = prose.split('\n').filter((l) => /^(import|export)\s/.test(l));
  return [...tags, ...esm];
}

/** Inline links and images of the twin that point into the site. */
export function siteLinks(markdown: string): string[] {
  const prose = withoutCode(markdown);
  return Array.from(prose.matchAll(new RegExp(`\\]\\((${escapeRegExp(siteUrl)}[^)\\s]*)`, 'g')), (m) => m[1]!);
}
