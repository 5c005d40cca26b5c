/**
 * One built page → its Markdown twin. The input is the page's rendered article, so what a reader
 * sees is what a machine gets, generated components included (deployment tables, contract
 * reference, GraphQL types, charts). HTML → hast → mdast → CommonMark/GFM with math.
 */
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mathToMarkdown } from 'mdast-util-math';
import { toMarkdown } from 'mdast-util-to-markdown';

import { docArticleHtml } from '../search-index/html';
import { handlers } from './handlers';
import { prune } from './hast';

/**
 * The part of a built page that is its content: the doc article, or on other pages (the home page)
 * the layout's main wrapper up to the footer, which holds the hero with the page's h1 and `<main>`.
 */
export function contentHtml(html: string): string | null {
  const doc = docArticleHtml(html);
  if (doc !== null) return doc;
  const start = html.search(/<div id="?__docusaurus_skipToContent_fallback\b/);
  if (start < 0) return null;
  const end = html.indexOf('<footer', start);
  return html.slice(start, end < 0 ? html.length : end);
}

/**
 * Site-relative links become absolute URLs of the HTML pages (a twin is read outside the site), and
 * in-page anchors point at the page itself.
 */
export function absoluteUrl(url: string, siteUrl: string, route: string): string {
  if (url.startsWith('#')) return `${siteUrl}${route === '/' ? '' : route}${url}`;
  if (url.startsWith('/') && !url.startsWith('//')) return `${siteUrl}${url}`;
  return url;
}

function rewriteUrls(node: MdastNodes, siteUrl: string, route: string): void {
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') node.url = absoluteUrl(node.url, siteUrl, route);
  if ('children' in node) for (const child of node.children) rewriteUrls(child as MdastNodes, siteUrl, route);
}

/** Links whose text is gone (an icon-only link) would print as `[](url)`: they are dropped. */
function dropEmptyLinks(node: MdastNodes): void {
  if (!('children' in node)) return;
  node.children = (node.children as MdastNodes[]).filter(
    (child) => !(child.type === 'link' && child.children.length === 0),
  ) as typeof node.children;
  for (const child of node.children) dropEmptyLinks(child as MdastNodes);
}

/**
 * Markup that carries no meaning for Markdown, removed as text before parsing: parsing is most of the
 * conversion's time, and on contract pages Prism's token spans and inline styles are a third of
 * the bytes. Token spans hold only text, so dropping their tags keeps the code as written.
 */
export function slim(html: string): string {
  return html.replace(/<span class="?token [^>]*>([^<]*)<\/span>/g, '$1').replace(/ style=(?:"[^"]*"|'[^']*'|[^\s>]+)/g, '');
}

export function htmlToMarkdown(articleHtml: string, options: { siteUrl: string; route: string }): string {
  const hast = fromHtml(slim(articleHtml), { fragment: true });
  prune(hast);
  const mdast = toMdast(hast, { handlers }) as MdastRoot;
  rewriteUrls(mdast, options.siteUrl, options.route);
  dropEmptyLinks(mdast);
  const markdown = toMarkdown(mdast, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false }), mathToMarkdown()],
    bullet: '-',
    emphasis: '_',
    fences: true,
    resourceLink: true,
    rule: '-',
  });
  return markdown.replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}
