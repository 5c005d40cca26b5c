/**
 * Lighthouse (mobile preset, simulated throttling) for the representative pages, served from
 * build/ with gzip on 127.0.0.1 by the same static server the browser tests use, in Debian's Chromium.
 * Chromium resolves no host but 127.0.0.1, so neither the page nor Lighthouse can reach off-machine.
 * Usage: npm run build && node --import tsx bench/lighthouse.ts [--runs=N] [--details] [--save=DIR] [route …]
 * --save writes each run's full Lighthouse report (JSON) to DIR, to open in the Lighthouse viewer.
 * --cpu=N slows the CPU N times instead of Lighthouse's 4: this VM's speed swings from one hour to the
 * next, so --cpu=8 shows what a page scores on a slow day.
 * With several runs, each figure is the median of the runs; the range follows when the runs differ.
 * Each page's figures are followed by the host CPU's speed as Lighthouse rated it during those runs
 * (bench/lib/host-speed.ts): compare figures only between runs at a similar index.
 * BUILD_DIR=/tmp/other serves another build instead of build/ (to compare a change with a baseline built aside).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { buildDir as defaultBuildDir } from '../tests/support/harness';
import { resolveFile, startServer } from '../tests/support/server';
import { hostSpeedLine } from './lib/host-speed';
import { categories, LIGHTHOUSE_INSTALL, median, openLighthouse, printDetails, type Row, summarize } from './lib/lighthouse';
import { representativePages } from '../tests/support/page-weight';

const buildDir = process.env.BUILD_DIR ?? defaultBuildDir;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? '1');
  const details = args.includes('--details');
  const saveDir = args.find((a) => a.startsWith('--save='))?.slice('--save='.length);
  const cpu = Number(args.find((a) => a.startsWith('--cpu='))?.slice('--cpu='.length) ?? '4');
  const routes = args.filter((a) => !a.startsWith('--'));
  if (!existsSync(join(buildDir, 'index.html'))) {
    console.error(`No built site in ${buildDir}: run \`npm run build\` first.`);
    process.exit(2);
  }
  const wanted = routes.length ? routes.map((route) => ({ kind: route, route })) : representativePages();
  const pages = wanted.filter((page) => resolveFile(buildDir, page.route) !== null);
  const missing = wanted.filter((page) => !pages.includes(page)).map((page) => page.route);
  if (missing.length) console.log(`Not in build/ (skipped): ${missing.join(', ')}`);
  const lighthouse = await openLighthouse(cpu);
  if (!lighthouse) {
    console.error(`Lighthouse is not installed. Install the pinned version (runs on Node 20) with:\n  ${LIGHTHOUSE_INSTALL}`);
    process.exit(2);
  }
  const server = await startServer({ root: buildDir });
  try {
    console.log(
      `Lighthouse mobile (simulated throttling, CPU ${cpu}x slower), ${runs} run(s) per page, median shown; served with gzip at ${server.url}`,
    );
    console.log('page kind             route                                           perf  a11y  b.p.   seo   LCP ms  CLS    TBT ms');
    for (const { kind, route } of pages) {
      const rows: Row[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await lighthouse.run(server.url + route);
        if (lhr.runtimeError) {
          console.log(`${kind.padEnd(21)} ${route.padEnd(47)} Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          break;
        }
        rows.push(summarize(lhr, server.url));
        if (saveDir) {
          mkdirSync(saveDir, { recursive: true });
          writeFileSync(join(saveDir, `${route.replace(/\W+/g, '_') || 'home'}-${i + 1}.json`), JSON.stringify(lhr));
        }
        if (details) printDetails(lhr);
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
      console.log(`${''.padEnd(23)}${hostSpeedLine(rows.map((r) => r.hostIndex))}`);
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
    await lighthouse.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
