/**
 * Each replacement of a Docusaurus module against the stock module, side by side in one run: one
 * production build per variant (`ours`, and per replacement a build with only that one stock, through
 * STOCK_MODULES, overrides/stock-modules.ts), all served at once, then Lighthouse mobile and the
 * main-thread long tasks of each page, interleaved (ours, A, B, …, ours, A, B, …) so that the
 * machine's swings in speed fall on every variant alike.
 * Usage: node --import tsx bench/replacements.ts [--variants=ours,idle-prefetch,…] [--runs=N]
 *          [--pages=/a,/b] [--areas=concepts,reference|all] [--cpu=N] [--reuse]
 *   --variants  `ours` and names of STOCK_MODULES (default: ours and the four not yet measured).
 *   --runs      runs per variant and page, each tool (default 5); medians with min–max are printed.
 *   --pages     routes to measure (default the stream-shapes concept and the SablierLockup contract page).
 *   --areas     DOCS_AREAS of the builds (default concepts,reference, which hold both pages; `all` = whole site).
 *   --reuse     keep a variant's build in /tmp/replacements/<variant> when it was made with the same areas
 *               from the same last commit of the site's sources (bench/, tests/ and the notes aside); a
 *               change not yet committed is not seen: leave out --reuse after editing.
 * Builds are cold (no persistent cache): the cache does not know STOCK_MODULES, and could hand one
 * variant another's modules. Lighthouse CPU slowdown: --cpu (default 4, as the mobile preset).
 * The main-thread figure is bench/main-thread.ts's load (4× CPU, phone window, 4 s after load)
 * without its CPU profiler: the sum over long tasks of their time beyond 50 ms.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { chromiumPath, launchChromium } from '../tests/support/harness';
import { resolveFile, startServer, type RunningServer } from '../tests/support/server';
import { STOCK_MODULE_NAMES, type StockModule } from '../overrides/stock-modules';
import { LIGHTHOUSE_INSTALL, medianWithRange, openLighthouse, summarize } from './lib/lighthouse';
import { loadOnPhone } from './lib/main-thread';
import { seconds, spawnGroup, stopGroup } from './lib/proc';

const ROOT = join(__dirname, '..');
const OUT = '/tmp/replacements';
const DEFAULT_VARIANTS = ['ours', 'idle-prefetch', 'hydration-transitions', 'html-template'];
const DEFAULT_PAGES = ['/concepts/lockup/stream-shapes', '/reference/lockup/contracts/sablier-lockup'];

type Variant = 'ours' | StockModule;

/** Tracked paths no build reads. */
const NOT_BUILT = ['bench', 'tests', 'ARCHITECTURE.md', 'README.md', 'CONTRIBUTING.md'];

function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function list(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length ? items : fallback;
}

function parseVariants(value: string | undefined): Variant[] {
  const variants = [...new Set(list(value, DEFAULT_VARIANTS))];
  const unknown = variants.filter((v) => v !== 'ours' && !(STOCK_MODULE_NAMES as readonly string[]).includes(v));
  if (unknown.length) throw new Error(`--variants: unknown ${unknown.join(', ')}; use ours, ${STOCK_MODULE_NAMES.join(', ')}`);
  // Ours first: each round starts from the reference.
  return [...variants.filter((v) => v === 'ours'), ...variants.filter((v) => v !== 'ours')] as Variant[];
}

interface Stamp {
  commit: string;
  areas: string;
  stock: string;
}

const stampPath = (variant: Variant) => join(OUT, `${variant}.stamp.json`);
const buildPath = (variant: Variant) => join(OUT, variant);

function readStamp(variant: Variant): Stamp | null {
  try {
    return JSON.parse(readFileSync(stampPath(variant), 'utf8')) as Stamp;
  } catch {
    return null;
  }
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv, label: string): Promise<void> {
  const started = Date.now();
  const child = spawnGroup(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-20000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  await stopGroup(child);
  if (code !== 0) {
    console.error(output.split('\n').slice(-40).join('\n'));
    throw new Error(`${label} failed (exit ${code})`);
  }
  console.log(`  ${label}: ${seconds(Date.now() - started)}`);
}

/** Builds the variants --reuse cannot take as they are; the generators run once, before the first build. */
async function buildVariants(variants: Variant[], areas: string | null, reuse: boolean): Promise<void> {
  // The last commit that changed what a build reads: a commit of benchmarks, tests or notes keeps the builds.
  const commit = execFileSync('git', ['log', '-1', '--format=%H', '--', '.', ...NOT_BUILT.map((path) => `:!${path}`)], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
  if (dirty) console.log('Note: the working tree has uncommitted changes; the builds include them.');
  const wanted = (variant: Variant): Stamp => ({ commit, areas: areas ?? 'all', stock: variant === 'ours' ? '' : variant });
  const stale = variants.filter((variant) => {
    if (!reuse) return true;
    const stamp = readStamp(variant);
    const fresh =
      stamp !== null && existsSync(join(buildPath(variant), 'index.html')) && JSON.stringify(stamp) === JSON.stringify(wanted(variant));
    if (fresh) console.log(`Reusing ${buildPath(variant)} (commit ${commit.slice(0, 8)}, areas ${stamp.areas}).`);
    return !fresh;
  });
  if (!stale.length) return;
  mkdirSync(OUT, { recursive: true });
  console.log(`Building ${stale.join(', ')} into ${OUT}/ (areas: ${areas ?? 'all'}, no persistent cache)`);
  const env: NodeJS.ProcessEnv = { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1' };
  if (areas) env.DOCS_AREAS = areas;
  else delete env.DOCS_AREAS;
  delete env.STOCK_MODULES;
  await run('npm', ['run', '--silent', 'prepare:generated'], env, 'generators');
  for (const variant of stale) {
    const stock = wanted(variant).stock;
    await run(
      'npx',
      ['docusaurus', 'build', '--out-dir', buildPath(variant)],
      { ...env, ...(stock ? { STOCK_MODULES: stock } : {}) },
      `build ${variant}${stock ? ` (STOCK_MODULES=${stock})` : ''}`,
    );
    writeFileSync(stampPath(variant), `${JSON.stringify(wanted(variant))}\n`);
  }
}

/** A switch that changed nothing would make the comparison one of the site with itself: say so. */
function checkVariants(variants: Variant[], pages: string[]): void {
  for (const variant of variants)
    for (const route of pages)
      if (!resolveFile(buildPath(variant), route))
        throw new Error(`${route} is not in ${buildPath(variant)}: build with the area that holds it (--areas)`);
  if (!variants.includes('ours')) return;
  const js = (variant: Variant) =>
    readdirSync(join(buildPath(variant), 'assets', 'js'))
      .sort()
      .join('\n');
  const html = (variant: Variant) => pages.map((route) => readFileSync(resolveFile(buildPath(variant), route)!, 'utf8')).join('\n');
  for (const variant of variants.filter((v) => v !== 'ours'))
    if (js(variant) === js('ours') && html(variant) === html('ours'))
      throw new Error(`${variant}: same scripts and pages as ours; STOCK_MODULES=${variant} did not change the build`);
}

interface Sample {
  perf: number;
  tbt: number;
  lcp: number;
  blocking: number;
}

function figure(values: number[], digits = 0): string {
  return medianWithRange(values, digits).padStart(18);
}

async function main(): Promise<void> {
  const variants = parseVariants(option('variants'));
  const pages = list(option('pages'), DEFAULT_PAGES);
  const runs = Number(option('runs') ?? '5');
  const cpu = Number(option('cpu') ?? '4');
  const areasOption = option('areas') ?? 'concepts,reference';
  const areas = areasOption === 'all' ? null : areasOption;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');

  await buildVariants(variants, areas, process.argv.includes('--reuse'));
  checkVariants(variants, pages);

  const lighthouse = await openLighthouse(cpu);
  if (!lighthouse) {
    console.error(`Lighthouse is not installed. Install the pinned version (runs on Node 20) with:\n  ${LIGHTHOUSE_INSTALL}`);
    process.exit(2);
  }
  const servers = new Map<Variant, RunningServer>();
  const browser = await launchChromium(chromiumPath);
  const samples = new Map<string, { lighthouse: Omit<Sample, 'blocking'>[]; blocking: number[] }>();
  const key = (variant: Variant, route: string) => `${variant} ${route}`;
  try {
    for (const variant of variants) servers.set(variant, await startServer({ root: buildPath(variant) }));
    for (const variant of variants) for (const route of pages) samples.set(key(variant, route), { lighthouse: [], blocking: [] });
    console.log(
      `\n${runs} round(s); each: per page, Lighthouse mobile (CPU ${cpu}×) on ${variants.join(', ')}, then the main-thread load on each`,
    );
    for (let round = 1; round <= runs; round++) {
      const started = Date.now();
      for (const route of pages) {
        for (const variant of variants) {
          const lhr = await lighthouse.run(servers.get(variant)!.url + route);
          if (lhr.runtimeError) {
            console.log(`  ${variant} ${route}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            continue;
          }
          const row = summarize(lhr, servers.get(variant)!.url);
          samples.get(key(variant, route))!.lighthouse.push({ perf: row.scores.performance, tbt: row.tbt, lcp: row.lcp });
        }
        for (const variant of variants) {
          const { blocking } = await loadOnPhone(browser, servers.get(variant)!.url + route);
          samples.get(key(variant, route))!.blocking.push(blocking);
        }
      }
      console.log(`  round ${round}/${runs}: ${seconds(Date.now() - started)}`);
    }
  } finally {
    await browser.close();
    await lighthouse.close();
    for (const server of servers.values()) await server.close();
  }

  console.log(
    `\nMedian (min–max) over ${runs} run(s). perf and TBT, LCP: Lighthouse mobile; blocking: main-thread long tasks beyond 50 ms.`,
  );
  for (const route of pages) {
    console.log(`\n${route}`);
    console.log(
      `  ${'variant'.padEnd(22)} ${'perf'.padStart(18)} ${'TBT ms'.padStart(18)} ${'blocking ms'.padStart(18)} ${'LCP ms'.padStart(18)}`,
    );
    for (const variant of variants) {
      const { lighthouse: lh, blocking } = samples.get(key(variant, route))!;
      const name = variant === 'ours' ? 'ours' : `stock ${variant}`;
      console.log(
        `  ${name.padEnd(22)} ${figure(lh.map((s) => s.perf))} ${figure(lh.map((s) => s.tbt))} ${figure(blocking)} ${figure(lh.map((s) => s.lcp))}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
