import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { readAbiDiffs } from '../../lib/release-data/abi-diffs';
import { EARLIER_ERROR_RELEASES } from '../../lib/release-data/earlier-error-releases';
import { readEarlierNames } from '../../lib/release-data/earlier-names';
import { GOVERNED_SINCE } from '../../lib/release-data/governed-since';
import { UPGRADE_ANCHORS, readUpgradeAnchors } from '../../lib/release-data/upgrade-anchors';
import { readReleaseList } from '../../lib/release-data/release-list';
import { documentedReleases, PRODUCTS, releaseKey } from '../../src/lib/releases';

/**
 * Release facts that are data live in content/releases/, each file read by one loader that checks its shape. A wrong
 * edit must fail there, naming the file and the field, not later as an odd page.
 */
const root = join(__dirname, '..', '..');
const releases = JSON.parse(readFileSync(join(root, 'content/releases/releases.json'), 'utf8')) as Record<string, unknown>;

test('each file under content/releases/ is read by one loader', () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'content/releases'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => path.endsWith('.json'));
  const code = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    const readers = code.filter((path) =>
      new RegExp(`from '[./]*/${file.replace(/[.]/g, '\\.')}'`).test(readFileSync(join(root, path), 'utf8')),
    );
    assert.equal(readers.length, 1, `${file} is imported by ${readers.length ? readers.join(', ') : 'no module'}`);
  }
});

test('a wrong edit to the release list fails naming the file and the field', () => {
  const current = releases.current as Record<string, string>;
  const cases: [unknown, RegExp][] = [
    [
      { ...releases, current: { ...current, flow: '3.0' } },
      /content\/releases\/releases\.json: current\.flow must be a version such as "v4\.0", not "3\.0"$/,
    ],
    [{ ...releases, current: { lockup: 'v4.0' } }, /current has no entry for flow, airdrops, bob$/],
    [{ ...releases, current: { ...current, lokup: 'v4.0' } }, /the key current\.lokup must be one of lockup, flow, airdrops, bob/],
    [{ ...releases, curent: current }, /curent is not a field here/],
    [{ ...releases, solana: [{ protocol: 'solana', version: 'v0.1' }] }, /solana\[0\]\.protocol must be one of/],
  ];
  for (const [edited, message] of cases) assert.throws(() => readReleaseList(edited), message);
  assert.deepEqual(readReleaseList(releases).current, current);
});

test('the other loaders check their shape and their own rules', () => {
  assert.throws(
    () => readUpgradeAnchors({ lockup: { '4.0': 'v3-to-v4' } }),
    /upgrade-anchors\.json: the key lockup\.4\.0 must be a version/,
  );
  assert.throws(
    () => readAbiDiffs({ 'flow-v1.0-v1.1': { protocol: 'flow', from: ['v1.0', 'SablierFlow'], to: ['v2.0', 'SablierFlow'] } }),
    /abi-diffs\.json: flow-v1\.0-v1\.1 compares flow-v1\.0-v2\.0, so its key must start with it/,
  );
  const names = { why: 'x', names: { A: { name: 'B' } } };
  assert.throws(
    () =>
      readEarlierNames({
        successors: [names, names],
        notSucceeded: { why: 'x', names: [] },
        explainedIn: {},
        renamedPages: { why: 'x', pages: [] },
      }),
    /earlier-names\.json: successors name A twice/,
  );
});

test('the releases the data names per product are releases the docs document', () => {
  const documented = new Set(documentedReleases.map(releaseKey));
  for (const product of PRODUCTS) {
    const named = [
      ...Object.keys(UPGRADE_ANCHORS[product] ?? {}),
      ...EARLIER_ERROR_RELEASES[product],
      ...(GOVERNED_SINCE[product] ? [GOVERNED_SINCE[product]] : []),
    ];
    for (const version of named) assert.ok(documented.has(`${product}-${version}`), `${product} ${version} is not a documented release`);
  }
});
