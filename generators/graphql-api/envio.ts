import type { Entity, EntityModel } from './model';
import { byCodePoint, printSdl, type ArgDef, type FieldDef, type TypeDef } from './sdl';

/**
 * Derives the API that Envio serves through Hasura (v2) from an entity schema: one table per
 * entity plus Envio's infrastructure tables, with Hasura's naming for filters, ordering,
 * aggregates and cursors. Subscriptions are left out (the site documents queries only).
 */

/**
 * Tables whose `_aggregate` queries each Envio indexer exposes: ENVIO_HASURA_PUBLIC_AGGREGATE in
 * envio/<api>/justfile of the indexers repository, release v7.1.0 (the list differs per indexer).
 */
export const ENVIO_AGGREGATE_TABLES: Record<string, readonly string[]> = {
  airdrops: ['Action', 'Activity', 'Asset', 'Campaign', 'IndexerInfo'],
  streams: ['Asset', 'FlowAction', 'FlowBatch', 'FlowStream', 'IndexerInfo', 'LockupAction', 'LockupBatch', 'LockupStream'],
};

/** How entity-schema scalars become Postgres column types. */
export const ENVIO_SCALAR_MAP: Record<string, string> = {
  String: 'String',
  ID: 'String',
  Bytes: 'String',
  BigInt: 'numeric',
  BigDecimal: 'numeric',
  Int8: 'numeric',
  Int: 'Int',
  Float: 'float8',
  Boolean: 'Boolean',
  Timestamp: 'timestamptz',
};

const NUMERIC_LIKE = new Set(['numeric', 'float8', 'Int']);
const AGG_OPS = ['avg', 'max', 'min', 'stddev', 'stddev_pop', 'stddev_samp', 'sum', 'var_pop', 'var_samp', 'variance'] as const;
const FLOAT_BOOL_EXP_OPS = ['avg', 'corr', 'covar_samp', 'max', 'min', 'stddev_samp', 'sum', 'var_samp'] as const;

interface Column {
  name: string;
  type: string;
  nonNull: boolean;
  description?: string;
  /** jsonb columns accept a JSON path argument. */
  json?: boolean;
  /** A Postgres array of `type` (the entity field is a list of scalars, such as `IndexerInfo.protocols`). */
  list?: boolean;
}

export interface Table {
  name: string;
  description: string;
  columns: Column[];
  objectRels: { name: string; target: string }[];
  arrayRels: { name: string; target: string }[];
  primaryKey: string[];
}

const col = (name: string, type: string, nonNull = true): Column => ({ name, type, nonNull, json: type === 'jsonb' });

/**
 * Envio's own bookkeeping tables, which each Envio release serves beside the entities. The indexers ran three
 * generations of them:
 * - Envio 2.27 (indexers v1.0.0 to v1.1.1): six tables, each with a primary key, and a `db_write_timestamp`
 *   column on every entity table;
 * - Envio 2.30 (v1.2.0): `_meta` and `chain_metadata` are views (nullable columns, no primary key, no `_by_pk`),
 *   `raw_events` a table keyed by `serial`; the other tables left the public API;
 * - Envio 3 (v4.0.1 onwards; v7.1.0 runs 3.2.1): the same three, with 64-bit counters: `raw_events.serial` and
 *   `event_id` are `bigint`, and the events-processed counts are `Float`, as the live streams endpoint served them
 *   in June 2026.
 */
export type EnvioEra = '2.27' | '2.30' | '3';
export const CURRENT_ENVIO_ERA: EnvioEra = '3';

function meta(eventsProcessed: string): Table {
  return {
    name: '_meta',
    description:
      'Indexing status of one chain in a compact form: how far the indexer has got, how far the chain has got, and whether the data has caught up.',
    columns: [
      col('bufferBlock', 'Int', false),
      col('chainId', 'Int', false),
      col('endBlock', 'Int', false),
      col('eventsProcessed', eventsProcessed, false),
      col('firstEventBlock', 'Int', false),
      col('isReady', 'Boolean', false),
      col('progressBlock', 'Int', false),
      col('readyAt', 'timestamptz', false),
      col('sourceBlock', 'Int', false),
      col('startBlock', 'Int', false),
    ],
    objectRels: [],
    arrayRels: [],
    primaryKey: [],
  };
}

function chainMetadata(eventsProcessed: string, primaryKey: string[]): Table {
  const keyed = primaryKey.length > 0;
  return {
    name: 'chain_metadata',
    description: 'Sync progress of the indexer on one chain: the latest block seen, fetched and processed.',
    columns: [
      col('block_height', 'Int', keyed),
      col('chain_id', 'Int', keyed),
      col('end_block', 'Int', false),
      col('first_event_block_number', 'Int', false),
      col('is_hyper_sync', 'Boolean', keyed),
      col('latest_fetched_block_number', 'Int', keyed),
      col('latest_processed_block', 'Int', false),
      col('num_batches_fetched', 'Int', keyed),
      col('num_events_processed', eventsProcessed, false),
      col('start_block', 'Int', keyed),
      col('timestamp_caught_up_to_head_or_endblock', 'timestamptz', false),
    ],
    objectRels: [],
    arrayRels: [],
    primaryKey,
  };
}

function rawEvents(counter: string, writeTimestamp: boolean): Table {
  return {
    name: 'raw_events',
    description: 'Every decoded log the indexer processed, with its block and transaction fields as JSON.',
    columns: [
      col('block_fields', 'jsonb'),
      col('block_hash', 'String'),
      col('block_number', 'Int'),
      col('block_timestamp', 'Int'),
      col('chain_id', 'Int'),
      col('contract_name', 'String'),
      ...(writeTimestamp ? [col('db_write_timestamp', 'timestamp', false)] : []),
      col('event_id', counter === 'Int' ? 'numeric' : counter),
      col('event_name', 'String'),
      col('log_index', 'Int'),
      col('params', 'jsonb'),
      col('serial', counter),
      col('src_address', 'String'),
      col('transaction_fields', 'jsonb'),
    ],
    objectRels: [],
    arrayRels: [],
    primaryKey: ['serial'],
  };
}

const plainTable = (name: string, description: string, columns: Column[], primaryKey: string[]): Table => ({
  name,
  description,
  columns,
  objectRels: [],
  arrayRels: [],
  primaryKey,
});

export const ENVIO_INFRASTRUCTURE: Record<EnvioEra, Table[]> = {
  '2.27': [
    chainMetadata('Int', ['chain_id']),
    plainTable(
      'dynamic_contract_registry',
      'Contracts the indexer registered while running, with the event that registered each.',
      [
        col('chain_id', 'Int'),
        col('contract_address', 'String'),
        col('contract_type', 'contract_type'),
        col('id', 'String'),
        col('registering_event_block_number', 'Int'),
        col('registering_event_block_timestamp', 'Int'),
        col('registering_event_contract_name', 'String'),
        col('registering_event_log_index', 'Int'),
        col('registering_event_name', 'String'),
        col('registering_event_src_address', 'String'),
      ],
      ['id'],
    ),
    plainTable(
      'end_of_block_range_scanned_data',
      'The last block of each scanned range, kept to detect reorganisations.',
      [col('block_hash', 'String'), col('block_number', 'Int'), col('chain_id', 'Int')],
      ['block_number', 'chain_id'],
    ),
    plainTable(
      'event_sync_state',
      'Position of the last processed event on each chain.',
      [
        col('block_number', 'Int'),
        col('block_timestamp', 'Int'),
        col('chain_id', 'Int'),
        col('is_pre_registering_dynamic_contracts', 'Boolean', false),
        col('log_index', 'Int'),
      ],
      ['chain_id'],
    ),
    plainTable(
      'persisted_state',
      'Hashes of the configuration, schema and handlers the indexer runs.',
      [
        col('abi_files_hash', 'String'),
        col('config_hash', 'String'),
        col('envio_version', 'String'),
        col('handler_files_hash', 'String'),
        col('id', 'Int'),
        col('schema_hash', 'String'),
      ],
      ['id'],
    ),
    rawEvents('Int', true),
  ],
  '2.30': [meta('Int'), chainMetadata('Int', []), rawEvents('Int', false)],
  '3': [meta('Float'), chainMetadata('Float', []), rawEvents('bigint', false)],
};

/** The bookkeeping tables of the Envio release the indexers run today. */
export const INFRASTRUCTURE_TABLES: Table[] = ENVIO_INFRASTRUCTURE[CURRENT_ENVIO_ERA];

export interface EnvioOptions {
  /** Tables with `_aggregate` queries; defaults to the current list of the API. */
  aggregate?: readonly string[];
  era?: EnvioEra;
}

export function entityTable(entity: Entity, writeTimestamp = false): Table {
  const columns: Column[] = [];
  const objectRels: Table['objectRels'] = [];
  const arrayRels: Table['arrayRels'] = [];
  for (const f of entity.fields) {
    if (f.kind === 'derived') arrayRels.push({ name: f.name, target: f.type });
    else if (f.kind === 'reference') {
      columns.push({ name: `${f.name}_id`, type: 'String', nonNull: f.nonNull });
      objectRels.push({ name: f.name, target: f.type });
    } else if (f.kind === 'enum')
      columns.push({ name: f.name, type: f.type.toLowerCase(), nonNull: f.nonNull, description: f.description });
    else {
      const mapped = ENVIO_SCALAR_MAP[f.type];
      if (!mapped) throw new Error(`${entity.name}.${f.name}: no Envio mapping for scalar ${f.type}`);
      columns.push({ name: f.name, type: mapped, nonNull: f.nonNull, description: f.description, list: f.list || undefined });
    }
  }
  // Envio up to 2.27 stamped every row with the time it was written.
  if (writeTimestamp) columns.push({ name: 'db_write_timestamp', type: 'timestamp', nonNull: false });
  return { name: entity.name, description: entity.description ?? entity.name, columns, objectRels, arrayRels, primaryKey: ['id'] };
}

const listArgs = (t: string): ArgDef[] => [
  { name: 'distinct_on', type: `[${t}_select_column!]`, description: 'Return one row per distinct value of these columns.' },
  { name: 'limit', type: 'Int', description: 'Maximum number of rows to return.' },
  { name: 'offset', type: 'Int', description: 'Number of rows to skip; combine with `order_by` for stable pages.' },
  { name: 'order_by', type: `[${t}_order_by!]`, description: 'Sort order, applied column by column.' },
  { name: 'where', type: `${t}_bool_exp`, description: 'Filter: only rows matching this expression are returned.' },
];

const SCALAR_DESCRIPTIONS: Record<string, string> = {
  numeric:
    'Arbitrary-precision Postgres number. Token amounts, ids and timestamps from the chain use it; read it as a string to keep every digit.',
  timestamptz: 'Postgres date and time with a time zone, returned in ISO 8601 form.',
  float8: 'Postgres double-precision floating-point number.',
  bigint: 'Postgres 64-bit integer.',
  timestamp: 'Postgres date and time without a time zone.',
  contract_type: 'Postgres enum of the contract names in the indexer configuration.',
  jsonb: 'Postgres binary JSON value.',
};

export function buildEnvioSdl(model: EntityModel, api: string, options: EnvioOptions = {}): string {
  const era = options.era ?? CURRENT_ENVIO_ERA;
  const tables = [...model.entities.map((e) => entityTable(e, era === '2.27')), ...ENVIO_INFRASTRUCTURE[era]];
  const byName = new Map(tables.map((t) => [t.name, t]));
  const aggregateTables = options.aggregate ?? ENVIO_AGGREGATE_TABLES[api];
  if (!aggregateTables) throw new Error(`No Envio aggregate table list for API ${api}`);
  const aggregate = new Set(tables.filter((t) => aggregateTables.includes(t.name)).map((t) => t.name));
  const arrayTargets = new Set(tables.flatMap((t) => t.arrayRels.map((r) => r.target)));
  const defs: TypeDef[] = [];
  const scalarsUsed = new Set<string>(['Boolean', 'Int', 'String']);
  // Scalars that some column has (and so a comparison input); aggregates alone add `Float` without one.
  const columnScalars = new Set<string>(['Boolean', 'Int', 'String']);
  const columnType = (c: Column, nullable = false) => `${c.list ? `[${c.type}!]` : c.type}${c.nonNull && !nullable ? '!' : ''}`;
  const comparison = (c: Column) => `${c.type}${c.list ? '_array' : ''}_comparison_exp`;
  const arrayScalars = new Set<string>();

  for (const t of tables) {
    for (const c of t.columns) {
      scalarsUsed.add(c.type);
      columnScalars.add(c.type);
      if (c.list) arrayScalars.add(c.type);
    }
    const fields: FieldDef[] = t.columns.map((c) => ({
      name: c.name,
      type: columnType(c),
      description: c.description,
      args: c.json ? [{ name: 'path', type: 'String', description: 'JSON path to select inside the value.' }] : undefined,
    }));
    for (const r of t.objectRels)
      fields.push({ name: r.name, type: r.target, description: `Object relationship: the ${r.target} row whose id is \`${r.name}_id\`.` });
    for (const r of t.arrayRels) {
      fields.push({
        name: r.name,
        type: `[${r.target}!]!`,
        args: listArgs(r.target),
        description: `Array relationship: the ${r.target} rows that point at this row.`,
      });
      if (aggregate.has(r.target)) {
        fields.push({
          name: `${r.name}_aggregate`,
          type: `${r.target}_aggregate!`,
          args: listArgs(r.target),
          description: `Aggregate relationship: counts and statistics over \`${r.name}\`.`,
        });
      }
    }
    defs.push({ kind: 'object', name: t.name, description: t.description, fields: byCodePoint(fields) });

    // Filters.
    const boolExp: FieldDef[] = [
      { name: '_and', type: `[${t.name}_bool_exp!]`, description: 'Every expression in the list must match.' },
      { name: '_not', type: `${t.name}_bool_exp`, description: 'The expression must not match.' },
      { name: '_or', type: `[${t.name}_bool_exp!]`, description: 'At least one expression in the list must match.' },
      ...t.columns.map((c) => ({ name: c.name, type: comparison(c) })),
      ...[...t.objectRels, ...t.arrayRels].map((r) => ({ name: r.name, type: `${r.target}_bool_exp` })),
      ...t.arrayRels
        .filter((r) => aggregate.has(r.target))
        .map((r) => ({ name: `${r.name}_aggregate`, type: `${r.target}_aggregate_bool_exp` })),
    ];
    defs.push({
      kind: 'input',
      name: `${t.name}_bool_exp`,
      description: `Filter for \`${t.name}\` rows. Sibling fields must all match.`,
      fields: byCodePoint(boolExp),
    });

    // Ordering.
    const orderBy: FieldDef[] = [
      ...t.columns.map((c) => ({ name: c.name, type: 'order_by' })),
      ...t.objectRels.map((r) => ({ name: r.name, type: `${r.target}_order_by` })),
      ...t.arrayRels.map((r) => ({ name: `${r.name}_aggregate`, type: `${r.target}_aggregate_order_by` })),
    ];
    defs.push({
      kind: 'input',
      name: `${t.name}_order_by`,
      description: `Sort order for \`${t.name}\` rows.`,
      fields: byCodePoint(orderBy),
    });
    defs.push({
      kind: 'enum',
      name: `${t.name}_select_column`,
      description: `Columns of \`${t.name}\`, for \`distinct_on\` and aggregate counts.`,
      values: byCodePoint(t.columns).map((c) => ({ name: c.name, description: 'column' })),
    });
    defs.push({
      kind: 'input',
      name: `${t.name}_stream_cursor_input`,
      description: `Cursor over \`${t.name}\` for streaming subscriptions.`,
      fields: [
        { name: 'initial_value', type: `${t.name}_stream_cursor_value_input!`, description: 'Row values to start streaming from.' },
        { name: 'ordering', type: 'cursor_ordering', description: 'Direction of the cursor.' },
      ],
    });
    defs.push({
      kind: 'input',
      name: `${t.name}_stream_cursor_value_input`,
      description: `Column values at which a \`${t.name}\` cursor starts.`,
      fields: byCodePoint(t.columns).map((c) => ({ name: c.name, type: columnType(c, true) })),
    });

    const scalarColumns = t.columns.filter((c) => !c.list);
    const numeric = byCodePoint(scalarColumns.filter((c) => NUMERIC_LIKE.has(c.type)));
    const comparable = byCodePoint(scalarColumns.filter((c) => c.type !== 'Boolean' && c.type !== 'jsonb'));
    const opColumns = (op: string) => (op === 'max' || op === 'min' ? comparable : numeric);

    if (arrayTargets.has(t.name)) {
      defs.push({
        kind: 'input',
        name: `${t.name}_aggregate_order_by`,
        description: `Sort by an aggregate of related \`${t.name}\` rows.`,
        fields: byCodePoint([
          { name: 'count', type: 'order_by' },
          ...AGG_OPS.filter((op) => opColumns(op).length > 0).map((op) => ({ name: op, type: `${t.name}_${op}_order_by` })),
        ]),
      });
      for (const op of AGG_OPS) {
        if (opColumns(op).length === 0) continue;
        defs.push({
          kind: 'input',
          name: `${t.name}_${op}_order_by`,
          description: `Sort by the ${op} of a column over related \`${t.name}\` rows.`,
          fields: opColumns(op).map((c) => ({ name: c.name, type: 'order_by' })),
        });
      }
    }

    if (aggregate.has(t.name)) {
      scalarsUsed.add('Float');
      defs.push({
        kind: 'object',
        name: `${t.name}_aggregate`,
        description: `Aggregate result over \`${t.name}\` rows, with the matching rows themselves.`,
        fields: [
          { name: 'aggregate', type: `${t.name}_aggregate_fields` },
          { name: 'nodes', type: `[${t.name}!]!` },
        ],
      });
      defs.push({
        kind: 'object',
        name: `${t.name}_aggregate_fields`,
        description: `Statistics over \`${t.name}\` rows.`,
        fields: byCodePoint([
          {
            name: 'count',
            type: 'Int!',
            args: [
              { name: 'columns', type: `[${t.name}_select_column!]`, description: 'Count only rows where these columns are not null.' },
              { name: 'distinct', type: 'Boolean', description: 'Count distinct values instead of rows.' },
            ],
          },
          ...AGG_OPS.filter((op) => opColumns(op).length > 0).map((op) => ({ name: op, type: `${t.name}_${op}_fields` })),
        ]),
      });
      for (const op of AGG_OPS) {
        if (opColumns(op).length === 0) continue;
        const asFloat = op !== 'sum' && op !== 'max' && op !== 'min';
        defs.push({
          kind: 'object',
          name: `${t.name}_${op}_fields`,
          description: `The ${op} of each column over \`${t.name}\` rows.`,
          fields: opColumns(op).map((c) => ({ name: c.name, type: asFloat ? 'Float' : c.type })),
        });
      }

      if (arrayTargets.has(t.name)) {
        const booleans = byCodePoint(scalarColumns.filter((c) => c.type === 'Boolean'));
        const floats = byCodePoint(scalarColumns.filter((c) => c.type === 'float8'));
        const members: FieldDef[] = [{ name: 'count', type: `${t.name}_aggregate_bool_exp_count` }];
        const argsEnum = (op: string) => `${t.name}_select_column_${t.name}_aggregate_bool_exp_${op}_arguments_columns`;
        const member = (op: string, args: string, predicate: string): TypeDef => ({
          kind: 'input',
          name: `${t.name}_aggregate_bool_exp_${op}`,
          description: `Filter parents by the ${op} over their related \`${t.name}\` rows.`,
          fields: [
            { name: 'arguments', type: args },
            { name: 'distinct', type: 'Boolean' },
            { name: 'filter', type: `${t.name}_bool_exp` },
            { name: 'predicate', type: predicate },
          ],
        });
        defs.push(member('count', `[${t.name}_select_column!]`, 'Int_comparison_exp!'));
        const pushEnum = (op: string, columns: Column[]) =>
          defs.push({
            kind: 'enum',
            name: argsEnum(op),
            description: `Columns of \`${t.name}\` that the ${op} filter accepts.`,
            values: columns.map((c) => ({ name: c.name, description: 'column' })),
          });
        if (booleans.length > 0) {
          for (const op of ['bool_and', 'bool_or']) {
            members.push({ name: op, type: `${t.name}_aggregate_bool_exp_${op}` });
            defs.push(member(op, `${argsEnum(op)}!`, 'Boolean_comparison_exp!'));
            pushEnum(op, booleans);
          }
        }
        if (floats.length > 0) {
          for (const op of FLOAT_BOOL_EXP_OPS) {
            members.push({ name: op, type: `${t.name}_aggregate_bool_exp_${op}` });
            pushEnum(op, floats);
            if (op === 'corr' || op === 'covar_samp') {
              const argsInput = `${t.name}_aggregate_bool_exp_${op}_arguments`;
              defs.push({
                kind: 'input',
                name: argsInput,
                description: `The two columns the ${op} is computed over.`,
                fields: [
                  { name: 'X', type: `${argsEnum(op)}!` },
                  { name: 'Y', type: `${argsEnum(op)}!` },
                ],
              });
              defs.push(member(op, `${argsInput}!`, 'float8_comparison_exp!'));
            } else {
              defs.push(member(op, `${argsEnum(op)}!`, 'float8_comparison_exp!'));
            }
          }
        }
        defs.push({
          kind: 'input',
          name: `${t.name}_aggregate_bool_exp`,
          description: `Filter parents by an aggregate over their related \`${t.name}\` rows.`,
          fields: byCodePoint(members),
        });
      }
    }
  }

  // Comparison expressions, one per scalar that a column uses.
  const scalars = [...columnScalars].sort();
  for (const s of scalars) {
    const base: FieldDef[] = [
      { name: '_eq', type: s },
      { name: '_gt', type: s },
      { name: '_gte', type: s },
      { name: '_in', type: `[${s}!]` },
      { name: '_is_null', type: 'Boolean' },
      { name: '_lt', type: s },
      { name: '_lte', type: s },
      { name: '_neq', type: s },
      { name: '_nin', type: `[${s}!]` },
    ];
    if (s === 'String') {
      for (const op of ['_ilike', '_iregex', '_like', '_nilike', '_niregex', '_nlike', '_nregex', '_nsimilar', '_regex', '_similar']) {
        base.push({ name: op, type: 'String' });
      }
    }
    if (s === 'jsonb') {
      base.push(
        { name: '_cast', type: 'jsonb_cast_exp' },
        { name: '_contained_in', type: 'jsonb' },
        { name: '_contains', type: 'jsonb' },
        { name: '_has_key', type: 'String' },
        { name: '_has_keys_all', type: '[String!]' },
        { name: '_has_keys_any', type: '[String!]' },
      );
      defs.push({
        kind: 'input',
        name: 'jsonb_cast_exp',
        description: 'Compare a JSON value after casting it to another type.',
        fields: [{ name: 'String', type: 'String_comparison_exp' }],
      });
    }
    defs.push({
      kind: 'input',
      name: `${s}_comparison_exp`,
      description: `Conditions on a \`${s}\` column. All given conditions must hold.`,
      fields: byCodePoint(base),
    });
  }
  for (const s of [...arrayScalars].sort()) {
    // Hasura's operators on array columns: containment, plus comparison of whole arrays.
    const list = `[${s}!]`;
    defs.push({
      kind: 'input',
      name: `${s}_array_comparison_exp`,
      description: `Conditions on a \`${s}\` array column. All given conditions must hold.`,
      fields: byCodePoint([
        { name: '_contained_in', type: list, description: 'Every element of the column is in the given array.' },
        { name: '_contains', type: list, description: 'The column holds every element of the given array.' },
        ...['_eq', '_gt', '_gte', '_lt', '_lte', '_neq'].map((name) => ({ name, type: list })),
        { name: '_in', type: `[${list}!]` },
        { name: '_is_null', type: 'Boolean' },
        { name: '_nin', type: `[${list}!]` },
      ]),
    });
  }
  for (const s of [...scalarsUsed].sort()) {
    if (['Boolean', 'Float', 'Int', 'String'].includes(s)) continue;
    const entityEnum = model.enums.find((e) => e.name.toLowerCase() === s);
    const description = entityEnum
      ? `The \`${entityEnum.name}\` enum of the entity schema, stored as a Postgres enum. Values: ${entityEnum.values.map((v) => `\`${v.name}\``).join(', ')}.`
      : SCALAR_DESCRIPTIONS[s];
    defs.push({ kind: 'scalar', name: s, description });
  }
  defs.push({
    kind: 'enum',
    name: 'order_by',
    description: 'Direction of a sort, and where null values go.',
    values: [
      { name: 'asc', description: 'Ascending, nulls last.' },
      { name: 'asc_nulls_first', description: 'Ascending, nulls first.' },
      { name: 'asc_nulls_last', description: 'Ascending, nulls last.' },
      { name: 'desc', description: 'Descending, nulls first.' },
      { name: 'desc_nulls_first', description: 'Descending, nulls first.' },
      { name: 'desc_nulls_last', description: 'Descending, nulls last.' },
    ],
  });
  defs.push({
    kind: 'enum',
    name: 'cursor_ordering',
    description: 'Direction of a streaming cursor.',
    values: [
      { name: 'ASC', description: 'Ascending.' },
      { name: 'DESC', description: 'Descending.' },
    ],
  });

  // Root query type.
  const queries: FieldDef[] = [];
  for (const t of tables) {
    queries.push({
      name: t.name,
      type: `[${t.name}!]!`,
      args: listArgs(t.name),
      description: `List \`${t.name}\` rows, with \`where\` filters, \`order_by\` sorting and \`limit\`/\`offset\` paging.`,
    });
    if (aggregate.has(t.name)) {
      queries.push({
        name: `${t.name}_aggregate`,
        type: `${t.name}_aggregate!`,
        args: listArgs(t.name),
        description: `Count and summarize \`${t.name}\` rows.`,
      });
    }
    if (t.primaryKey.length === 0) continue; // views have no primary key, hence no `_by_pk` query
    const pk = [...t.primaryKey].sort().map((name) => {
      const c = byName.get(t.name)!.columns.find((x) => x.name === name)!;
      return { name, type: `${c.type}!`, description: 'Primary key.' };
    });
    queries.push({ name: `${t.name}_by_pk`, type: t.name, args: pk, description: `Fetch one \`${t.name}\` row by its primary key.` });
  }
  defs.push({ kind: 'object', name: 'query_root', description: 'Entry points of the Envio API.', fields: byCodePoint(queries) });

  const header = `# Envio (Hasura) API of the Sablier ${api} indexer, derived from its entity schema. Generated; do not edit.`;
  return printSdl(header, defs, 'schema {\n  query: query_root\n}');
}
