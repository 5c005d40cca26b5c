import { isEnumType, isInputObjectType, isObjectType, isScalarType, type GraphQLSchema } from 'graphql';
import { slugify } from '@graphql-markdown/utils';

import { ENVIO_AGGREGATE_TABLES } from './envio';
import type { EntityModel } from './model';
import { INDEXER_LABELS, type Indexer } from '../../src/lib/indexers';
import type { Api, Section } from './instances';

/** Data and page text that the written API pages and the generated overviews use. */

/**
 * Address fields that name a `Contract` record without being a stored reference: the indexers
 * match them on `Contract.address`, so a query cannot follow them; the diagram draws them dotted.
 */
const CONTRACT_ADDRESS_FIELDS = new Set(['contract', 'contractAddress']);

export function mermaidEr(model: EntityModel): string {
  const lines = ['erDiagram'];
  const related = new Set<string>();
  for (const e of model.entities) {
    for (const f of e.fields) {
      if (f.kind !== 'reference') continue;
      lines.push(`  ${e.name} }o--${f.nonNull ? '||' : 'o|'} ${f.type} : "${f.name}"`);
      related.add(e.name).add(f.type);
    }
  }
  const contract = model.entities.find((e) => e.name === 'Contract' && e.fields.some((f) => f.name === 'address'));
  for (const e of contract ? model.entities : []) {
    for (const f of e.fields) {
      if (e === contract || f.kind !== 'scalar' || f.type !== 'Bytes' || !CONTRACT_ADDRESS_FIELDS.has(f.name)) continue;
      lines.push(`  ${e.name} }o..o| Contract : "${f.name} = address"`);
      related.add(e.name).add('Contract');
    }
  }
  for (const e of model.entities) if (!related.has(e.name)) lines.push(`  ${e.name}`);
  return `${lines.join('\n')}\n`;
}

export const KINDS = ['objects', 'queries', 'inputs', 'enums', 'scalars'] as const;
type Kind = (typeof KINDS)[number];

export function typesByKind(schema: GraphQLSchema): Record<Kind, string[]> {
  const out: Record<Kind, string[]> = { objects: [], queries: [], inputs: [], enums: [], scalars: [] };
  const query = schema.getQueryType();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || type === query) continue;
    if (isObjectType(type)) out.objects.push(type.name);
    else if (isInputObjectType(type)) out.inputs.push(type.name);
    else if (isEnumType(type)) out.enums.push(type.name);
    else if (isScalarType(type)) out.scalars.push(type.name);
  }
  out.queries = Object.keys(query?.getFields() ?? {});
  for (const k of KINDS) out[k].sort((a, b) => a.localeCompare(b, 'en'));
  return out;
}

const TITLES: Record<Kind, string> = { objects: 'Objects', queries: 'Queries', inputs: 'Inputs', enums: 'Enums', scalars: 'Scalars' };
const SECTION_LABELS: Record<Section, string> = { airdrops: 'Airdrops', flow: 'Flow', lockup: 'Lockup' };

/** A type of an API with the section whose folder holds its page. */
export interface TypeEntry {
  name: string;
  section: Section;
}

const INTRO: Record<Indexer, (api: Api) => string> = {
  envio: (api) =>
    `Envio stores every entity of the ${api} indexer in a Postgres table and serves it through Hasura. Each table has a list query named after it and a \`_by_pk\` query that fetches one row by id; the tables the indexer opens to statistics (${ENVIO_AGGREGATE_TABLES[api]!.map((t) => `\`${t}\``).join(', ')}) also have an \`_aggregate\` query. Filters are \`<Table>_bool_exp\` inputs built from per-type comparison expressions such as \`_eq\`, \`_in\` or \`_ilike\`; sorting uses \`<Table>_order_by\`. Alongside the entities you will find Envio's own bookkeeping: \`_meta\` and \`chain_metadata\` tell you how far indexing has progressed on each chain, and \`raw_events\` keeps every decoded log.`,
  'the-graph': (api) =>
    `The Graph serves each entity of the ${api} subgraphs through two queries: a singular one that takes an \`id\` and a plural one that takes \`first\`, \`skip\`, \`orderBy\`, \`orderDirection\` and \`where\`. Filters are \`<Entity>_filter\` inputs in which every field comes with suffixed variants such as \`_not\`, \`_in\`, \`_gt\` or \`_contains_nocase\`; sort keys are the values of \`<Entity>_orderBy\`. Every query also accepts a \`block\` argument to read past state, and \`_meta\` reports the latest indexed block.`,
};

/** How a section's reference relates to the API it shows. */
function scope(section: Section, indexer: Indexer): string {
  const flow = `/api/flow/graphql/${indexer}/overview`;
  const lockup = `/api/lockup/graphql/${indexer}/overview`;
  if (section === 'lockup')
    return `One indexer, **streams**, serves Lockup and Flow through one API (since indexers v4.0.0). This reference documents that API once: the Lockup types (\`LockupStream\`, \`LockupAction\`, \`LockupBatch\`, \`Segment\`, \`Tranche\` and the rest) and every type both products share (\`Asset\`, \`Watcher\`, \`Contract\`, \`DeprecatedStream\`, \`IndexerInfo\`, scalars, comparison inputs). The Flow types have their own pages in the [Flow reference](${flow}).`;
  if (section === 'flow')
    return `Flow has no indexer of its own since indexers v4.0.0: the **streams** indexer serves Flow and Lockup through one API, at the same endpoints. This reference holds the types that belong to Flow (\`FlowStream\`, \`FlowAction\`, \`FlowBatch\`, \`FlowBatcher\` and everything derived from them). The types both products share, such as \`Asset\`, \`Watcher\`, \`Contract\`, \`IndexerInfo\`, the scalars and the comparison inputs, are documented once, in the [Lockup reference](${lockup}); the links below lead there.`;
  return 'The airdrops indexer serves Merkle campaigns, their claims and clawbacks, and the factories that created them.';
}

export function overviewPage(section: Section, indexer: Indexer, api: Api, kinds: Record<Kind, TypeEntry[]> | null, live: boolean): string {
  const label = `${SECTION_LABELS[section]} ${INDEXER_LABELS[indexer]}`;
  const lines = [
    '---',
    `title: ${label} API reference`,
    'sidebar_label: Overview',
    'sidebar_position: 1',
    `description: Every query, object, input, enum and scalar of the ${label} GraphQL API (indexers v7.1.0), generated from the entity schema.`,
    '---',
    '',
    scope(section, indexer),
    '',
    INTRO[indexer](api),
    '',
    `The pages below are generated at build time from [the entity schema](/api/${section}/graphql/schema), so they always match it. To run your first query, see [Getting started](/api/getting-started); for endpoints per chain, see [${SECTION_LABELS[section]} indexers](/api/${section}/indexers).`,
    '',
  ];
  if (live)
    lines.push(
      ':::note',
      '',
      'This build read the schema from a live endpoint, so the list of types is in the sidebar categories only.',
      '',
      ':::',
      '',
    );
  if (kinds) {
    const own = (k: Kind) => kinds[k].filter((t) => t.section === section);
    const link = (k: Kind, t: TypeEntry) => `[\`${t.name}\`](/api/${t.section}/graphql/${indexer}/${k}/${slugify(t.name)})`;
    lines.push('| Kind | Pages in this reference |', '| --- | ---: |');
    for (const k of KINDS) if (own(k).length > 0) lines.push(`| ${TITLES[k]} | ${own(k).length} |`);
    lines.push('');
    for (const k of KINDS) {
      if (own(k).length === 0) continue;
      lines.push(`## ${TITLES[k]} {#${k}}`, '');
      lines.push(
        own(k)
          .map((t) => link(k, t))
          .join(' · '),
        '',
      );
    }
    if (section === 'flow') {
      const shared = (['objects', 'queries'] as const).flatMap((k) =>
        // Lockup's own types (its streams, actions, batches, segments and tranches) are not Flow's business.
        kinds[k]
          .filter((t) => t.section !== section && !/_|aggregate|fields$|^(?:lockup|segment|tranche)/i.test(t.name))
          .map((t) => link(k, t)),
      );
      lines.push('## Shared with Lockup {#shared}', '');
      lines.push(
        `Objects and queries of the same API that Flow readers use too, documented in the Lockup reference: ${shared.join(' · ')}. Their inputs, enums and scalars are listed on the [Lockup overview](/api/lockup/graphql/${indexer}/overview).`,
        '',
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
