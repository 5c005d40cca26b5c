import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toFunctionSelector } from 'viem';
import { type AbiEntry, packageRelease, releaseAbis } from '../../generators/sablier-package';
import { currentRelease, currentReleaseLabel } from '../../src/lib/releases';

/**
 * The troubleshooting table on /support/technical-guides pairs selectors with error signatures. Each selector must be
 * the hash of its signature, and each error must exist with those argument types in the ABIs of the current releases
 * (Lockup, Flow and Airdrops, as `src/lib/releases.ts` names them) in the pinned `sablier` package. Errors raised in a
 * linked library of the current Lockup release are not in its ABIs: they are recognised by the library's name, which
 * the package lists among the release's contracts (`LockupHelpers` gives `SablierLockupHelpers_*`), and checked by
 * signature only.
 */

const page = readFileSync(join(__dirname, '..', '..', 'docs', 'support', 'technical-guides.mdx'), 'utf8');
const rows = [...page.matchAll(/^\| `(0x[0-9a-f]{8})` \| `([A-Za-z0-9_]+)\(([a-z0-9,]*)\)` \|/gm)].map((m) => ({
  selector: m[1] ?? '',
  name: m[2] ?? '',
  types: m[3] ?? '',
}));

const lockupAbis = releaseAbis(currentRelease('lockup'));
// Every Airdrops contract: since v2.0 the factories and each campaign type raise errors of their own.
const airdropsAbis = Object.values(releaseAbis(currentRelease('airdrops'))).flat();
const abis: AbiEntry[] = [...Object.values(lockupAbis).flat(), ...(releaseAbis(currentRelease('flow')).SablierFlow ?? []), ...airdropsAbis];

/** `Sablier<Library>_` for every contract of the current Lockup release that ships no ABI (its linked libraries). */
const libraryPrefixes = packageRelease(currentRelease('lockup'))
  .contractNames.filter((name) => !lockupAbis[name])
  .map((name) => `Sablier${name}_`);

const signatureOf = (row: { name: string; types: string }): string => `${row.name}(${row.types})`;
const isLibraryError = (name: string): boolean => libraryPrefixes.some((prefix) => name.startsWith(prefix));
const inAbis = (row: { name: string; types: string }): boolean =>
  abis.some((item) => item.type === 'error' && item.name === row.name && (item.inputs ?? []).map((i) => i.type).join(',') === row.types);

test('the page has a selector table', () => {
  assert.ok(rows.length >= 10, `only ${rows.length} selector rows found`);
});

test('every selector is the hash of its signature', () => {
  for (const row of rows) {
    assert.equal(toFunctionSelector(signatureOf(row)), row.selector, signatureOf(row));
  }
});

test('every error exists with these argument types in the current Lockup, Flow or Airdrops release', () => {
  assert.ok(libraryPrefixes.length > 0, 'the current Lockup release lists no library');
  for (const row of rows) {
    if (isLibraryError(row.name)) continue;
    assert.ok(inAbis(row), `${signatureOf(row)} is not an error of the current releases`);
  }
});

test(`the table covers ${currentReleaseLabel('lockup')}, including its minimum withdrawal fee`, () => {
  const lockupErrors = Object.values(lockupAbis)
    .flat()
    .filter((item) => item.type === 'error')
    .map((item) => item.name);
  const lockupRows = rows.filter((row) => lockupErrors.includes(row.name) && row.name.startsWith('SablierLockup'));
  assert.ok(lockupRows.length >= 5, `only ${lockupRows.length} rows with errors of ${currentReleaseLabel('lockup')}`);
  assert.ok(
    rows.some((row) => row.name === 'SablierLockup_InsufficientFeePayment'),
    'the withdrawal fee error is missing from the table',
  );
});

test(`the table covers ${currentReleaseLabel('flow')}, including its minimum withdrawal fee`, () => {
  const flowErrors = (releaseAbis(currentRelease('flow')).SablierFlow ?? [])
    .filter((item) => item.type === 'error')
    .map((item) => item.name);
  const flowRows = rows.filter((row) => flowErrors.includes(row.name) && row.name.startsWith('SablierFlow'));
  assert.ok(flowRows.length >= 5, `only ${flowRows.length} rows with errors of ${currentReleaseLabel('flow')}`);
  assert.ok(
    rows.some((row) => row.name === 'SablierFlow_InsufficientFeePayment'),
    'the Flow withdrawal fee error is missing from the table',
  );
});

test(`the table covers ${currentReleaseLabel('airdrops')}, including its claim fee`, () => {
  const airdropsErrors = airdropsAbis.filter((item) => item.type === 'error').map((item) => item.name);
  const airdropsRows = rows.filter((row) => airdropsErrors.includes(row.name) && /^Sablier(Factory)?Merkle/.test(row.name));
  assert.ok(airdropsRows.length >= 3, `only ${airdropsRows.length} rows with errors of ${currentReleaseLabel('airdrops')}`);
  assert.ok(
    rows.some((row) => row.name === 'SablierMerkleBase_InsufficientFeePayment'),
    'the claim fee error of Airdrops is missing from the table',
  );
});
