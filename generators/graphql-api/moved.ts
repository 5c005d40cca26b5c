import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { slugify } from '@graphql-markdown/utils';
import { buildSchema, type GraphQLSchema } from 'graphql';

import { buildEnvioSdl, ENVIO_INFRASTRUCTURE, type EnvioEra } from './envio';
import { INDEXERS, type Indexer } from '../../src/lib/indexers';
import { APIS, apiSections, HOME_SECTION, sectionOfType, type Api, type Section } from './instances';
import { parseEntitySchema, type EntityModel } from './model';
import { KINDS, typesByKind } from './pages';
import { buildTheGraphSdl, lowerFirst, pluralize } from './the-graph';
import type { GeneratedRedirects, PatternRule, Redirect } from '../../lib/generated-redirects';
import { escapeRegExp } from '../../src/lib/regexp';

/**
 * Every address the GraphQL reference has had keeps answering with the page that holds its data today. The
 * addresses are derived, not listed: each earlier indexer release whose reference was published has its entity
 * schema in schema/history/<release>/, and the same derivations that build today's API give that release's type
 * names, hence its page addresses. Each old page then leads to
 * 1. the page of the same type today, renamed where indexers v4.0.0 merged Lockup and Flow into the streams API
 *    (`Stream` → `LockupStream` or `FlowStream`, `streams` → `lockupStreams`, `streamcategory` →
 *    `lockupstreamcategory`), in whichever section holds it now;
 * 2. else the object page of the table or entity it was derived from, if that still exists (`chain_metadata_by_pk`,
 *    gone with Envio 2.30's views, leads to `chain_metadata`);
 * 3. else the section's previous-indexers page, which says where the data went (the analytics tables, Envio's
 *    old bookkeeping tables, Sponsor and Sponsorship).
 */

interface EarlierReference {
  release: string;
  /** schema/history/<release>/<file>.graphql */
  file: string;
  era: EnvioEra;
  /** ENVIO_HASURA_PUBLIC_AGGREGATE of that release (envio/<indexer>/justfile or the root justfile). */
  aggregate: string[];
  /** The folder the reference was published under, before the indexer segment. */
  base: string;
  /** For the per-protocol Lockup and Flow references of v1.x: the protocol whose prefix their types took later. */
  renameTo?: 'Lockup' | 'Flow';
  /** The section whose previous-indexers page tells what became of its retired types. */
  section: Section;
  /** The indexers whose reference was published there, when not both. */
  indexers?: readonly Indexer[];
}

/**
 * ENVIO_HASURA_PUBLIC_AGGREGATE of each earlier release (envio/<indexer>/justfile or the root justfile), by
 * `<release>/<schema file>`: the tables whose aggregate types that release's Envio API had.
 */
const V1_1_AGGREGATE = ['Campaign', 'Revenue', 'RevenueTransaction', 'Stream', 'User', 'UserTransaction'];
const V1_2_STREAMS_AGGREGATE = ['Action', 'Asset', 'Batch', 'Stream'];
export const EARLIER_AGGREGATE: Readonly<Record<string, readonly string[]>> = {
  'v1.1.1/lockup': V1_1_AGGREGATE,
  'v1.1.1/flow': V1_1_AGGREGATE,
  'v1.1.1/airdrops': V1_1_AGGREGATE,
  'v1.2.0/lockup': V1_2_STREAMS_AGGREGATE,
  'v1.2.0/flow': V1_2_STREAMS_AGGREGATE,
  'v1.2.0/airdrops': ['Action', 'Activity', 'Asset', 'Campaign'],
  'v5.0.0/streams': [
    'Asset',
    'FlowAction',
    'FlowBatch',
    'FlowStream',
    'LockupAction',
    'LockupBatch',
    'LockupStream',
    'Sponsor',
    'Sponsorship',
  ],
  'v5.0.0/airdrops': ['Action', 'Activity', 'Asset', 'Campaign', 'Sponsor', 'Sponsorship'],
};

/** The Envio release each earlier indexer release ran (see ENVIO_INFRASTRUCTURE). */
export const EARLIER_ERA: Readonly<Record<string, EnvioEra>> = { 'v1.1.1': '2.27', 'v1.2.0': '2.30', 'v5.0.0': '3' };

const reference = (release: string, file: string, base: string, section: Section, renameTo?: 'Lockup' | 'Flow'): EarlierReference => ({
  release,
  file,
  era: EARLIER_ERA[release]!,
  aggregate: [...EARLIER_AGGREGATE[`${release}/${file}`]!],
  base,
  renameTo,
  section,
});

export const EARLIER_REFERENCES: EarlierReference[] = [
  ...(['lockup', 'flow', 'airdrops'] as const).flatMap((section): EarlierReference[] => {
    const renameTo = section === 'lockup' ? 'Lockup' : section === 'flow' ? 'Flow' : undefined;
    const base = `/api/${section}/graphql`;
    return ['v1.2.0', 'v1.1.1'].map((release) => reference(release, section, base, section, renameTo));
  }),
  // The public site rendered the whole streams API of v5.0.0 in its own folder and again under each of its sections.
  ...(['streams', 'lockup', 'flow'] as const).map((folder) =>
    reference('v5.0.0', 'streams', `/api/${folder}/graphql`, folder === 'flow' ? 'flow' : 'lockup'),
  ),
  reference('v5.0.0', 'airdrops', '/api/airdrops/graphql', 'airdrops'),
  // Its airdrops The Graph reference of mid-2025 was rendered from the Lockup subgraph's schema: after the airdrops
  // references above, so a name both subgraphs had keeps its airdrops answer.
  ...['v1.2.0', 'v1.1.1'].map((release) => ({
    ...reference(release, 'lockup', '/api/airdrops/graphql', 'lockup', 'Lockup'),
    indexers: ['the-graph'] as const,
  })),
];

const root = join(__dirname, '..', '..');

export function earlierModel(ref: EarlierReference): EntityModel {
  return parseEntitySchema(readFileSync(join(root, 'schema', 'history', ref.release, `${ref.file}.graphql`), 'utf8'));
}

/** Page names per kind folder, directives included (GraphQL-Markdown writes a page for each). */
export function pageNames(schema: GraphQLSchema): Record<string, string[]> {
  return { ...typesByKind(schema), directives: schema.getDirectives().map((d) => d.name) };
}

const OWN_TYPES = 'ActionCategory|StreamCategory|Batcher|Batch|Action|Stream';
const OWN_QUERIES = /^(stream|streams|action|actions|batch|batches|batcher|batchers)$/;
const OWN_ENUM_SCALARS = /^(streamcategory|actioncategory)(.*)$/;

/** A Lockup or Flow type name of indexers v1.x as the streams API names it (v4.0.0 onwards). */
export function renamedType(name: string, prefix: 'Lockup' | 'Flow'): string {
  const query = OWN_QUERIES.exec(name);
  if (query) return `${lowerFirst(prefix)}${query[1]!.charAt(0).toUpperCase()}${query[1]!.slice(1)}`;
  const scalar = OWN_ENUM_SCALARS.exec(name);
  if (scalar) return `${prefix.toLowerCase()}${scalar[1]}${scalar[2]}`;
  return name.replace(new RegExp(`(^|_)(${OWN_TYPES})(?=_|$)`, 'g'), (_, sep: string, type: string) => `${sep}${prefix}${type}`);
}

/** Envio scalars that a later Envio release renamed: Envio 2.30 writes times as `timestamptz`. */
const SCALAR_SUCCESSORS: Record<string, string> = { timestamp: 'timestamptz' };

/** The table or entity an API type was derived from: the longest such name it starts with. */
function rootOf(name: string, tables: string[]): string | undefined {
  let best: string | undefined;
  for (const t of tables) {
    const forms = [t, lowerFirst(t), pluralize(t)];
    if (forms.some((f) => name === f || name.startsWith(`${f}_`)) && (!best || t.length > best.length)) best = t;
  }
  return best;
}

type CurrentPages = Map<string, Section>;

/** Today's pages of one API and indexer: `objects/lockup-stream` → the section that holds it. */
function currentPages(api: Api, schema: GraphQLSchema): CurrentPages {
  const out: CurrentPages = new Map();
  for (const [kind, names] of Object.entries(pageNames(schema))) {
    for (const name of names) out.set(`${kind}/${slugify(name)}`, kind === 'directives' ? HOME_SECTION[api] : sectionOfType(api, name));
  }
  return out;
}

const pageUrl = (section: Section, indexer: Indexer, page: string) => `/api/${section}/graphql/${indexer}/${page}`;

/** Redirect rows of one earlier reference, for one indexer. */
function earlierRows(ref: EarlierReference, indexer: Indexer, current: Map<Api, CurrentPages>): Redirect[] {
  if (ref.indexers && !ref.indexers.includes(indexer)) return [];
  const model = earlierModel(ref);
  const sdl =
    indexer === 'envio' ? buildEnvioSdl(model, ref.file, { aggregate: ref.aggregate, era: ref.era }) : buildTheGraphSdl(model, ref.file);
  const tables = [
    ...model.entities.filter((e) => indexer === 'envio' || !e.envioOnly).map((e) => e.name),
    ...(indexer === 'envio' ? ENVIO_INFRASTRUCTURE[ref.era].map((t) => t.name) : []),
  ];
  const api: Api = ref.file === 'airdrops' ? 'airdrops' : 'streams';
  const pages = current.get(api)!;
  const find = (kind: string, name: string): string | undefined => {
    const page = `${kind}/${slugify(name)}`;
    const section = pages.get(page);
    return section ? pageUrl(section, indexer, page) : undefined;
  };
  const rename = (name: string) => (ref.renameTo ? renamedType(name, ref.renameTo) : name);
  const rows: Redirect[] = [
    { from: `${ref.base}/${indexer}/overview`, to: pageUrl(ref.section === 'flow' ? 'flow' : HOME_SECTION[api], indexer, 'overview') },
  ];
  for (const [kind, names] of Object.entries(pageNames(buildSchema(sdl)))) {
    for (const name of names) {
      const from = `${ref.base}/${indexer}/${kind}/${slugify(name)}`;
      const successor = kind === 'scalars' ? SCALAR_SUCCESSORS[name] : undefined;
      const table = rootOf(name, tables);
      const to =
        find(kind, rename(name)) ??
        (successor && find(kind, successor)) ??
        (table && find('objects', rename(table))) ??
        `/api/${ref.section}/previous-indexers`;
      rows.push({ from, to });
    }
  }
  return rows;
}

/** `/api/streams/graphql/<indexer>/…`: the live docs' folder for the merged API, whose page names are today's. */
function streamsFolderRows(indexer: Indexer, pages: CurrentPages): Redirect[] {
  return [
    { from: `/api/streams/graphql/${indexer}/overview`, to: pageUrl('lockup', indexer, 'overview') },
    ...[...pages].map(([page, section]) => ({ from: `/api/streams/graphql/${indexer}/${page}`, to: pageUrl(section, indexer, page) })),
  ];
}

/**
 * The public site also rendered today's streams API whole under each of its sections: a type's address under the
 * section that does not hold it leads to the one that does (`/api/flow/graphql/envio/objects/lockup-stream`).
 */
function otherSectionRows(indexer: Indexer, pages: CurrentPages): Redirect[] {
  return [...pages].flatMap(([page, section]) =>
    apiSections('streams')
      .filter((other) => other !== section)
      .map((other) => ({ from: pageUrl(other, indexer, page), to: pageUrl(section, indexer, page) })),
  );
}

/** Longest alternation a host rule's parameter gets, so that each source stays well under the host's 4,096 characters. */
const MAX_ALTERNATION = 3000;

/**
 * Host rules for the rows: rows that keep their page name under another folder (or put a prefix such as
 * `lockup-` in front of it) become one rule per folder pair, and rows that lead to one fixed page one rule per
 * folder and page. Each rule lists exactly its rows' names, so a typo still gets the 404 page.
 */
export function hostRules(rows: Redirect[]): PatternRule[] {
  const groups = new Map<string, { from: string; to: string; names: string[] }>();
  for (const row of rows) {
    const cut = row.from.lastIndexOf('/');
    const folder = row.from.slice(0, cut);
    const name = row.from.slice(cut + 1);
    const toCut = row.to.lastIndexOf('/');
    const target = row.to.slice(toCut + 1);
    const kept = !row.to.includes('#') && target.endsWith(name) && /^(?:[a-z]+-)?$/.test(target.slice(0, target.length - name.length));
    const to = kept ? `${row.to.slice(0, toCut)}/${target.slice(0, target.length - name.length)}:name` : row.to;
    const key = `${folder} ${to}`;
    const group = groups.get(key) ?? { from: folder, to, names: [] };
    group.names.push(name);
    groups.set(key, group);
  }
  const rules: PatternRule[] = [];
  for (const group of groups.values()) {
    const names = [...new Set(group.names)].sort().map(escapeRegExp);
    let chunk: string[] = [];
    const flush = () => {
      if (chunk.length > 0) rules.push({ source: `${group.from}/:name(${chunk.join('|')})`, destination: group.to });
      chunk = [];
    };
    for (const name of names) {
      if (chunk.join('|').length + name.length + 1 > MAX_ALTERNATION) flush();
      chunk.push(name);
    }
    flush();
  }
  return rules;
}

export function movedPages(schemaOf: (api: Api, indexer: Indexer) => GraphQLSchema): GeneratedRedirects {
  const rows = new Map<string, string>();
  const published = new Set<string>();
  for (const indexer of INDEXERS) {
    const current = new Map(APIS.map((api) => [api, currentPages(api, schemaOf(api, indexer))]));
    for (const [api, pages] of current) {
      for (const [page, section] of pages) published.add(pageUrl(section, indexer, page));
      for (const section of apiSections(api)) published.add(pageUrl(section, indexer, 'overview'));
    }
    const all = [
      ...streamsFolderRows(indexer, current.get('streams')!),
      ...otherSectionRows(indexer, current.get('streams')!),
      ...EARLIER_REFERENCES.flatMap((ref) => earlierRows(ref, indexer, current)),
    ];
    for (const row of all) {
      // An address that is a page today stays that page; the first (newest) answer for an address wins.
      if (published.has(row.from) || row.from === row.to || rows.has(row.from)) continue;
      rows.set(row.from, row.to);
    }
  }
  const redirects = [...rows].map(([from, to]) => ({ from, to })).sort((a, b) => a.from.localeCompare(b.from, 'en'));
  return { redirects, patterns: hostRules(redirects) };
}

/** Exposed for tests: the kinds of page folders a reference has. */
export const PAGE_FOLDERS = [...KINDS, 'directives'] as const;
