import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toFunctionSelector } from 'viem';
import { type AbiEntry, packageRelease, releaseAbis } from '../../lib/sablier-package';
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

/**
 * The paragraph under the Airdrops table names errors of earlier Airdrops releases, one release per sentence
 * ("An Airdrops v2.0 campaign …"). Each error it names must be in the ABIs of the release its sentence is about, and
 * an error given as the one for an already claimed index must be that release's (and of any other release the
 * sentence names, as in "the same … as v3.0"). The audit of issue 54 found v2.0 given v1.3's name.
 */
const earlierAirdrops = (() => {
  const start = page.indexOf('Campaigns of earlier Airdrops releases');
  const end = page.indexOf('To compute a selector', start);
  return start < 0 || end < 0 ? '' : page.slice(start, end).replace(/\s*\n\s*/g, ' ');
})();

const airdropsErrorsOf = (version: string) =>
  Object.values(releaseAbis({ protocol: 'airdrops', version }))
    .flat()
    .filter((item) => item.type === 'error')
    .map((item) => `${item.name}(${(item.inputs ?? []).map((i) => i.type).join(',')})`);

test('every inline error selector on the page is the hash of the signature before it', () => {
  const pairs = [...page.replace(/\s*\n\s*/g, ' ').matchAll(/`([A-Za-z0-9_]+\([a-z0-9,[\]]*\))` \(`(0x[0-9a-f]{8})`\)/g)];
  assert.ok(pairs.length >= 3, `only ${pairs.length} inline selectors found`);
  for (const [, signature, selector] of pairs) assert.equal(toFunctionSelector(signature ?? ''), selector, signature);
});

test('the errors named for earlier Airdrops releases are the ones those releases raise', () => {
  const claims = earlierAirdrops
    .split(/(?<=\.)\s+(?=[A-Z])/)
    .map((sentence) => ({ sentence, subject: /\bAirdrops (v\d+\.\d+) campaign/.exec(sentence)?.[1] }))
    .filter((claim): claim is { sentence: string; subject: string } => claim.subject !== undefined);
  assert.ok(claims.length >= 2, `only ${claims.length} sentences about an earlier Airdrops release`);
  for (const { sentence, subject } of claims) {
    const releases = [...new Set(sentence.match(/\bv\d+\.\d+\b/g) ?? [])];
    const named = [...sentence.matchAll(/`([A-Za-z0-9_]+\([a-z0-9,]*\))`/g)].map((m) => m[1] ?? '');
    assert.ok(named.length > 0, `no error in: ${sentence}`);
    for (const signature of named) {
      const claimed = /Claimed\(/.test(signature);
      for (const version of claimed ? releases : [subject]) {
        assert.ok(airdropsErrorsOf(version).includes(signature), `Airdrops ${version} has no ${signature} (${sentence})`);
      }
    }
    if (/already claimed index/.test(sentence)) {
      for (const version of releases) {
        const actual = airdropsErrorsOf(version).filter((error) => /Claimed\(/.test(error));
        assert.ok(
          actual.length > 0 && actual.every((error) => named.includes(error)),
          `Airdrops ${version} rejects a claimed index with ${actual.join(', ')}: ${sentence}`,
        );
      }
    }
  }
});
