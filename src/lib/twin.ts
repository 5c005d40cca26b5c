/**
 * Where a page's Markdown twin lives (built by plugins/markdown-twins): the page's path + `.md`.
 * Shared by the alternate link, the copy-page menu and the tests so they cannot disagree.
 */
export function twinPath(permalink: string): string {
  const clean = permalink.replace(/\/$/, '');
  return clean === '' ? '/index.md' : `${clean}.md`;
}

/** The twin of an address that may name a section (`/concepts/fees#solana` → `/concepts/fees.md#solana`). */
export function twinTarget(target: string): string {
  const at = target.indexOf('#');
  return at < 0 ? twinPath(target) : twinPath(target.slice(0, at)) + target.slice(at);
}
