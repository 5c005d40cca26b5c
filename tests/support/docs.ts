import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { isDraft } from '../../lib/drafts';

const root = join(__dirname, '..', '..');

export interface DocText {
  /** Path from the repository root, e.g. `docs/concepts/fees.mdx`. */
  path: string;
  text: string;
}

/**
 * The pages people write: every Markdown file under docs/ that git does not ignore. Generated pages
 * (GraphQL and contract reference) are git-ignored, so they are left out without a list of folders.
 */
export function handWrittenDocs(): DocText[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'docs'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((path) => /\.mdx?$/.test(path))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
}

/** The route of a doc, from its path (`docs/guides/frontend.mdx` is `/guides/frontend`; pages set no `slug`). */
export function docRoute(path: string): string {
  return `/${path
    .replace(/^docs\//, '')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '')}`;
}

/** Written pages marked `draft: true` in their front matter: `npm start` serves them, builds leave them out. */
export function draftDocs(): DocText[] {
  return handWrittenDocs().filter((doc) => isDraft(doc.text));
}

/** The Markdown file a route is built from (`/concepts/fees` is docs/concepts/fees.mdx), or undefined if none. */
export function docSource(route: string): string | undefined {
  return ['.mdx', '.md', '/index.mdx'].map((ext) => join(root, 'docs', `${route}${ext}`)).find((file) => existsSync(file));
}

/** Whether the page at a route gives one of its headings the explicit id `id` (`## Fees {#fees}`). */
export function declaresHeadingId(route: string, id: string): boolean {
  const source = docSource(route);
  return source !== undefined && readFileSync(source, 'utf8').includes(`{#${id}}`);
}
