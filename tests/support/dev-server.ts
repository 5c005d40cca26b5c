/**
 * Starts `docusaurus start` (what `npm start` runs after the generators) on a free port of 127.0.0.1
 * in a process group of its own, waits until a route answers 200, and stops the server with every
 * process it started. Used by `bench/dev-server.ts` and the dev-server browser tests (`dev-site.ts`).
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { OUTPUT_ROOTS } from '../../lib/output-roots';
import { freePort, spawnGroup, stopGroup } from './process';

export const siteRoot = join(__dirname, '..', '..');

/** Every generator (`generators/<name>/generate.ts`), by name. */
export function generatorNames(): string[] {
  const generators = join(siteRoot, 'generators');
  return readdirSync(generators, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(generators, entry.name, 'generate.ts')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The tier that runs every test (`npm test`) sets this once it has run every generator: the checkout's generated
 * files are then current, and a dev server's copy can take them instead of generating them again.
 */
export const generatedAreCurrent = process.env.DOCS_GENERATED_CURRENT === '1';

/**
 * A throwaway copy of the working tree (the files git tracks or would track, with the checkout's
 * node_modules linked in), for tests that edit sources: they must never touch the working tree.
 * With `generated`, the generators' output in the checkout is copied too (what git ignores under their output roots).
 */
export function copySite({ generated = false } = {}): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'sablier-docs-'));
  const git = (...args: string[]) => execFileSync('git', ['ls-files', '-z', ...args], { cwd: siteRoot, encoding: 'utf8' });
  let listed = git('--cached', '--others', '--exclude-standard');
  if (generated) listed += git('--others', '--ignored', '--exclude-standard', '--', ...OUTPUT_ROOTS);
  for (const path of listed.split('\0').filter(Boolean)) {
    if (!existsSync(join(siteRoot, path))) continue; // deleted in the working tree, not yet committed
    mkdirSync(dirname(join(root, path)), { recursive: true });
    copyFileSync(join(siteRoot, path), join(root, path));
  }
  symlinkSync(join(siteRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Runs the named generators (all of them, as `npm run prepare:generated` does, when `names` is omitted). */
export async function runGenerators(names: string[] = [], cwd: string = siteRoot): Promise<void> {
  let output = '';
  const child = spawnGroup('node', ['--import', 'tsx', 'generators/generate.ts', ...names], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`The generators failed (exit ${code}):\n${output.slice(-3000)}`);
}

export interface DevServerOptions {
  /** The site to serve: the checkout unless a test works on a copy (`copySite`). */
  cwd?: string;
  /** Extra environment, e.g. `{ DOCS_AREAS: 'concepts' }` for a partial site. */
  env?: NodeJS.ProcessEnv;
  /** The route whose 200 answer means the server is ready. */
  route?: string;
  /** How long to wait for that answer. */
  timeoutMs?: number;
  /** Called once the server process exists (e.g. to sample its memory while it starts). */
  onSpawn?: (child: ChildProcess) => void;
}

export interface DevServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** Stops the server and every process it started; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts the dev server and resolves once `route` answers 200 (the dev server holds requests until
 * its first compilation is done). On any failure the server is stopped before the error is thrown.
 */
export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const { route = '/', timeoutMs = 5 * 60 * 1000 } = options;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawnGroup('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: options.cwd ?? siteRoot,
    env: { ...process.env, BROWSER: 'none', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  options.onSpawn?.(child);
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  // The server runs in a process group of its own, which outlives this process unless killed: if this
  // process exits or is interrupted before stop(), the whole group is killed on the way out.
  const killGroup = (): void => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const onSignal = (signal: NodeJS.Signals): void => {
    killGroup();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', killGroup);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let stopped: Promise<void> | undefined;
  const server: DevServer = {
    url,
    child,
    output: () => output,
    stop: () =>
      (stopped ??= stopGroup(child).finally(() => {
        process.off('exit', killGroup);
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
      })),
  };
  try {
    const started = Date.now();
    for (;;) {
      if (exited !== undefined) throw new Error(`docusaurus start exited (${exited}):\n${output.slice(-3000)}`);
      if (Date.now() - started > timeoutMs)
        throw new Error(`No answer from ${url}${route} within ${timeoutMs} ms:\n${output.slice(-3000)}`);
      try {
        const response = await fetch(url + route, { signal: AbortSignal.timeout(Math.max(1000, timeoutMs - (Date.now() - started))) });
        await response.text();
        if (response.status === 200) return server;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
}
