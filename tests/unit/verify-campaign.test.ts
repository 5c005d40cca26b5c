import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createPublicClient,
  custom,
  decodeFunctionData,
  encodeAbiParameters,
  encodeEventTopics,
  encodeFunctionResult,
  keccak256,
  parseAbi,
  toFunctionSelector,
  type Address,
  type Hex,
} from 'viem';
import {
  buildTree,
  campaignLeaf,
  campaignLeaves,
  creationEvents,
  factoriesOf,
  getProof,
  merkleBaseAbi,
  merkleLockupAbi,
  verifyCampaign,
  verifyProof,
  type CampaignFile,
} from '../../examples/ts/verify-campaign';
import { releaseAbis } from '../../lib/sablier-package';
import { currentRelease, currentReleaseLabel } from '../../src/lib/releases';

const RECIPIENTS: { address: Address; amount: string }[] = [
  { address: '0x9ad7CAD4F10D0c3f875b8a2fd292590490c9f491', amount: '100000000' },
  { address: '0xf976aF93B0A5A9F55A7f285a3B5355B8575Eb5bc', amount: '250000000' },
  { address: '0x1111111111111111111111111111111111111111', amount: '5000000' },
  { address: '0x2222222222222222222222222222222222222222', amount: '42' },
  { address: '0x3333333333333333333333333333333333333333', amount: '1000000000000000000000000' },
];

function file(): CampaignFile {
  const leaves = RECIPIENTS.map((r, i) => campaignLeaf(BigInt(i), r.address, BigInt(r.amount)));
  return {
    total_amount: RECIPIENTS.reduce((s, r) => s + BigInt(r.amount), 0n).toString(),
    number_of_recipients: RECIPIENTS.length,
    root: buildTree(leaves)[0]!,
    merkle_tree: '',
    recipients: RECIPIENTS,
  };
}

test('campaignLeaf hashes abi.encode(uint256, address, uint128) twice, as SablierMerkleBase.claim does', () => {
  const [index, recipient, amount] = [7n, '0x9ad7CAD4F10D0c3f875b8a2fd292590490c9f491' as Address, 123456789n];
  // abi.encode by hand: three 32-byte words, left-padded.
  const word = (hex: string) => hex.toLowerCase().padStart(64, '0');
  const encoded = `0x${word(index.toString(16))}${word(recipient.slice(2))}${word(amount.toString(16))}` as Hex;
  assert.equal(campaignLeaf(index, recipient, amount), keccak256(keccak256(encoded)));
  assert.notEqual(campaignLeaf(index, recipient, amount), keccak256(encoded), 'a single hash is not the leaf');
});

test('buildTree reproduces known roots of OpenZeppelin standard trees (2 and 3 leaves)', () => {
  // Known answers of the standard-tree format (also asserted by the Rust port the Merkle API uses).
  const pair = [
    ['0x1111111111111111111111111111111111111111', 5000000000000000000n],
    ['0x2222222222222222222222222222222222222222', 2500000000000000000n],
  ] as const;
  const leaves = pair.map(([a, v]) => keccak256(keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [a, v]))));
  assert.equal(leaves[0], '0xeb02c421cfa48976e66dfb29120745909ea3a0f843456c263cf8f1253483e283');
  assert.equal(buildTree(leaves)[0], '0xd4dee0beab2d53f2cc83e567171bd2820e49898130a22622b10ead383e90bd77');

  const abc = ['a', 'b', 'c'].map((s) => keccak256(keccak256(encodeAbiParameters([{ type: 'string' }], [s]))));
  assert.equal(buildTree(abc)[0], '0xf2129b5a697531ef818f644564a6552b35c549722385bc52aa7fe46c0b5f46b1');
});

test('every recipient of a 5-leaf campaign has a proof that verifies, and only for its own claim', () => {
  const f = file();
  const leaves = campaignLeaves(f);
  const tree = buildTree(leaves);
  assert.equal(tree.length, 2 * leaves.length - 1);
  leaves.forEach((leaf, i) => {
    const proof = getProof(tree, leaf);
    assert.ok(proof.length >= 2 && proof.length <= 3, 'a 5-leaf tree has proofs of 2 or 3 hashes');
    assert.ok(verifyProof(proof, f.root, leaf), `recipient ${i} verifies`);
    const r = RECIPIENTS[i]!;
    assert.ok(!verifyProof(proof, f.root, campaignLeaf(BigInt(i), r.address, BigInt(r.amount) + 1n)), 'amount + 1 fails');
    assert.ok(!verifyProof(proof, f.root, campaignLeaf(BigInt(i + 1), r.address, BigInt(r.amount))), 'wrong index fails');
  });
  assert.throws(() => getProof(tree, campaignLeaf(99n, RECIPIENTS[0]!.address, 1n)), /not in the tree/);
});

test('the root does not depend on the order of the recipient list, but the indexes do', () => {
  const leaves = campaignLeaves(file());
  assert.equal(buildTree([...leaves].reverse())[0], buildTree(leaves)[0]);
  const swapped = { ...file(), recipients: [RECIPIENTS[1]!, RECIPIENTS[0]!, ...RECIPIENTS.slice(2)] };
  assert.notEqual(buildTree(campaignLeaves(swapped))[0], buildTree(leaves)[0]);
});

const selectorsOf = (contract: string): Set<Hex> =>
  new Set(
    (releaseAbis(currentRelease('airdrops'))[contract] ?? [])
      .filter((i) => i.type === 'function')
      .map((i) => toFunctionSelector(`${i.name}(${(i.inputs ?? []).map((p) => p.type).join(',')})`)),
  );

test(`the getters the snippet reads exist in every campaign ABI of ${currentReleaseLabel('airdrops')}`, () => {
  const campaigns = ['SablierMerkleInstant', 'SablierMerkleLL', 'SablierMerkleLT', 'SablierMerkleVCA', 'SablierMerkleExecute'];
  for (const contract of campaigns) {
    const selectors = selectorsOf(contract);
    for (const item of merkleBaseAbi) assert.ok(selectors.has(toFunctionSelector(item)), `${item.name} is in ${contract}`);
  }
  for (const contract of ['SablierMerkleLL', 'SablierMerkleLT']) {
    const selectors = selectorsOf(contract);
    for (const item of merkleLockupAbi) assert.ok(selectors.has(toFunctionSelector(item)), `${item.name} is in ${contract}`);
  }
});

test('the factories come from the package: five per chain, each logging its campaigns in a creation event', () => {
  const mainnet = factoriesOf(1);
  assert.equal(mainnet.addresses.length, 5);
  assert.ok(mainnet.fromBlock > 0n, 'the package records the deployment blocks');
  assert.deepEqual(creationEvents.map((e) => e.name).sort(), [
    'CreateMerkleExecute',
    'CreateMerkleInstant',
    'CreateMerkleLL',
    'CreateMerkleLT',
    'CreateMerkleVCA',
  ]);
  for (const event of creationEvents) {
    assert.equal(event.inputs[0]?.type, 'address');
    assert.equal(event.inputs[0]?.indexed, true, `${event.name} indexes the campaign first`);
  }
  assert.throws(() => factoriesOf(999_999_999), /no factories/);
});

/** A fake chain answering eth_call for one campaign and its token, eth_getLogs for its creation, and a fake IPFS gateway. */
function fakeWorld(opts: { root: Hex; balance: bigint; claimed: Set<number>; created: boolean; declaredTotal: bigint }) {
  const campaign = '0x00000000000000000000000000000000000000c0' as Address;
  const token = '0x00000000000000000000000000000000000000a0' as Address;
  const comptroller = '0x0000008ABbFf7a84a2fE09f9A9b74D3BC2072399' as Address;
  const factory = factoriesOf(1).addresses[0]!;
  const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)']);
  const abi = [...merkleBaseAbi, ...erc20];
  const values: Record<string, unknown> = {
    IS_SABLIER_MERKLE: true,
    MERKLE_ROOT: opts.root,
    TOKEN: token,
    CAMPAIGN_START_TIME: 0,
    EXPIRATION: 0,
    CLAIM_TYPE: 0,
    COMPTROLLER: comptroller,
    admin: '0x00000000000000000000000000000000000000ad',
    ipfsCID: 'bafy-test',
    campaignName: 'Test',
    minFeeUSD: 100000000n,
    firstClaimTime: 0,
  };
  const instant = creationEvents.find((e) => e.name === 'CreateMerkleInstant')!;
  const creationLog = () => ({
    address: factory,
    topics: encodeEventTopics({ abi: [instant], eventName: 'CreateMerkleInstant', args: { merkleInstant: campaign } } as never),
    data: encodeAbiParameters(instant.inputs.slice(1), [
      {
        campaignName: 'Test',
        campaignStartTime: 0,
        claimType: 0,
        expiration: 0,
        initialAdmin: values.admin,
        ipfsCID: 'bafy-test',
        merkleRoot: opts.root,
        token,
      },
      opts.declaredTotal,
      BigInt(RECIPIENTS.length),
      comptroller,
      100000000n,
    ] as never),
  });
  const client = createPublicClient({
    transport: custom({
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === 'eth_chainId') return '0x1';
        if (method === 'eth_getLogs') {
          const [filter] = params as [{ address: Address[]; topics: [Hex[], Hex] }];
          assert.deepEqual(filter.address, factoriesOf(1).addresses);
          assert.equal(filter.topics[0].length, 5, 'one query covers the five creation events');
          assert.equal(BigInt(filter.topics[1]), BigInt(campaign));
          return opts.created ? [creationLog()] : [];
        }
        if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
        const { data } = (params as [{ data: Hex }])[0];
        const call = decodeFunctionData({ abi, data });
        let result: unknown;
        if (call.functionName === 'hasClaimed') result = opts.claimed.has(Number(call.args[0]));
        else if (call.functionName === 'balanceOf') result = opts.balance;
        else result = values[call.functionName];
        return encodeFunctionResult({ abi, functionName: call.functionName, result } as never);
      },
    }),
  });
  return { client, campaign };
}

test('verifyCampaign: consistent campaign passes; a wrong root, a short balance and a missing creation event are reported', async (t) => {
  const f = file();
  t.mock.method(globalThis, 'fetch', async (url: string) => {
    assert.equal(url, 'https://ipfs.io/ipfs/bafy-test');
    return new Response(JSON.stringify(f));
  });
  const total = BigInt(f.total_amount);
  const world = (o: Partial<Parameters<typeof fakeWorld>[0]>) =>
    fakeWorld({ root: f.root, balance: total, claimed: new Set(), created: true, declaredTotal: total, ...o });

  const ok = world({});
  const good = await verifyCampaign(ok.client, ok.campaign);
  assert.deepEqual(good.findings, []);
  assert.equal(good.owed, total);
  assert.equal(good.creation?.eventName, 'CreateMerkleInstant');
  assert.equal(good.onchain.claimType, 'DEFAULT');

  // After recipient 4 claimed, the campaign only needs the others' amounts.
  const afterClaim = world({ balance: total - BigInt(RECIPIENTS[4]!.amount), claimed: new Set([4]) });
  assert.deepEqual((await verifyCampaign(afterClaim.client, afterClaim.campaign)).findings, []);

  const bad = world({ root: `0x${'ab'.repeat(32)}`, balance: total - 1n });
  const findings = (await verifyCampaign(bad.client, bad.campaign)).findings;
  assert.equal(findings.length, 2);
  assert.match(findings[0]!, /root rebuilt/);
  assert.match(findings[1]!, /still owes/);

  const orphan = world({ created: false });
  assert.deepEqual((await verifyCampaign(orphan.client, orphan.campaign)).findings, [
    'no Airdrops v3.0 factory of this chain logged the creation of this address',
  ]);

  const overstated = world({ declaredTotal: total + 1n });
  const declared = (await verifyCampaign(overstated.client, overstated.campaign)).findings;
  assert.equal(declared.length, 1);
  assert.match(declared[0]!, /creation event declares/);
});

test('the page shows the same file: the ts-examples generator keeps every line except region markers', async () => {
  const { splitRegions } = await import('../../lib/example-regions');
  const path = join(__dirname, '..', '..', 'examples', 'ts', 'verify-campaign.ts');
  const text = readFileSync(path, 'utf8');
  const shown = splitRegions('examples/ts/verify-campaign.ts', text);
  assert.equal(
    shown.source,
    text
      .split('\n')
      .filter((l) => !/\/\/ #(end)?region /.test(l))
      .join('\n')
      .trimEnd() + '\n',
  );
  assert.deepEqual(Object.keys(shown.regions), ['leaf', 'tree', 'campaign']);
  assert.match(shown.regions.leaf!, /export function campaignLeaf/);
  assert.match(shown.regions.tree!, /export function verifyProof/);
  const page = readFileSync(join(__dirname, '..', '..', 'docs', 'guides', 'airdrops', 'verify-campaign.mdx'), 'utf8');
  for (const name of Object.keys(shown.regions).filter((n) => n !== 'campaign')) {
    assert.ok(page.includes(`example.regions.${name}`), `the page shows the ${name} excerpt`);
  }
  assert.throws(() => splitRegions('x.ts', '// #region a\nconst x = 1;\n'), /never closed/);
});
