import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { isDraft } from '../../plugins/drafts';

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
