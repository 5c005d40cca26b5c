import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { type Item, contractItems, loadAbi } from '../../generators/contract-reference/abi';
import { historyCell, historyLine, historyOf, historyReleases, releaseHistory } from '../../generators/contract-reference/history';
import { ABI_DIFFS, LIBRARY_ERROR_CHANGES } from '../../generators/release-facts/facts';
import { comptrollerAbis, lockupVersionsForAirdrops, packageRelease } from '../../lib/sablier-package';

/**
 * The release history shown next to each reference entry, and the ABI differences the Lockup upgrade page renders.
 * Each expected fact is first checked in the package's ABIs themselves, so a wrong expectation fails here rather
 * than confirming the code that computes it.
 */

const root = join(__dirname, '..', '..');

/** Canonical signatures of every item of a kind and name in one Lockup release, over all its contracts. */
function lockupSignatures(version: string, kind: Item['kind'], name: string, contract?: string): Set<string> {
  const abis = loadAbi('lockup', version);
  const out = new Set<string>();
  for (const [c, abi] of Object.entries(abis)) {
    if (contract && c !== contract) continue;
    for (const item of contractItems(abi)) if (item.kind === kind && item.name === name) out.add(item.canonical);
  }
  return out;
}

function lockupHistory(kind: Item['kind'], name: string, contract = 'SablierLockup') {
  const found = releaseHistory('lockup').filter((h) => h.kind === kind && h.name === name && h.contract === contract);
  assert.equal(found.length, 1, `one ${kind} ${name} in ${contract}`);
  return found[0]!;
}

test('the Lockup history covers v1.0 to the current v4.0, and the Comptroller v1.0 to v1.1', () => {
  assert.deepEqual(historyReleases('lockup'), ['v1.0', 'v1.1', 'v1.2', 'v2.0', 'v3.0', 'v4.0']);
  assert.deepEqual(historyReleases('comptroller'), ['v1.0', 'v1.1']);
});

test('createWithTimestampsLL: since v2.0, re-signed in v3.0 and again in v4.0', () => {
  const [v1, v2, v3, v4] = ['v1.2', 'v2.0', 'v3.0', 'v4.0'].map((v) =>
    lockupSignatures(v, 'function', 'createWithTimestampsLL', v === 'v1.2' ? undefined : 'SablierLockup'),
  );
  assert.equal(v1!.size, 0, 'Lockup v1.2 has no createWithTimestampsLL');
  assert.equal(v2!.size, 1);
  assert.notDeepEqual([...v2!], [...v3!], 'v3.0 drops the broker and renames totalAmount');
  assert.notDeepEqual([...v3!], [...v4!], 'v4.0 adds the granularity argument');
  assert.ok([...v4!][0]!.endsWith(',uint40,uint40)'), 'v4.0 takes granularity then cliffTime');
  const history = lockupHistory('function', 'createWithTimestampsLL');
  assert.equal(history.since, 'v2.0');
  assert.equal(history.sinceContract, false);
  assert.deepEqual(history.changedIn, ['v3.0', 'v4.0']);
});

test('createWithTimestampsLPG: new in v4.0, in both contracts', () => {
  assert.equal(lockupSignatures('v3.0', 'function', 'createWithTimestampsLPG').size, 0);
  assert.equal(lockupSignatures('v4.0', 'function', 'createWithTimestampsLPG').size, 2);
  for (const contract of ['SablierLockup', 'SablierBatchLockup']) {
    const history = lockupHistory('function', 'createWithTimestampsLPG', contract);
    assert.equal(history.since, 'v4.0');
    assert.deepEqual(history.changedIn, []);
  }
});

test('withdraw: since v1.0 with the same signature in every release', () => {
  for (const version of historyReleases('lockup')) {
    assert.deepEqual([...lockupSignatures(version, 'function', 'withdraw')], ['withdraw(uint256,address,uint128)'], version);
  }
  const history = lockupHistory('function', 'withdraw');
  assert.equal(history.since, 'v1.0');
  assert.deepEqual(history.changedIn, []);
});

test('calculateMinFeeWei: since v3.0', () => {
  assert.equal(lockupSignatures('v2.0', 'function', 'calculateMinFeeWei').size, 0);
  assert.deepEqual([...lockupSignatures('v3.0', 'function', 'calculateMinFeeWei')], ['calculateMinFeeWei(uint256)']);
  const history = lockupHistory('function', 'calculateMinFeeWei');
  assert.equal(history.since, 'v3.0');
  assert.deepEqual(history.changedIn, []);
});

test('withdrawMultiple lost its `to` argument in v1.2', () => {
  assert.deepEqual([...lockupSignatures('v1.1', 'function', 'withdrawMultiple')], ['withdrawMultiple(uint256[],address,uint128[])']);
  assert.deepEqual([...lockupSignatures('v1.2', 'function', 'withdrawMultiple')], ['withdrawMultiple(uint256[],uint128[])']);
  const history = lockupHistory('function', 'withdrawMultiple');
  assert.equal(history.since, 'v1.0');
  assert.deepEqual(history.changedIn, ['v1.2']);
});

test('SablierBatchLockup items start with v2.0, the first release whose package ABIs have the contract', () => {
  for (const version of ['v1.0', 'v1.1', 'v1.2']) {
    assert.ok(!('SablierBatchLockup' in loadAbi('lockup', version)), `Lockup ${version} has no SablierBatchLockup ABI`);
  }
  const history = lockupHistory('function', 'createWithTimestampsLL', 'SablierBatchLockup');
  assert.equal(history.since, 'v2.0');
  assert.equal(history.sinceContract, true);
  assert.deepEqual(history.changedIn, ['v3.0', 'v4.0']);
});

test('an item two contracts share has each contract’s history, and the oldest one without a contract', () => {
  assert.ok(lockupSignatures('v1.2', 'error', 'SafeERC20FailedOperation').size > 0);
  assert.equal(lockupSignatures('v1.1', 'error', 'SafeERC20FailedOperation').size, 0);
  const item = { kind: 'error' as const, canonical: 'SafeERC20FailedOperation(address)' };
  assert.equal(historyOf('lockup', item, 'SablierLockup')?.since, 'v1.2');
  assert.deepEqual(
    {
      since: historyOf('lockup', item, 'SablierBatchLockup')?.since,
      sinceContract: historyOf('lockup', item, 'SablierBatchLockup')?.sinceContract,
    },
    { since: 'v2.0', sinceContract: true },
  );
  assert.deepEqual(
    { since: historyOf('lockup', item)?.since, sinceContract: historyOf('lockup', item)?.sinceContract },
    { since: 'v1.2', sinceContract: false },
  );
});

test('Comptroller: lowerMinFeeUSDForCampaign is new in v1.1, initialize changed in v1.1', () => {
  const names = (version: string) => contractItems(comptrollerAbis(version).SablierComptroller ?? []);
  const init = (version: string) => names(version).find((i) => i.name === 'initialize')?.canonical;
  assert.ok(!names('v1.0').some((i) => i.name === 'lowerMinFeeUSDForCampaign'));
  assert.ok(names('v1.1').some((i) => i.name === 'lowerMinFeeUSDForCampaign'));
  assert.notEqual(init('v1.0'), init('v1.1'));
  const of = (name: string) => releaseHistory('comptroller').find((h) => h.contract === 'SablierComptroller' && h.name === name)!;
  assert.equal(of('lowerMinFeeUSDForCampaign').since, 'v1.1');
  assert.equal(of('calculateMinFeeWeiFor').since, 'v1.0');
  assert.deepEqual(of('calculateMinFeeWeiFor').changedIn, []);
  assert.deepEqual(of('initialize').changedIn, ['v1.1']);
});

test('every item of the current releases has a consistent history', () => {
  for (const protocol of ['lockup', 'flow', 'airdrops', 'comptroller'] as const) {
    const releases = historyReleases(protocol);
    const current = releases[releases.length - 1]!;
    const abis = protocol === 'comptroller' ? comptrollerAbis(current) : loadAbi(protocol, current);
    const histories = releaseHistory(protocol);
    const expected = Object.values(abis).reduce((n, abi) => n + contractItems(abi).length, 0);
    assert.equal(histories.length, expected, `${protocol}: one history per item of each contract`);
    for (const h of histories) {
      const since = releases.indexOf(h.since);
      assert.ok(since >= 0, `${h.name}: ${h.since} is a release`);
      const changes = h.changedIn.map((v) => releases.indexOf(v));
      assert.ok(
        changes.every((c, i) => c > since && (i === 0 || c > changes[i - 1]!)),
        `${h.contract} ${h.name}: changes after ${h.since}, oldest first`,
      );
    }
  }
});

test('the "Since" line links the release and the upgrade section of a v3.0 or v4.0 change', () => {
  const ll = { kind: 'function' as const, canonical: lockupHistory('function', 'createWithTimestampsLL').canonical };
  assert.equal(
    historyLine('lockup', ll, 'SablierLockup'),
    '[Lockup v2.0](/guides/lockup/previous-deployments/v2.0) · signature last changed in [v4.0](/guides/lockup/upgrade#v3-to-v4)',
  );
  const withdraw = { kind: 'function' as const, canonical: 'withdraw(uint256,address,uint128)' };
  assert.equal(historyLine('lockup', withdraw, 'SablierLockup'), '[Lockup v1.0](/guides/lockup/previous-deployments/v1.0)');
  const lpg = { kind: 'function' as const, canonical: lockupHistory('function', 'createWithTimestampsLPG').canonical };
  assert.equal(historyLine('lockup', lpg, 'SablierLockup'), '[Lockup v4.0](/guides/lockup/deployments)');
  const multiple = { kind: 'function' as const, canonical: 'withdrawMultiple(uint256[],uint128[])' };
  assert.equal(
    historyLine('lockup', multiple, 'SablierLockup'),
    '[Lockup v1.0](/guides/lockup/previous-deployments/v1.0) · signature changed in v1.2',
  );
  assert.equal(
    historyCell('lockup', ll, 'SablierLockup'),
    '[v2.0](/guides/lockup/previous-deployments/v2.0); changed in [v4.0](/guides/lockup/upgrade#v3-to-v4)',
  );
  const batch = { kind: 'error' as const, canonical: 'SablierBatchLockup_BatchSizeZero()' };
  assert.match(historyLine('lockup', batch, 'SablierBatchLockup'), /, the first release with `SablierBatchLockup`$/);
  assert.equal(historyLine('legacy', withdraw), '', 'the 2019 protocol has no history');
  assert.equal(historyLine('comptroller', { kind: 'function', canonical: 'VERSION()' }), 'Comptroller v1.1');
});

test('the Flow history covers v1.0 to the current v3.0', () => {
  assert.deepEqual(historyReleases('flow'), ['v1.0', 'v1.1', 'v2.0', 'v3.0']);
});

/** Canonical signatures of a SablierFlow item of a kind and name in one Flow release. */
function flowSignatures(version: string, kind: Item['kind'], name: string): string[] {
  return contractItems(loadAbi('flow', version).SablierFlow ?? [])
    .filter((i) => i.kind === kind && i.name === name)
    .map((i) => i.canonical);
}

test('Flow: create gained a start time in v2.0, transferFromPayable is new in v3.0, withdraw never changed', () => {
  const creates = ['v1.0', 'v1.1', 'v2.0', 'v3.0'].map((v) => flowSignatures(v, 'function', 'create'));
  assert.deepEqual(creates[0], creates[1], 'v1.1 kept the signature of v1.0');
  assert.notDeepEqual(creates[1], creates[2], 'v2.0 changed it');
  assert.ok(creates[2]![0]!.includes(',uint40,'), 'v2.0 takes a start time');
  assert.deepEqual(creates[2], creates[3], 'v3.0 kept the signature of v2.0');
  const create = { kind: 'function' as const, canonical: creates[3]![0]! };
  assert.equal(
    historyLine('flow', create, 'SablierFlow'),
    '[Flow v1.0](/guides/flow/previous-deployments/v1.0) · signature changed in [v2.0](/guides/flow/upgrade#v1-to-v2)',
  );
  assert.equal(
    historyCell('flow', create, 'SablierFlow'),
    '[v1.0](/guides/flow/previous-deployments/v1.0); changed in [v2.0](/guides/flow/upgrade#v1-to-v2)',
  );
  assert.deepEqual(flowSignatures('v2.0', 'function', 'transferFromPayable'), []);
  const payable = { kind: 'function' as const, canonical: 'transferFromPayable(address,address,uint256)' };
  assert.equal(historyLine('flow', payable, 'SablierFlow'), '[Flow v3.0](/guides/flow/deployments)');
  const withdraw = { kind: 'function' as const, canonical: 'withdraw(uint256,address,uint128)' };
  for (const version of historyReleases('flow')) assert.deepEqual(flowSignatures(version, 'function', 'withdraw'), [withdraw.canonical]);
  assert.equal(historyLine('flow', withdraw, 'SablierFlow'), '[Flow v1.0](/guides/flow/previous-deployments/v1.0)');
});

test('the Airdrops history covers v1.1 to the current v3.0', () => {
  assert.deepEqual(historyReleases('airdrops'), ['v1.1', 'v1.2', 'v1.3', 'v2.0', 'v3.0']);
});

/** Names of the items of a kind in one contract of one Airdrops release ([] when the release lacks the contract). */
function airdropsNames(version: string, contract: string, kind: Item['kind']): string[] {
  return contractItems(loadAbi('airdrops', version)[contract] ?? [])
    .filter((i) => i.kind === kind)
    .map((i) => i.name);
}

test('Airdrops: items that moved from the single factory, or that a new campaign type inherits, keep their first release', () => {
  // The package's ABIs first: Airdrops v1.3 had one factory that created LL campaigns, v2.0 one factory per type.
  assert.ok(airdropsNames('v1.3', 'SablierMerkleFactory', 'function').includes('createMerkleLL'));
  assert.ok(airdropsNames('v1.2', 'SablierV2MerkleLockupFactory', 'function').includes('createMerkleLL'));
  assert.deepEqual(airdropsNames('v1.3', 'SablierFactoryMerkleLL', 'function'), []);
  const createLL = releaseHistory('airdrops').find((h) => h.contract === 'SablierFactoryMerkleLL' && h.name === 'createMerkleLL')!;
  assert.equal(createLL.since, 'v1.2', 'the LL factory took createMerkleLL over from the single factory');
  assert.deepEqual(createLL.changedIn, ['v1.3', 'v2.0', 'v3.0']);
  assert.equal(
    historyLine('airdrops', { kind: 'function', canonical: createLL.canonical }, 'SablierFactoryMerkleLL'),
    '[Airdrops v1.2](/guides/airdrops/previous-deployments/v1.2) · signature last changed in [v3.0](/guides/airdrops/upgrade#v2-to-v3)',
  );
  // The Execute factory is new in v3.0, but what every factory inherits from SablierFactoryMerkleBase is from v2.0.
  assert.deepEqual(airdropsNames('v2.0', 'SablierFactoryMerkleExecute', 'function'), []);
  assert.ok(airdropsNames('v2.0', 'SablierFactoryMerkleVCA', 'function').includes('setNativeToken'));
  const create = releaseHistory('airdrops').find((h) => h.contract === 'SablierFactoryMerkleExecute' && h.name === 'createMerkleExecute')!;
  assert.equal(
    historyLine('airdrops', { kind: 'function', canonical: create.canonical }, 'SablierFactoryMerkleExecute'),
    '[Airdrops v3.0](/guides/airdrops/deployments), the first release with `SablierFactoryMerkleExecute`',
  );
  assert.equal(
    historyLine('airdrops', { kind: 'function', canonical: 'setNativeToken(address)' }, 'SablierFactoryMerkleExecute'),
    '[Airdrops v2.0](/guides/airdrops/previous-deployments/v2.0)',
  );
  // The Execute campaign inherits clawback, which every campaign has had since v1.1.
  assert.ok(airdropsNames('v1.1', 'SablierV2MerkleStreamer', 'function').includes('clawback'));
  const clawback = releaseHistory('airdrops').find((h) => h.contract === 'SablierMerkleExecute' && h.name === 'clawback')!;
  assert.equal(clawback.since, 'v1.1');
  assert.equal(clawback.sinceContract, false);
  // claimAndExecute exists only in v3.0's Execute campaign.
  const execute = releaseHistory('airdrops').find((h) => h.contract === 'SablierMerkleExecute' && h.name === 'claimAndExecute')!;
  assert.deepEqual([execute.since, execute.sinceContract], ['v3.0', true]);
});

/* The Airdrops upgrade page (/guides/airdrops/upgrade) */

test('Airdrops upgrade data: each v2.0 factory against the single v1.3 factory, each campaign type, new contracts as new', () => {
  const keys = Object.keys(ABI_DIFFS).filter((k) => k.startsWith('airdrops-'));
  const expected = [
    ...['instant', 'll', 'lt', 'vca'].flatMap((t) => [`airdrops-v1.3-v2.0-factory-${t}`, `airdrops-v1.3-v2.0-${t}`]),
    ...['instant', 'll', 'lt', 'vca', 'execute'].flatMap((t) => [`airdrops-v2.0-v3.0-factory-${t}`, `airdrops-v2.0-v3.0-${t}`]),
  ];
  assert.deepEqual(keys.sort(), expected.sort());
  for (const key of keys) {
    const diff = ABI_DIFFS[key]!();
    const from = diff.from.contract === null ? [] : contractItems(loadAbi('airdrops', diff.from.version)[diff.from.contract]!);
    const to = contractItems(loadAbi('airdrops', diff.to.version)[diff.to.contract]!);
    const ids = (items: Item[]) => new Set(items.map((i) => `${i.kind} ${i.canonical}`));
    const [before, after] = [ids(from), ids(to)];
    assert.equal(
      diff.added.length + diff.changed.length + diff.renamed.length,
      [...after].filter((id) => !before.has(id)).length,
      `${key}: every item only the later ABI has is listed`,
    );
  }
  const factoryLL = ABI_DIFFS['airdrops-v1.3-v2.0-factory-ll']!();
  assert.deepEqual([factoryLL.from.contract, factoryLL.to.contract], ['SablierMerkleFactory', 'SablierFactoryMerkleLL']);
  assert.ok(
    factoryLL.removed.some((c) => c.signature.startsWith('collectFees(')),
    'the v1.3 factory collected fees itself',
  );
  assert.ok(
    factoryLL.removed.some((c) => c.signature.startsWith('createMerkleLT(')),
    'the LL factory creates LL campaigns only',
  );
  const vca = ABI_DIFFS['airdrops-v1.3-v2.0-vca']!();
  assert.equal(vca.from.contract, null, 'VCA campaigns are new in v2.0');
  assert.equal(vca.added.length, contractItems(loadAbi('airdrops', 'v2.0').SablierMerkleVCA!).length);
  const execute = ABI_DIFFS['airdrops-v2.0-v3.0-execute']!();
  assert.equal(execute.from.contract, null, 'Execute campaigns are new in v3.0');
  assert.ok(execute.added.some((c) => c.signature.startsWith('claimAndExecute(')));
  const instant = ABI_DIFFS['airdrops-v2.0-v3.0-instant']!();
  assert.ok(
    instant.added.some((c) => c.signature.startsWith('claimViaAttestation(')),
    'v3.0 campaigns take attestations',
  );
});

/* The upgrade page (/guides/lockup/upgrade) */

const STEPS = [
  { key: 'lockup-v2.0-v3.0', from: 'v2.0', to: 'v3.0', contract: 'SablierLockup' },
  { key: 'lockup-v2.0-v3.0-batch', from: 'v2.0', to: 'v3.0', contract: 'SablierBatchLockup' },
  { key: 'lockup-v3.0-v4.0', from: 'v3.0', to: 'v4.0', contract: 'SablierLockup' },
  { key: 'lockup-v3.0-v4.0-batch', from: 'v3.0', to: 'v4.0', contract: 'SablierBatchLockup' },
] as const;

const keysOf = (version: string, contract: string): Map<string, Item> =>
  new Map(contractItems(loadAbi('lockup', version)[contract] ?? []).map((i) => [`${i.kind} ${i.key}`, i]));

for (const step of STEPS) {
  test(`upgrade page data ${step.key}: the lists are non-empty and match the package ABIs`, () => {
    const make = ABI_DIFFS[step.key];
    assert.ok(make, `ABI_DIFFS has ${step.key}`);
    const diff = make();
    assert.deepEqual(
      [diff.from, diff.to],
      [
        { version: step.from, contract: step.contract },
        { version: step.to, contract: step.contract },
      ],
    );
    assert.ok(diff.added.length + diff.removed.length + diff.changed.length + diff.renamed.length > 0, 'the diff is not empty');
    assert.ok(diff.changed.length > 0, 'create functions change in every step');
    const before = keysOf(step.from, step.contract);
    const after = keysOf(step.to, step.contract);
    const canon = (m: Map<string, Item>) => new Set([...m.values()].map((i) => `${i.kind} ${i.canonical}`));
    const [beforeCanon, afterCanon] = [canon(before), canon(after)];
    const onlyAfter = [...after.values()].filter((i) => !beforeCanon.has(`${i.kind} ${i.canonical}`)).map((i) => `${i.kind} ${i.key}`);
    const onlyBefore = [...before.values()].filter((i) => !afterCanon.has(`${i.kind} ${i.canonical}`)).map((i) => `${i.kind} ${i.key}`);
    const listed = (list: { kind: string; signature: string }[]) => list.map((c) => `${c.kind} ${c.signature}`);
    assert.deepEqual(
      [...listed(diff.added), ...listed(diff.changed), ...diff.renamed.map((r) => `${r.kind} ${r.to}`)].sort(),
      onlyAfter.sort(),
      'added, changed and renamed-to items are exactly the items only the later ABI has',
    );
    const changedNames = new Set(diff.changed.map((c) => `${c.kind} ${c.signature.split('(')[0]}`));
    assert.deepEqual(
      [...listed(diff.removed), ...diff.renamed.map((r) => `${r.kind} ${r.from}`)].sort(),
      onlyBefore.filter((id) => !changedNames.has(id.split('(')[0]!)).sort(),
      'removed and renamed-from items are exactly the items only the earlier ABI has, re-signed ones aside',
    );
    for (const r of diff.renamed) {
      assert.equal(r.kind, 'error');
      const reason = (s: string) => s.slice(s.indexOf('_') + 1);
      assert.equal(reason(r.from), reason(r.to), `${r.from} -> ${r.to} keeps its reason and parameters`);
    }
  });
}

test('upgrade page data: the facts the page explains are in the ABI differences', () => {
  const v3 = ABI_DIFFS['lockup-v2.0-v3.0']!();
  const removed = new Set(v3.removed.map((c) => c.signature));
  for (const gone of [
    'MAX_COUNT()',
    'MAX_BROKER_FEE()',
    'renounceMultiple(uint256[])',
    'admin()',
    'transferAdmin(address)',
    'collectFees()',
  ]) {
    assert.ok(removed.has(gone), `v3.0 removes ${gone}`);
  }
  const added = new Set(v3.added.map((c) => c.signature.split('(')[0]));
  for (const name of [
    'calculateMinFeeWei',
    'comptroller',
    'transferFeesToComptroller',
    'InvalidStreamInCancelMultiple',
    'SablierLockup_InsufficientFeePayment',
  ]) {
    assert.ok(added.has(name), `v3.0 adds ${name}`);
  }
  const renames = new Map(v3.renamed.map((r) => [r.from.split('(')[0], r.to.split('(')[0]]));
  assert.equal(renames.get('SablierLockupBase_Null'), 'SablierLockupState_Null');
  assert.equal(renames.get('SablierLockupBase_Overdraw'), 'SablierLockup_Overdraw');
  assert.equal(renames.get('SablierLockup_NotExpectedModel'), 'SablierLockupState_NotExpectedModel');
  const v4 = ABI_DIFFS['lockup-v3.0-v4.0']!();
  assert.deepEqual(v4.removed, []);
  assert.deepEqual(v4.changed.map((c) => c.signature.split('(')[0]).sort(), [
    'CreateLockupLinearStream',
    'createWithDurationsLL',
    'createWithTimestampsLL',
  ]);
  assert.ok(v4.added.some((c) => c.signature.startsWith('createWithTimestampsLPG(')));
});

test('upgrade page data: the helper library errors are absent from every ABI and keep their reason when renamed', () => {
  const abiErrors = new Set(
    ['v2.0', 'v3.0', 'v4.0'].flatMap((v) =>
      Object.values(loadAbi('lockup', v)).flatMap((abi) =>
        contractItems(abi)
          .filter((i) => i.kind === 'error')
          .map((i) => i.name),
      ),
    ),
  );
  for (const [key, changes] of Object.entries(LIBRARY_ERROR_CHANGES)) {
    const names = [...changes.renamed.flatMap((r) => [r.from, r.to]), ...changes.added, ...changes.removed];
    assert.ok(names.length > 0, key);
    for (const name of names) assert.ok(!abiErrors.has(name), `${key}: ${name} is not in an ABI`);
    for (const r of changes.renamed) assert.equal(r.from.replace(/^SablierHelpers_/, ''), r.to.replace(/^SablierLockupHelpers_/, ''));
  }
  assert.equal(LIBRARY_ERROR_CHANGES['lockup-v3.0-v4.0']!.renamed.length, 20);
  assert.deepEqual(LIBRARY_ERROR_CHANGES['lockup-v3.0-v4.0']!.library, { from: 'Helpers', to: 'LockupHelpers' });
  for (const [version, name] of [
    ['v3.0', 'Helpers'],
    ['v4.0', 'LockupHelpers'],
  ] as const) {
    assert.ok(
      JSON.stringify(packageRelease({ protocol: 'lockup', version }).manifest).includes(`"${name}"`),
      `Lockup ${version} ships ${name}`,
    );
  }
});

test('the upgrade page renders every step and names the aliases the package gives each release', () => {
  const page = readFileSync(join(root, 'docs/guides/lockup/upgrade.mdx'), 'utf8');
  assert.match(page, /^title: "?Upgrading to Lockup v4\.0"?$/m);
  assert.match(page, /\{#v2-to-v3\}/);
  assert.match(page, /\{#v3-to-v4\}/);
  for (const step of STEPS) assert.ok(page.includes(`changes['${step.key}']`), `the page renders ${step.key}`);
  for (const key of Object.keys(LIBRARY_ERROR_CHANGES))
    assert.ok(page.includes(`libraryErrors['${key}']`), `the page renders the library errors of ${key}`);
  const aliases = Object.fromEntries(
    ['v2.0', 'v3.0', 'v4.0'].map((version) => [version, packageRelease({ protocol: 'lockup', version }).aliases?.SablierLockup]),
  );
  assert.deepEqual(aliases, { 'v2.0': 'LK', 'v3.0': 'LK2', 'v4.0': 'LK3' });
  for (const alias of Object.values(aliases)) assert.ok(page.includes(`\`${alias}\``), `the page names ${alias}`);
  assert.deepEqual(
    ['v1.3', 'v2.0', 'v3.0'].map((v) => lockupVersionsForAirdrops(v)),
    [['v2.0'], ['v3.0'], ['v4.0']],
    'the page says which Lockup release each Airdrops release streams through',
  );
  assert.match(
    page.replace(/\s+/g, ' '),
    /pairs Airdrops v1\.3 campaigns with Lockup v2\.0, Airdrops v2\.0 with Lockup v3\.0 and Airdrops v3\.0 with Lockup v4\.0/,
  );
});
