/**
 * Reads every built page once and produces its twin: where it goes, its title and description
 * (for llms.txt), and its Markdown. Routes without a content page (redirect stubs, the search page,
 * 404) have no twin.
 */
import { readFile } from 'node:fs/promises';

import { htmlFileFor } from '../search-index';
import { metaContent } from '../search-index/html';
import { decodeEntities } from '../../src/lib/html-entities';

/** Titles and descriptions as plain text: entities decoded, non-breaking spaces as spaces. */
const decode = (text: string): string => decodeEntities(text).replace(/\u00a0/g, ' ');
import { twinPath } from '../../src/lib/twin';
import { contentHtml, htmlToMarkdown } from './convert';

export interface TwinPage {
  /** Route of the HTML page, e.g. `/concepts/nft` (`/` for the home page). */
  route: string;
  /** Path of the twin under the site root, e.g. `/concepts/nft.md`. */
  twinPath: string;
  title: string;
  description: string;
  markdown: string;
}

/** Not content: the search page and the not-found page are shells filled by scripts. */
const NO_TWIN = new Set(['/search', '/404.html']);

const isRedirectStub = (html: string): boolean => /<meta http-equiv="?refresh"?/i.test(html) && !html.includes('id="__docusaurus"');

export async function twinPage(outDir: string, route: string, siteUrl: string): Promise<TwinPage | null> {
  if (NO_TWIN.has(route)) return null;
  const file = htmlFileFor(outDir, route);
  if (!file) return null;
  const html = await readFile(file, 'utf8');
  if (isRedirectStub(html)) return null;
  const content = contentHtml(html);
  if (content === null) return null;
  const markdown = htmlToMarkdown(content, { siteUrl, route });
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  return { route, twinPath: twinPath(route), title, description: decode(metaContent(html, 'description') ?? ''), markdown };
}

export async function twinPages(outDir: string, routes: string[], siteUrl: string): Promise<TwinPage[]> {
  const unique = Array.from(new Set(routes.map((r) => (r === '/' ? r : r.replace(/\/$/, ''))))).sort();
  const pages: TwinPage[] = [];
  // In batches: reading and converting overlap without holding every page's HTML at once.
  for (let i = 0; i < unique.length; i += 16) {
    const batch = await Promise.all(unique.slice(i, i + 16).map((route) => twinPage(outDir, route, siteUrl)));
    for (const page of batch) if (page) pages.push(page);
  }
  return pages;
}
