/**
 * Two builds side by side in one sitting: Lighthouse mobile on each page, alternating between the builds run by run
 * (A then B in odd rounds, B then A in even ones), so the machine's swings in speed fall on both alike. This is the
 * comparison a speed change is judged by; a single build's figures (bench/lighthouse.ts) move with the host.
 * Usage: node --import tsx bench/lighthouse-ab.ts --a=DIR --b=DIR [--rounds=5] [--cpu=4] [route …]
 *   --a, --b   two built sites (e.g. `main` built into /tmp/base, the change into build/); labels are the folder names
 *   --rounds   runs per build and page (default 5); medians with their ranges are printed
 *   route …    pages to measure (default: tests/support/page-weight.ts's representative pages)
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';

import { allRedirects } from '../redirects';
import { buildScriptHashes } from '../generators/vercel-json/inline-scripts';
import { resolveFile, startServer } from '../tests/support/server';
import { hostSpeedLine } from './lib/host-speed';
import { categories, LIGHTHOUSE_INSTALL, medianWithRange, openLighthouse, type Row, summarize } from './lib/lighthouse';
import { representativePages } from '../tests/support/page-weight';

function option(args: string[], name: string): string | undefined {
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function describe(label: string, rows: Row[]): string {
  const scores = categories
    .slice(1)
    .map((c) => rows.map((r) => r.scores[c]))
    .map((values, i) => `${categories[i + 1]} ${Math.min(...values)}`)
    .join(', ');
  return [
    `  ${label.padEnd(14)} perf ${medianWithRange(rows.map((r) => r.scores.performance))}`,
    `TBT ${medianWithRange(rows.map((r) => r.tbt))} ms`,
    `LCP ${medianWithRange(rows.map((r) => r.lcp))} ms`,
    `lowest ${scores}`,
  ].join(' · ');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const a = option(args, 'a');
  const b = option(args, 'b');
  const rounds = Number(option(args, 'rounds') ?? '5');
  const cpu = Number(option(args, 'cpu') ?? '4');
  if (!a || !b) {
    console.error('Usage: bench/lighthouse-ab.ts --a=DIR --b=DIR [--rounds=5] [--cpu=4] [route …]');
    process.exit(2);
  }
  for (const dir of [a, b]) {
    if (!existsSync(join(dir, 'index.html'))) {
      console.error(`No built site in ${dir}.`);
      process.exit(2);
    }
  }
  const routes = args.filter((arg) => !arg.startsWith('--'));
  const pages = (routes.length ? routes : representativePages().map((p) => p.route)).filter(
    (route) => resolveFile(a, route) !== null && resolveFile(b, route) !== null,
  );
  const lighthouse = await openLighthouse(cpu);
  if (!lighthouse) {
    console.error(`Lighthouse is not installed: ${LIGHTHOUSE_INSTALL}`);
    process.exit(2);
  }
  // Each build is served with a policy that allows its own inline scripts, as its own vercel.json would.
  const redirected = new Set(allRedirects().map((r) => r.from));
  const serve = (root: string) => startServer({ root, scriptHashes: buildScriptHashes(root, redirected) });
  const servers = [await serve(a), await serve(b)] as const;
  const labels = [basename(a), basename(b)] as const;
  const rows = pages.map(() => [[], []] as [Row[], Row[]]);
  try {
    console.log(`Lighthouse mobile, CPU ${cpu}x slower, ${rounds} interleaved rounds: ${labels[0]} (${a}) against ${labels[1]} (${b})`);
    for (let round = 0; round < rounds; round++) {
      for (const [p, route] of pages.entries()) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const v of order) {
          const server = servers[v]!;
          const lhr = await lighthouse.run(server.url + route);
          if (lhr.runtimeError) throw new Error(`${route}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
          rows[p]![v as 0 | 1].push(summarize(lhr, server.url));
        }
      }
      console.log(`round ${round + 1} of ${rounds} done`);
    }
    for (const [p, route] of pages.entries()) {
      const [ra, rb] = rows[p]!;
      console.log(route);
      console.log(describe(labels[0], ra));
      console.log(describe(labels[1], rb));
      console.log(`  ${hostSpeedLine([...ra, ...rb].map((r) => r.hostIndex))}`);
      for (const problem of new Set([...ra, ...rb].flatMap((r) => r.problems))) console.log(`  ! ${problem}`);
    }
  } finally {
    await lighthouse.close();
    for (const server of servers) await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
