import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Generators delete and rewrite their output on every run, which gives every generated page a new
 * modification time even when its text is the same. The bundler's persistent cache takes a new time
 * for a change, so each `npm start` recompiled all ~1,000 generated pages (about 30 s). Recording
 * the files before the generators run and giving unchanged ones back their old times keeps that
 * cache valid: only pages whose text changed are compiled again.
 */

interface Seen {
  hash: string;
  atime: Date;
  mtime: Date;
}

function hashOf(path: string): string {
  return createHash('sha1').update(readFileSync(path)).digest('hex');
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export function recordFiles(dirs: string[]): Map<string, Seen> {
  const seen = new Map<string, Seen>();
  for (const path of dirs.flatMap(filesUnder)) {
    const { atime, mtime } = statSync(path);
    seen.set(path, { hash: hashOf(path), atime, mtime });
  }
  return seen;
}

/** Gives files whose content is what it was when recorded their recorded times; returns how many. */
export function restoreUnchangedTimes(seen: Map<string, Seen>): number {
  let restored = 0;
  for (const [path, before] of seen) {
    if (!existsSync(path)) continue;
    if (statSync(path).mtime.getTime() === before.mtime.getTime()) continue;
    if (hashOf(path) !== before.hash) continue;
    utimesSync(path, before.atime, before.mtime);
    restored += 1;
  }
  return restored;
}
