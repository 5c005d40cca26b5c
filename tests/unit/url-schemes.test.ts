import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveEvmContractByAlias } from 'sablier';

import { packageRelease } from '../../lib/sablier-package';

import { airdropsAliases, appOrigin, flowAliases, lockupAliases, matchScheme, urlSchemes } from '../../src/data/appUrlSchemes';
import { documentedReleases } from '../../src/lib/releases';

/**
 * Every app link shown on the URL schemes page has one of the documented shapes (patterns defined once in
 * src/data/appUrlSchemes.ts), and stream links name an alias that is really deployed on the chain they name.
 */

const page = readFileSync(join(__dirname, '..', '..', 'docs', 'apps', 'guides', 'url-schemes.mdx'), 'utf8');
const examples = [...page.matchAll(/https:\/\/app\.sablier\.com[^\s`'"<>)|\]]*/g)]
  .map((m) => m[0])
  // Template literals in the code sample (`${alias}`) are not examples.
  .filter((url) => !url.includes('$') && !url.includes('{'));

test('the page has examples of every documented scheme', () => {
  assert.ok(examples.length >= urlSchemes.length, `only ${examples.length} example links found`);
  const covered = new Set(examples.map((url) => matchScheme(url)?.id));
  for (const scheme of urlSchemes) assert.ok(covered.has(scheme.id), `no example of ${scheme.id}`);
});

test('each example URL on the page has a documented shape', () => {
  for (const url of examples) assert.ok(matchScheme(url), `${url} matches none of the documented URL schemes`);
});

test('the patterns reject near misses', () => {
  const bad = [
    `${appOrigin}/vesting/stream/LK-1`,
    `${appOrigin}/vesting/stream/lk-1-42`,
    `${appOrigin}/vesting/stream/FL2-1-42`,
    `${appOrigin}/payments/stream/LK-1-42`,
    `${appOrigin}/vesting/stream/LK-0-42`,
    `${appOrigin}/airdrops/campaign/0x1234-1`,
    `http://app.sablier.com/vesting/stream/LK-1-42`,
  ];
  for (const url of bad) assert.equal(matchScheme(url), undefined, `${url} should not match`);
});

test('stream examples name an alias deployed on the chain they name, in the product they name', () => {
  for (const url of examples) {
    const m = /\/(vesting|payments)\/stream\/([A-Z0-9]+)-(\d+)-(\d+)\/?$/.exec(url);
    if (!m) continue;
    const [, product, alias = '', chainId = ''] = m;
    const protocol = product === 'vesting' ? 'lockup' : 'flow';
    assert.doesNotThrow(
      () => resolveEvmContractByAlias({ alias, chainId: Number(chainId), protocol }),
      `${url}: ${alias} is not a ${protocol} contract on chain ${chainId}`,
    );
  }
});

test('the aliases in the data file are those of the pinned package', () => {
  // Airdrops v1.1 and v1.2 shipped with Lockup contracts, which the package lists (with their aliases) in those
  // releases too: an Airdrops alias is a Merkle contract's, a Lockup or Flow alias any other contract's.
  const fromPackage = (protocol: 'lockup' | 'flow' | 'airdrops', version: string): string[] => {
    return Object.entries(packageRelease({ protocol, version }).aliases ?? {})
      .filter(([name]) => name.includes('Merkle') === (protocol === 'airdrops'))
      .map(([, alias]) => alias)
      .sort();
  };
  for (const [version, aliases] of Object.entries(lockupAliases)) {
    assert.deepEqual([...aliases].sort(), fromPackage('lockup', version), `Lockup ${version}`);
  }
  for (const [version, aliases] of Object.entries(flowAliases)) {
    assert.deepEqual([...aliases].sort(), fromPackage('flow', version), `Flow ${version}`);
  }
  for (const [version, aliases] of Object.entries(airdropsAliases)) {
    assert.deepEqual([...aliases].sort(), fromPackage('airdrops', version), `Airdrops ${version}`);
  }
  // Every documented release of each product has its aliases here (a new current release adds a row).
  for (const [protocol, aliases] of [
    ['lockup', lockupAliases],
    ['flow', flowAliases],
    ['airdrops', airdropsAliases],
  ] as const) {
    const documented = documentedReleases.filter((r) => r.protocol === protocol).map((r) => r.version);
    assert.deepEqual(Object.keys(aliases).sort(), [...documented].sort(), `${protocol}: a row per documented release`);
  }
  // The alias table on the page agrees with the data file.
  for (const aliases of [...Object.values(lockupAliases), ...Object.values(flowAliases), ...Object.values(airdropsAliases)]) {
    for (const alias of aliases) assert.ok(page.includes(`\`${alias}\``), `alias ${alias} missing from the page's table`);
  }
});
