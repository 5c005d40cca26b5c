import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { ENTITY_IDS } from '../../generators/graphql-api/entity-ids';
import { readIndexerData } from '../../generators/graphql-api/endpoints';
import { handWrittenDocs } from '../support/docs';
import { contractAliases } from '../../generators/release-facts/aliases';
import {
  type PackageRelease,
  contractGroups,
  packageChain,
  packageComptroller,
  packageRelease,
  packageReleasesOf,
  sablierVersion,
} from '../../lib/sablier-package';
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
function numberOf(word: string): number {
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

test('deployment pages: each chain has exactly the contracts the page lists for the current release', () => {
  for (const product of ['lockup', 'flow', 'bob'] as const) {
    const path = `docs/guides/${product}/deployments.mdx`;
    const text = page(path);
    const release = currentRelease(product);
    const claim = new RegExp(
      `Each chain has (?:the (?:same )?)?(\\w+) ${releaseLabel(release).replace('.', '\\.')} (?:contracts|entries)`,
    ).exec(text);
    assert.ok(claim, `${path}: no "Each chain has … ${releaseLabel(release)} contracts" sentence`);
    const section = text.slice(claim.index, text.indexOf('SablierComptroller', claim.index));
    const names = [...section.matchAll(/- \*\*`([A-Za-z0-9]+)`\*\*/g)].map((m) => m[1] ?? '').sort();
    assert.equal(names.length, numberOf(claim[1]!), `${path}: "${claim[1]}" but ${names.length} contracts listed`);
    for (const { chainId, contracts } of contractsOf(packageRelease(release))) {
      assert.deepEqual(contracts.map((c) => c.name).sort(), names, `${releaseLabel(release)} on ${packageChain(chainId).name}`);
    }
  }
});

test('Airdrops: each count of factories in the written pages is the number every chain of its release has', () => {
  /** The factory names of a release, one list per distinct set among its chains. */
  const factorySets = (version: string) =>
    new Set(
      contractsOf(packageRelease({ protocol: 'airdrops', version })).map(({ contracts }) =>
        contracts
          .map((c) => c.name)
          .filter((name) => name.includes('Factory'))
          .sort()
          .join(','),
      ),
    );
  const current = currentRelease('airdrops').version;
  const countOf = (version: string): number => {
    const sets = [...factorySets(version)];
    assert.equal(sets.length, 1, `Airdrops ${version}: the chains have different factories`);
    return sets[0]!.split(',').length;
  };
  let checked = 0;
  for (const { path, text } of handWrittenDocs()) {
    for (const line of text.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z*`[(])/)) {
      for (const match of line.matchAll(/\b(two|three|four|five|six|seven)\s+(?:Airdrops v\d\.\d\s+)?factories\b/gi)) {
        // The release a count is about: one the sentence names next to it, else the current one.
        const near = line.slice(Math.max(0, match.index - 80), match.index + match[0].length);
        const named = [...near.matchAll(/Airdrops\*{0,2} (v\d\.\d)/g)].at(-1)?.[1];
        const version = named ?? current;
        assert.equal(numberOf(match[1]!), countOf(version), `${path}: "${match[0]}" (Airdrops ${version}) in: ${line}`);
        checked += 1;
      }
    }
  }
  assert.ok(checked >= 10, `only ${checked} counts of factories found`);
  const table = [...page('docs/guides/airdrops/deployments.mdx').matchAll(/\| `(SablierFactoryMerkle\w+)` \|/g)].map((m) => m[1]).sort();
  assert.deepEqual(table.join(','), [...factorySets(current)][0], 'the factory table of the Airdrops deployments page');
});

/** Per chain, the addresses a contract has in the given releases, in release order. */
function addressesByChain(protocol: 'lockup' | 'flow', contract: string, versions: string[]): Map<number, string[]> {
  const byChain = new Map<number, string[]>();
  for (const version of versions) {
    for (const { chainId, contracts } of contractsOf(packageRelease({ protocol, version }))) {
      const found = contracts.find((c) => c.name === contract);
      assert.ok(found, `${releaseLabel({ protocol, version })} has no ${contract} on ${packageChain(chainId).name}`);
      byChain.set(chainId, [...(byChain.get(chainId) ?? []), found.address.toLowerCase()]);
    }
  }
  return byChain;
}
const sharedOn = (byChain: Map<number, string[]>): string[] =>
  [...byChain].filter(([, addresses]) => new Set(addresses).size < addresses.length).map(([id]) => packageChain(id).name);

test('the SablierLockup of Lockup v2.0, v3.0 and v4.0 have three different addresses on every chain', () => {
  const fromV2 = packageReleasesOf('lockup')
    .map((r) => r.version)
    .filter((v) => v.localeCompare('v2.0', 'en', { numeric: true }) >= 0);
  assert.deepEqual(fromV2, ['v2.0', 'v3.0', 'v4.0'], 'the releases with a SablierLockup');
  assert.deepEqual(sharedOn(addressesByChain('lockup', 'SablierLockup', fromV2)), [], 'chains where two releases share one');
  assert.ok(page('docs/concepts/nft.mdx').includes('the `SablierLockup` of Lockup v2.0, v3.0 and v4.0 are three collections'));
  assert.ok(page('docs/apps/guides/url-schemes.mdx').includes('Every Lockup release from v2.0 on has a contract named `SablierLockup`'));
});

test('Flow: every release has the same two contracts, and the page names the chains where two releases share an address', () => {
  const versions = packageReleasesOf('flow').map((r) => r.version);
  for (const version of versions) {
    for (const { chainId, contracts } of contractsOf(packageRelease({ protocol: 'flow', version }))) {
      assert.deepEqual(contracts.map((c) => c.name).sort(), ['FlowNFTDescriptor', 'SablierFlow'], `Flow ${version} on ${chainId}`);
    }
  }
  const text = sentence('docs/guides/flow/previous-deployments/v1.0.mdx', 'lists the same `SablierFlow` address under both');
  const claim = /testnets?, (.+?), the `sablier` package lists the same `SablierFlow` address under both (v\d+\.\d+) and (v\d+\.\d+)/.exec(
    text,
  );
  assert.ok(claim, 'the Flow v1.0 page names where releases share an address');
  const shared = sharedOn(addressesByChain('flow', 'SablierFlow', versions));
  assert.deepEqual(listed(claim[1]!).sort(), shared.sort(), 'chains where two Flow releases share a SablierFlow address');
  for (const name of shared) {
    const id: number | undefined = [...chainIds('flow', claim[2]!)].find((chainId) => packageChain(chainId).name === name);
    assert.ok(id !== undefined && packageChain(id).isTestnet, `${name} is a testnet with Flow ${claim[2]}`);
    const address = (version: string): string | undefined =>
      contractsOf(packageRelease({ protocol: 'flow', version }))
        .find((d) => d.chainId === id)
        ?.contracts.find((c) => c.name === 'SablierFlow')?.address;
    assert.equal(address(claim[2]!), address(claim[3]!), `${name}: Flow ${claim[2]} and ${claim[3]}`);
  }
});

test('chains: the chains named as having Lockup v2.0 and Flow v1.1 but not the current releases do', () => {
  const text = sentence('docs/concepts/chains.mdx', 'Some chains have an earlier release and not the current one');
  const rest = sentence('docs/concepts/chains.mdx', /are also on /);
  const names = listed(/are also on (.+?)\.(?:\s|$)/.exec(rest)?.[1] ?? '');
  assert.ok(text && names.length > 0, 'no chain list');
  const has = { lockup: chainIds('lockup', 'v2.0'), flow: chainIds('flow', 'v1.1') };
  const current = { lockup: chainIds('lockup', currentRelease('lockup').version), flow: chainIds('flow', currentRelease('flow').version) };
  for (const name of names) {
    const id = [...has.lockup].find((chainId) => namesChain(name, chainId));
    assert.ok(id !== undefined, `${name} has no Lockup v2.0 deployment`);
    assert.ok(has.flow.has(id), `${name} has no Flow v1.1 deployment`);
    assert.ok(!current.lockup.has(id) && !current.flow.has(id), `${name} now has a current Lockup or Flow release`);
  }
});

test('apps: the chains the app supports, as the package marks them', () => {
  const text = page('docs/apps/features/other.mdx');
  const claim =
    /The `sablier` package \(version ([\d.]+)\) marks which chains the app supports: (\d+) mainnets, among them (.+?), plus (\w+) testnets, (.+?)\. /.exec(
      text,
    );
  assert.ok(claim, 'the app chains sentence of /apps/features/other');
  const [, version, mainnets, among, testnetCount, testnets] = claim;
  assert.equal(version, sablierVersion, 'the package version the page names');
  const chains = new Set(PRODUCTS.flatMap((p) => packageReleasesOf(p).flatMap((r) => r.deployments.map((d) => d.chainId))));
  const supported = [...chains].map(packageChain).filter((chain) => chain.isSupportedByUI);
  const ui = { mainnets: supported.filter((c) => !c.isTestnet), testnets: supported.filter((c) => c.isTestnet) };
  assert.equal(Number(mainnets), ui.mainnets.length, 'mainnets the app supports');
  for (const name of listed(among!))
    assert.ok(
      ui.mainnets.some((c) => namesChain(name, c.id)),
      `${name} is not an app mainnet`,
    );
  assert.equal(numberOf(testnetCount!), ui.testnets.length, 'testnets the app supports');
  for (const chain of ui.testnets)
    assert.ok(testnets!.includes(`${chain.name} (${chain.id === 11155111 ? 'chain ID ' : ''}${chain.id})`), chain.name);
  const lockup = chainIds('lockup', currentRelease('lockup').version);
  const without = ui.mainnets.filter((c) => !lockup.has(c.id));
  const named = /two of the app's chains, (.+?), only have earlier Lockup releases/.exec(text)?.[1] ?? '';
  assert.deepEqual(listed(named).sort(), without.map((c) => c.name).sort(), 'the app chains without the current Lockup release');
  for (const chain of without) {
    assert.ok(
      packageReleasesOf('lockup').some((r) => r.deployments.some((d) => d.chainId === chain.id)),
      `${chain.name} has no Lockup release`,
    );
  }
});

test('apps: the chains of Legacy v1.0 and v1.1', () => {
  const text = sentence('docs/apps/legacy.mdx', 'Legacy v1.0 was deployed on');
  const names = (version: string) => [...chainIds('legacy', version)].map((id) => packageChain(id).name).sort();
  assert.deepEqual(names('v1.0'), ['Ethereum']);
  assert.match(text, /Legacy v1\.0 was deployed on Ethereum only/);
  const claim = /Legacy v1\.1 on (\w+) chains: (.+?)\. /.exec(`${text} `);
  assert.ok(claim, 'the Legacy v1.1 chain list');
  assert.equal(numberOf(claim[1]!), names('v1.1').length, 'Legacy v1.1 chain count');
  assert.deepEqual(listed(claim[2]!).sort(), names('v1.1'));
});

const indexers = readIndexerData();

test('APIs: the chain counts of the overview and getting-started pages are those of the indexer data', () => {
  const envio = indexers.envio.chains;
  const official = indexers.theGraph.chains.filter((c) => c.subgraphs);
  const custom = indexers.theGraph.chains.filter((c) => c.customEndpoint);
  const overview = page('docs/api/overview.mdx');
  const envioClaim = /every chain it covers \((\d+) chains, (.+?) included\)/.exec(overview);
  assert.ok(envioClaim, 'the Envio row of /api/overview');
  assert.equal(Number(envioClaim[1]), envio.length, 'chains on Envio');
  for (const name of listed(envioClaim[2]!))
    assert.ok(
      envio.some((c) => c.name === name && c.testnet),
      `${name} is not an Envio testnet`,
    );
  const graphClaim = /(\d+) chains on The Graph's network, which needs an API key, and (.+?) on graph nodes of their own/.exec(overview);
  assert.ok(graphClaim, 'the Graph row of /api/overview');
  assert.equal(Number(graphClaim[1]), official.length, "chains on The Graph's network");
  assert.deepEqual(listed(graphClaim[2]!).sort(), custom.map((c) => c.name).sort(), 'chains on Graph nodes of their own');
  const started = /One endpoint covers all (\d+) chains of an API/.exec(page('docs/api/getting-started.mdx'));
  assert.equal(Number(started?.[1]), envio.length, '/api/getting-started');
  const notOnNetwork = /(\w+) chains are not on The Graph's network: \*\*(\w+)\*\* and \*\*(\w+)\*\*/.exec(
    page('docs/api/lockup/indexers.mdx'),
  );
  assert.ok(notOnNetwork, '/api/lockup/indexers');
  assert.equal(numberOf(notOnNetwork[1]!), custom.length);
  assert.deepEqual([notOnNetwork[2], notOnNetwork[3]].sort(), custom.map((c) => c.name).sort());
});

/** Indexer releases in order, for comparing "before" and "after". */
const releaseOrder = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

/** Chains on Envio at an indexer release (from v1.2.0 on): today's chains, undoing the changes recorded after it. */
function envioCountAt(release: string): number {
  return indexers.envio.chains.filter((chain) => {
    const changes = [...(chain.changes ?? [])].sort((a, b) => releaseOrder(a.release, b.release));
    const last = changes.filter((c) => releaseOrder(c.release, release) <= 0).at(-1);
    if (last) return last.change === 'added';
    return changes.length === 0 || changes[0]!.change === 'removed';
  }).length;
}

/** Chains with official subgraphs on The Graph's network at an indexer release: today's and the retired ones then live. */
function graphCountAt(release: string): number {
  const today = indexers.theGraph.chains.filter((c) => c.subgraphs).length;
  const retired = indexers.retired.theGraphChains.filter(
    (c) => !c.customEndpoint && (!c.addedIn || releaseOrder(c.addedIn, release) <= 0) && releaseOrder(c.retiredIn, release) > 0,
  ).length;
  return today + retired;
}

test('APIs: the chain counts of each earlier indexer release agree with the chain history of the indexer data', () => {
  let checked = 0;
  for (const section of ['lockup', 'flow', 'airdrops']) {
    const path = `docs/api/${section}/previous-indexers.mdx`;
    let release: string | undefined;
    for (const line of readFileSync(join(root, path), 'utf8').split('\n')) {
      const heading = /^#+ .*\{#v(\d+)-(\d+)-(\d+)\}/.exec(line);
      if (heading) release = `v${heading[1]}.${heading[2]}.${heading[3]}`;
      else if (/^#+ /.test(line)) release = undefined;
      const lead = /^(?:- \*\*|Release )(v\d+\.\d+\.\d+)/.exec(line);
      const at = lead?.[1] ?? release;
      for (const clause of line.split(/;|\.\s/)) {
        const count = /(?:\(|kept |^\s*)(\d+|[A-Z]?[a-z]+teen|Twenty[a-z-]*) chains\b/.exec(clause);
        if (!count) continue;
        assert.ok(at, `${path}: a chain count outside a release's section: ${clause}`);
        const graph = /on (its|The Graph's) network/.test(clause);
        assert.ok(graph || /Envio/.test(clause), `${path}: whose chains? ${clause}`);
        const expected = graph ? graphCountAt(at) : envioCountAt(at);
        assert.equal(numberOf(count[1]!), expected, `${path}, ${at}: ${clause.trim()}`);
        checked += 1;
      }
    }
  }
  assert.ok(checked >= 10, `only ${checked} chain counts found`);
});

test('APIs: "the indexers cover every Lockup and Flow release": each release has a stream contract alias they index', () => {
  const aliases = contractAliases();
  for (const protocol of ['lockup', 'flow'] as const) {
    for (const release of packageReleasesOf(protocol)) {
      assert.ok(
        aliases.some(
          (a) => a.indexed && a.api === 'streams' && a.releases.some((r) => r.protocol === protocol && r.version === release.version),
        ),
        `${releaseLabel({ protocol, version: release.version })} has no indexed alias`,
      );
    }
  }
  for (const path of ['docs/guides/lockup/overview.mdx', 'docs/guides/flow/overview.mdx']) {
    assert.match(page(path), /\[indexer APIs\]\(\/api\/overview\) cover every release/, path);
  }
  assert.match(page('docs/guides/snapshot-voting.mdx'), /The indexer covers every Lockup and Flow release/);
});

test('APIs: every indexer id is unique across chains, carrying the chain id or the id of a record that does', () => {
  assert.match(page('docs/api/ids.mdx'), /unique across all chains/);
  for (const { entity, format } of ENTITY_IDS) {
    assert.match(format, /\{chainId\}|\{streamId\}|\{campaignId\}/, entity);
    // A stream's and a campaign's own ids carry the chain id.
    if (/\{(stream|campaign)Id\}/.test(format)) continue;
    assert.match(format, /\{chainId\}/, entity);
  }
  for (const entity of ['LockupStream', 'Campaign']) {
    assert.match(ENTITY_IDS.find((e) => e.entity === entity)?.format ?? '', /\{chainId\}/, entity);
  }
});
