import { exactRedirects, folderRules } from '../../redirects';

/**
 * vercel.json, derived from redirects.ts so the host and the client redirect pages can never
 * disagree. Folder rules become wildcard rules after the exact ones (first match wins on Vercel).
 * Run `npm run vercel:sync` after editing redirects.ts; a unit test fails when the file is stale.
 */

/** Origins the browser may talk to besides the site: only Algolia, and only in Algolia mode. */
const algoliaOrigins = 'https://*.algolia.net https://*.algolianet.com https://*.algolia.io';

export const contentSecurityPolicy = [
  "default-src 'self'",
  // Docusaurus inlines small boot scripts (color mode, announcement bar); Pagefind needs WebAssembly.
  "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  `connect-src 'self' ${algoliaOrigins}`,
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
];

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

export function vercelRedirectRules(): VercelRedirect[] {
  return [
    ...exactRedirects.map((r) => ({ source: r.from, destination: r.to, permanent: true as const })),
    ...folderRules.map((rule) => ({
      source: `${rule.from}/:path+`,
      destination: `${rule.to}/:path+`,
      permanent: true as const,
    })),
  ];
}

export function vercelConfig() {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    buildCommand: 'npm run build',
    outputDirectory: 'build',
    cleanUrls: true,
    trailingSlash: false,
    redirects: vercelRedirectRules(),
    headers: [
      { source: '/(.*)', headers: securityHeaders },
      // File names under /assets/ carry a content hash, so they never change.
      { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      { source: '/katex/(.*)', headers: [{ key: 'Cache-Control', value: 'public, max-age=604800' }] },
      ...textContentTypes.map(({ source, type }) => ({ source, headers: [{ key: 'Content-Type', value: type }] })),
    ],
  };
}

export function vercelJsonText(): string {
  return JSON.stringify(vercelConfig(), null, 2) + '\n';
}

/**
 * Where a request path lands under the vercel.json rules (first match wins), or null when no
 * rule matches. Supports the two pattern forms the config uses: exact paths and `/:path+`.
 */
export function applyVercelRedirects(path: string, rules: VercelRedirect[] = vercelRedirectRules()): string | null {
  for (const rule of rules) {
    if (rule.source.endsWith('/:path+')) {
      const prefix = rule.source.slice(0, -':path+'.length);
      if (path.startsWith(prefix) && path.length > prefix.length) {
        return rule.destination.slice(0, -':path+'.length) + path.slice(prefix.length);
      }
    } else if (rule.source === path) {
      return rule.destination;
    }
  }
  return null;
}
