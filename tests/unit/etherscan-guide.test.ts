import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeFunctionData, isAddress, type Abi } from 'viem';

import { type AbiEntry, type AbiParam, packageRelease, releaseAbis, sablierVersion } from '../../lib/sablier-package';
import { currentRelease, currentReleaseLabel } from '../../src/lib/releases';

/**
 * The block-explorer guide shows what to type in each input box of the create functions of the current Lockup
 * release. Every block marked `{/* explorer-inputs: <function> *\/}` is checked here against that release's
 * SablierLockup ABI from the pinned `sablier` package: same inputs in the same order, tuples of the right arity with
 * values of the right types, and calldata that viem can actually encode.
 */

const PAGE = join(__dirname, '..', '..', 'docs', 'guides', 'lockup', 'etherscan.mdx');

type AbiFunction = AbiEntry;

const lockup = currentReleaseLabel('lockup');
const release = packageRelease(currentRelease('lockup'));
const lockupAbi = releaseAbis(currentRelease('lockup')).SablierLockup;

function lockupFunction(name: string): AbiFunction {
  assert.ok(lockupAbi, `sablier@${sablierVersion} has no SablierLockup ABI for ${lockup}`);
  const found = lockupAbi.filter((item) => item.type === 'function' && item.name === name);
  assert.equal(found.length, 1, `SablierLockup in ${lockup} should have exactly one function named ${name}`);
  return found[0]!;
}

interface MarkedBlock {
  fn: string;
  json: string;
}

/** Every marked block of the page: the marker comment, then the next fenced json block. */
export function markedBlocks(mdx: string): MarkedBlock[] {
  const blocks: MarkedBlock[] = [];
  const marker = /\{\/\*\s*explorer-inputs:\s*(\w+)\s*\*\/\}\s*```json[^\n]*\n([\s\S]*?)\n```/g;
  for (const match of mdx.matchAll(marker)) {
    blocks.push({ fn: match[1]!, json: match[2]! });
  }
  return blocks;
}

/** Checks one typed value against one ABI parameter; returns problems as readable paths. */
function checkValue(value: unknown, param: AbiParam, path: string): string[] {
  const arrayMatch = /^(.*)\[(\d*)\]$/.exec(param.type);
  if (arrayMatch) {
    if (!Array.isArray(value)) return [`${path} should be an array (${param.type})`];
    const inner: AbiParam = { ...param, type: arrayMatch[1]! };
    return value.flatMap((item, i) => checkValue(item, inner, `${path}[${i}]`));
  }
  if (param.type === 'tuple') {
    const components = param.components ?? [];
    if (!Array.isArray(value)) return [`${path} should be a tuple of ${components.length} fields`];
    if (value.length !== components.length) {
      return [
        `${path} has ${value.length} fields but ${param.internalType} has ${components.length}: ` +
          components.map((c) => c.name).join(', '),
      ];
    }
    return components.flatMap((c, i) => checkValue(value[i], c, `${path}.${c.name}`));
  }
  if (param.type === 'address') {
    return typeof value === 'string' && isAddress(value) ? [] : [`${path} should be an address, got ${String(value)}`];
  }
  if (param.type === 'bool') {
    return typeof value === 'boolean' ? [] : [`${path} should be a bool, got ${String(value)}`];
  }
  if (param.type === 'string') {
    return typeof value === 'string' ? [] : [`${path} should be a string, got ${String(value)}`];
  }
  const uint = /^uint(\d+)$/.exec(param.type);
  if (uint) {
    const bits = Number(uint[1]);
    if (typeof value === 'number') {
      if (!Number.isSafeInteger(value) || value < 0) return [`${path} should be a non-negative safe integer`];
    } else if (typeof value !== 'string' || !/^\d+$/.test(value)) {
      return [`${path} should be an integer (${param.type}), got ${String(value)}`];
    } else if (Number.isSafeInteger(Number(value))) {
      return [`${path} is quoted although it fits in a plain number; the page quotes only large integers`];
    }
    return BigInt(value) < 2n ** BigInt(bits) ? [] : [`${path} does not fit in ${param.type}`];
  }
  return [`${path}: unexpected ABI type ${param.type}`];
}

function toViemArgs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toViemArgs);
  if (typeof value === 'number') return BigInt(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  return value;
}

const mdx = readFileSync(PAGE, 'utf8');
const blocks = markedBlocks(mdx);

test('the guide marks the worked examples for the five create functions it shows', () => {
  assert.deepEqual(
    blocks.map((b) => b.fn),
    ['createWithDurationsLL', 'createWithTimestampsLL', 'createWithDurationsLT', 'createWithDurationsLD', 'createWithTimestampsLPG'],
  );
});

for (const block of blocks) {
  test(`${block.fn}: the inputs shown match the ${lockup} ABI, in order`, () => {
    const fn = lockupFunction(block.fn);
    const inputs = fn.inputs ?? [];
    const shown = JSON.parse(block.json) as Record<string, unknown>;
    assert.deepEqual(
      Object.keys(shown),
      inputs.map((i) => i.name ?? ''),
      'one line per input box, named and ordered as in the ABI',
    );
    const problems = inputs.flatMap((input) => checkValue(shown[input.name ?? ''], input, input.name ?? ''));
    assert.deepEqual(problems, []);
    // The values must also encode: this is what the explorer does with them.
    const data = encodeFunctionData({
      abi: [fn] as unknown as Abi,
      functionName: block.fn,
      args: inputs.map((i) => toViemArgs(shown[i.name ?? ''])),
    });
    assert.match(data, /^0x[0-9a-f]{8}/);
  });
}

test('the struct table lists the fields in the ABI order', () => {
  // Collect every struct the create functions use, by internal type, with its field names.
  const structs = new Map<string, string[]>();
  const visit = (param: AbiParam): void => {
    if (!param.components) return;
    const name = (param.internalType ?? '').replace(/^struct /, '').replace(/\[\]$/, '');
    structs.set(
      name,
      param.components.map((c) => c.name ?? ''),
    );
    param.components.forEach(visit);
  };
  for (const name of [
    'createWithDurationsLL',
    'createWithTimestampsLL',
    'createWithDurationsLD',
    'createWithTimestampsLD',
    'createWithDurationsLT',
    'createWithTimestampsLT',
    'createWithTimestampsLPG',
  ]) {
    (lockupFunction(name).inputs ?? []).forEach(visit);
  }
  const rows = [...mdx.matchAll(/^\| `([\w.]+)` \| (.+) \|$/gm)].filter(([, name]) => structs.has(name!));
  assert.equal(rows.length, structs.size, `the table should describe all of: ${[...structs.keys()].join(', ')}`);
  for (const [, name, cell] of rows) {
    const shownFields = [...cell!.matchAll(/`(\w+)`/g)].map((m) => m[1]);
    assert.deepEqual(shownFields, structs.get(name!), `${name} fields`);
  }
});

test('the worked example converts its amounts and durations correctly', () => {
  const ll = blocks.find((b) => b.fn === 'createWithDurationsLL');
  assert.ok(ll);
  const { params, unlockAmounts, durations } = JSON.parse(ll.json) as {
    params: unknown[];
    unlockAmounts: [number, number];
    durations: [number, number];
  };
  const usdcDecimals = 6;
  assert.equal(params[2], 10_000 * 10 ** usdcDecimals, 'total: 10,000 USDC in base units');
  assert.equal(durations[1], 365 * 86_400, 'total duration: 365 days in seconds');
  assert.equal(durations[0], durations[1] / 4, 'cliff: a quarter of the year');
  assert.deepEqual(unlockAmounts, [0, (10_000 * 10 ** usdcDecimals) / 4], 'a quarter unlocks at the cliff');

  const tl = blocks.find((b) => b.fn === 'createWithTimestampsLL');
  assert.ok(tl);
  const abs = JSON.parse(tl.json) as { params: unknown[]; cliffTime: number };
  const [start, end] = abs.params[6] as [number, number];
  assert.equal(start, Date.UTC(2026, 0, 1) / 1000, 'start: 1 January 2026, 00:00 UTC');
  assert.equal(end - start, durations[1]);
  assert.equal(abs.cliffTime - start, durations[0]);
});

test(`the spender shown for Ethereum is the SablierLockup address of ${lockup} in the package`, () => {
  const ethereum = release.deployments.find((d) => d.chainId === 1);
  const contract = ethereum?.contracts.find((c) => c.name === 'SablierLockup');
  assert.ok(contract, `the package has SablierLockup of ${lockup} on Ethereum`);
  assert.ok(mdx.includes(`\`${contract.address}\``), `the page should show ${contract.address}`);
});
