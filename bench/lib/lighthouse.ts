/**
 * The Lighthouse runner the benchmarks share (bench/lighthouse.ts, bench/lighthouse-ab.ts): Lighthouse's
 * mobile preset with simulated throttling, in Debian's Chromium, which resolves no host but 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { chromiumPath } from '../../tests/support/harness';

/** The version to pin in devDependencies: 13.x needs Node >= 22.19, 12.8.2 runs on Node >= 18.16. */
export const LIGHTHOUSE_INSTALL = 'npm install --save-dev --save-exact lighthouse@12.8.2';

/** The parts of Lighthouse's result this script reads (typed here so the repo type-checks without it). */
export interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>;
  audits: Record<
    string,
    { numericValue?: number; score: number | null; details?: { items?: { url?: string; node?: { selector?: string } }[] } } | undefined
  >;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  /** The host CPU's speed as Lighthouse measured it before the run (see bench/lib/host-speed.ts). */
  environment?: { benchmarkIndex?: number };
}
export type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export function resolveLighthouse(): string | null {
  try {
    return require.resolve('lighthouse');
  } catch {
    return null;
  }
}

/** Starts Chromium with a DevTools port of its own choosing and returns that port. */
export async function startChromium(profile: string): Promise<{ port: number; child: ChildProcess }> {
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

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** "median (min–max)" of a benchmark's runs; "n/a" when there were none. */
export function medianWithRange(values: number[], digits = 0): string {
  if (!values.length) return 'n/a';
  const f = (n: number) => n.toFixed(digits);
  return `${f(median(values))} (${f(Math.min(...values))}–${f(Math.max(...values))})`;
}

export interface Row {
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  cls: number;
  tbt: number;
  failing: string[];
  /** Failing accessibility, best-practices and SEO audits with the elements they name. */
  problems: string[];
  external: string[];
  /** Lighthouse's `benchmarkIndex` for this run; NaN when the report has none. */
  hostIndex: number;
}

export function summarize(lhr: Lhr, origin: string): Row {
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
    hostIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** With --details: what the LCP element is and where the main thread's time goes, to know what to fix. */
export function printDetails(lhr: Lhr): void {
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

export interface LighthouseSession {
  /** One Lighthouse run of a page (mobile preset, the session's CPU slowdown). */
  run(url: string): Promise<Lhr>;
  close(): Promise<void>;
}

/**
 * Loads Lighthouse and starts one Chromium for all the runs to come; null when Lighthouse is not
 * installed (LIGHTHOUSE_INSTALL says how). `cpu` replaces Lighthouse's 4x CPU slowdown.
 */
export async function openLighthouse(cpu: number): Promise<LighthouseSession | null> {
  const resolved = resolveLighthouse();
  if (!resolved) return null;
  const lighthouse = ((await import(resolved)) as { default: LighthouseFn }).default;
  // Lighthouse's own mobile preset, with only the CPU factor changed.
  const { throttling } = (await import(join(dirname(resolved), 'config', 'constants.js'))) as {
    throttling: { mobileSlow4G: Record<string, number> };
  };
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const chromium = await startChromium(profile);
  return {
    async run(url) {
      const result = await lighthouse(url, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
        formFactor: 'mobile',
        throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      return result.lhr;
    },
    async close() {
      if (chromium.child.exitCode === null) {
        const exited = new Promise((resolve) => chromium.child.once('exit', resolve));
        chromium.child.kill('SIGTERM');
        await exited;
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
