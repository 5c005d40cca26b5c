import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const pageSize = 4096;

export interface ProcessInfo {
  ppid: number;
  pgid: number;
  /** Resident memory in bytes. */
  rss: number;
}

/** Every live process as pid → { ppid, pgid, rss bytes }, read from /proc. */
export function processTable(): Map<number, ProcessInfo> {
  const table = new Map<number, ProcessInfo>();
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
  return Array.from(processTable())
    .filter(([, p]) => p.pgid === pgid)
    .map(([pid]) => pid);
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
