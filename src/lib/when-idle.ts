/**
 * Runs `task` once the browser is idle, so it never competes with what the reader is waiting for.
 * `timeout`: run by then even if the browser never goes idle. Without requestIdleCallback (Safari),
 * the task runs after `fallbackDelay` milliseconds.
 */
export function whenIdle(task: () => void, { timeout, fallbackDelay }: { timeout?: number; fallbackDelay: number }): void {
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, timeout === undefined ? undefined : { timeout });
  else window.setTimeout(task, fallbackDelay);
}
