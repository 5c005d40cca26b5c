import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { ENTITY_IDS } from '../../generators/graphql-api/entity-ids';
import { loadProtocolDocs } from '../../generators/contract-reference/descriptions';
import type { ProtocolDocs } from '../../generators/contract-reference/description-types';
import { loadAbi } from '../../generators/contract-reference/abi';
import { packageRelease } from '../../lib/sablier-package';
import { CURRENT_RELEASES } from '../../src/lib/releases';
import { abiDiff, releaseChains } from '../../generators/release-facts/facts';

/**
 * Pins for the twenty errors the November 2026 audit found (issue 16). Each test checks the page or
 * description against the fact the audit took from the sources, so the error cannot come back
 * unnoticed. Where the fact lives in data (ABIs, id formats, chains) the test reads the data.
 */
const root = join(__dirname, '..', '..');
const page = (path: string) => readFileSync(join(root, path), 'utf8').replace(/\s*\n\s*/g, ' ');
const airdropsDocs = loadProtocolDocs('airdrops');
const flowDocs = loadProtocolDocs('flow');
const lockupDocs = loadProtocolDocs('lockup');
const fn = (docs: ProtocolDocs, key: string) => {
  const doc = docs.functions[key];
  assert.ok(doc, `no description for ${key}`);
  return doc;
};

test('1. Batch ids put the sender before the transaction hash', () => {
  assert.equal(ENTITY_IDS.find((e) => e.entity === 'LockupBatch')?.format, 'batch-{chainId}-{sender}-{txHash}');
  for (const schema of ['schema/streams.graphql']) {
    assert.doesNotMatch(page(schema), /txHash\}-\{(batcher|sender)/, schema);
  }
});

test('2. the factory salt is the caller and the encoded parameters, with no chain id', () => {
  for (const [key, doc] of Object.entries(airdropsDocs.functions).filter(([k]) => k.startsWith('createMerkle'))) {
    const salt = doc.text.split(/(?<=\.)\s/).find((s) => /salt/.test(s)) ?? '';
    assert.match(salt, /caller/, key);
    assert.doesNotMatch(salt.replace(/on every chain[^)]*/, ''), /chain/, `${key}: the salt has no chain id`);
  }
});

test('3. the CreateMerkleLT event description names totalDuration, a field its ABI has', () => {
  // The single factory of Airdrops v1.3 emitted it; since v2.0 the LT factory does.
  const event = Object.values(loadAbi('airdrops', CURRENT_RELEASES.airdrops))
    .flat()
    .find((e) => e.type === 'event' && e.name === 'CreateMerkleLT');
  const fields = (event?.inputs ?? []).map((i) => i.name ?? '');
  assert.ok(fields.includes('totalDuration') && !fields.includes('totalPercentage'), fields.join(','));
  const [, doc] = Object.entries(airdropsDocs.events).find(([k]) => k.startsWith('CreateMerkleLT('))!;
  assert.match(doc.text, /`totalDuration`/);
  assert.doesNotMatch(doc.text, /total percentage/i);
});

test('4. a function that reverts with CallerNotFactory (or, since Airdrops v2.0, CallerNotComptroller) names that contract as its caller', () => {
  // Airdrops v1.3 guarded collectFees with SablierMerkleBase_CallerNotFactory; v3.0 guards lowerMinFeeUSD (and the
  // factories' comptroller functions) with the comptroller's own errors.
  const guardedBy = (error: string) =>
    Object.entries(airdropsDocs.functions).filter(
      ([key, d]) => !key.includes('ISablierMerkleBase') && d.reverts?.some((r) => r.includes(error)),
    );
  const guarded = [
    ...guardedBy('CallerNotFactory').map((g) => [g, 'factory'] as const),
    ...guardedBy('CallerNotComptroller').map((g) => [g, 'comptroller'] as const),
  ];
  assert.ok(guarded.length > 0);
  for (const [[key, doc], role] of guarded) assert.deepEqual(doc.caller, [role], key);
});

test('5. the stream shape is described as stored by every Lockup campaign', () => {
  // `shape()` of Airdrops v1.3 is `streamShape()` of SablierMerkleLockup since v2.0 (LL and LT campaigns).
  assert.doesNotMatch(fn(airdropsDocs, 'streamShape()').text, /empty/i);
});

test('6. the FAQ names all three clawback windows', () => {
  const faq = page('docs/support/faq.mdx');
  const answer = faq.slice(faq.indexOf('{#clawback}'), faq.indexOf('{#clawback}') + 600);
  assert.match(answer, /before (the first claim|anyone has claimed)/);
  assert.match(answer, /7 days|seven days/);
  assert.match(answer, /expires|expiration|expiry/);
});

test('8. restart and restartAndDeposit list the rate error a zero rate hits', () => {
  for (const key of ['restart(uint256,UD21x18)', 'restartAndDeposit(uint256,UD21x18,uint128)']) {
    assert.ok(fn(flowDocs, key).reverts?.includes('SablierFlow_RatePerSecondNotDifferent'), key);
  }
});

test('9. SablierFlow_InvalidCalculation belongs to refunds only', () => {
  const [, error] = Object.entries(flowDocs.errors).find(([k]) => k.startsWith('SablierFlow_InvalidCalculation'))!;
  assert.doesNotMatch(error.text, /withdraw/i);
  const raisers = Object.entries(flowDocs.functions)
    .filter(([, d]) => d.reverts?.includes('SablierFlow_InvalidCalculation'))
    .map(([k]) => k.split('(')[0]);
  assert.ok(raisers.length > 0 && raisers.every((n) => n!.startsWith('refund')), raisers.join(','));
});

test('10. batch creation is not said to save token transfers', () => {
  assert.doesNotMatch(page('docs/guides/lockup/examples/batch-create-streams/lockup-linear.mdx'), /saves[^.]*token transfers/);
});

test('11. getRecipient is the getter that reverts with the ERC-721 error', () => {
  const text = page('docs/guides/lockup/examples/vesting-data.mdx');
  assert.doesNotMatch(text, /Every getter reverts/);
  assert.match(text, /`getRecipient`[^.]*`ERC721NonexistentToken`/);
  assert.ok(
    lockupDocs.errors['ERC721NonexistentToken(uint256)'] ??
      Object.keys(lockupDocs.errors).some((k) => k.startsWith('ERC721NonexistentToken')),
  );
});

test('12. audit report folders are named as in the audits repository', () => {
  const text = page('docs/concepts/security.mdx');
  for (const folder of ['lockup/v2.0', 'flow/v1.1', 'airdrops/v1.3']) assert.match(text, new RegExp(`\`${folder}\``));
  assert.doesNotMatch(text, /`(flow\/v1\.1\.0|airdrops\/v1\.0\.0)`/);
});

test('13. the insolvency example follows from descaling with a floor', () => {
  const text = page('docs/concepts/flow/statuses.mdx');
  const unit = 10n ** (18n - 6n);
  const rate = 10n ** 11n;
  const seconds = (unit + rate - 1n) / rate;
  assert.equal(seconds, 10n);
  assert.match(
    text,
    /rate of \$10\^\{11\}\$ \(0\.0000001 USDC per second\) is solvent for its first nine seconds and turns insolvent at the tenth/,
  );
  assert.doesNotMatch(text, /turns insolvent one second later unless/);
});

test('14. the rounding loss shown for 3,000 USDC a month is the real remainder', () => {
  const text = page('docs/guides/flow/examples/create-stream.mdx');
  const amount = 3000n * 10n ** 18n;
  const month = 2592000n;
  const rate = amount / month;
  const remainder = amount - rate * month;
  const streamed = rate * month;
  assert.ok(text.includes(`${rate} \\cdot ${month} = ${remainder}`), `the page shows ${rate} · ${month} = ${remainder}`);
  const whole = streamed / 10n ** 18n;
  const fraction = (streamed % 10n ** 18n).toString().padStart(18, '0');
  assert.ok(text.includes(`${whole}.${fraction.replace(/0+$/, '')}`), `the page shows the 18-decimal debt ${whole}.${fraction}`);
  const withdrawable = streamed / 10n ** 12n;
  assert.equal(withdrawable, 2999999999n);
  assert.match(text, /2,999\.999999 USDC/);
});

test('15. Legacy v1.0 stream ids are Payroll salary ids', () => {
  const text = page('docs/api/legacy.mdx');
  assert.match(text, /v1\.0[^.]*salary id/);
  assert.doesNotMatch(text, /id is just the numeric stream id/);
});

test('16. Lockup v1.2 replaced hooks rather than adding them', () => {
  const text = page('docs/guides/lockup/previous-deployments/v1.2.mdx');
  assert.match(text, /allowToHook/);
  assert.match(text, /since v1\.0/);
});

test('17. Flow v1.1 adds collectFees to v1.0, and the upgrade guide renders the ABI difference', () => {
  const diff = abiDiff('flow', ['v1.0', 'SablierFlow'], ['v1.1', 'SablierFlow']);
  assert.ok(diff.added.some((i) => i.signature === 'collectFees()'));
  assert.match(page('docs/guides/flow/upgrade.mdx'), /<AbiChanges diff=\{changes\['flow-v1\.0-v1\.1'\]\} \/>/);
});

test('18. only Lockup v1.0 and v1.1 had a comptroller', () => {
  const text = page('docs/concepts/governance.mdx');
  assert.doesNotMatch(text, /Lockup v1\.x used a shared comptroller/);
  assert.match(text, /v1\.0 and v1\.1 used a shared `SablierV2Comptroller`/);
  const hasComptroller = (version: string) =>
    JSON.stringify(packageRelease({ protocol: 'lockup', version }).manifest).includes('SablierV2Comptroller');
  assert.deepEqual(['v1.0', 'v1.1', 'v1.2', 'v2.0'].map(hasComptroller), [true, true, false, false]);
});

test('19. the Merkle API accepts extra CSV columns', () => {
  const text = page('docs/api/airdrops/merkle-api/functionality.mdx');
  assert.doesNotMatch(text, /exactly two columns/);
  assert.match(text, /at least two columns/);
});

test('20. the Legacy chain list comes from the package and includes Ronin', () => {
  assert.ok(releaseChains('legacy', 'v1.1').mainnets.includes('Ronin'));
  assert.match(page('docs/api/legacy.mdx'), /<ReleaseChains chains=\{chains\['legacy-v1\.1'\]\} \/>/);
});
