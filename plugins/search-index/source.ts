/**
 * Dev-server indexing: turns a doc's MDX source into plain HTML (title, headings with the anchors
 * Docusaurus gives them, prose) so `npm start` has a working search without a production build.
 * Good enough to find pages and sections; the production index reads the real built HTML.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { createSlugger } from '@docusaurus/utils';

import type { IndexedPage } from './build-index';
import { escapeHtml } from '../../src/lib/html-entities';
import { groupName, isConstantName, pageDefines, pageKind, pageSections, ownNames, slugWords } from './html';

export interface SourceDoc {
  title: string;
  permalink: string;
  source: string;
}

/** Markdown inline syntax to plain text. */
function inlineText(line: string): string {
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[*_`~]/g, '')
    .replace(/\$+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function categoryLabels(siteDir: string, sourceFile: string): string[] {
  const docsRoot = join(siteDir, 'docs');
  const labels: string[] = [];
  let dir = dirname(sourceFile);
  // The area folder itself is named by the navbar label; categories are the folders below it.
  while (relative(docsRoot, dir).includes('/')) {
    const file = join(dir, '_category_.json');
    let label = dir.split('/').pop() ?? '';
    if (existsSync(file)) {
      try {
        label = (JSON.parse(readFileSync(file, 'utf8')) as { label?: string }).label ?? label;
      } catch {
        // A malformed category file only costs the label.
      }
    }
    labels.unshift(label);
    dir = dirname(dir);
  }
  return labels;
}

export function mdxToHtml(title: string, mdx: string): { body: string; headings: string[]; text: string } {
  const slugger = createSlugger();
  const lines = mdx.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  const parts = [`<h1>${escapeHtml(title)}</h1>`];
  const headings: string[] = [];
  const text: string[] = [title];
  let fence: string | null = null;
  // Markdown wraps a paragraph over several lines: they are joined, so snippets read as sentences.
  let paragraph: string[] = [];
  const flush = (): void => {
    const prose = paragraph.join(' ').trim();
    paragraph = [];
    if (!prose) return;
    parts.push(`<p>${escapeHtml(prose)}</p>`);
    text.push(prose);
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch) {
      flush();
      fence = fence === null ? fenceMatch[1]! : null;
      continue;
    }
    if (fence !== null) {
      parts.push(`<pre>${escapeHtml(line)}</pre>`);
      continue;
    }
    if (line.trim() === '' || /^\s*\|?\s*:?-{3,}/.test(line)) {
      flush();
      continue;
    }
    if (/^(import|export)\s/.test(line) || /^\s*<\/?[A-Za-z][^>]*>\s*$/.test(line) || /^:::/.test(line)) {
      flush();
      continue;
    }
    const heading = /^(#{2,4})\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*$/.exec(line);
    if (heading) {
      flush();
      const textOf = inlineText(heading[2]!);
      const id = heading[3] ?? slugger.slug(textOf);
      const level = heading[1]!.length;
      parts.push(`<h${level} id="${escapeHtml(id)}">${escapeHtml(textOf)}</h${level}>`);
      headings.push(textOf);
      text.push(textOf);
      continue;
    }
    // A list item, quote or table row starts a block of its own.
    const block = /^\s*([-*+]|\d+\.|>|\|)\s*/.exec(line);
    if (block) flush();
    const prose = inlineText(line.replace(/^\s*([-*+]|\d+\.|>|\|)\s*/, '').replace(/\|/g, ' '));
    if (prose) paragraph.push(prose);
  }
  flush();
  return { body: parts.join('\n'), headings, text: text.join(' ') };
}

const TABLE_DELIMITER = /^\s*\|?\s*:?-{3,}/;

/** The names a concept page's Markdown tables define, read the way `tableNames` reads the built page. */
export function tableNamesFromMdx(mdx: string): string[] {
  const names: string[] = [];
  const lines = mdx.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').split('\n');
  lines.forEach((line, i) => {
    // Body rows only: a header row is the one right above the delimiter row.
    if (!/^\s*\|/.test(line) || TABLE_DELIMITER.test(line) || TABLE_DELIMITER.test(lines[i + 1] ?? '')) return;
    const cells = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|');
    const code = cells.map((cell) => /^\s*`([^`]+)`\s*$/.exec(cell)?.[1]).find(Boolean);
    const name = code?.trim() ?? '';
    if (isConstantName(name)) names.push(name);
  });
  return Array.from(new Set(names));
}

/** The file a doc is written in. */
export const sourceFile = (siteDir: string, doc: SourceDoc): string => join(siteDir, doc.source.replace(/^@site\//, ''));

/** A doc's address, as the index gives it (no trailing slash). */
export const pageUrl = (doc: SourceDoc): string => doc.permalink.replace(/(.)\/$/, '$1');

export async function prepareSourcePage(siteDir: string, doc: SourceDoc): Promise<IndexedPage> {
  const file = sourceFile(siteDir, doc);
  const source = await readFile(file, 'utf8');
  const { body } = mdxToHtml(doc.title, source);
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  const description = /^description:\s*['"]?(.*?)['"]?\s*$/m.exec(frontMatter)?.[1] ?? '';
  const url = pageUrl(doc);
  return {
    url,
    title: doc.title,
    group: groupName(url, categoryLabels(siteDir, file)),
    kind: pageKind(url),
    defines: pageDefines(url),
    names: ownNames(url, source, tableNamesFromMdx),
    tag: 'docs-default-current',
    slugWords: slugWords(url),
    description,
    sections: pageSections(url, body, doc.title),
  };
}
