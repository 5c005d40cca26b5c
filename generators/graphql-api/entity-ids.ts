import { Kind, parse } from 'graphql';

import { escapeRegExp } from '../../src/lib/regexp';
import type { Api } from './instances';
import type { EntityIdFormat } from '../../src/data-types/release-facts';
export type { EntityIdFormat } from '../../src/data-types/release-facts';

/**
 * How the indexers (v7.1.0) build the `id` of every entity: the one source for the ids page, the
 * `id` descriptions of the GraphQL reference and the test that checks each format against ids the
 * indexers' own code documents. The truth is the mapping code (`envio/common/id.ts` and
 * `graph/common/id.ts`, unchanged in format since v1.2.0), not the indexers' schema comments, which
 * still list the batch parts in the wrong order.
 */

/** A part of an id and the text it stands for. Every address and hash is lower-case hex. */
export const ID_PARTS = {
  chainId: { pattern: '[1-9][0-9]*', meaning: 'the decimal EVM chain id (1 for Ethereum, 137 for Polygon)' },
  contractAddress: { pattern: '0x[0-9a-f]{40}', meaning: 'the Lockup or Flow contract that holds the stream' },
  contractAlias: { pattern: '[A-Z][A-Z0-9]*', meaning: 'the short code of that contract in the `sablier` package (`LK3`, `FL4`, …)' },
  tokenId: { pattern: '[0-9]+', meaning: 'the decimal stream id (the ERC-721 token id)' },
  campaignAddress: { pattern: '0x[0-9a-f]{40}', meaning: 'the campaign contract' },
  tokenAddress: { pattern: '0x[0-9a-f]{40}', meaning: 'the ERC-20 token contract' },
  factoryAddress: { pattern: '0x[0-9a-f]{40}', meaning: 'the Merkle factory contract' },
  sender: { pattern: '0x[0-9a-f]{40}', meaning: 'the sender of the streams (the `sender` of the create event)' },
  txHash: { pattern: '0x[0-9a-f]{64}', meaning: 'the transaction hash' },
  logIndex: { pattern: '[0-9]+', meaning: "the event's log index within its block (not within the transaction)" },
  position: { pattern: '[0-9]+', meaning: 'the zero-based position in the array passed at creation' },
  day: { pattern: '[0-9]+', meaning: 'the number of whole days since 1970-01-01 UTC at the block time' },
} as const;

export type IdPart = keyof typeof ID_PARTS;

const STREAM = '{contractAddress}-{chainId}-{tokenId}';
const CAMPAIGN = '{campaignAddress}-{chainId}';

const STREAM_EXAMPLE = '0xe0bfe071da104e571298f8b6e0fce44c512c1ff4-137-42';
const ACTION = {
  format: 'action-{chainId}-{txHash}-{logIndex}',
  example: 'action-137-0xe43d1bc5e868da0bd1d80c404ca7f41e823bbea03488f8e3878327375b3aac35-3',
  source: 'Id.action',
};
const BATCH = {
  format: 'batch-{chainId}-{sender}-{txHash}',
  example: 'batch-137-0x5ce95bff1297dadbdcf9929a10bd02bdfab0dcc6-0xe43d1bc5e868da0bd1d80c404ca7f41e823bbea03488f8e3878327375b3aac35',
  source: 'Id.batch',
};
const BATCHER = {
  format: 'batcher-{chainId}-{sender}',
  example: 'batcher-137-0x5ce95bff1297dadbdcf9929a10bd02bdfab0dcc6',
  source: 'Id.batcher',
};

/**
 * Lockup and Flow share the streams API since indexers v4.0.0, each with its own stream, action, batch
 * and batcher types; the ids are built by the same `Id` helpers for both.
 */
export const ENTITY_IDS: EntityIdFormat[] = [
  { entity: 'LockupStream', apis: ['streams'], format: STREAM, example: STREAM_EXAMPLE, source: 'Id.stream' },
  { entity: 'FlowStream', apis: ['streams'], format: STREAM, example: STREAM_EXAMPLE, source: 'Id.stream' },
  {
    entity: 'LockupStream',
    field: 'alias',
    apis: ['streams'],
    format: '{contractAlias}-{chainId}-{tokenId}',
    example: 'LK-137-42',
    source: 'Id.streamAlias',
  },
  // The code comment's example is a Lockup alias; this is what the same code builds for a Flow v1.1
  // stream (alias `FL2`, deployed on Polygon).
  {
    entity: 'FlowStream',
    field: 'alias',
    apis: ['streams'],
    format: '{contractAlias}-{chainId}-{tokenId}',
    example: 'FL2-137-42',
    source: 'Id.streamAlias (built by its code)',
  },
  { entity: 'DeprecatedStream', apis: ['streams'], format: STREAM, example: STREAM_EXAMPLE, source: 'Id.stream' },
  {
    entity: 'Campaign',
    apis: ['airdrops'],
    format: CAMPAIGN,
    example: '0xf50760d8ead9ff322631a1f3ebf26cc7891b3708-137',
    source: 'Id.campaign',
  },
  { entity: 'LockupAction', apis: ['streams'], ...ACTION },
  { entity: 'FlowAction', apis: ['streams'], ...ACTION },
  { entity: 'Action', apis: ['airdrops'], ...ACTION },
  {
    entity: 'Asset',
    apis: ['streams', 'airdrops'],
    format: 'asset-{chainId}-{tokenAddress}',
    example: 'asset-137-0x2791bca1f2de4661ed88a30c99a7a9449aa84174',
    source: 'Id.asset',
  },
  { entity: 'LockupBatch', apis: ['streams'], ...BATCH },
  { entity: 'FlowBatch', apis: ['streams'], ...BATCH },
  { entity: 'LockupBatcher', apis: ['streams'], ...BATCHER },
  { entity: 'FlowBatcher', apis: ['streams'], ...BATCHER },
  {
    entity: 'Contract',
    apis: ['streams'],
    format: 'contract-{chainId}-{contractAddress}',
    example: 'contract-137-0xe0bfe071da104e571298f8b6e0fce44c512c1ff4',
    source: 'Id.contract',
  },
  {
    entity: 'Factory',
    apis: ['airdrops'],
    format: 'factory-{chainId}-{factoryAddress}',
    example: 'factory-137-0xf0d61b42311c810dfde191d58427d81e87c5d5f6',
    source: 'Id.factory',
  },
  {
    entity: 'Segment',
    apis: ['streams'],
    format: 'segment-{streamId}-{position}',
    example: 'segment-0xe0bfe071da104e571298f8b6e0fce44c512c1ff4-137-42-0',
    source: 'Id.segment',
  },
  {
    entity: 'Tranche',
    apis: ['streams'],
    format: 'tranche-{streamId}-{position}',
    example: 'tranche-0xe0bfe071da104e571298f8b6e0fce44c512c1ff4-137-42-0',
    source: 'Id.tranche',
  },
  {
    entity: 'Tranche',
    apis: ['airdrops'],
    format: 'tranche-{campaignId}-{position}',
    example: 'tranche-0xf50760d8ead9ff322631a1f3ebf26cc7891b3708-137-0',
    source: 'Id.trancheCampaign',
  },
  // The code comment's example (`activity-137-0x…-20300`) leaves out the campaign id's own chain
  // part; this one is what the code builds from the Id.campaign example on day 20300.
  {
    entity: 'Activity',
    apis: ['airdrops'],
    format: 'activity-{campaignId}-{day}',
    example: 'activity-0xf50760d8ead9ff322631a1f3ebf26cc7891b3708-137-20300',
    source: 'Id.activity (built by its code)',
  },
  // One watcher per chain: `entity-watcher.ts` stores `chainId.toString()`.
  { entity: 'Watcher', apis: ['streams', 'airdrops'], format: '{chainId}', example: '137', source: 'entity-watcher.ts' },
  // One record per chain (indexers v7.1.0): the `indexer-info.ts` handlers of both vendors use
  // `chainId.toString()` as the id.
  { entity: 'IndexerInfo', apis: ['streams', 'airdrops'], format: '{chainId}', example: '137', source: 'indexer-info.ts' },
];

const NESTED: Record<string, string> = { streamId: STREAM, campaignId: CAMPAIGN };

/** The parts of a format in order, nested ids expanded. */
export function idParts(format: string): IdPart[] {
  return [...format.matchAll(/\{(\w+)\}/g)].flatMap(([, name]) => {
    if (name! in NESTED) return idParts(NESTED[name!]!);
    if (!(name! in ID_PARTS)) throw new Error(`Unknown id part {${name}} in ${format}`);
    return [name as IdPart];
  });
}

/** A regular expression that matches exactly the ids a format produces. */
export function idPattern(format: string): RegExp {
  const expand = (f: string): string =>
    f
      .split(/(\{\w+\})/)
      .map((piece) => {
        const name = piece.match(/^\{(\w+)\}$/)?.[1];
        if (!name) return escapeRegExp(piece);
        if (name in NESTED) return expand(NESTED[name]!);
        const part = ID_PARTS[name as IdPart];
        if (!part) throw new Error(`Unknown id part {${name}} in ${format}`);
        return `(${part.pattern})`;
      })
      .join('');
  return new RegExp(`^${expand(format)}$`);
}

/** Fills a format with values, in the order of {@link idParts}. */
export function buildId(format: string, values: string[]): string {
  let i = 0;
  const fill = (f: string): string => f.replace(/\{(\w+)\}/g, (_, name: string) => (name in NESTED ? fill(NESTED[name]!) : values[i++]!));
  const id = fill(format);
  if (i !== values.length) throw new Error(`${format} takes ${i} parts, got ${values.length}`);
  return id;
}

export function idFormatsOf(api: Api): EntityIdFormat[] {
  return ENTITY_IDS.filter((f) => f.apis.includes(api));
}

/**
 * The entity schema of one API (schema/<api>.graphql) with each `id` (and `LockupStream.alias`,
 * `FlowStream.alias`) description ending in its format from {@link ENTITY_IDS}. The schema files
 * state no format themselves, so the two cannot disagree.
 */
export function withIdFormats(sdl: string, api: Api): string {
  const formats = idFormatsOf(api);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const def of parse(sdl).definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    for (const field of def.fields ?? []) {
      const name = field.name.value;
      const format = formats.find((f) => f.entity === def.name.value && (f.field ?? 'id') === name);
      if (!format) {
        if (name === 'id')
          throw new Error(`schema/${api}.graphql: ${def.name.value}.id has no format in generators/graphql-api/entity-ids.ts`);
        continue;
      }
      const description = field.description;
      if (!description?.loc) throw new Error(`schema/${api}.graphql: ${def.name.value}.${name} needs a description`);
      if (/format/i.test(description.value)) {
        throw new Error(`schema/${api}.graphql: ${def.name.value}.${name} states a format; it comes from entity-ids.ts`);
      }
      const text = `${description.value.replace(/\.?\s*$/, '.')} Format: \`${format.format}\`.`;
      edits.push({ start: description.loc.start, end: description.loc.end, text: JSON.stringify(text) });
    }
  }
  let out = sdl;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
