import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { processTable } from '../../tests/support/process';

// The process helpers live with the tests (the dev-server test starts servers too).
export { freePort, processGroup, spawnGroup, stopGroup } from '../../tests/support/process';

export interface RssSampler {
  /** Highest sum of RSS over the process tree seen so far, in bytes. */
  readonly peakTree: number;
  /** Highest RSS of a single process of the tree, in bytes. */
  readonly peakSingle: number;
  stop(): void;
}

/**
 * Samples the resident memory of a process tree every `intervalMs`. The sum counts pages that
 * processes share more than once, so it slightly overstates; threads (Rspack, SSG workers) are
 * part of their process and counted once.
 */
export function sampleTreeRss(root: number, intervalMs = 200): RssSampler {
  let peakTree = 0;
  let peakSingle = 0;
  const sample = (): void => {
    const table = processTable();
    const tree = new Set<number>();
    const queue = table.has(root) ? [root] : [];
    while (queue.length) {
      const pid = queue.shift()!;
      tree.add(pid);
      for (const [child, p] of table) if (p.ppid === pid && !tree.has(child)) queue.push(child);
    }
    let sum = 0;
    for (const pid of tree) {
      const rss = table.get(pid)?.rss ?? 0;
      sum += rss;
      peakSingle = Math.max(peakSingle, rss);
    }
    peakTree = Math.max(peakTree, sum);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    get peakTree() {
      return peakTree;
    },
    get peakSingle() {
      return peakSingle;
    },
    stop: () => clearInterval(timer),
  };
}

/** Total bytes and file count under a directory. */
export function directorySize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = directorySize(full);
      bytes += sub.bytes;
      files += sub.files;
    } else if (entry.isFile()) {
      bytes += statSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}

export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
