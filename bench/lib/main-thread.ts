import type { Browser } from 'playwright-core';

/**
 * The page load bench/main-thread.ts measures: a phone-sized window, the
 * CPU slowed 4× as Lighthouse's mobile preset assumes, and the long tasks (over 50 ms) the page
 * reports until a few seconds after its load event.
 */
export const CPU_SLOWDOWN = 4;
export const PHONE = { width: 412, height: 823 };

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface MainThreadLoad {
  /** [start, duration] of each long task, in ms. */
  longTasks: [number, number][];
  /** What the long tasks block for beyond 50 ms each, summed (Lighthouse's TBT, but from the page's own clock). */
  blocking: number;
  /** The CPU profile of the load, when asked for. */
  profile: Profile | null;
}

/**
 * Loads `url` in a fresh context and reports its long tasks. With `profile`, also samples the CPU
 * (every 0.2 ms, which itself costs some time: leave it off when only the blocking figure counts).
 */
export async function loadOnPhone(browser: Browser, url: string, { profile = false }: { profile?: boolean } = {}): Promise<MainThreadLoad> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      (window as unknown as { longTasks: [number, number][] }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(url, { waitUntil: 'load' });
    // Long enough for hydration, the post-hydration updates and idle prefetching at 4× slowdown.
    await page.waitForTimeout(4000);
    const cpuProfile = profile ? ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile : null;
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: [number, number][] }).longTasks);
    const blocking = longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { longTasks, blocking, profile: cpuProfile };
  } finally {
    await context.close();
  }
}
