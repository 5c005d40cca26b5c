import Module from 'node:module';
import { dirname } from 'node:path';

/**
 * GraphQL-Markdown 1.35 carries its own nested copy of `graphql` (16.14), while the schema
 * loaders resolve the site's copy (16.15); graphql-js refuses schemas built by another copy.
 * This routes every CommonJS `require('graphql…')` in the process to the site's copy, so that
 * generation works without changing the installed packages. Installed once per process.
 */
let installed = false;

export function useSingleGraphql(): void {
  if (installed) return;
  installed = true;
  const siteGraphql = dirname(require.resolve('graphql/package.json'));
  const mod = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const original = mod._resolveFilename;
  mod._resolveFilename = function resolve(this: unknown, request: string, ...rest: unknown[]) {
    if (request === 'graphql' || request.startsWith('graphql/')) {
      return original.call(this, siteGraphql + request.slice('graphql'.length), ...rest);
    }
    return original.call(this, request, ...rest);
  };
}
