import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Serves KaTeX's stylesheet from the site itself (no CDN). Only the woff2 fonts are copied: every
 * browser that runs the site reads woff2, which the stylesheet lists first.
 */
export default function generate(): string {
  // package.json pins katex to the version rehype-katex renders with, so markup and styles match.
  const dist = join(dirname(require.resolve('katex/package.json')), 'dist');
  const out = join(__dirname, '..', '..', 'static', 'katex');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'fonts'), { recursive: true });
  copyFileSync(join(dist, 'katex.min.css'), join(out, 'katex.min.css'));
  const fonts = readdirSync(join(dist, 'fonts')).filter((name) => name.endsWith('.woff2'));
  for (const font of fonts) copyFileSync(join(dist, 'fonts', font), join(out, 'fonts', font));
  return `katex.min.css and ${fonts.length} fonts copied to static/katex`;
}
