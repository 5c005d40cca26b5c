import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { availableParallelism, tmpdir } from 'node:os';
import { type GraphQLSchema, buildSchema, introspectionFromSchema } from 'graphql';

import { buildEnvioSdl, ENVIO_AGGREGATE_TABLES } from './envio';
import {
  homepagePath,
  introspectionPath,
  INDEXERS,
  INDEXER_LABELS,
  liveUrl,
  outputDir,
  sdlPath,
  SECTIONS,
  type Indexer,
  type Section,
} from './instances';
import { withIdFormats } from './entity-ids';
import { parseEntitySchema } from './model';
import { mermaidEr, overviewPage, typesByKind } from './pages';
import { buildTheGraphSdl } from './the-graph';
import { retiredRedirects } from './retired';
import { writeIndexerTables } from './endpoints';
import { streamsRedirects } from './streams';
import { generatedRedirectsFile } from '../../redirects';
import { GeneratedFiles } from '../unchanged-files';

/**
 * 1. Derives the Envio and The Graph SDL of each section from schema/<section>.graphql into
 *    .generated/graphql/, plus the data the written schema pages import.
 * 2. Runs the six GraphQL-Markdown instances, each into a scratch folder (the tool never deletes
 *    stale pages), and makes docs/api/<section>/graphql/<indexer>/ match it, touching only the
 *    pages that changed: `npm start` runs this again when a schema is edited (plugins/live-generators).
 */
const root = join(__dirname, '..', '..');

/** schema/<section>.graphql with the id formats of entity-ids.ts in its `id` descriptions. */
export function entitySchema(section: Section): string {
  return withIdFormats(readFileSync(join(root, 'schema', `${section}.graphql`), 'utf8'), section);
}

export function deriveAll(): Map<string, string> {
  const out = new Map<string, string>();
  for (const section of SECTIONS) {
    const model = parseEntitySchema(entitySchema(section));
    out.set(`${section}-envio`, buildEnvioSdl(model, section));
    out.set(`${section}-the-graph`, buildTheGraphSdl(model, section));
  }
  return out;
}

async function runGraphqlMarkdown(section: Section, indexer: Indexer, docsRoot: string): Promise<void> {
  try {
    // GraphQL-Markdown resolves its paths from the working directory; its progress lines are noise.
    await promisify(execFile)(process.execPath, ['--import', 'tsx', join(__dirname, 'run-instance.ts'), section, indexer, docsRoot], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    process.stderr.write(String((error as { stderr?: string }).stderr ?? ''));
    throw error;
  }
}

/**
 * What an instance's pages depend on: its SDL and homepage, the generator's code and the
 * installed GraphQL-Markdown. Unchanged inputs mean the previous pages are still right.
 */
function inputsKey(section: Section, indexer: Indexer): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, sdlPath(section, indexer))));
  hash.update(readFileSync(join(root, homepagePath(section, indexer))));
  for (const file of readdirSync(__dirname).sort()) {
    if (file.endsWith('.ts') || file.endsWith('.json')) hash.update(readFileSync(join(__dirname, file)));
  }
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

/** Sidebar metadata: the indexer folder and its objects category; GraphQL-Markdown's own .yml files go. */
function writeCategories(dir: string, indexer: Indexer): void {
  for (const kind of readdirSync(dir, { withFileTypes: true })) {
    if (kind.isDirectory() && existsSync(join(dir, kind.name, '_category_.yml'))) rmSync(join(dir, kind.name, '_category_.yml'));
  }
  writeFileSync(
    join(dir, '_category_.json'),
    `${JSON.stringify({ label: INDEXER_LABELS[indexer], position: indexer === 'envio' ? 2 : 3, collapsed: true }, null, 2)}\n`,
  );
  if (existsSync(join(dir, 'objects'))) {
    writeFileSync(
      join(dir, 'objects', '_category_.json'),
      `${JSON.stringify({ label: 'Objects', position: 2, collapsed: true }, null, 2)}\n`,
    );
  }
}

/** Every file under `dir`, by path relative to it. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/** Runs one instance in a scratch folder, then gives its output folder the pages that changed. */
async function renderInstance(section: Section, indexer: Indexer, key: string): Promise<number> {
  const scratch = mkdtempSync(join(tmpdir(), `graphql-markdown-${section}-${indexer}-`));
  try {
    await runGraphqlMarkdown(section, indexer, scratch);
    const rendered = join(scratch, 'api', section, 'graphql', indexer);
    promoteHeadings(rendered);
    writeCategories(rendered, indexer);
    const dir = join(root, outputDir(section, indexer));
    const files = new GeneratedFiles([dir]);
    for (const file of filesIn(rendered)) files.write(join(dir, file), readFileSync(join(rendered, file)));
    files.write(join(dir, STAMP), key);
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
  for (const section of SECTIONS) {
    const entitySdl = entitySchema(section);
    const model = parseEntitySchema(entitySdl);
    const entities = model.entities.map((e) => ({
      name: e.name,
      description: e.description ?? '',
      immutable: e.immutable,
      envioOnly: e.envioOnly,
    }));
    write(
      `.generated/graphql/pages/${section}.json`,
      `${JSON.stringify({ sdl: entitySdl, mermaid: mermaidEr(model), entities }, null, 1)}\n`,
    );
    for (const indexer of INDEXERS) {
      const sdl = sdls.get(`${section}-${indexer}`)!;
      const schema = buildSchema(sdl); // throws if the derivation produced invalid SDL
      schemas.set(`${section}-${indexer}`, schema);
      write(sdlPath(section, indexer), sdl);
      // GraphQL-Markdown reads introspection JSON: unlike SDL, it keeps built-in scalars that no field uses (Float).
      write(introspectionPath(section, indexer), `${JSON.stringify(introspectionFromSchema(schema), null, 1)}\n`);
      const live = liveUrl(section, indexer) !== null;
      write(homepagePath(section, indexer), overviewPage(section, indexer, live ? null : typesByKind(schema), live));
    }
  }
  writeIndexerTables(write);
  // Old links to the pages of retired tables lead to the page that says where their data went.
  const schemaOf = (section: Section, indexer: Indexer): GraphQLSchema => schemas.get(`${section}-${indexer}`)!;
  const retired = retiredRedirects(schemaOf('lockup', 'envio'), ENVIO_AGGREGATE_TABLES.lockup![0]!);
  // Links to the later merged streams API's reference lead to the same type of the per-protocol references.
  const streams = streamsRedirects(schemaOf);
  const redirects = {
    redirects: [...retired.redirects, ...streams.redirects],
    patterns: [...(retired.patterns ?? []), ...(streams.patterns ?? [])],
  };
  data.write(generatedRedirectsFile('graphql-api'), `${JSON.stringify(redirects, null, 1)}\n`);
  // GraphQL-Markdown reads the SDL and homepages written here.
  data.commit();
  const instances = SECTIONS.flatMap((section) => INDEXERS.map((indexer) => ({ section, indexer })));
  let reused = 0;
  let changed = 0;
  await inPool(instances, Math.max(1, Math.min(2, availableParallelism())), async ({ section, indexer }) => {
    const dir = join(root, outputDir(section, indexer));
    const key = inputsKey(section, indexer);
    if (existsSync(join(dir, STAMP)) && readFileSync(join(dir, STAMP), 'utf8') === key) {
      reused += 1;
      return;
    }
    const touched = await renderInstance(section, indexer, key);
    changed += touched;
  });
  let pages = 0;
  for (const { section, indexer } of instances) {
    pages += readdirSync(join(root, outputDir(section, indexer)), { recursive: true }).filter((f) => String(f).endsWith('.mdx')).length;
  }
  return `6 SDL files, ${pages} reference pages, ${changed} files changed${reused ? ` (${reused} of 6 instances unchanged, reused)` : ''}`;
}
