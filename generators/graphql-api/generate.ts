import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { availableParallelism, tmpdir } from 'node:os';
import { type GraphQLSchema, buildSchema, introspectionFromSchema } from 'graphql';

import { slugify } from '@graphql-markdown/utils';

import { buildEnvioSdl } from './envio';
import {
  APIS,
  apiSections,
  HOME_SECTION,
  homepagePath,
  introspectionPath,
  liveUrl,
  outputDir,
  sdlPath,
  sectionOfType,
  type Api,
  type Section,
} from './instances';
import { INDEXER_LABELS, INDEXERS, type Indexer } from '../../src/lib/indexers';
import { withIdFormats } from './entity-ids';
import { parseEntitySchema } from './model';
import { KINDS, mermaidEr, overviewPage, typesByKind, type TypeEntry } from './pages';
import { buildTheGraphSdl } from './the-graph';
import { movedPages } from './moved';
import { writeIndexerTables } from './endpoints';
import { generatedRedirectsFile } from '../../lib/generated-redirects';
import { GeneratedFiles } from '../../lib/unchanged-files';

/**
 * 1. Derives the Envio and The Graph SDL of each API from schema/<api>.graphql into
 *    .generated/graphql/, plus the data the written schema pages import.
 * 2. Runs the four GraphQL-Markdown instances (two APIs × two indexers), each into a scratch folder (the tool
 *    never deletes stale pages), splits the streams API's pages between the lockup and flow sections, and makes
 *    docs/api/<section>/graphql/<indexer>/ match, touching only the pages that changed: `npm start` runs this
 *    again when a schema is edited (plugins/live-generators).
 */
const root = join(__dirname, '..', '..');

/** schema/<api>.graphql with the id formats of entity-ids.ts in its `id` descriptions. */
export function entitySchema(api: Api): string {
  return withIdFormats(readFileSync(join(root, 'schema', `${api}.graphql`), 'utf8'), api);
}

export function deriveAll(): Map<string, string> {
  const out = new Map<string, string>();
  for (const api of APIS) {
    const model = parseEntitySchema(entitySchema(api));
    out.set(`${api}-envio`, buildEnvioSdl(model, api));
    out.set(`${api}-the-graph`, buildTheGraphSdl(model, api));
  }
  return out;
}

async function runGraphqlMarkdown(api: Api, indexer: Indexer, docsRoot: string): Promise<void> {
  try {
    // GraphQL-Markdown resolves its paths from the working directory; its progress lines are noise.
    await promisify(execFile)(process.execPath, ['--import', 'tsx', join(__dirname, 'run-instance.ts'), api, indexer, docsRoot], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    process.stderr.write(String((error as { stderr?: string }).stderr ?? ''));
    throw error;
  }
}

/**
 * What an instance's pages depend on: its SDL and homepage, the generator's code (with the indexer labels of
 * src/lib/indexers.ts, which its sidebar categories show) and the installed GraphQL-Markdown. Unchanged inputs
 * mean the previous pages are still right.
 */
function inputsKey(api: Api, indexer: Indexer): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, sdlPath(api, indexer))));
  for (const section of apiSections(api)) hash.update(readFileSync(join(root, homepagePath(section, indexer))));
  for (const file of readdirSync(__dirname).sort()) {
    if (file.endsWith('.ts') || file.endsWith('.json')) hash.update(readFileSync(join(__dirname, file)));
  }
  hash.update(readFileSync(join(root, 'src', 'lib', 'indexers.ts')));
  hash.update(readFileSync(join(root, 'node_modules', '@graphql-markdown', 'docusaurus', 'package.json')));
  return hash.digest('hex');
}

const STAMP = '.inputs-sha256';

/** Runs up to `limit` tasks at once: one GraphQL-Markdown process per core. */
async function inPool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  });
  await Promise.all(workers);
}

/**
 * GraphQL-Markdown starts a page's sections at h3 right under the h1; readers of assistive tech
 * navigate by heading level, so every heading moves up one level (h3 "Fields" becomes h2). The
 * table of contents lists only those sections, not every field.
 */
function promoteHeadings(dir: string): void {
  for (const file of readdirSync(dir, { recursive: true }).map(String)) {
    if (!file.endsWith('.mdx')) continue;
    const path = join(dir, file);
    let text = readFileSync(path, 'utf8').replace(/^#(#{2,5}) /gm, '$1 ');
    if (text.startsWith('---\n') && !/^toc_max_heading_level:/m.test(text)) text = text.replace('---\n', '---\ntoc_max_heading_level: 2\n');
    writeFileSync(path, text);
  }
}

/** Sidebar metadata of one section's reference: the indexer folder and its objects category. */
function categoryFiles(indexer: Indexer): [string, string][] {
  return [
    [
      '_category_.json',
      `${JSON.stringify({ label: INDEXER_LABELS[indexer], position: indexer === 'envio' ? 2 : 3, collapsed: true }, null, 2)}\n`,
    ],
    [join('objects', '_category_.json'), `${JSON.stringify({ label: 'Objects', position: 2, collapsed: true }, null, 2)}\n`],
  ];
}

/** Every file under `dir`, by path relative to it. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/** Page of each type, per kind folder: `objects/flow-stream` → the section whose folder holds it. */
function pageSections(api: Api, schema: GraphQLSchema): Map<string, Section> {
  const out = new Map<string, Section>();
  const kinds = typesByKind(schema);
  for (const kind of KINDS) for (const name of kinds[kind]) out.set(`${kind}/${slugify(name)}`, sectionOfType(api, name));
  return out;
}

/**
 * Runs one instance in a scratch folder, moves the pages of types another section holds (Flow's, for the
 * streams API) into that section's folder with every link to them, then gives the output folders the pages
 * that changed.
 */
async function renderInstance(api: Api, indexer: Indexer, schema: GraphQLSchema, key: string): Promise<number> {
  const scratch = mkdtempSync(join(tmpdir(), `graphql-markdown-${api}-${indexer}-`));
  const home = HOME_SECTION[api];
  try {
    await runGraphqlMarkdown(api, indexer, scratch);
    const rendered = join(scratch, 'api', home, 'graphql', indexer);
    promoteHeadings(rendered);
    const owner = pageSections(api, schema);
    const homeBase = `/api/${home}/graphql/${indexer}/`;
    const link = new RegExp(`${homeBase.replace(/[/-]/g, '\\$&')}(\\w+/[a-z0-9-]+)\\.mdx`, 'g');
    const sections = apiSections(api);
    const dirs = new Map(sections.map((section) => [section, join(root, outputDir(section, indexer))]));
    const files = new GeneratedFiles([...dirs.values()]);
    // GraphQL-Markdown's own category files go: categoryFiles() replaces them.
    for (const file of filesIn(rendered).filter((f) => !f.endsWith('_category_.yml'))) {
      const page = file.replace(/\.mdx$/, '');
      const section = owner.get(page) ?? home;
      let content: Buffer | string = readFileSync(join(rendered, file));
      if (sections.length > 1 && file.endsWith('.mdx')) {
        content = content.toString('utf8').replace(link, (whole, target: string) => {
          const other = owner.get(target);
          return other && other !== home ? `/api/${other}/graphql/${indexer}/${target}.mdx` : whole;
        });
      }
      files.write(join(dirs.get(section)!, file), content);
    }
    for (const section of sections) {
      const dir = dirs.get(section)!;
      if (section !== home) files.write(join(dir, 'overview.mdx'), readFileSync(join(root, homepagePath(section, indexer))));
      for (const [file, text] of categoryFiles(indexer)) files.write(join(dir, file), text);
      files.write(join(dir, STAMP), key);
    }
    const { written, removed } = files.commit();
    return written + removed;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export default async function generate(): Promise<string> {
  const data = new GeneratedFiles([join(root, '.generated', 'graphql'), generatedRedirectsFile('graphql-api')]);
  const write = (path: string, text: string): void => data.write(join(root, path), text);
  const sdls = deriveAll();
  const schemas = new Map<string, GraphQLSchema>();
  for (const api of APIS) {
    const entitySdl = entitySchema(api);
    const model = parseEntitySchema(entitySdl);
    const entities = model.entities.map((e) => ({
      name: e.name,
      description: e.description ?? '',
      immutable: e.immutable,
      envioOnly: e.envioOnly,
      owner: api === 'streams' ? (/^Flow/.test(e.name) ? 'flow' : /^Lockup/.test(e.name) ? 'lockup' : 'shared') : api,
    }));
    write(`.generated/graphql/pages/${api}.json`, `${JSON.stringify({ sdl: entitySdl, mermaid: mermaidEr(model), entities }, null, 1)}\n`);
    for (const indexer of INDEXERS) {
      const sdl = sdls.get(`${api}-${indexer}`)!;
      const schema = buildSchema(sdl); // throws if the derivation produced invalid SDL
      schemas.set(`${api}-${indexer}`, schema);
      write(sdlPath(api, indexer), sdl);
      // GraphQL-Markdown reads introspection JSON: unlike SDL, it keeps built-in scalars that no field uses (Float).
      write(introspectionPath(api, indexer), `${JSON.stringify(introspectionFromSchema(schema), null, 1)}\n`);
      const live = liveUrl(api, indexer) !== null;
      const kinds = typesByKind(schema);
      const entries = Object.fromEntries(
        KINDS.map((k) => [k, kinds[k].map((name): TypeEntry => ({ name, section: sectionOfType(api, name) }))]),
      ) as Record<(typeof KINDS)[number], TypeEntry[]>;
      for (const section of apiSections(api)) {
        write(homepagePath(section, indexer), overviewPage(section, indexer, api, live ? null : entries, live));
      }
    }
  }
  writeIndexerTables(write);
  // Every address the reference has had leads to the page that holds its data today.
  const moved = movedPages((api, indexer) => schemas.get(`${api}-${indexer}`)!);
  data.write(generatedRedirectsFile('graphql-api'), `${JSON.stringify(moved, null, 1)}\n`);
  // GraphQL-Markdown reads the SDL and homepages written here.
  data.commit();
  const instances = APIS.flatMap((api) => INDEXERS.map((indexer) => ({ api, indexer })));
  let reused = 0;
  let changed = 0;
  await inPool(instances, Math.max(1, Math.min(2, availableParallelism())), async ({ api, indexer }) => {
    const key = inputsKey(api, indexer);
    const dirs = apiSections(api).map((section) => join(root, outputDir(section, indexer)));
    if (dirs.every((dir) => existsSync(join(dir, STAMP)) && readFileSync(join(dir, STAMP), 'utf8') === key)) {
      reused += 1;
      return;
    }
    changed += await renderInstance(api, indexer, schemas.get(`${api}-${indexer}`)!, key);
  });
  const counts: string[] = [];
  let pages = 0;
  for (const api of APIS) {
    for (const section of apiSections(api)) {
      for (const indexer of INDEXERS) {
        const n = readdirSync(join(root, outputDir(section, indexer)), { recursive: true }).filter((f) =>
          String(f).endsWith('.mdx'),
        ).length;
        pages += n;
        counts.push(`${section}/${indexer} ${n}`);
      }
    }
  }
  return `4 SDL files, ${pages} reference pages (${counts.join(', ')}), ${changed} files changed${reused ? ` (${reused} of 4 instances unchanged, reused)` : ''}`;
}
