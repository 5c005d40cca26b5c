/**
 * The main thread's work after the first paint, counted the way Lighthouse's mobile preset counts it, to
 * see what a change did to the page's own tasks. Each load is traced in Chromium without throttling
 * (Lighthouse's simulated throttling also starts from such a trace); every task the page's main thread
 * runs from the first contentful paint until WAIT_MS after the load event counts 4× (the preset's
 * CPU slowdown), and what a task lasts beyond 50 ms is blocking time. Lighthouse then places those tasks
 * on a simulated network and stops at "interactive", so its TBT is lower; the tasks are the same.
 * Several builds are loaded in turn, page by page and round by round, so that a machine growing slower
 * or faster weighs on all of them alike.
 * Usage: npm run build && node --import tsx bench/start-up.ts [--runs=N] [--builds=DIR,DIR…] [route …]
 * Prints per page and build the medians (and ranges) of blocking time, main-thread time after the first
 * paint, and the longest task, all ×4.
 */
import type { Browser } from 'playwright-core';

import { buildDir, chromiumPath, launchChromium } from '../tests/support/harness';
import { startServer } from '../tests/support/server';
import { medianWithRange } from './lib/lighthouse';
import { representativePages } from '../tests/support/page-weight';
import { CPU_SLOWDOWN, PHONE } from './lib/main-thread';

const WAIT_MS = 3000;
const BLOCKING_FROM_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frames?: { processId: number; parent?: string }[] } };
}

interface Load {
  blocking: number;
  busy: number;
  longest: number;
}

/** The top-level tasks of the page's main thread (nested task events folded into the one around them). */
function mainThreadTasks(events: TraceEvent[]): { tasks: TraceEvent[]; fcp: number } {
  const started = events.find((event) => event.name === 'TracingStartedInBrowser');
  const pid = started?.args?.data?.frames?.find((frame) => !frame.parent)?.processId;
  const tid = events.find((event) => event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain')?.tid;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid)?.ts;
  if (pid === undefined || tid === undefined || fcp === undefined) throw new Error('The trace has no main thread or no first paint');
  const all = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && /^(ThreadControllerImpl::)?RunTask$/.test(event.name))
    .sort((a, b) => a.ts - b.ts);
  const tasks: TraceEvent[] = [];
  let end = -1;
  for (const task of all) {
    if (task.ts < end) continue;
    tasks.push(task);
    end = task.ts + (task.dur ?? 0);
  }
  return { tasks, fcp };
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline', 'loading'] });
    await page.goto(url, { waitUntil: 'load' });
    // Hydration, the updates after it and idle prefetching all happen within this time of the load event.
    await page.waitForTimeout(WAIT_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const { tasks, fcp } = mainThreadTasks(traceEvents);
    const result: Load = { blocking: 0, busy: 0, longest: 0 };
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      if (end < fcp) continue;
      // As Lighthouse does, only the part of a task after the first paint counts.
      const slowed = ((end - Math.max(task.ts, fcp)) / 1000) * CPU_SLOWDOWN;
      result.busy += slowed;
      result.longest = Math.max(result.longest, slowed);
      result.blocking += Math.max(0, slowed - BLOCKING_FROM_MS);
    }
    return result;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? '7');
  const builds = (args.find((a) => a.startsWith('--builds='))?.slice('--builds='.length) ?? buildDir).split(',');
  const routes = args.filter((a) => !a.startsWith('--'));
  const pages = routes.length ? routes : representativePages().map((page) => page.route);
  const servers = await Promise.all(builds.map((root) => startServer({ root })));
  const browser = await launchChromium(chromiumPath);
  try {
    // loads[page][build]
    const loads = pages.map(() => builds.map((): Load[] => []));
    for (let round = 0; round < runs; round++) {
      for (const [pageIndex, route] of pages.entries()) {
        for (const [buildIndex, server] of servers.entries()) loads[pageIndex]![buildIndex]!.push(await load(browser, server.url + route));
      }
    }
    console.log(`Main thread after the first paint, ×${CPU_SLOWDOWN}, ${PHONE.width}×${PHONE.height}; median (range) of ${runs} loads`);
    console.log('route / build'.padEnd(70), 'blocking ms'.padStart(20), 'busy ms'.padStart(20), 'longest ms'.padStart(18));
    for (const [pageIndex, route] of pages.entries()) {
      for (const [buildIndex, build] of builds.entries()) {
        const figure = (pick: (l: Load) => number) => medianWithRange(loads[pageIndex]![buildIndex]!.map(pick));
        console.log(
          `${`${route}  ${builds.length > 1 ? build : ''}`.padEnd(70)} ${figure((l) => l.blocking).padStart(20)} ${figure((l) => l.busy).padStart(20)} ${figure((l) => l.longest).padStart(18)}`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
