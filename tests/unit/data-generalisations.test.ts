import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { type PackageRelease, contractGroups, packageChain, packageComptroller, packageRelease } from '../../generators/sablier-package';
import { PRODUCTS, type Protocol, currentRelease, releaseLabel } from '../../src/lib/releases';

/**
 * Sentences written by hand that generalise over the data the site is generated from: the deployments of the
 * `sablier` package ("most contracts have a different address on each network", "each chain has the two Flow v3.0
 * contracts") and the indexer facts of generators/graphql-api/indexers.json ("28 chains"). Each test reads the
 * sentence from its page and checks it against the data, so that a new package or new indexer facts that make it
 * false fail here, naming the page (issue 54).
 */

const root = join(__dirname, '..', '..');
/** A page's text with its line breaks folded into spaces, so that a sentence is one line. */
const page = (path: string): string => readFileSync(join(root, path), 'utf8').replace(/\s*\n\s*/g, ' ');
/** The sentence of a page that contains `marker`. */
function sentence(path: string, marker: string | RegExp): string {
  const found = page(path)
    .split(/(?<=[.!?])\s+(?=[A-Z*`[(])/)
    .find((s) => (typeof marker === 'string' ? s.includes(marker) : marker.test(s)));
  assert.ok(found, `${path} no longer has the sentence with ${String(marker)}: update this test with the page`);
  return found;
}
const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const TEENS = ['eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
/** "five", "Eighteen" or "28" as a number. */
function _numberOf(word: string): number {
  const lower = word.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  if (NUMBERS.includes(lower)) return NUMBERS.indexOf(lower);
  if (TEENS.includes(lower)) return TEENS.indexOf(lower) + 11;
  throw new Error(`not a number: ${word}`);
}
/** The backticked names of a text, in order. */
const codeNames = (text: string): string[] => [...text.matchAll(/`([A-Za-z0-9_]+)`/g)].map((m) => m[1] ?? '');
/** A page names a chain by the start of the package's name ("Linea" for "Linea Mainnet", "Sei" for "Sei Network"). */
const namesChain = (written: string, chainId: number): boolean =>
  packageChain(chainId).name.toLowerCase().startsWith(written.trim().toLowerCase());
/** "Blast, Core DAO, Sei and Tangle" as a list. */
const listed = (text: string): string[] =>
  text
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

const contractsOf = (release: PackageRelease) =>
  release.deployments.map((deployment) => ({
    chainId: deployment.chainId,
    contracts: contractGroups(deployment).flatMap((group) => group.contracts),
  }));
const chainIds = (protocol: Protocol, version: string): Set<number> =>
  new Set(packageRelease({ protocol, version }).deployments.map((d) => d.chainId));

/** Per contract name of a release: how many chains share each of its addresses. */
function addressUse(release: PackageRelease): Map<string, Map<string, number>> {
  const byName = new Map<string, Map<string, number>>();
  for (const { contracts } of contractsOf(release)) {
    for (const { name, address } of contracts) {
      const uses = byName.get(name) ?? new Map<string, number>();
      uses.set(address.toLowerCase(), (uses.get(address.toLowerCase()) ?? 0) + 1);
      byName.set(name, uses);
    }
  }
  return byName;
}

test('chains: most current contracts have their own address on each chain, and the examples named repeat one', () => {
  const text = sentence('docs/concepts/chains.mdx', 'different address on each network');
  const releases = (['lockup', 'flow', 'airdrops'] as const).map(currentRelease);
  for (const release of releases) assert.ok(text.includes(releaseLabel(release)), `the sentence names ${releaseLabel(release)}`);
  const repeating: string[] = [];
  const own: string[] = [];
  for (const release of releases) {
    for (const [name, uses] of addressUse(packageRelease(release))) {
      ([...uses.values()].some((count) => count > 1) ? repeating : own).push(name);
    }
  }
  assert.ok(own.length > repeating.length, `"most" no longer holds: ${repeating.join(', ')} repeat an address`);
  const examples = codeNames(text);
  assert.ok(examples.length > 0, 'the sentence names examples');
  for (const name of examples) assert.ok(repeating.includes(name), `${name} no longer has the same address on several chains`);
});

test('the comptroller: most chains share the proxy address the pages give, and the chains they name have their own', () => {
  const chains = new Set(PRODUCTS.flatMap((product) => [...chainIds(product, currentRelease(product).version)]));
  const byAddress = new Map<string, number[]>();
  for (const id of chains) {
    const address = packageComptroller(id)?.address;
    assert.ok(address, `the package records no comptroller for ${packageChain(id).name}`);
    byAddress.set(address, [...(byAddress.get(address) ?? []), id]);
  }
  const [shared, sharing] = [...byAddress].sort((a, b) => b[1].length - a[1].length)[0]!;
  assert.ok(sharing.length * 2 > chains.size, `${shared} is no longer the comptroller of most chains`);
  const others = [...chains].filter((id) => !sharing.includes(id));
  assert.ok(others.length > 0, 'every chain shares the comptroller now: "a few have their own" is wrong');

  for (const path of ['docs/concepts/chains.mdx', 'docs/concepts/governance.mdx']) {
    const text = sentence(path, /most chains/);
    assert.ok(text.includes(shared), `${path} gives another address than ${shared}`);
    const own = /`;\s*(.+?) have (?:their own|addresses of their own)/.exec(text);
    assert.ok(own?.[1], `${path}: no list of chains with a comptroller of their own`);
    const written = listed(own[1]!);
    assert.deepEqual(
      others.map((id) => written.some((name) => namesChain(name, id))),
      others.map(() => true),
      `${path} names ${written.join(', ')}; the chains with another comptroller are ${others.map((id) => packageChain(id).name).join(', ')}`,
    );
    assert.equal(written.length, others.length, `${path} names ${written.join(', ')}`);
  }
  assert.ok(page('content/contract-descriptions/pages/comptroller.md').includes(`\`${shared}\` on most chains`), 'comptroller page');
  for (const path of ['docs/guides/lockup/deployments.mdx', 'docs/guides/flow/deployments.mdx']) {
    assert.ok(page(path).includes('Most chains share one comptroller address'), path);
  }
  assert.ok(page('docs/guides/_verify-address.mdx').includes("most chains share the comptroller's"), '_verify-address');
});
