import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { htmlTemplate } from '../../overrides/html-template';
import { contentSecurityPolicy } from '../../generators/vercel-json/config';
import { routeOfFile } from '../../lib/built-pages';
import { inlineScripts, missingScriptHashes, scriptHash } from '../../generators/vercel-json/inline-scripts';

const scriptSrc = contentSecurityPolicy.split('; ').find((d) => d.startsWith('script-src '))!;

test('script-src allows inline scripts only by hash', () => {
  assert.ok(!scriptSrc.includes("'unsafe-inline'"), scriptSrc);
  const sources = scriptSrc.split(' ').slice(1);
  const hashes = sources.filter((s) => s.startsWith("'sha256-"));
  assert.ok(hashes.length >= 3, 'at least the colour-mode, theme-choice and start-up scripts');
  assert.deepEqual(
    sources.filter((s) => !s.startsWith("'sha256-")),
    ["'self'"],
  );
  const vercel = JSON.parse(readFileSync(join(__dirname, '..', '..', 'vercel.json'), 'utf8')) as {
    headers: { headers: { key: string; value: string }[] }[];
  };
  const header = vercel.headers.flatMap((h) => h.headers).find((h) => h.key === 'Content-Security-Policy');
  assert.equal(header?.value, contentSecurityPolicy, 'vercel.json sends this policy');
});

test('a page whose inline script has no hash in the policy is reported', () => {
  const known = 'console.log("known")';
  const policy = `default-src 'self'; script-src 'self' ${scriptHash(known)}; object-src 'none'`;
  const page = (script: string) =>
    `<html><head><script>${known}</script><script src="/a.js"></script><script type="application/json">{"a":1}</script>` +
    `<script type="application/ld+json">{}</script></head><body>${script}</body></html>`;
  assert.deepEqual(missingScriptHashes(page(''), policy), [], 'external scripts and data blocks need no hash');
  const injected = 'alert(1)';
  assert.deepEqual(missingScriptHashes(page(`<script>${injected}</script>`), policy), [scriptHash(injected)]);
  assert.deepEqual(missingScriptHashes(page(`<script type="module">${injected}</script>`), policy), [scriptHash(injected)]);
});

test('the start-up script is the same in every build (its data is a separate JSON block)', () => {
  const scripts = inlineScripts(htmlTemplate);
  assert.equal(scripts.length, 1, 'one runnable inline script in the page template');
  assert.ok(!scripts[0]!.includes('<%'), 'no template output inside the script: its hash would change with every bundle');
});

test('built files map to the routes clean URLs serve', () => {
  assert.equal(routeOfFile('index.html'), '/');
  assert.equal(routeOfFile('api/index.html'), '/api');
  assert.equal(routeOfFile('concepts/nft.html'), '/concepts/nft');
});
