/**
 * Lighthouse (mobile preset, simulated throttling) for the representative pages, served from
 * build/ with gzip on 127.0.0.1 by the same static server the browser tests use, in Debian's Chromium.
 * Chromium resolves no host but 127.0.0.1, so neither the page nor Lighthouse can reach off-machine.
 * Usage: npm run build && node --import tsx bench/lighthouse.ts [--runs=N] [--details] [--save=DIR] [route …]
 * --save writes each run's full Lighthouse report (JSON) to DIR, to open in the Lighthouse viewer.
 * --cpu=N slows the CPU N times instead of Lighthouse's 4: this VM's speed swings by up to 2x from
 * one hour to the next, so --cpu=8 shows what a page scores on a slow day.
 * With several runs, each figure is the median of the runs; the range follows when the runs differ.
 * BUILD_DIR=/tmp/other serves another build instead of build/ (to compare a change with a baseline built aside).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { buildDir as defaultBuildDir, chromiumPath } from '../tests/support/harness';
import { resolveFile, startServer } from '../tests/support/server';
import { representativePages } from './lib/measure';

const buildDir = process.env.BUILD_DIR ?? defaultBuildDir;

/** The version to pin in devDependencies: 13.x needs Node >= 22.19, 12.8.2 runs on Node >= 18.16. */
const LIGHTHOUSE_INSTALL = 'npm install --save-dev --save-exact lighthouse@12.8.2';

/** The parts of Lighthouse's result this script reads (typed here so the repo type-checks without it). */
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>;
  audits: Record<
    string,
    { numericValue?: number; score: number | null; details?: { items?: { url?: string; node?: { selector?: string } }[] } } | undefined
  >;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
}
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function resolveLighthouse(): string | null {
  try {
    return require.resolve('lighthouse');
  } catch {
    return null;
  }
}

/** Starts Chromium with a DevTools port of its own choosing and returns that port. */
async function startChromium(profile: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      '--disable-extensions',
      // Every name but 127.0.0.1 fails to resolve: nothing can leave the machine.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port:\n${stderr}`)), 30000);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before opening a DevTools port:\n${stderr}`));
    });
  });
  return { port, child };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface Row {
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  cls: number;
  tbt: number;
  failing: string[];
  /** Failing accessibility, best-practices and SEO audits with the elements they name. */
  problems: string[];
  external: string[];
}

function summarize(lhr: Lhr, origin: string): Row {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.entries(lhr.audits)
    .filter(([, audit]) => audit && audit.score !== null && audit.score < 0.9)
    .map(([id]) => id);
  const strict = new Set(['accessibility', 'best-practices', 'seo'].flatMap((c) => lhr.categories[c]?.auditRefs.map((r) => r.id) ?? []));
  const problems = failing
    .filter((id) => strict.has(id))
    .map((id) => {
      const nodes = (lhr.audits[id]?.details?.items ?? []).map((item) => item.node?.selector).filter(Boolean);
      return `${id}${nodes.length ? `: ${nodes.slice(0, 6).join(' | ')}${nodes.length > 6 ? ` (+${nodes.length - 6})` : ''}` : ''}`;
    });
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const external = requests.map((item) => item.url ?? '').filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    failing,
    problems,
    external,
  };
}

/** With --details: what the LCP element is and where the main thread's time goes, to know what to fix. */
function printDetails(lhr: Lhr): void {
  const items = (id: string) => (lhr.audits[id]?.details?.items ?? []) as Record<string, unknown>[];
  const lcpNode = items('largest-contentful-paint-element')
    .flatMap(
      (item) =>
        ((item as { items?: { node?: { selector?: string; snippet?: string } }[] }).items ?? [item]) as {
          node?: { selector?: string; snippet?: string };
        }[],
    )
    .find((item) => item.node)?.node;
  console.log(`${''.padEnd(23)}LCP element: ${lcpNode?.selector ?? '?'} ${(lcpNode?.snippet ?? '').slice(0, 100)}`);
  const work = items('mainthread-work-breakdown').map((i) => `${String(i.groupLabel)} ${Math.round(Number(i.duration))} ms`);
  console.log(`${''.padEnd(23)}main thread: ${work.join(', ')}`);
  const boot = items('bootup-time')
    .slice(0, 5)
    .map((i) => `${String(i.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(Number(i.total))} ms`);
  console.log(`${''.padEnd(23)}scripts: ${boot.join(', ')}`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? '1');
  const details = args.includes('--details');
  const saveDir = args.find((a) => a.startsWith('--save='))?.slice('--save='.length);
  const cpu = Number(args.find((a) => a.startsWith('--cpu='))?.slice('--cpu='.length) ?? '4');
  const routes = args.filter((a) => !a.startsWith('--'));
  const resolved = resolveLighthouse();
  if (!resolved) {
    console.error(`Lighthouse is not installed. Install the pinned version (runs on Node 20) with:\n  ${LIGHTHOUSE_INSTALL}`);
    process.exit(2);
  }
  if (!existsSync(join(buildDir, 'index.html'))) {
    console.error(`No built site in ${buildDir}: run \`npm run build\` first.`);
    process.exit(2);
  }
  const lighthouse = ((await import(resolved)) as { default: LighthouseFn }).default;
  // Lighthouse's own mobile preset, with only the CPU factor changed.
  const { throttling } = (await import(join(dirname(resolved), 'config', 'constants.js'))) as {
    throttling: { mobileSlow4G: Record<string, number> };
  };
  const wanted = routes.length ? routes.map((route) => ({ kind: route, route })) : representativePages();
  const pages = wanted.filter((page) => resolveFile(buildDir, page.route) !== null);
  const missing = wanted.filter((page) => !pages.includes(page)).map((page) => page.route);
  if (missing.length) console.log(`Not in build/ (skipped): ${missing.join(', ')}`);
  const server = await startServer({ root: buildDir });
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const chromium = await startChromium(profile);
  try {
    console.log(
      `Lighthouse mobile (simulated throttling, CPU ${cpu}x slower), ${runs} run(s) per page, median shown; served with gzip at ${server.url}`,
    );
    console.log('page kind             route                                           perf  a11y  b.p.   seo   LCP ms  CLS    TBT ms');
    for (const { kind, route } of pages) {
      const rows: Row[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(server.url + route, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          formFactor: 'mobile',
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
        });
        if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
        if (result.lhr.runtimeError) {
          console.log(
            `${kind.padEnd(21)} ${route.padEnd(47)} Lighthouse error ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`,
          );
          break;
        }
        rows.push(summarize(result.lhr, server.url));
        if (saveDir) {
          mkdirSync(saveDir, { recursive: true });
          writeFileSync(join(saveDir, `${route.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`), JSON.stringify(result.lhr));
        }
        if (details) printDetails(result.lhr);
      }
      if (!rows.length) continue;
      const pick = (f: (r: Row) => number) => median(rows.map(f));
      const cols = categories.map((c) => String(pick((r) => r.scores[c])).padStart(5)).join(' ');
      console.log(
        `${kind.padEnd(21)} ${route.padEnd(47)} ${cols} ${pick((r) => r.lcp)
          .toFixed(0)
          .padStart(8)}  ${pick((r) => r.cls).toFixed(3)} ${pick((r) => r.tbt)
          .toFixed(0)
          .padStart(6)}`,
      );
      if (rows.length > 1) {
        const range = (f: (r: Row) => number) => `${Math.min(...rows.map(f)).toFixed(0)}–${Math.max(...rows.map(f)).toFixed(0)}`;
        console.log(
          `${''.padEnd(23)}range over ${rows.length} runs: perf ${range((r) => r.scores.performance)}, LCP ${range((r) => r.lcp)} ms, TBT ${range((r) => r.tbt)} ms`,
        );
      }
      const last = rows[rows.length - 1]!;
      const failing = last.failing.filter(
        (id) =>
          !/^(largest-contentful-paint|first-contentful-paint|speed-index|interactive|total-blocking-time|cumulative-layout-shift|max-potential-fid)$/.test(
            id,
          ),
      );
      if (failing.length) console.log(`${''.padEnd(23)}audits below 90: ${failing.join(', ')}`);
      for (const problem of last.problems) console.log(`${''.padEnd(23)}! ${problem}`);
      if (last.external.length) console.log(`${''.padEnd(23)}off-machine requests (blocked): ${last.external.join(' ')}`);
    }
  } finally {
    if (chromium.child.exitCode === null) {
      const exited = new Promise((resolve) => chromium.child.once('exit', resolve));
      chromium.child.kill('SIGTERM');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
