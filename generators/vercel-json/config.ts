import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { generatedRedirects } from '../../lib/generated-redirects';
import { exactRedirects, folderRules } from '../../redirects';
import { escapeRegExp } from '../../src/lib/regexp';
import { getTransformedRoutes, isHandler } from '@vercel/routing-utils';

/**
 * vercel.json, derived from redirects.ts so the host and the client redirect pages can never
 * disagree. Folder rules become wildcard rules after the exact ones (first match wins on Vercel).
 * Run `npm run vercel:sync` after editing redirects.ts; a unit test fails when the file is stale.
 */

/** Origins the browser may talk to besides the site: only Algolia, and only in Algolia mode. */
const algoliaOrigins = 'https://*.algolia.net https://*.algolianet.com https://*.algolia.io';

/** The hashes of the site's own inline scripts, written by `npm run vercel:sync` from build/. */
export const scriptHashesFile = join(__dirname, 'script-hashes.json');

/** Read when asked, not once at import: `npm run vercel:sync` rewrites the file before it writes vercel.json. */
export function readScriptHashes(): string[] {
  return JSON.parse(readFileSync(scriptHashesFile, 'utf8')) as string[];
}

export function contentSecurityPolicyWith(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    // Inline scripts only by hash (generators/vercel-json/inline-scripts.ts). No WebAssembly, no workers:
    // the search engine is plain JavaScript.
    `script-src 'self' ${scriptHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${algoliaOrigins}`,
    "worker-src 'none'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const contentSecurityPolicy = contentSecurityPolicyWith(readScriptHashes());

export function securityHeadersWith(policy: string) {
  return [
    { key: 'Content-Security-Policy', value: policy },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  ];
}

export const securityHeaders = securityHeadersWith(contentSecurityPolicy);

/**
 * Markdown twins and llms files are text for people and tools: served as text with a charset, so a
 * browser shows them instead of downloading them and non-ASCII characters survive. The test server
 * reads the same list.
 */
export const textContentTypes = [
  { extension: '.md', source: '/(.*)\\.md', type: 'text/markdown; charset=utf-8' },
  { extension: '.txt', source: '/(.*)\\.txt', type: 'text/plain; charset=utf-8' },
] as const;

export interface VercelRedirect {
  source: string;
  destination: string;
  permanent: true;
}

/**
 * Exact rows first, then the generated families' pattern rules, then the generated rows no pattern
 * covers (rows of either list merged per destination); folder wildcards last, so every more specific
 * rule is tried before them.
 */
export function vercelRedirectRules(): VercelRedirect[] {
  const generated = generatedRedirects();
  const patterns = (generated.patterns ?? []).map((p) => ({ source: p.source, destination: p.destination, permanent: true as const }));
  const literal = generated.redirects.filter((r) => applyVercelRedirects(r.from, patterns) !== r.to);
  return [
    ...[...rulesByDestination(exactRedirects), ...patterns, ...rulesByDestination(literal)].map(withMarkdownTwin),
    // `:path+` takes a twin's `.md` along by itself.
    ...folderRules.map((rule) => ({
      source: `${rule.from}/:path+`,
      destination: `${rule.to}/:path+`,
      permanent: true as const,
    })),
  ];
}

/**
 * Every page has a Markdown twin at its address + `.md` (plugins/markdown-twins), so an old address's twin
 * leads to the new page's twin. The rule takes an optional `.md`: inside its last parameter when the
 * destination ends with that parameter (path-to-regexp refuses two parameters with no text between them),
 * else as a parameter of its own, put back before the destination's `#section`.
 */
/** The source's final `:name(regex)`, its regex holding groups up to two deep. */
const lastParameter = /:(\w+)\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)$/;

export function withMarkdownTwin(rule: VercelRedirect): VercelRedirect {
  const hashAt = rule.destination.indexOf('#');
  const path = hashAt < 0 ? rule.destination : rule.destination.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : rule.destination.slice(hashAt);
  const last = lastParameter.exec(rule.source);
  if (last && path.endsWith(`:${last[1]}`)) {
    return { ...rule, source: `${rule.source.slice(0, last.index)}:${last[1]}((?:${last[2]})(?:\\.md)?)` };
  }
  return { ...rule, source: `${rule.source}:md(\\.md)?`, destination: `${path}:md${hash}` };
}

/**
 * One rule per destination: the old addresses that lead to the same page become one source, their common
 * folder followed by the alternatives (`/reference/:old(lockup/core/contract\\.SablierV2LockupLinear|…)`).
 * Literal addresses never overlap, so merging them changes no answer; it keeps vercel.json a few hundred
 * rules instead of one per address. The order of first appearance is kept.
 */
export function rulesByDestination(rows: { from: string; to: string }[]): VercelRedirect[] {
  const groups = new Map<string, string[]>();
  for (const row of rows) groups.set(row.to, [...(groups.get(row.to) ?? []), row.from]);
  return [...groups].map(([destination, sources]) => {
    if (sources.length === 1) return { source: sources[0]!, destination, permanent: true as const };
    let folder = sources[0]!.slice(0, sources[0]!.lastIndexOf('/') + 1);
    while (!sources.every((source) => source.startsWith(folder))) folder = folder.slice(0, folder.lastIndexOf('/', folder.length - 2) + 1);
    const rests = [...new Set(sources.map((source) => escapeRegExp(source.slice(folder.length))))].sort();
    return { source: `${folder}:old(${rests.join('|')})`, destination, permanent: true as const };
  });
}

/** How the host treats paths: read by vercelConfig and by the test server (applyHostRouting). */
const vercelConfigShape = { cleanUrls: true, trailingSlash: false } as const;

export function vercelConfig() {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'build',
    ...vercelConfigShape,
    redirects: vercelRedirectRules(),
    headers: [
      { source: '/(.*)', headers: securityHeadersWith(contentSecurityPolicyWith(readScriptHashes())) },
      // File names under /assets/ carry a content hash, so they never change.
      { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      { source: '/katex/(.*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=604800' }] },
      // Each build's index lives in a directory named by its hash (plugins/search-index/write.ts);
      // only the entry file that names it changes between deployments.
      { source: '/search-index/([0-9a-f]{12})/(.*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      ...textContentTypes.map(({ source, type }) => ({ source, headers: [{ key: 'Content-Type', value: type }] })),
    ],
  };
}

export function vercelJsonText(): string {
  return JSON.stringify(vercelConfig(), null, 2) + '\n';
}

/**
 * Where a request path lands under the vercel.json rules (first match wins), or null when none matches.
 * The rules go through Vercel's own conversion (`@vercel/routing-utils`, what the platform runs on
 * vercel.json), so the tests and the test server read the sources exactly as the host does.
 */
export function applyVercelRedirects(path: string, rules: VercelRedirect[] = vercelRedirectRulesCached()): string | null {
  for (const route of hostRoutes(rules)) {
    const match = route.pattern.exec(path);
    // An optional group that did not take part stands for nothing, as on the host.
    if (match) return route.location.replace(/\$(\d+)/g, (_, index: string) => match[Number(index)] ?? '');
  }
  return null;
}

/**
 * Where the host sends a request path before serving a file, or null to serve it: the clean-URL and
 * trailing-slash redirects `cleanUrls: true, trailingSlash: false` make (`/a.html`, `/a/index.html`, `/a/`
 * → `/a`), then vercel.json's redirects, in the order Vercel's routing runs them. Like the host, a path with
 * repeated slashes is first sent to its collapsed form (Vercel merges slashes before routing: see
 * vercel/vercel#2642 and #3086), so no rule can turn `//evil.example/index.html` into `Location: //evil.example`.
 */
export function applyHostRouting(
  path: string,
  { cleanUrls = true, redirects = true }: { cleanUrls?: boolean; redirects?: boolean } = {},
): string | null {
  if (/\/\/+/.test(path)) return path.replace(/\/\/+/g, '/');
  const routes = [...(cleanUrls ? cleanUrlRoutes() : []), ...(redirects ? hostRoutes(vercelRedirectRulesCached()) : [])];
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    const location = route.location.replace(/\$(\d+)/g, (_, index: string) => match[Number(index)] ?? '');
    // A location is always a path on this site, never protocol-relative.
    return location.replace(/^[/\\]+/, '/');
  }
  return null;
}

let cleanUrlRoutesCache: HostRoute[] | undefined;
function cleanUrlRoutes(): HostRoute[] {
  if (!cleanUrlRoutesCache) {
    const { cleanUrls, trailingSlash } = vercelConfigShape;
    const { routes, error } = getTransformedRoutes({ cleanUrls, trailingSlash });
    if (error || !routes) throw new Error(`clean-URL routes: ${error?.message ?? 'none'}`);
    cleanUrlRoutesCache = routes.flatMap((route) => {
      if (isHandler(route)) return [];
      const location = route.headers?.Location;
      return location ? [{ pattern: new RegExp(route.src), location }] : [];
    });
  }
  return cleanUrlRoutesCache;
}

interface HostRoute {
  pattern: RegExp;
  location: string;
}

const convertedRules = new WeakMap<VercelRedirect[], HostRoute[]>();

function hostRoutes(rules: VercelRedirect[]): HostRoute[] {
  let routes = convertedRules.get(rules);
  if (!routes) {
    const { routes: converted, error } = getTransformedRoutes({ redirects: rules });
    if (error || !converted) throw new Error(`vercel.json redirects are invalid: ${error?.message ?? 'no routes'}`);
    routes = converted.flatMap((route) => {
      if (isHandler(route)) return [];
      const location = route.headers?.Location;
      return location ? [{ pattern: new RegExp(route.src), location }] : [];
    });
    convertedRules.set(rules, routes);
  }
  return routes;
}

let cached: VercelRedirect[] | undefined;
/** The rules read the generated redirect files once per process (the test server asks per request). */
function vercelRedirectRulesCached(): VercelRedirect[] {
  cached ??= vercelRedirectRules();
  return cached;
}
