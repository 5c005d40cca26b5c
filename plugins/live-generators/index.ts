import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';

/**
 * The generators whose inputs writers edit, and those inputs (paths from the site root: globs, or a
 * directory, which is watched whole whatever its files are called).
 */
export const liveGenerators = [
  { name: 'solidity-examples', inputs: ['examples/**/*.sol'] },
  { name: 'ts-examples', inputs: ['examples/ts/*.ts'] },
  { name: 'graphql-api', inputs: ['schema/*.graphql', 'generators/graphql-api/indexers.json'] },
  { name: 'contract-reference', inputs: ['content/contract-descriptions'] },
] as const;

/**
 * Under `docusaurus start`, a generator's outputs follow its inputs: Docusaurus watches the paths a
 * plugin returns from `getPathsToWatch` and, when one changes, runs that plugin's `loadContent` again,
 * which re-runs the generator. The generator writes only the files whose text changed
 * (`GeneratedFiles` in lib/unchanged-files.ts), and the docs plugin and the bundler pick those up
 * as they do any MDX edit. One plugin per generator, so an edit re-runs only its own generator.
 *
 * The first `loadContent` does nothing: `npm start` and `npm run build` run every generator before
 * Docusaurus starts (`npm run prepare:generated`), and regenerating here would rewrite pages while
 * the docs plugin, whose `loadContent` runs at the same time, reads them. So a build never generates
 * anything in Docusaurus and stays what `prepare:generated` made.
 *
 * The generator runs in a child process (`generators/generate.ts <name>`), so each run starts from fresh
 * modules and reads its inputs from disk, whatever this long-lived process imported before.
 */
function liveGenerator(generator: (typeof liveGenerators)[number]): PluginModule {
  return (context: LoadContext): Plugin => {
    let loaded = false;
    // Runs one at a time; edits made during a run are taken by a single next run.
    let running: Promise<void> = Promise.resolve();
    let queued: Promise<void> | null = null;
    const regenerate = async (): Promise<void> => {
      const started = Date.now();
      try {
        const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'generators/generate.ts', generator.name], {
          cwd: context.siteDir,
          maxBuffer: 16 * 1024 * 1024,
        });
        const summary = stdout.split('\n').find((line) => line.startsWith(`[generate] ${generator.name}:`));
        console.log(`${summary ?? `[generate] ${generator.name}: done`} after an edit (${Date.now() - started} ms in all)`);
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        throw new Error(`[generate] ${generator.name} failed after an edit; the previous pages stay:\n${stdout}${stderr}`);
      }
    };
    const schedule = (): Promise<void> => {
      queued ??= running.then(() => {
        queued = null;
        return regenerate();
      });
      running = queued.catch(() => undefined);
      return queued;
    };
    return {
      name: `sablier-live-generator-${generator.name}`,
      getPathsToWatch: () => [...generator.inputs],
      async loadContent() {
        if (!loaded) {
          loaded = true;
          return;
        }
        await schedule();
      },
    };
  };
}

/** Plugin entries for docusaurus.config.ts. */
export function liveGeneratorPlugins(): PluginModule[] {
  return liveGenerators.map(liveGenerator);
}
