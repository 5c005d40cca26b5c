import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const pageSize = 4096;

/** Every live process as pid → { ppid, pgid, rss bytes }, read from /proc. */
function processTable(): Map<number, { ppid: number; pgid: number; rss: number }> {
  const table = new Map<number, { ppid: number; pgid: number; rss: number }>();
  // Zombies (state Z) have exited and hold no memory: they are left out.
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name (field 2) may hold spaces and parentheses: split after its closing ")".
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z') continue;
      const ppid = Number(fields[1]);
      const pgid = Number(fields[2]);
      const rssPages = Number(fields[21]);
      table.set(Number(name), { ppid, pgid, rss: rssPages * pageSize });
    } catch {
      // The process ended between readdir and read.
    }
  }
  return table;
}

/** Live processes in a process group (what is left of a command started with `detached: true`). */
export function processGroup(pgid: number): number[] {
  return [...processTable()].filter(([, p]) => p.pgid === pgid).map(([pid]) => pid);
}

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

/** Starts a command in a process group of its own, so it can be stopped with everything it started. */
export function spawnGroup(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { ...options, detached: true });
}

/** Stops a process group started by spawnGroup: SIGTERM, then SIGKILL for whatever is left after a grace period. */
export async function stopGroup(child: ChildProcess, graceMs = 5000): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return;
  const signal = (sig: NodeJS.Signals): void => {
    try {
      process.kill(-pgid, sig);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (processGroup(pgid).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (processGroup(pgid).length) signal('SIGKILL');
  while (processGroup(pgid).length) await new Promise((r) => setTimeout(r, 100));
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
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
