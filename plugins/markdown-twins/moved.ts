/**
 * The Markdown side of the client redirect pages: an old address's `.md` on a host without the vercel.json
 * rules (where `/old.md` would be a 404) is a short note that names the page's new twin. On Vercel the
 * permanent redirect answers first, so these notes are never served there.
 */
import { type Redirect, targetPage } from '../../redirects';
import { twinPath, twinTarget } from '../../src/lib/twin';
import type { TwinPage } from './pages';

export interface MovedNote {
  path: string;
  markdown: string;
}

export function movedNotes(redirects: Redirect[], pages: TwinPage[], siteUrl: string): MovedNote[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  return redirects.flatMap(({ from, to }) => {
    // A partial build (DOCS_AREAS) leaves some targets out: no twin, so no note pointing at one.
    const page = byRoute.get(targetPage(to));
    if (!page) return [];
    const target = `${siteUrl}${twinTarget(to)}`;
    return [
      {
        path: twinPath(from),
        markdown: `# ${page.title}\n\nThis page has moved. Its Markdown is now at <${target}>, and the page itself at <${siteUrl}${to}>.\n`,
      },
    ];
  });
}
