/**
 * Runs `check` over independent items with up to `workers` of them in flight. Browser sweeps mostly
 * wait (the network, hydration, idle callbacks), so a few pages side by side finish well before the
 * same pages one after another, even on two cores. `worker` (0 to workers - 1) lets a caller keep one
 * tab per worker. After the first failure no new item starts, and that failure is what rejects.
 */
export async function sideBySide<T>(
  items: readonly T[],
  workers: number,
  check: (item: T, worker: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const run = async (worker: number): Promise<void> => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await check(item, worker);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(workers, items.length)) }, (_, worker) => run(worker)));
}
