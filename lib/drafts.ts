import { parseFileContentFrontMatter } from '@docusaurus/utils/lib/markdownUtils';

/**
 * Whether a doc's text marks it as a draft (`draft: true` in its front matter). Docusaurus's docs
 * plugin serves drafts under `npm start` and leaves them out of production builds; code that lists
 * pages from the files (redirect targets, tests) asks this, with the parser the docs plugin uses.
 */
export function isDraft(text: string): boolean {
  // Most pages have no `draft` key at all: skip parsing their front matter.
  if (!/^---\r?\n[\s\S]*?^draft\s*:/m.test(text)) return false;
  return parseFileContentFrontMatter(text).frontMatter.draft === true;
}
