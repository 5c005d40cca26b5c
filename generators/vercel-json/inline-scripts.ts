import { createHash } from 'node:crypto';

import { builtHtmlPages } from '../../lib/built-pages';

/**
 * The site's own inline scripts, allowed by the Content-Security-Policy by hash instead of
 * 'unsafe-inline' (which would let an injected script run too). They are few and fixed: the
 * colour-mode and theme-choice bootstraps in <head>, the start-up script of overrides/html-template
 * and the base-URL banner of the home page. Their hashes are read from the built HTML when
 * vercel.json is synced, since the build minifies them; tests/browser/csp.test.ts fails when a
 * built page has an inline script whose hash is not in the policy.
 */

/** Script types a browser runs; anything else (`application/json`, `application/ld+json`) is a data block. */
const RUNNABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of each inline script a browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (RUNNABLE.has(type)) out.push(match[2]!);
  }
  return out;
}

/** The CSP source that allows exactly this script text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Hashes of the inline scripts of one page that the policy's `script-src` does not list. */
export function missingScriptHashes(html: string, policy: string): string[] {
  const scriptSrc =
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? '';
  const allowed = new Set(scriptSrc.split(/\s+/));
  return [...new Set(inlineScripts(html).map(scriptHash))].filter((hash) => !allowed.has(hash));
}

/**
 * Every built HTML page except the client redirect pages: the host answers their addresses with
 * its own redirects before looking for a file, so their one-line scripts never run under this
 * policy (on a plain static host, their meta refresh still redirects).
 */
export function builtPages(buildDir: string, redirectSources: Set<string>): { route: string; html: string }[] {
  return builtHtmlPages(buildDir).filter((page) => !redirectSources.has(page.route));
}

/** The distinct inline-script hashes of a build, sorted (the list vercel.json's policy allows). */
export function buildScriptHashes(buildDir: string, redirectSources: Set<string>): string[] {
  const hashes = new Set<string>();
  for (const page of builtPages(buildDir, redirectSources)) for (const script of inlineScripts(page.html)) hashes.add(scriptHash(script));
  return [...hashes].sort();
}
