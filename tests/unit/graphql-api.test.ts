import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLEnumType, type GraphQLInputObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { slugify } from '@graphql-markdown/utils';

import { parseEntitySchema } from '../../generators/graphql-api/model';
import { buildEnvioSdl, ENVIO_AGGREGATE_TABLES, INFRASTRUCTURE_TABLES } from '../../generators/graphql-api/envio';
import { buildTheGraphSdl, pluralize, STRING_SUFFIXES } from '../../generators/graphql-api/the-graph';
import { inSidebar } from '../../generators/graphql-api/sidebar';
import { APIS, liveUrl, liveUrlVariable, sectionOfType, type Api } from '../../generators/graphql-api/instances';
import { INDEXERS } from '../../src/lib/indexers';
import { typesByKind } from '../../generators/graphql-api/pages';
import { pageNames, renamedType } from '../../generators/graphql-api/moved';
import { generatedRedirects } from '../../lib/generated-redirects';
import { exactRedirects } from '../../redirects';

const root = join(__dirname, '..', '..');
const model = (file: string) => parseEntitySchema(readFileSync(join(root, 'schema', `${file}.graphql`), 'utf8'));
const envio = Object.fromEntries(APIS.map((a) => [a, buildSchema(buildEnvioSdl(model(a), a))])) as Record<Api, GraphQLSchema>;
const graph = Object.fromEntries(APIS.map((a) => [a, buildSchema(buildTheGraphSdl(model(a), a))])) as Record<Api, GraphQLSchema>;
const fields = (schema: GraphQLSchema, type: string) => (schema.getType(type) as GraphQLObjectType | GraphQLInputObjectType).getFields();
const values = (schema: GraphQLSchema, type: string) => (schema.getType(type) as GraphQLEnumType).getValues().map((v) => v.name);

test('entity schemas parse, and every type and field has a description of our own', () => {
  for (const a of APIS) {
    const m = model(a);
    assert.ok(m.entities.length >= 8);
    for (const e of m.entities) {
      assert.ok(e.description && e.description.length > 20, `${a}.${e.name} description`);
      for (const f of e.fields) assert.ok(f.description && f.description.length > 10, `${a}.${e.name}.${f.name} description`);
    }
    for (const en of m.enums) for (const v of en.values) assert.ok(v.description, `${a}.${en.name}.${v.name}`);
  }
  assert.doesNotMatch(
    readFileSync(join(root, 'schema', 'streams.graphql'), 'utf8') + readFileSync(join(root, 'schema', 'airdrops.graphql'), 'utf8'),
    /NEEDS DESCRIPTION/,
  );
});

test('indexers v7.1.0: one streams API holds the Lockup and Flow entities, with the shared ones once', () => {
  const names = (a: Api) =>
    model(a)
      .entities.map((e) => e.name)
      .sort();
  assert.deepEqual(names('streams'), [
    'Asset',
    'Contract',
    'DeprecatedStream',
    'FlowAction',
    'FlowBatch',
    'FlowBatcher',
    'FlowStream',
    'IndexerInfo',
    'LockupAction',
    'LockupBatch',
    'LockupBatcher',
    'LockupStream',
    'Segment',
    'Tranche',
    'Watcher',
  ]);
  assert.deepEqual(names('airdrops'), ['Action', 'Activity', 'Asset', 'Campaign', 'Factory', 'IndexerInfo', 'Tranche', 'Watcher']);
  const asset = fields(graph.streams, 'Asset');
  assert.equal(String(asset.lockupStreams!.type), '[LockupStream!]!');
  assert.equal(String(asset.flowStreams!.type), '[FlowStream!]!');
  assert.equal(asset.streams, undefined);
  assert.deepEqual(Object.keys(fields(graph.streams, 'Watcher')).sort(), [
    'chainId',
    'flowActionCounter',
    'flowStreamCounter',
    'id',
    'lockupActionCounter',
    'lockupStreamCounter',
  ]);
  const lockup = fields(graph.streams, 'LockupStream');
  assert.equal(String(lockup.depleted!.type), 'Boolean!');
  assert.equal(String(lockup.shapeSource!.type), 'ShapeSource');
  assert.equal(String(lockup.granularity!.type), 'BigInt');
  assert.deepEqual(values(graph.streams, 'ShapeSource'), ['Event', 'Inferred']);
  assert.equal(String(fields(graph.streams, 'Segment').stream!.type), 'LockupStream!');
  for (const a of APIS) {
    const info = fields(graph[a], 'IndexerInfo');
    assert.deepEqual(Object.keys(info), [
      'id',
      'chainId',
      'commitHash',
      'deployedAt',
      'indexer',
      'protocols',
      'startBlock',
      'vendor',
      'versionLabel',
    ]);
    assert.equal(String(info.protocols!.type), '[String!]!');
    assert.equal(String(fields(envio[a], 'IndexerInfo').protocols!.type), '[String!]!');
    assert.equal(String(fields(envio[a], 'IndexerInfo_bool_exp').protocols!.type), 'String_array_comparison_exp');
  }
});

test('indexers v7.1.0: airdrops gains the VCA campaign fields and the new categories', () => {
  const campaign = fields(graph.airdrops, 'Campaign');
  for (const f of ['vcaRedistributionEnabled', 'vcaForgoneAmount', 'vcaUnlockPercentage', 'vcaStartTime', 'vcaEndTime'])
    assert.ok(campaign[f], f);
  assert.ok(fields(graph.airdrops, 'Action').vcaForgoneAmount);
  assert.ok(values(graph.airdrops, 'ActionCategory').includes('RedistributionEnabled'));
  assert.ok(values(graph.airdrops, 'CampaignCategory').includes('VariableClaimAmount'));
});

test('The Graph: a String field gets the 20 operators, Bytes 10, BigInt 8, Boolean and enums 4', () => {
  const filter = fields(graph.streams, 'LockupStream_filter');
  const ops = (name: string) =>
    Object.keys(filter).filter((f) => f === name || (f.startsWith(`${name}_`) && !f.startsWith(`${name}__`) && f !== `${name}_`));
  assert.equal(STRING_SUFFIXES.length, 20);
  assert.deepEqual(
    ops('alias'),
    STRING_SUFFIXES.map((x) => `alias${x}`),
  );
  assert.equal(String(filter.alias_in!.type), '[String!]');
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
  assert.equal(String(filter.category!.type), 'LockupStreamCategory');
  assert.equal(String(filter.asset_starts_with_nocase!.type), 'String');
  assert.equal(String(filter.asset_!.type), 'Asset_filter');
  assert.equal(String(filter.segments_!.type), 'Segment_filter');
  assert.equal(filter.segments, undefined);
  assert.equal(String(filter.or!.type), '[LockupStream_filter]');
  // A list of scalars filters with the list operators.
  const info = fields(graph.streams, 'IndexerInfo_filter');
  assert.equal(String(info.protocols_contains!.type), '[String!]');
});

test('The Graph: order-by enums nest the scalar fields of referenced entities, and queries follow the entity names', () => {
  const segment = values(graph.streams, 'Segment_orderBy');
  assert.equal(segment[segment.indexOf('stream') + 1], 'stream__id');
  assert.ok(segment.includes('stream__depositAmount'));
  assert.ok(!segment.includes('stream__segments'));
  const q = graph.streams.getQueryType()!.getFields();
  for (const name of [
    'lockupStream',
    'lockupStreams',
    'flowStream',
    'flowStreams',
    'lockupBatches',
    'flowBatchers',
    'indexerInfo',
    'indexerInfos',
    '_meta',
  ])
    assert.ok(q[name], name);
  assert.equal(q.streams, undefined);
  assert.equal(String(q.lockupStream!.args.find((a) => a.name === 'id')!.type), 'ID!');
  assert.equal(q.flowStreams!.args.find((a) => a.name === 'first')!.defaultValue, 100);
  assert.equal(pluralize('Batch'), 'batches');
  assert.equal(pluralize('Activity'), 'activities');
});

test('Envio: _aggregate exists exactly for the tables each v7.1.0 indexer lists', () => {
  const expected: Record<Api, string[]> = {
    streams: ['Asset', 'FlowAction', 'FlowBatch', 'FlowStream', 'IndexerInfo', 'LockupAction', 'LockupBatch', 'LockupStream'],
    airdrops: ['Action', 'Activity', 'Asset', 'Campaign', 'IndexerInfo'],
  };
  for (const a of APIS) {
    assert.deepEqual([...ENVIO_AGGREGATE_TABLES[a]!], expected[a]);
    const q = envio[a].getQueryType()!.getFields();
    const withAggregate = Object.keys(q)
      .filter((n) => n.endsWith('_aggregate'))
      .map((n) => n.replace(/_aggregate$/, ''));
    assert.deepEqual(withAggregate.sort(), expected[a]);
  }
  assert.equal(envio.streams.getType('Segment_aggregate'), undefined);
  assert.deepEqual(Object.keys(fields(envio.streams, 'LockupStream_aggregate_bool_exp')), ['bool_and', 'bool_or', 'count']);
  assert.equal(String(fields(envio.streams, 'Asset').flowStreams_aggregate!.type), 'FlowStream_aggregate!');
});

test('Envio 3: bookkeeping views and raw_events with 64-bit counters; by-pk queries take the primary key', () => {
  const q = envio.streams.getQueryType()!.getFields();
  assert.deepEqual(
    q.LockupStream_by_pk!.args.map((a) => `${a.name}: ${String(a.type)}`),
    ['id: String!'],
  );
  assert.deepEqual(
    q.raw_events_by_pk!.args.map((a) => `${a.name}: ${String(a.type)}`),
    ['serial: bigint!'],
  );
  assert.equal(q.chain_metadata_by_pk, undefined, 'views have no primary key');
  assert.deepEqual(
    INFRASTRUCTURE_TABLES.map((t) => t.name),
    ['_meta', 'chain_metadata', 'raw_events'],
  );
  assert.equal(String(fields(envio.streams, '_meta').eventsProcessed!.type), 'Float');
  assert.equal(String(fields(envio.streams, 'chain_metadata').num_events_processed!.type), 'Float');
  assert.equal(String(fields(envio.streams, 'raw_events').event_id!.type), 'bigint!');
  assert.ok(envio.streams.getType('bigint_comparison_exp'));
  assert.ok(envio.streams.getType('Float_comparison_exp'));
  assert.deepEqual(
    q.FlowStream!.args.map((a) => a.name),
    ['distinct_on', 'limit', 'offset', 'order_by', 'where'],
  );
});

test('Envio: columns are mapped and sorted, enum columns are lower-case scalars, references become _id columns', () => {
  const f = fields(envio.streams, 'LockupStream');
  const names = Object.keys(f);
  assert.deepEqual(
    names,
    [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  assert.equal(String(f.asset_id!.type), 'String!');
  assert.equal(String(f.category!.type), 'lockupstreamcategory!');
  assert.equal(String(f.shapeSource!.type), 'shapesource');
  assert.equal(String(fields(envio.streams, 'FlowAction').category!.type), 'flowactioncategory!');
  for (const op of ['_ilike', '_regex', '_similar']) assert.ok(fields(envio.streams, 'String_comparison_exp')[op], op);
  assert.ok(fields(envio.streams, 'lockupactioncategory_comparison_exp')._in);
});

test('every type of the v7.1.0 schemas has its generated page, in the section that holds it', () => {
  for (const a of APIS) {
    for (const indexer of INDEXERS) {
      const schema = indexer === 'envio' ? envio[a] : graph[a];
      const missing: string[] = [];
      for (const [kind, names] of Object.entries(pageNames(schema))) {
        for (const name of names) {
          const section = kind === 'directives' ? (a === 'streams' ? 'lockup' : 'airdrops') : sectionOfType(a, name);
          const file = join(root, 'docs', 'api', section, 'graphql', indexer, kind, `${slugify(name)}.mdx`);
          if (!existsSync(file)) missing.push(`${section}/${indexer}/${kind}/${name}`);
        }
      }
      assert.deepEqual(missing, []);
    }
  }
  // Flow's own types sit in the flow section; the shared ones once, with Lockup.
  assert.ok(existsSync(join(root, 'docs/api/flow/graphql/the-graph/objects/flow-stream.mdx')));
  assert.ok(!existsSync(join(root, 'docs/api/flow/graphql/the-graph/objects/asset.mdx')));
  assert.ok(existsSync(join(root, 'docs/api/lockup/graphql/the-graph/objects/asset.mdx')));
  const flowOverview = readFileSync(join(root, 'docs/api/flow/graphql/envio/overview.mdx'), 'utf8');
  assert.match(flowOverview, /\(\/api\/flow\/graphql\/envio\/objects\/flow-stream\)/);
  assert.match(flowOverview, /\(\/api\/lockup\/graphql\/envio\/objects\/asset\)/);
  // Links inside a page lead to the section that holds the target.
  const asset = readFileSync(join(root, 'docs/api/lockup/graphql/envio/objects/asset.mdx'), 'utf8');
  assert.match(asset, /\/api\/flow\/graphql\/envio\/objects\/flow-stream\.mdx/);
  assert.doesNotMatch(asset, /\/api\/lockup\/graphql\/envio\/objects\/flow-stream\.mdx/);
});

/** Where an address ends up: itself if it is a generated or written page, else its redirect's target page. */
const redirects = new Map([...exactRedirects, ...generatedRedirects().redirects].map((r) => [r.from, r.to]));
function answer(address: string): string | null {
  const page = (path: string) => existsSync(join(root, 'docs', `${path.replace(/^\/|#.*$/g, '')}.mdx`));
  if (page(address)) return address;
  const to = redirects.get(address);
  return to && page(to.split('#')[0]!) ? to : null;
}

test('every spec-named page of the API sections answers, as a page or a redirect to one', () => {
  const entities = {
    airdrops: ['action', 'activity', 'asset', 'campaign', 'factory', 'tranche', 'watcher'],
    flow: ['action', 'asset', 'batch', 'batcher', 'contract', 'stream', 'watcher'],
    lockup: ['action', 'asset', 'batch', 'batcher', 'contract', 'segment', 'stream', 'tranche', 'watcher'],
  };
  const infrastructure = [
    'chain-metadata',
    'dynamic-contract-registry',
    'end-of-block-range-scanned-data',
    'event-sync-state',
    'persisted-state',
    'raw-events',
  ];
  const scalars = {
    envio: ['actioncategory', 'boolean', 'contract-type', 'int', 'jsonb', 'numeric', 'string', 'timestamp', 'timestamptz'],
    'the-graph': ['big-decimal', 'big-int', 'boolean', 'bytes', 'float', 'id', 'int', 'int-8', 'string', 'timestamp'],
  };
  const silent: string[] = [];
  for (const [section, names] of Object.entries(entities)) {
    const pages = [`/api/${section}/indexers`, `/api/${section}/previous-indexers`, `/api/${section}/graphql/schema`];
    for (const indexer of INDEXERS) {
      const base = `/api/${section}/graphql/${indexer}`;
      pages.push(`${base}/overview`, ...scalars[indexer].map((s) => `${base}/scalars/${s}`));
      for (const name of names) {
        pages.push(`${base}/objects/${name}`);
        if (indexer === 'envio')
          pages.push(
            `${base}/queries/${name}`,
            `${base}/queries/${name}-by-pk`,
            `${base}/inputs/${name}-bool-exp`,
            `${base}/enums/${name}-select-column`,
          );
        else
          pages.push(
            `${base}/queries/${name}`,
            `${base}/queries/${pluralize(name)}`,
            `${base}/inputs/${name}-filter`,
            `${base}/enums/${name}-order-by`,
          );
      }
      if (indexer === 'envio')
        pages.push(...infrastructure.map((t) => `${base}/objects/${t}`), `${base}/enums/order-by`, `${base}/enums/cursor-ordering`);
      else
        pages.push(
          ...['block', 'meta'].map((o) => `${base}/objects/${o}`),
          ...['order-direction', 'subgraph-error-policy', 'aggregation-interval'].map((e) => `${base}/enums/${e}`),
          `${base}/queries/meta`,
          `${base}/inputs/block-height`,
        );
    }
    for (const page of pages) if (!answer(page)) silent.push(page);
  }
  assert.deepEqual(silent, []);
  assert.equal(answer('/api/flow/graphql/envio/objects/stream'), '/api/flow/graphql/envio/objects/flow-stream');
  assert.equal(answer('/api/flow/graphql/the-graph/objects/asset'), '/api/lockup/graphql/the-graph/objects/asset');
  assert.equal(answer('/api/lockup/graphql/the-graph/queries/streams'), '/api/lockup/graphql/the-graph/queries/lockup-streams');
});

test('every page of the v1.2.0 reference leads to the renamed type today, or to the page that says where it went', () => {
  for (const section of ['lockup', 'flow', 'airdrops'] as const) {
    const m = parseEntitySchema(readFileSync(join(root, 'schema', 'history', 'v1.2.0', `${section}.graphql`), 'utf8'));
    const api: Api = section === 'airdrops' ? 'airdrops' : 'streams';
    for (const indexer of INDEXERS) {
      const old =
        indexer === 'envio'
          ? buildSchema(
              buildEnvioSdl(m, section, {
                era: '2.30',
                aggregate: section === 'airdrops' ? ['Action', 'Activity', 'Asset', 'Campaign'] : ['Action', 'Asset', 'Batch', 'Stream'],
              }),
            )
          : buildSchema(buildTheGraphSdl(m, section));
      const today = indexer === 'envio' ? envio[api] : graph[api];
      const current = new Set(Object.entries(pageNames(today)).flatMap(([kind, names]) => names.map((n) => `${kind}/${slugify(n)}`)));
      for (const [kind, names] of Object.entries(pageNames(old))) {
        for (const name of names) {
          const from = `/api/${section}/graphql/${indexer}/${kind}/${slugify(name)}`;
          const to = answer(from);
          assert.ok(to, `${from} answers`);
          const renamed = `${kind}/${slugify(section === 'airdrops' ? name : renamedType(name, section === 'lockup' ? 'Lockup' : 'Flow'))}`;
          if (current.has(renamed)) assert.ok(to.endsWith(`/${indexer}/${renamed}`), `${from} → ${to}, expected ${renamed}`);
        }
      }
    }
  }
  assert.equal(
    renamedType('Stream_select_column_Stream_aggregate_bool_exp_bool_and_arguments_columns', 'Lockup'),
    'LockupStream_select_column_LockupStream_aggregate_bool_exp_bool_and_arguments_columns',
  );
  assert.equal(renamedType('batches', 'Flow'), 'flowBatches');
  assert.equal(renamedType('actioncategory_comparison_exp', 'Flow'), 'flowactioncategory_comparison_exp');
  assert.equal(renamedType('DeprecatedStream_filter', 'Lockup'), 'DeprecatedStream_filter');
});

test('the streams API reference of the live docs (/api/streams/…) answers with the page of the same type', () => {
  for (const indexer of INDEXERS) {
    const kinds = typesByKind(indexer === 'envio' ? envio.streams : graph.streams);
    for (const [kind, names] of Object.entries(kinds)) {
      for (const name of names) {
        const from = `/api/streams/graphql/${indexer}/${kind}/${slugify(name)}`;
        assert.equal(redirects.get(from), `/api/${sectionOfType('streams', name)}/graphql/${indexer}/${kind}/${slugify(name)}`, from);
      }
    }
  }
  assert.equal(answer('/api/streams/graphql/envio/objects/sponsor'), '/api/lockup/previous-indexers');
});

test('sidebar keeps entity objects and drops long lists and aggregate helpers', () => {
  assert.equal(inSidebar('api/lockup/graphql/envio/objects/lockup-stream'), true);
  assert.equal(inSidebar('api/lockup/graphql/envio/objects/lockup-stream-aggregate-fields'), false);
  assert.equal(inSidebar('api/flow/graphql/envio/objects/flow-stream-aggregate'), false);
  assert.equal(inSidebar('api/lockup/graphql/envio/inputs/lockup-stream-bool-exp'), false);
  assert.equal(inSidebar('api/flow/graphql/the-graph/queries/flow-streams'), false);
  assert.equal(inSidebar('api/flow/graphql/the-graph/overview'), true);
  assert.equal(inSidebar('api/getting-started'), true);
  assert.equal(inSidebar('api/lockup/graphql/envio/directives/deprecated'), false);
});

test('a live endpoint can replace the derived schema per instance', () => {
  assert.equal(liveUrlVariable('streams', 'the-graph'), 'GRAPHQL_SCHEMA_URL_STREAMS_THE_GRAPH');
  assert.equal(liveUrl('streams', 'envio', {}), null);
  assert.equal(
    liveUrl('streams', 'envio', { GRAPHQL_SCHEMA_URL_STREAMS_ENVIO: 'https://example.org/v1/graphql' }),
    'https://example.org/v1/graphql',
  );
});
