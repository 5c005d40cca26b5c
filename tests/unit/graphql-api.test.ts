import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isScalarType,
  type GraphQLInputObjectType,
  type GraphQLSchema,
} from 'graphql';
import { slugify } from '@graphql-markdown/utils';

import { parseEntitySchema } from '../../plugins/graphql-api/model';
import { buildEnvioSdl, ENVIO_AGGREGATE_TABLES, INFRASTRUCTURE_TABLES } from '../../plugins/graphql-api/envio';
import { buildTheGraphSdl, pluralize, STRING_SUFFIXES } from '../../plugins/graphql-api/the-graph';
import { inSidebar } from '../../plugins/graphql-api/sidebar';
import { liveUrl, liveUrlVariable } from '../../plugins/graphql-api/instances';

const root = join(__dirname, '..', '..');
const sections = ['airdrops', 'flow', 'lockup'] as const;
const model = (s: string) => parseEntitySchema(readFileSync(join(root, 'schema', `${s}.graphql`), 'utf8'));
const envio = Object.fromEntries(sections.map((s) => [s, buildSchema(buildEnvioSdl(model(s), s))])) as Record<
  (typeof sections)[number],
  GraphQLSchema
>;
const graph = Object.fromEntries(sections.map((s) => [s, buildSchema(buildTheGraphSdl(model(s), s))])) as Record<
  (typeof sections)[number],
  GraphQLSchema
>;

/** Page slugs per folder, as GraphQL-Markdown names them. */
function slugs(schema: GraphQLSchema) {
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__') && t !== schema.getQueryType());
  const s = (xs: { name: string }[]) => new Set(xs.map((x) => slugify(x.name)));
  return {
    objects: s(types.filter(isObjectType)),
    inputs: s(types.filter(isInputObjectType)),
    enums: s(types.filter(isEnumType)),
    scalars: s(types.filter(isScalarType)),
    queries: s(Object.values(schema.getQueryType()!.getFields())),
  };
}
const has = (set: Set<string>, names: string[]) => {
  const missing = names.filter((n) => !set.has(n));
  assert.deepEqual(missing, [], `missing: ${missing.join(', ')}`);
};

test('entity schemas parse, and every type and field has a description of our own', () => {
  for (const s of sections) {
    const m = model(s);
    assert.ok(m.entities.length >= 7);
    for (const e of m.entities) {
      assert.ok(e.description && e.description.length > 20, `${s}.${e.name} description`);
      for (const f of e.fields) assert.ok(f.description && f.description.length > 10, `${s}.${e.name}.${f.name} description`);
    }
    for (const en of m.enums) for (const v of en.values) assert.ok(v.description, `${s}.${en.name}.${v.name}`);
  }
});

test('The Graph: a String field gets the 20 operators, Bytes 10, BigInt 8, Boolean and enums 4', () => {
  const filter = graph.lockup.getType('Stream_filter') as GraphQLInputObjectType;
  const fields = filter.getFields();
  const ops = (name: string) =>
    Object.keys(fields).filter((f) => f === name || (f.startsWith(`${name}_`) && !f.startsWith(`${name}__`) && f !== `${name}_`));
  assert.equal(STRING_SUFFIXES.length, 20);
  assert.deepEqual(
    ops('alias'),
    STRING_SUFFIXES.map((x) => `alias${x}`),
  );
  assert.equal(String(fields.alias_in!.type), '[String!]');
  assert.equal(String(fields.alias_contains_nocase!.type), 'String');
  assert.deepEqual(ops('sender'), [
    'sender',
    'sender_not',
    'sender_gt',
    'sender_lt',
    'sender_gte',
    'sender_lte',
    'sender_in',
    'sender_not_in',
    'sender_contains',
    'sender_not_contains',
  ]);
  assert.equal(ops('tokenId').length, 8);
  assert.deepEqual(ops('canceled'), ['canceled', 'canceled_not', 'canceled_in', 'canceled_not_in']);
  assert.equal(String(fields.category!.type), 'StreamCategory');
  // A reference filters by the referenced id with String operators, then by the entity's own filter.
  assert.equal(String(fields.asset_starts_with_nocase!.type), 'String');
  assert.equal(String(fields.asset_!.type), 'Asset_filter');
  // A derived list only has the nested filter.
  assert.equal(String(fields.segments_!.type), 'Segment_filter');
  assert.equal(fields.segments, undefined);
  assert.equal(String(fields._change_block!.type), 'BlockChangedFilter');
  assert.equal(String(fields.or!.type), '[Stream_filter]');
});

test('The Graph: order-by enums nest the scalar fields of referenced entities, never lists', () => {
  const values = (graph.lockup.getType('Segment_orderBy') as import('graphql').GraphQLEnumType).getValues().map((v) => v.name);
  const i = values.indexOf('stream');
  assert.ok(i > 0);
  assert.equal(values[i + 1], 'stream__id');
  assert.ok(values.includes('stream__depositAmount'));
  assert.ok(!values.includes('stream__asset'));
  assert.ok(!values.includes('stream__actions'));
  assert.ok(!values.includes('stream__segments'));
  const streamValues = (graph.lockup.getType('Stream_orderBy') as import('graphql').GraphQLEnumType).getValues().map((v) => v.name);
  assert.ok(streamValues.includes('asset__symbol'));
  assert.ok(streamValues.includes('canceledAction__category'));
});

test('The Graph: singular query takes id: ID!, plural defaults to first 100, and _meta exists', () => {
  const q = graph.lockup.getQueryType()!.getFields();
  assert.equal(String(q.stream!.args.find((a) => a.name === 'id')!.type), 'ID!');
  const sg = q.stream!.args.find((a) => a.name === 'subgraphError')!;
  assert.equal(String(sg.type), '_SubgraphErrorPolicy_!');
  assert.equal(sg.defaultValue, 'deny');
  const first = q.streams!.args.find((a) => a.name === 'first')!;
  assert.equal(first.defaultValue, 100);
  assert.equal(String(q._meta!.type), '_Meta_');
  assert.equal(pluralize('Batch'), 'batches');
  assert.equal(pluralize('Factory'), 'factories');
  assert.equal(pluralize('Activity'), 'activities');
  assert.ok(graph.airdrops.getQueryType()!.getFields().factories);
});

test('indexers v1.2.0: the analytics entities are gone from every API, in every form', () => {
  for (const s of sections) {
    for (const api of [envio[s], graph[s]]) {
      const leftovers = Object.keys(api.getTypeMap()).filter((name) =>
        /^(?:Revenue|RevenueTransaction|User|UserTransaction)(?:_|$)/.test(name),
      );
      assert.deepEqual(leftovers, [], `${s}: ${leftovers.join(', ')}`);
      const queries = Object.keys(api.getQueryType()!.getFields()).filter((q) => /^(?:revenue|user)/i.test(q));
      assert.deepEqual(queries, []);
    }
  }
});

test('indexers v1.2.0: Contract and DeprecatedStream exist in flow and lockup on both indexers, not in airdrops', () => {
  for (const s of ['flow', 'lockup'] as const) {
    const e = envio[s].getQueryType()!.getFields();
    assert.ok(envio[s].getType('Contract_bool_exp'), `${s} Contract_bool_exp`);
    assert.ok(envio[s].getType('DeprecatedStream_bool_exp'), `${s} DeprecatedStream_bool_exp`);
    assert.deepEqual(
      e.Contract_by_pk!.args.map((a) => `${a.name}: ${String(a.type)}`),
      ['id: String!'],
    );
    assert.ok(e.DeprecatedStream_by_pk);
    const contract = (envio[s].getType('Contract') as import('graphql').GraphQLObjectType).getFields();
    assert.deepEqual(Object.keys(contract), ['address', 'alias', 'category', 'chainId', 'id']);
    assert.equal(String(contract.category!.type), 'String!', 'category is a plain string, not an enum scalar');
    const g = graph[s].getQueryType()!.getFields();
    assert.equal(String(g.contracts!.type), '[Contract!]!');
    assert.equal(String(g.contract!.args.find((a) => a.name === 'id')!.type), 'ID!');
    assert.equal(String(g.deprecatedStreams!.type), '[DeprecatedStream!]!');
    const filter = (graph[s].getType('Contract_filter') as GraphQLInputObjectType).getFields();
    assert.equal(String(filter.alias_starts_with!.type), 'String');
    assert.equal(String(filter.address_contains!.type), 'Bytes');
    assert.equal(String(filter.category_in!.type), '[String!]');
  }
  assert.equal(envio.airdrops.getType('Contract'), undefined);
  assert.equal(graph.airdrops.getType('DeprecatedStream'), undefined);
  assert.equal(envio.lockup.getType('contractcategory'), undefined, 'no contractcategory scalar in v1.2.0');
});

test('indexers v1.2.0: airdrops gains Action.claimTo, Campaign.campaignStartTime and the LowerMinFeeUSD category', () => {
  const action = (graph.airdrops.getType('Action') as import('graphql').GraphQLObjectType).getFields();
  assert.equal(String(action.claimTo!.type), 'Bytes');
  const campaign = (envio.airdrops.getType('Campaign') as import('graphql').GraphQLObjectType).getFields();
  assert.equal(String(campaign.campaignStartTime!.type), 'numeric!');
  const values = (graph.airdrops.getType('ActionCategory') as import('graphql').GraphQLEnumType).getValues().map((v) => v.name);
  assert.deepEqual(values, ['Claim', 'Clawback', 'Create', 'LowerMinFeeUSD', 'TransferAdmin']);
});

test('Envio: _aggregate exists exactly for the tables each v1.2.0 indexer lists', () => {
  const expected = {
    airdrops: ['Action', 'Activity', 'Asset', 'Campaign'],
    flow: ['Action', 'Asset', 'Batch', 'Stream'],
    lockup: ['Action', 'Asset', 'Batch', 'Stream'],
  };
  for (const s of sections) {
    assert.deepEqual([...ENVIO_AGGREGATE_TABLES[s]!], expected[s]);
    const q = envio[s].getQueryType()!.getFields();
    const withAggregate = Object.keys(q)
      .filter((n) => n.endsWith('_aggregate'))
      .map((n) => n.replace(/_aggregate$/, ''));
    assert.deepEqual(withAggregate.sort(), expected[s]);
    const objects = Object.keys(envio[s].getTypeMap()).filter((n) => n.endsWith('_aggregate') && isObjectType(envio[s].getType(n)));
    assert.deepEqual(objects.map((n) => n.replace(/_aggregate$/, '')).sort(), expected[s]);
  }
  assert.ok(envio.lockup.getType('Batch_aggregate'));
  assert.ok(envio.airdrops.getType('Activity_aggregate'));
  assert.equal(envio.airdrops.getType('Stream_aggregate'), undefined);
  assert.equal(envio.lockup.getType('Campaign_aggregate'), undefined);
  assert.equal(envio.lockup.getType('Segment_aggregate'), undefined);
  for (const s of sections) assert.equal(envio[s].getType('User_aggregate'), undefined);
  // An aggregate table that is also a relationship target can filter its parents by a count.
  const batch = (envio.lockup.getType('Batch_aggregate_bool_exp') as GraphQLInputObjectType).getFields();
  assert.deepEqual(Object.keys(batch), ['count']);
  const batcher = (envio.lockup.getType('Batcher') as import('graphql').GraphQLObjectType).getFields();
  assert.equal(String(batcher.batches_aggregate!.type), 'Batch_aggregate!');
});

test('Envio: by-pk query takes the primary key, list queries take Hasura arguments', () => {
  const q = envio.lockup.getQueryType()!.getFields();
  assert.deepEqual(
    q.Stream_by_pk!.args.map((a) => `${a.name}: ${String(a.type)}`),
    ['id: String!'],
  );
  assert.deepEqual(
    q.raw_events_by_pk!.args.map((a) => `${a.name}: ${String(a.type)}`),
    ['serial: Int!'],
  );
  assert.equal(q.chain_metadata_by_pk, undefined, 'views have no primary key');
  assert.equal(q._meta_by_pk, undefined, 'views have no primary key');
  assert.ok(q._meta && q.chain_metadata);
  assert.deepEqual(
    q.Stream!.args.map((a) => a.name),
    ['distinct_on', 'limit', 'offset', 'order_by', 'where'],
  );
  assert.equal(String(q.Stream!.type), '[Stream!]!');
  assert.ok(q.Stream_aggregate);
  assert.equal(q.Segment_aggregate, undefined, 'aggregates only for the configured tables');
  assert.equal(envio.lockup.getQueryType()!.name, 'query_root');
});

test('Envio: comparison expressions carry Hasura operators', () => {
  const fields = (name: string) => Object.keys((envio.flow.getType(name) as GraphQLInputObjectType).getFields());
  assert.deepEqual(fields('numeric_comparison_exp'), ['_eq', '_gt', '_gte', '_in', '_is_null', '_lt', '_lte', '_neq', '_nin']);
  for (const op of ['_ilike', '_iregex', '_like', '_nilike', '_niregex', '_nlike', '_nregex', '_nsimilar', '_regex', '_similar']) {
    assert.ok(fields('String_comparison_exp').includes(op), op);
  }
  for (const op of ['_cast', '_contained_in', '_contains', '_has_key', '_has_keys_all', '_has_keys_any'])
    assert.ok(fields('jsonb_comparison_exp').includes(op), op);
  assert.ok(fields('actioncategory_comparison_exp').includes('_in'));
});

test('Envio: columns are mapped and sorted, references become _id columns plus relationships', () => {
  const stream = envio.lockup.getType('Stream') as import('graphql').GraphQLObjectType;
  const names = Object.keys(stream.getFields());
  assert.deepEqual(
    names,
    [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const f = stream.getFields();
  assert.equal(String(f.asset_id!.type), 'String!');
  assert.equal(String(f.asset!.type), 'Asset');
  assert.equal(String(f.depositAmount!.type), 'numeric!');
  assert.equal(String(f.category!.type), 'streamcategory!');
  assert.equal(f.db_write_timestamp, undefined, 'Envio 2.30 no longer exposes db_write_timestamp');
  assert.deepEqual(
    f.segments!.args.map((a) => a.name),
    ['distinct_on', 'limit', 'offset', 'order_by', 'where'],
  );
  const orderBy = (envio.lockup.getType('Stream_order_by') as GraphQLInputObjectType).getFields();
  assert.equal(String(orderBy.asset!.type), 'Asset_order_by');
  assert.equal(String(orderBy.segments_aggregate!.type), 'Segment_aggregate_order_by');
  const boolExp = (envio.lockup.getType('Stream_bool_exp') as GraphQLInputObjectType).getFields();
  assert.equal(String(boolExp._and!.type), '[Stream_bool_exp!]');
  const assetExp = (envio.lockup.getType('Asset_bool_exp') as GraphQLInputObjectType).getFields();
  assert.equal(String(assetExp.streams_aggregate!.type), 'Stream_aggregate_bool_exp');
  const agg = (envio.lockup.getType('Stream_aggregate_bool_exp') as GraphQLInputObjectType).getFields();
  assert.deepEqual(Object.keys(agg), ['bool_and', 'bool_or', 'count']);
  const action = (envio.lockup.getType('Action_aggregate_bool_exp') as GraphQLInputObjectType).getFields();
  assert.deepEqual(Object.keys(action), ['count']);
});

test('Envio: object counts match the per-table arithmetic (airdrops: 7 entities + 3 infrastructure tables + 4 aggregate tables x 12 = 58)', () => {
  assert.equal(slugs(envio.airdrops).objects.size, 7 + 3 + 4 * 12);
  assert.deepEqual(
    INFRASTRUCTURE_TABLES.map((t) => t.name),
    ['_meta', 'chain_metadata', 'raw_events'],
  );
  const meta = (envio.flow.getType('_meta') as import('graphql').GraphQLObjectType).getFields();
  assert.equal(String(meta.isReady!.type), 'Boolean');
  assert.equal(String(meta.readyAt!.type), 'timestamptz');
});

test('spec page lists: Envio folders hold the pages the spec names', () => {
  for (const s of sections) {
    const p = slugs(envio[s]!);
    has(p.enums, ['cursor-ordering', 'order-by', 'action-select-column', 'asset-select-column']);
    has(p.inputs, [
      'action-bool-exp',
      'action-order-by',
      'action-aggregate-order-by',
      'action-avg-order-by',
      'action-max-order-by',
      'action-min-order-by',
      'action-stddev-order-by',
      'action-stddev-pop-order-by',
      'action-stddev-samp-order-by',
      'action-sum-order-by',
      'action-var-pop-order-by',
      'action-var-samp-order-by',
      'action-variance-order-by',
      'action-stream-cursor-input',
      'action-stream-cursor-value-input',
      'string-comparison-exp',
      'numeric-comparison-exp',
    ]);
    // Envio 2.30 (indexers v1.2.0) keeps three bookkeeping tables; the spec's other four are redirected.
    has(p.objects, ['action', 'asset', 'watcher', 'meta', 'chain-metadata', 'raw-events']);
    has(p.queries, ['action', 'action-by-pk', 'asset', 'asset-by-pk', 'chain-metadata', 'raw-events-by-pk']);
    has(p.scalars, ['actioncategory', 'boolean', 'int', 'jsonb', 'numeric', 'string', 'timestamptz']);
    for (const gone of ['dynamic-contract-registry', 'end-of-block-range-scanned-data', 'event-sync-state', 'persisted-state'])
      assert.ok(!p.objects.has(gone), gone);
    for (const gone of ['contract-type', 'timestamp', 'contractcategory']) assert.ok(!p.scalars.has(gone), gone);
  }
  has(slugs(envio.airdrops!).scalars, ['campaigncategory']);
  has(slugs(envio.flow!).scalars, ['streamcategory']);
  has(slugs(envio.lockup!).scalars, ['streamcategory']);
  has(slugs(envio.airdrops!).objects, ['activity', 'campaign', 'factory', 'tranche']);
  has(slugs(envio.lockup!).objects, ['batch', 'batcher', 'contract', 'deprecated-stream', 'segment', 'stream', 'tranche']);
  has(slugs(envio.flow!).objects, ['batch', 'batcher', 'contract', 'deprecated-stream', 'stream']);
});

test('spec page lists: The Graph folders hold the pages the spec names', () => {
  const scalars = ['big-decimal', 'big-int', 'boolean', 'bytes', 'float', 'id', 'int', 'int-8', 'string', 'timestamp'];
  const objects = {
    airdrops: ['action', 'activity', 'asset', 'block', 'campaign', 'factory', 'meta', 'tranche', 'watcher'],
    flow: ['action', 'asset', 'batch', 'batcher', 'block', 'contract', 'deprecated-stream', 'meta', 'stream', 'watcher'],
    lockup: [
      'action',
      'asset',
      'batch',
      'batcher',
      'block',
      'contract',
      'deprecated-stream',
      'meta',
      'segment',
      'stream',
      'tranche',
      'watcher',
    ],
  };
  const enums = {
    airdrops: ['activity-order-by', 'campaign-order-by', 'factory-order-by', 'tranche-order-by', 'watcher-order-by', 'campaign-category'],
    flow: [
      'batch-order-by',
      'batcher-order-by',
      'contract-order-by',
      'deprecated-stream-order-by',
      'stream-order-by',
      'watcher-order-by',
      'stream-category',
    ],
    lockup: [
      'batch-order-by',
      'batcher-order-by',
      'contract-order-by',
      'deprecated-stream-order-by',
      'stream-order-by',
      'watcher-order-by',
      'stream-category',
      'segment-order-by',
      'tranche-order-by',
    ],
  };
  for (const s of sections) {
    const p = slugs(graph[s]!);
    assert.deepEqual([...p.scalars].sort(), scalars);
    assert.deepEqual([...p.objects].sort(), objects[s]);
    has(p.enums, [
      'action-category',
      'action-order-by',
      'aggregation-interval',
      'asset-order-by',
      'order-direction',
      'subgraph-error-policy',
      ...enums[s],
    ]);
    has(p.inputs, [
      'block-changed-filter',
      'block-height',
      ...objects[s].filter((o) => o !== 'block' && o !== 'meta').map((o) => `${o}-filter`),
    ]);
    has(p.queries, ['meta', 'action', 'actions', 'asset', 'assets']);
  }
  has(slugs(graph.airdrops!).queries, ['campaign', 'campaigns']);
  has(slugs(graph.flow!).queries, [
    'stream',
    'streams',
    'batch',
    'batches',
    'contract',
    'contracts',
    'deprecated-stream',
    'deprecated-streams',
  ]);
  has(slugs(graph.lockup!).queries, ['contract', 'contracts', 'deprecated-stream', 'deprecated-streams']);
});

test('sidebar keeps entity objects and drops long lists and aggregate helpers', () => {
  assert.equal(inSidebar('api/lockup/graphql/envio/objects/stream'), true);
  assert.equal(inSidebar('api/lockup/graphql/envio/objects/stream-aggregate-fields'), false);
  assert.equal(inSidebar('api/lockup/graphql/envio/objects/stream-aggregate'), false);
  assert.equal(inSidebar('api/lockup/graphql/envio/inputs/stream-bool-exp'), false);
  assert.equal(inSidebar('api/flow/graphql/the-graph/queries/streams'), false);
  assert.equal(inSidebar('api/flow/graphql/the-graph/overview'), true);
  assert.equal(inSidebar('api/getting-started'), true);
  assert.equal(inSidebar('api/lockup/graphql/envio/directives/deprecated'), false);
});

test('a live endpoint can replace the derived schema per instance', () => {
  assert.equal(liveUrlVariable('lockup', 'the-graph'), 'GRAPHQL_SCHEMA_URL_LOCKUP_THE_GRAPH');
  assert.equal(liveUrl('lockup', 'envio', {}), null);
  assert.equal(
    liveUrl('lockup', 'envio', { GRAPHQL_SCHEMA_URL_LOCKUP_ENVIO: 'https://example.org/v1/graphql' }),
    'https://example.org/v1/graphql',
  );
});
