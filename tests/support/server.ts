import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

import {
  applyHostRouting,
  contentSecurityPolicyWith,
  securityHeaders,
  securityHeadersWith,
  textContentTypes,
} from '../../generators/vercel-json/config';

/**
 * A small static server for the built site, shaped like the production host: clean URLs (a path
 * finds `path.html` or `path/index.html`), `.html` and `/index.html` suffixes and a trailing slash
 * redirected away, repeated slashes merged (never a redirect to another origin),
 * gzip, the 404 page with status 404, and an optional URL prefix (to serve under a wrong base URL).
 * Listens on 127.0.0.1 only.
 */
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  // Markdown twins and llms files: the types vercel.json gives them.
  ...Object.fromEntries(textContentTypes.map((t) => [t.extension, t.type])),
};

const compressible = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;

export interface ServerOptions {
  root: string;
  /** Serve the site under this prefix, e.g. "/wrong/": used to prove the base-URL banner. */
  prefix?: string;
  /** Extra latency in ms for requests whose path matches, to make slow navigations observable. */
  delay?: { pattern: RegExp; ms: number };
  /** Paths that answer 500, to simulate a failing chunk. */
  fail?: RegExp;
  /**
   * Redirect `.html` and `/index.html` away as the host's clean URLs do (default). When false,
   * such files are served as they are, which shows what the client router does with the suffix.
   */
  cleanUrls?: boolean;
  /** Apply vercel.json's permanent redirects (default). False leaves the client redirect pages to act. */
  hostRedirects?: boolean;
  /**
   * The inline-script hashes the policy allows, when they are not the committed ones: a benchmark serving another
   * build (the `main` a change is compared with) passes that build's own.
   */
  scriptHashes?: string[];
}

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** Maps a URL path to a file of the build, the way clean-URL hosting does. */
export function resolveFile(root: string, pathname: string): string | null {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, safe);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    if (isFile(candidate)) return candidate;
  }
  return null;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const prefix = options.prefix ?? '/';
  const headerSet = options.scriptHashes ? securityHeadersWith(contentSecurityPolicyWith(options.scriptHashes)) : securityHeaders;
  const server = createServer((req, res) => {
    void (async () => {
      let url: URL;
      try {
        // The request target is a path: read it as one. Parsed relative to a base, `//example.com` would
        // be a host name (and the home page would answer for it).
        const target = req.url ?? '/';
        if (!target.startsWith('/')) throw new Error('not a path');
        url = new URL(`http://127.0.0.1${target}`);
        decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
        return;
      }
      if (options.delay?.pattern.test(url.pathname)) {
        await new Promise((resolve) => setTimeout(resolve, options.delay?.ms));
      }
      if (options.fail?.test(url.pathname)) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Simulated failure');
        return;
      }
      let pathname = url.pathname;
      // The host's routing, from the same rules vercel.json holds: repeated slashes merged, clean URLs
      // (`.html`, `/index.html` and a trailing slash dropped) and the permanent redirects, in that order.
      const target = applyHostRouting(pathname, {
        // The root of a site served under a prefix is its folder, slash included.
        cleanUrls: options.cleanUrls !== false && pathname !== prefix,
        redirects: options.hostRedirects !== false && prefix === '/',
      });
      if (target !== null && target !== pathname) {
        res.writeHead(308, { location: target + url.search }).end();
        return;
      }
      if (!pathname.startsWith(prefix)) {
        serve(join(options.root, '404.html'), 404);
        return;
      }
      pathname = '/' + pathname.slice(prefix.length);
      const file = resolveFile(options.root, pathname);
      if (file) serve(file, 200);
      else serve(join(options.root, '404.html'), 404);

      function serve(file: string, status: number): void {
        const type = types[extname(file)] ?? 'application/octet-stream';
        const headers: Record<string, string> = { 'content-type': type };
        for (const header of headerSet) headers[header.key.toLowerCase()] = header.value;
        if (/\/assets\//.test(file)) headers['cache-control'] = 'public, max-age=31536000, immutable';
        const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (gzip) headers['content-encoding'] = 'gzip';
        res.writeHead(status, headers);
        const stream = createReadStream(file);
        if (gzip) stream.pipe(createGzip()).pipe(res);
        else stream.pipe(res);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
