import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { slugify } from '@graphql-markdown/utils';
import { buildSchema } from 'graphql';

import { buildEnvioSdl } from '../../generators/graphql-api/envio';
import { APIS, SECTIONS } from '../../generators/graphql-api/instances';
import { parseEntitySchema } from '../../generators/graphql-api/model';
import { EARLIER_AGGREGATE, EARLIER_ERA, pageNames } from '../../generators/graphql-api/moved';
import { buildTheGraphSdl } from '../../generators/graphql-api/the-graph';
import { loadPrograms } from '../../generators/solana-reference/model';
import { INDEXERS, type Indexer } from '../../src/lib/indexers';

/**
 * The page addresses the public docs site served (docs.sablier.com, up to mid-2026), derived from the sources its
 * pages were rendered from: the schemas of each indexer release it documented, the programs' IDLs and the contract
 * sources. Nothing here reads redirects.ts or the generated redirect files, so a test can hold those to this list.
 */

const root = join(__dirname, '..', '..');

/** One GraphQL reference the public site rendered: a release's schema file, under some API folders. */
interface Rendering {
  /** schema/history/<release>/<file>.graphql, or 'current' for schema/<file>.graphql. */
  release: string;
  file: string;
  /** The folders under /api/ it was rendered in (the streams API appeared whole under lockup and flow alike). */
  folders: string[];
  indexers: readonly Indexer[];
}

const RENDERINGS: Rendering[] = [
  ...['v1.1.1', 'v1.2.0'].flatMap((release) => [
    ...SECTIONS.map((section) => ({ release, file: section, folders: [section], indexers: INDEXERS })),
    // The airdrops The Graph reference of mid-2025 was rendered from the Lockup subgraph's schema.
    { release, file: 'lockup', folders: ['airdrops'], indexers: ['the-graph'] as const },
  ]),
  { release: 'v5.0.0', file: 'streams', folders: ['lockup', 'flow', 'streams'], indexers: INDEXERS },
  { release: 'v5.0.0', file: 'airdrops', folders: ['airdrops'], indexers: INDEXERS },
  ...APIS.map((api) => ({
    release: 'current',
    file: api,
    folders: api === 'streams' ? ['lockup', 'flow', 'streams'] : [api],
    indexers: INDEXERS,
  })),
];

/** GraphQL-Markdown's page names of one rendering for one indexer: `objects/lockup-stream`, … */
function renderedPages(rendering: Rendering, indexer: Indexer): string[] {
  const sdl =
    rendering.release === 'current'
      ? readFileSync(join(root, '.generated', 'graphql', `${rendering.file}-${indexer}.graphql`), 'utf8')
      : earlierSdl(rendering, indexer);
  return Object.entries(pageNames(buildSchema(sdl))).flatMap(([kind, names]) => names.map((name) => `${kind}/${slugify(name)}`));
}

function earlierSdl({ release, file }: Rendering, indexer: Indexer): string {
  const model = parseEntitySchema(readFileSync(join(root, 'schema', 'history', release, `${file}.graphql`), 'utf8'));
  if (indexer === 'the-graph') return buildTheGraphSdl(model, file);
  return buildEnvioSdl(model, file, { aggregate: [...EARLIER_AGGREGATE[`${release}/${file}`]!], era: EARLIER_ERA[release]! });
}

export function graphqlAddresses(): string[] {
  const out = new Set<string>();
  for (const rendering of RENDERINGS) {
    for (const indexer of rendering.indexers) {
      const pages = ['overview', ...renderedPages(rendering, indexer)];
      for (const folder of rendering.folders) for (const page of pages) out.add(`/api/${folder}/graphql/${indexer}/${page}`);
    }
  }
  return [...out];
}

/**
 * The public site's Solana program reference: per program (named as its IDL names it, without `sablier_`) a
 * declaration page, the instructions' accounts contexts (a page whose id holds a space), errors and events.
 */
export function solanaAddresses(): string[] {
  return loadPrograms().flatMap((program) => {
    const folder = program.idl.metadata.name.replace(/^sablier_/, '').replace(/_/g, '-');
    const pages = ['program-declaration', folder, 'context accounts', 'errors', 'events'];
    return [
      `/solana/client-integration/${folder}`,
      ...pages.map((page) => `/solana/program-reference/${folder}/${page}`),
      // The address as a browser sends it: the space percent-encoded.
      `/solana/program-reference/${folder}/context%20accounts`,
    ];
  });
}

/** forge doc's pages of the enums declared outside any library in a product's types folder: `types/enum.ClaimType`. */
export function forgeDocEnumAddresses(): string[] {
  const out: string[] = [];
  const sources = join(root, '.generated', 'solidity', '@sablier');
  for (const product of ['lockup', 'flow', 'airdrops', 'bob']) {
    for (const file of typesFiles(join(sources, product, 'src', 'types'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/^enum (\w+)/gm))
        out.push(`/reference/${product}/contracts/types/enum.${match[1]}`);
    }
  }
  return out;
}

function typesFiles(dir: string): string[] {
  if (!existsSync(dir)) throw new Error(`${dir} is missing: run \`npm run prepare:generated\` first`);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sol'))
    .map((name) => join(dir, name));
}

/** Single pages of the public site that no source derives. */
export const FIXED_ADDRESSES = ['/blog', '/solana/deployment-addresses', '/solana/governance'];

export function publicSiteAddresses(): string[] {
  return [...new Set([...graphqlAddresses(), ...solanaAddresses(), ...forgeDocEnumAddresses(), ...FIXED_ADDRESSES])].sort();
}
