import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';

/**
 * Generators delete and rewrite their output on every run, which gives every generated page a new
 * modification time even when its text is the same. The bundler's persistent cache takes a new time
 * for a change, so each `npm start` recompiled all ~1,000 generated pages. Recording
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

/**
 * The output of a generator that `npm start` re-runs while it serves (plugins/live-generators): every
 * rewritten file is a change event to the docs plugin and the bundler, and a deleted one is a missing
 * module until it comes back. So the files are collected first, then only those whose content differs
 * are written and only those no longer generated are deleted.
 */
export class GeneratedFiles {
  private readonly files = new Map<string, string | Uint8Array>();

  /** `owned`: the directories (or single files) that hold this generator's output and nothing else. */
  constructor(private readonly owned: string[]) {}

  write(path: string, content: string | Uint8Array): void {
    if (!this.owned.some((root) => path === root || path.startsWith(`${root}${sep}`))) {
      throw new Error(`${path} is outside the generator's output (${this.owned.join(', ')})`);
    }
    this.files.set(path, content);
  }

  /** Makes the owned paths hold exactly the written files; returns how many were written and removed. */
  commit(): { written: number; removed: number } {
    let removed = 0;
    for (const root of this.owned) {
      const existing = existsSync(root) && statSync(root).isDirectory() ? filesUnder(root) : existsSync(root) ? [root] : [];
      for (const path of existing) {
        if (this.files.has(path)) continue;
        rmSync(path);
        removed += 1;
      }
      if (existsSync(root) && statSync(root).isDirectory()) removeEmptyDirs(root);
    }
    let written = 0;
    for (const [path, content] of this.files) {
      const next = typeof content === 'string' ? Buffer.from(content) : content;
      if (existsSync(path) && readFileSync(path).equals(next)) continue;
      mkdirSync(dirname(path), { recursive: true });
      // Renamed into place, so a watcher never reads a half-written file.
      const partial = join(dirname(path), `.${basename(path)}.${process.pid}.partial`);
      writeFileSync(partial, next);
      renameSync(partial, path);
      written += 1;
    }
    return { written, removed };
  }
}

function removeEmptyDirs(dir: string): boolean {
  let empty = true;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && removeEmptyDirs(join(dir, entry.name))) rmSync(join(dir, entry.name), { recursive: true });
    else empty = false;
  }
  return empty;
}
