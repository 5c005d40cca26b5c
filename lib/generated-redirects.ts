import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The old names of generated pages pass from the generators to redirects.ts through files, one per generator
 * (`.generated/redirects/<generator>.json`): the generators write them, redirects.ts reads them back. This module is
 * that file format, so neither side imports the other.
 */

/** An old address and the page it leads to now. */
export interface Redirect {
  from: string;
  /** A page, possibly with a `#section`. */
  to: string;
}

/**
 * A family of old addresses that one vercel.json rule answers (path-to-regexp syntax as Vercel reads
 * it: literal text and `:name(regex)` parameters, reused by name in the destination). The same
 * family is also listed address by address in `redirects`, because the client redirect pages need
 * exact addresses; a unit test proves both send each one alike.
 */
export interface PatternRule {
  source: string;
  destination: string;
}

/** What a generator contributes: the old names of the pages it generates. */
export interface GeneratedRedirects {
  redirects: Redirect[];
  patterns?: PatternRule[];
}

const generatedDir = join(__dirname, '..', '.generated', 'redirects');

/** Where a generator writes its `GeneratedRedirects` (read back by `generatedRedirects`). */
export function generatedRedirectsFile(generator: string): string {
  return join(generatedDir, `${generator}.json`);
}

/**
 * The old names generated pages contribute, one file per generator. Missing files are an error,
 * not an empty list: vercel.json synced without them would silently drop every such redirect.
 */
export function generatedRedirects(dir: string = generatedDir): GeneratedRedirects {
  if (!existsSync(dir)) throw new Error(`${dir} is missing: run \`npm run prepare:generated\` first`);
  const out: GeneratedRedirects = { redirects: [], patterns: [] };
  for (const name of readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const part = JSON.parse(readFileSync(join(dir, name), 'utf8')) as GeneratedRedirects;
    out.redirects.push(...part.redirects);
    out.patterns!.push(...(part.patterns ?? []));
  }
  return out;
}
