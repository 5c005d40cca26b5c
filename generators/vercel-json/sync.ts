import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { allRedirects } from '../../redirects';
import { scriptHashesFile, vercelJsonText } from './config';
import { buildScriptHashes } from './inline-scripts';

const root = join(__dirname, '..', '..');
const buildDir = join(root, 'build');

// The policy's script hashes come from the built HTML (the build minifies the inline scripts).
// Without a build the committed list is kept: redirect edits need no build, and
// tests/browser/csp.test.ts checks the list against the next build.
if (existsSync(join(buildDir, 'index.html'))) {
  const hashes = buildScriptHashes(buildDir, new Set(allRedirects().map((r) => r.from)));
  writeFileSync(scriptHashesFile, `${JSON.stringify(hashes, null, 2)}\n`);
  console.log(`${hashes.length} inline-script hashes read from build/ into ${scriptHashesFile}`);
} else {
  console.log('No build/: kept the committed inline-script hashes (run `npm run build` first to refresh them)');
}
writeFileSync(join(root, 'vercel.json'), vercelJsonText());
console.log('vercel.json written from redirects.ts and generators/vercel-json/config.ts');
