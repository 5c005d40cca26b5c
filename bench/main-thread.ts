/**
 * What keeps the main thread busy while a page loads on a phone: the long tasks (over 50 ms) and
 * the scripts and functions that use the most CPU, with the CPU slowed 4× as Lighthouse's mobile
 * preset assumes. Lighthouse says how long pages block; this says what to change.
 * Usage: npm run build && node --import tsx bench/main-thread.ts [route …]
 * For readable function names, build without minifying first:
 *   npx docusaurus build --no-minify --out-dir /tmp/build-readable && BUILD_DIR=/tmp/build-readable node --import tsx bench/main-thread.ts
 */
import { buildDir } from '../tests/support/harness';
import { benchServedSite } from './lib/served';
import { representativePages } from '../tests/support/page-weight';
import { CPU_SLOWDOWN, loadOnPhone, PHONE } from './lib/main-thread';

function top<K>(totals: Map<K, number>, count: number): [K, number][] {
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}

function fileOf(url: string): string {
  return url ? url.replace(/^https?:\/\/[^/]+/, '') : '';
}

benchServedSite(async ({ url, browser }) => {
  const routes = process.argv.slice(2);
  const pages = routes.length ? routes : representativePages().map((page) => page.route);
  for (const route of pages) {
    const { longTasks, blocking, profile } = await loadOnPhone(browser, url + route, { profile: true });
    if (!profile) throw new Error('no CPU profile');
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const byScript = new Map<string, number>();
    const byFunction = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const frame = byId.get(id)?.callFrame;
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      if (!frame || frame.functionName === '(idle)') return;
      // "(program)" is the browser's own work: parsing HTML and CSS, style, layout and paint.
      const script =
        fileOf(frame.url) || (frame.functionName === '(program)' ? '(browser: parse, style, layout, paint)' : frame.functionName);
      byScript.set(script, (byScript.get(script) ?? 0) + ms);
      const name = `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    });
    console.log(`\n${route}  (CPU ${CPU_SLOWDOWN}× slower, ${PHONE.width}×${PHONE.height})`);
    console.log(
      `  long tasks: ${longTasks.length}, ${longTasks.map(([start, d]) => `${d} ms at ${start}`).join(', ') || 'none'}; blocking ${blocking} ms`,
    );
    console.log('  CPU by script:');
    for (const [script, ms] of top(byScript, 8)) console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${script}`);
    console.log('  CPU by function (self time):');
    for (const [name, ms] of top(byFunction, 12)) console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  }
}, process.env.BUILD_DIR ?? buildDir);
