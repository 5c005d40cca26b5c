import type { Entity, EntityField, EntityModel } from './model';
import { printSdl, type ArgDef, type FieldDef, type TypeDef } from './sdl';

/**
 * Derives the API that graph-node serves for a subgraph from its entity schema: entity objects
 * in declaration order, `<Entity>_filter` inputs with every operator, `<Entity>_orderBy` enums
 * with nested values, singular and plural queries, block arguments and `_meta`.
 */

export const STRING_SUFFIXES = [
  '',
  '_not',
  '_gt',
  '_lt',
  '_gte',
  '_lte',
  '_in',
  '_not_in',
  '_contains',
  '_contains_nocase',
  '_not_contains',
  '_not_contains_nocase',
  '_starts_with',
  '_starts_with_nocase',
  '_not_starts_with',
  '_not_starts_with_nocase',
  '_ends_with',
  '_ends_with_nocase',
  '_not_ends_with',
  '_not_ends_with_nocase',
];
const ORDERED_SUFFIXES = ['', '_not', '_gt', '_lt', '_gte', '_lte', '_in', '_not_in'];
const BYTES_SUFFIXES = [...ORDERED_SUFFIXES, '_contains', '_not_contains'];
const EQUALITY_SUFFIXES = ['', '_not', '_in', '_not_in'];
const LIST_SUFFIXES = ['', '_not', '_contains', '_contains_nocase', '_not_contains', '_not_contains_nocase'];

/** Custom scalars of graph-node, then the built-in ones it always lists. */
export const THE_GRAPH_SCALARS: { name: string; description?: string }[] = [
  { name: 'BigDecimal', description: 'Decimal number of arbitrary precision, serialized as a string.' },
  { name: 'BigInt', description: 'Integer of arbitrary size, serialized as a decimal string. Token amounts and chain timestamps use it.' },
  { name: 'Bytes', description: 'Byte array written as a `0x`-prefixed hexadecimal string, such as an address or a hash.' },
  { name: 'Int8', description: 'Signed 64-bit integer.' },
  { name: 'Timestamp', description: 'Point in time, as a string of microseconds since the Unix epoch.' },
  { name: 'Boolean' },
  { name: 'Float' },
  { name: 'ID' },
  { name: 'Int' },
  { name: 'String' },
];

/** graph-node's plural for a query name (camel_cased_names), for the entity names the indexers use. */
export function pluralize(name: string): string {
  const lc = lowerFirst(name);
  if (/[^aeiou]y$/.test(lc)) return `${lc.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(lc)) return `${lc}es`;
  return `${lc}s`;
}

export function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

function wrapped(f: EntityField): string {
  const inner = f.list ? `[${f.type}!]` : f.type;
  return f.nonNull ? `${inner}!` : inner;
}

const listArgs = (t: string): ArgDef[] => [
  { name: 'skip', type: 'Int', defaultValue: '0', description: 'Number of results to skip.' },
  { name: 'first', type: 'Int', defaultValue: '100', description: 'Maximum number of results, at most 1000.' },
  { name: 'orderBy', type: `${t}_orderBy`, description: 'Field to sort by.' },
  { name: 'orderDirection', type: 'OrderDirection', description: 'Sort direction.' },
  { name: 'where', type: `${t}_filter`, description: 'Filter on the results.' },
];
const blockArg: ArgDef = {
  name: 'block',
  type: 'Block_height',
  description: 'Read the data as it was at this block (by number, hash or minimum number). Defaults to the latest indexed block.',
};
const errorArg: ArgDef = {
  name: 'subgraphError',
  type: '_SubgraphErrorPolicy_!',
  defaultValue: 'deny',
  description: 'Whether to return data from a subgraph that has hit an indexing error (`allow`) or fail (`deny`).',
};

function filterFields(entity: Entity, entities: Map<string, Entity>, enumNames: Set<string>): FieldDef[] {
  const out: FieldDef[] = [];
  const expand = (name: string, suffixes: string[], type: string) => {
    for (const s of suffixes) out.push({ name: `${name}${s}`, type: s === '_in' || s === '_not_in' ? `[${type}!]` : type });
  };
  for (const f of entity.fields) {
    if (f.kind === 'derived') {
      out.push({ name: `${f.name}_`, type: `${f.type}_filter` });
    } else if (f.kind === 'reference') {
      const idType = entities.get(f.type)!.fields.find((x) => x.name === 'id')!.type;
      if (idType === 'Int8') expand(f.name, ORDERED_SUFFIXES, 'Int8');
      else expand(f.name, STRING_SUFFIXES, 'String');
      out.push({ name: `${f.name}_`, type: `${f.type}_filter` });
    } else if (f.list) {
      for (const s of LIST_SUFFIXES) out.push({ name: `${f.name}${s}`, type: `[${f.type}!]` });
    } else if (f.type === 'String') expand(f.name, STRING_SUFFIXES, 'String');
    else if (f.type === 'Bytes') expand(f.name, BYTES_SUFFIXES, 'Bytes');
    else if (f.type === 'Boolean' || enumNames.has(f.type)) expand(f.name, EQUALITY_SUFFIXES, f.type);
    else expand(f.name, ORDERED_SUFFIXES, f.type);
  }
  out.push({ name: '_change_block', type: 'BlockChangedFilter', description: 'Only entities changed at or after this block.' });
  out.push({ name: 'and', type: `[${entity.name}_filter]`, description: 'Every filter in the list must match.' });
  out.push({ name: 'or', type: `[${entity.name}_filter]`, description: 'At least one filter in the list must match.' });
  return out;
}

function orderByValues(entity: Entity, entities: Map<string, Entity>): string[] {
  const values: string[] = [];
  for (const f of entity.fields) {
    values.push(f.name);
    if (f.kind === 'reference') {
      for (const g of entities.get(f.type)!.fields) {
        if (!g.list && g.kind !== 'reference' && g.kind !== 'derived') values.push(`${f.name}__${g.name}`);
      }
    }
  }
  return values;
}

export function buildTheGraphSdl(model: EntityModel, section: string): string {
  const list = model.entities.filter((e) => !e.envioOnly);
  const entities = new Map(list.map((e) => [e.name, e]));
  const enumNames = new Set(model.enums.map((e) => e.name));
  for (const e of list) {
    for (const f of e.fields) {
      if ((f.kind === 'reference' || f.kind === 'derived') && !entities.has(f.type)) {
        throw new Error(`${e.name}.${f.name}: refers to ${f.type}, which the subgraph does not have`);
      }
    }
  }
  const defs: TypeDef[] = [];
  for (const s of THE_GRAPH_SCALARS) defs.push({ kind: 'scalar', ...s });
  for (const en of model.enums) defs.push({ kind: 'enum', name: en.name, description: en.description, values: en.values });

  for (const e of list) {
    defs.push({
      kind: 'object',
      name: e.name,
      description: e.description,
      fields: e.fields.map((f) => ({
        name: f.name,
        type: wrapped(f),
        description: f.description,
        args: f.list && entities.has(f.type) ? listArgs(f.type) : undefined,
      })),
    });
    defs.push({
      kind: 'input',
      name: `${e.name}_filter`,
      description: `Filter on \`${e.name}\` entities. Sibling fields must all match.`,
      fields: filterFields(e, entities, enumNames),
    });
    defs.push({
      kind: 'enum',
      name: `${e.name}_orderBy`,
      description: `Fields that \`${e.name}\` lists can be sorted by. Values with a double underscore sort by a field of a referenced entity.`,
      values: orderByValues(e, entities).map((name) => ({ name })),
    });
  }

  defs.push(
    {
      kind: 'object',
      name: '_Block_',
      description: 'A block of the indexed chain.',
      fields: [
        { name: 'hash', type: 'Bytes', description: 'Block hash, when known.' },
        { name: 'number', type: 'Int!', description: 'Block number.' },
        { name: 'timestamp', type: 'Int', description: 'Block timestamp, when known.' },
        { name: 'parentHash', type: 'Bytes', description: 'Hash of the parent block, when known.' },
      ],
    },
    {
      kind: 'object',
      name: '_Meta_',
      description: 'Indexing status of the subgraph deployment.',
      fields: [
        { name: 'block', type: '_Block_!', description: 'Latest block the subgraph has processed (or the block the query asked for).' },
        { name: 'deployment', type: 'String!', description: 'IPFS hash of the deployment.' },
        {
          name: 'hasIndexingErrors',
          type: 'Boolean!',
          description: 'Whether the deployment has hit an indexing error at some past block.',
        },
      ],
    },
    {
      kind: 'input',
      name: 'Block_height',
      description: 'Selects the block a query reads from. Give one field.',
      fields: [
        { name: 'hash', type: 'Bytes', description: 'Exact block hash.' },
        { name: 'number', type: 'Int', description: 'Exact block number.' },
        { name: 'number_gte', type: 'Int', description: 'Latest block, provided it is at least this number; fails otherwise.' },
      ],
    },
    {
      kind: 'input',
      name: 'BlockChangedFilter',
      description: 'Restricts results to entities changed since a block.',
      fields: [{ name: 'number_gte', type: 'Int!', description: 'First block to consider.' }],
    },
    {
      kind: 'enum',
      name: 'OrderDirection',
      description: 'Sort direction of a list query: ascending or descending by its orderBy field.',
      values: [
        { name: 'asc', description: 'Ascending.' },
        { name: 'desc', description: 'Descending.' },
      ],
    },
    {
      kind: 'enum',
      name: '_SubgraphErrorPolicy_',
      description: 'What to do when the subgraph has hit an indexing error.',
      values: [
        { name: 'allow', description: 'Return the data indexed before the error.' },
        { name: 'deny', description: 'Fail the query. This is the default.' },
      ],
    },
    {
      kind: 'enum',
      name: 'Aggregation_interval',
      description: 'Bucket size of timeseries aggregations. The Sablier subgraphs define none.',
      values: [
        { name: 'hour', description: 'One hour.' },
        { name: 'day', description: 'One day.' },
      ],
    },
  );

  const queries: FieldDef[] = [];
  for (const e of list) {
    queries.push({
      name: lowerFirst(e.name),
      type: e.name,
      description: `Fetch one \`${e.name}\` by id.`,
      args: [{ name: 'id', type: 'ID!', description: 'Id of the entity.' }, blockArg, errorArg],
    });
    queries.push({
      name: pluralize(e.name),
      type: `[${e.name}!]!`,
      description: `List \`${e.name}\` entities, with \`where\` filters, \`orderBy\` sorting and \`first\`/\`skip\` paging.`,
      args: [...listArgs(e.name), blockArg, errorArg],
    });
  }
  queries.push({ name: '_meta', type: '_Meta_', description: 'Indexing status of the subgraph.', args: [blockArg] });
  defs.push({ kind: 'object', name: 'Query', description: 'Entry points of the subgraph API.', fields: queries });

  const header = `# The Graph API of the Sablier ${section} subgraph, derived from schema/${section}.graphql. Generated; do not edit.`;
  return printSdl(header, defs);
}
