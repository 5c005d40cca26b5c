/**
 * Verify a Sablier Airdrops v3.0 Merkle campaign from its creation event, its on-chain data and its IPFS file.
 * Run it with any viem public client, e.g. createPublicClient({ chain: mainnet, transport: http() }).
 */
import { sablier } from 'sablier';
import {
  concat,
  decodeEventLog,
  encodeAbiParameters,
  isAddressEqual,
  keccak256,
  pad,
  parseAbi,
  toEventSelector,
  toHex,
  type Abi,
  type AbiEvent,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';

// #region leaf
/** The leaf the campaign contract recomputes in `claim`: a double keccak256 of abi.encode(index, recipient, amount). */
export function campaignLeaf(index: bigint, recipient: Address, amount: bigint): Hex {
  const encoded = encodeAbiParameters([{ type: 'uint256' }, { type: 'address' }, { type: 'uint128' }], [index, recipient, amount]);
  return keccak256(keccak256(encoded));
}
// #endregion leaf

// #region tree
/** Parent of two nodes: the smaller hash goes first, as in OpenZeppelin's MerkleProof. */
export function hashPair(a: Hex, b: Hex): Hex {
  const [x, y] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a];
  return keccak256(concat([x, y]));
}

/** Folds a proof onto a leaf; the proof is valid when the result equals the Merkle root. */
export function verifyProof(proof: readonly Hex[], root: Hex, leaf: Hex): boolean {
  const computed = proof.reduce<Hex>((node, sibling) => hashPair(node, sibling), leaf);
  return computed.toLowerCase() === root.toLowerCase();
}

/**
 * The tree as a flat array in the layout of OpenZeppelin's StandardMerkleTree, which the Sablier Merkle API
 * uses: leaves sorted by hash, stored from the end of the array, and node i the parent of 2i+1 and 2i+2.
 * Element 0 is the root.
 */
export function buildTree(leaves: readonly Hex[]): Hex[] {
  if (leaves.length === 0) throw new Error('a Merkle tree needs at least one leaf');
  const sorted = leaves.map((l) => l.toLowerCase() as Hex).sort();
  const tree = new Array<Hex>(2 * sorted.length - 1);
  sorted.forEach((leaf, i) => {
    tree[tree.length - 1 - i] = leaf;
  });
  for (let i = tree.length - 1 - sorted.length; i >= 0; i--) {
    tree[i] = hashPair(tree[2 * i + 1]!, tree[2 * i + 2]!);
  }
  return tree;
}

/** The sibling hashes from a leaf up to the root. */
export function getProof(tree: readonly Hex[], leaf: Hex): Hex[] {
  let i = tree.indexOf(leaf.toLowerCase() as Hex);
  if (i < 0 || 2 * i + 1 < tree.length) throw new Error(`leaf ${leaf} is not in the tree`);
  const proof: Hex[] = [];
  while (i > 0) {
    proof.push(tree[i % 2 === 1 ? i + 1 : i - 1]!);
    i = Math.floor((i - 1) / 2);
  }
  return proof;
}
// #endregion tree

// #region campaign
/** The JSON file the Sablier Merkle API pins to IPFS; its CID is the campaign's `ipfsCID`. */
export interface CampaignFile {
  total_amount: string;
  number_of_recipients: number;
  root: Hex;
  merkle_tree: string;
  recipients: { address: Address; amount: string }[];
}

/** Leaves in file order: a recipient's index is its position in the list. */
export function campaignLeaves(file: CampaignFile): Hex[] {
  return file.recipients.map((r, i) => campaignLeaf(BigInt(i), r.address, BigInt(r.amount)));
}

// The `sablier` package lists every Airdrops v3.0 deployment and ships the factories' ABIs.
const AIRDROPS_V3 = sablier.evm.releases.get({ protocol: 'airdrops', version: 'v3.0' })!;
const FACTORY_NAMES = [
  'SablierFactoryMerkleInstant',
  'SablierFactoryMerkleLL',
  'SablierFactoryMerkleLT',
  'SablierFactoryMerkleVCA',
  'SablierFactoryMerkleExecute',
] as const;

/** The five factories' creation events; each has the new campaign's address as its first, indexed field. */
export const creationEvents: AbiEvent[] = FACTORY_NAMES.flatMap((name) =>
  (AIRDROPS_V3.abi[name] as Abi).filter((item): item is AbiEvent => item.type === 'event' && item.name.startsWith('CreateMerkle')),
);

/** The Airdrops v3.0 factories of a chain, and the block the oldest of them was deployed in. */
export function factoriesOf(chainId: number): { addresses: Address[]; fromBlock: bigint } {
  const contracts = AIRDROPS_V3.deployments
    .find((d) => d.chainId === chainId)
    ?.contracts.filter((c) => (FACTORY_NAMES as readonly string[]).includes(c.name));
  if (!contracts?.length) throw new Error(`Airdrops v3.0 has no factories on chain ${chainId}`);
  // Block numbers fit a double, so Math.min is exact here.
  const fromBlock = BigInt(Math.min(...contracts.map((c) => c.block ?? 0)));
  return { addresses: contracts.map((c) => c.address), fromBlock };
}

export interface Creation {
  factory: Address;
  eventName: string;
  /** The event's fields: campaignParams, recipientCount, comptroller, minFeeUSD and, except for VCA, aggregateAmount. */
  args: Record<string, unknown>;
}

/** The event in which one of the chain's Airdrops v3.0 factories deployed `campaign`, or undefined if none did. */
export async function findCreation(client: PublicClient, campaign: Address): Promise<Creation | undefined> {
  const { addresses, fromBlock } = factoriesOf(await client.getChainId());
  // One query: any of the five events (topic 0) whose first indexed field (topic 1) is the campaign.
  const logs = await client.request({
    method: 'eth_getLogs',
    params: [
      {
        address: addresses,
        topics: [creationEvents.map((e) => toEventSelector(e)), pad(campaign.toLowerCase() as Hex)],
        fromBlock: toHex(fromBlock),
        toBlock: 'latest',
      },
    ],
  });
  const log = logs[0];
  if (!log) return undefined;
  const decoded = decodeEventLog({ abi: creationEvents, data: log.data, topics: log.topics as [Hex, ...Hex[]] });
  return { factory: log.address, eventName: decoded.eventName, args: decoded.args as unknown as Record<string, unknown> };
}

/** Getters every Airdrops v3.0 campaign has, whatever its type. */
export const merkleBaseAbi = parseAbi([
  'function IS_SABLIER_MERKLE() view returns (bool)',
  'function MERKLE_ROOT() view returns (bytes32)',
  'function TOKEN() view returns (address)',
  'function CAMPAIGN_START_TIME() view returns (uint40)',
  'function EXPIRATION() view returns (uint40)',
  'function CLAIM_TYPE() view returns (uint8)',
  'function COMPTROLLER() view returns (address)',
  'function admin() view returns (address)',
  'function ipfsCID() view returns (string)',
  'function campaignName() view returns (string)',
  'function minFeeUSD() view returns (uint256)',
  'function firstClaimTime() view returns (uint40)',
  'function hasClaimed(uint256 index) view returns (bool)',
]);

/** What a Lockup campaign (MerkleLL, MerkleLT) adds: the streams its claims open. */
export const merkleLockupAbi = parseAbi([
  'function SABLIER_LOCKUP() view returns (address)',
  'function STREAM_CANCELABLE() view returns (bool)',
  'function STREAM_TRANSFERABLE() view returns (bool)',
  'function VESTING_START_TIME() view returns (uint40)',
  'function streamShape() view returns (string)',
]);

const erc20Abi = parseAbi(['function balanceOf(address) view returns (uint256)']);

const CLAIM_TYPES = ['DEFAULT', 'ATTEST', 'EXECUTE'] as const;

export async function readCampaign(client: PublicClient, campaign: Address) {
  const read = <F extends Exclude<(typeof merkleBaseAbi)[number]['name'], 'hasClaimed'>>(functionName: F) =>
    client.readContract({ address: campaign, abi: merkleBaseAbi, functionName });
  const [isSablier, root, token, startTime, expiration, claimType, comptroller, admin, ipfsCID, name, minFeeUSD, firstClaimTime] =
    await Promise.all([
      read('IS_SABLIER_MERKLE'),
      read('MERKLE_ROOT'),
      read('TOKEN'),
      read('CAMPAIGN_START_TIME'),
      read('EXPIRATION'),
      read('CLAIM_TYPE'),
      read('COMPTROLLER'),
      read('admin'),
      read('ipfsCID'),
      read('campaignName'),
      read('minFeeUSD'),
      read('firstClaimTime'),
    ]);
  return {
    isSablier,
    root,
    token,
    startTime,
    expiration,
    claimType: CLAIM_TYPES[claimType] ?? `unknown (${claimType})`,
    comptroller,
    admin,
    ipfsCID,
    name,
    minFeeUSD,
    firstClaimTime,
  };
}

/** The stream settings of a Lockup campaign, and whether its Lockup contract is one the package lists. */
export async function readLockupSettings(client: PublicClient, campaign: Address, chainId: number) {
  const read = <F extends (typeof merkleLockupAbi)[number]['name']>(functionName: F) =>
    client.readContract({ address: campaign, abi: merkleLockupAbi, functionName });
  const [lockup, cancelable, transferable, vestingStartTime, shape] = await Promise.all([
    read('SABLIER_LOCKUP'),
    read('STREAM_CANCELABLE'),
    read('STREAM_TRANSFERABLE'),
    read('VESTING_START_TIME'),
    read('streamShape'),
  ]);
  const known = sablier.evm.contracts.get({ chainId, contractAddress: lockup, protocol: 'lockup' });
  return {
    lockup,
    lockupRelease: known?.name === 'SablierLockup' ? known.version : undefined,
    cancelable,
    transferable,
    vestingStartTime,
    shape,
  };
}

export async function fetchCampaignFile(cid: string, gateway = 'https://ipfs.io/ipfs/'): Promise<CampaignFile> {
  const response = await fetch(`${gateway}${cid}`);
  if (!response.ok) throw new Error(`IPFS gateway answered ${response.status} for ${cid}`);
  return (await response.json()) as CampaignFile;
}

/** Runs every check and returns a list of findings; an empty list means the campaign is consistent. */
export async function verifyCampaign(client: PublicClient, campaign: Address) {
  const findings: string[] = [];
  const creation = await findCreation(client, campaign);
  if (!creation) findings.push('no Airdrops v3.0 factory of this chain logged the creation of this address');
  const onchain = await readCampaign(client, campaign);
  if (!onchain.isSablier) findings.push('IS_SABLIER_MERKLE() is false');
  if (creation && !isAddressEqual(onchain.comptroller, creation.args.comptroller as Address)) {
    findings.push(`COMPTROLLER is ${onchain.comptroller}, the creation event names ${String(creation.args.comptroller)}`);
  }
  // The comptroller may lower a campaign's fee, never raise it.
  if (creation && onchain.minFeeUSD > (creation.args.minFeeUSD as bigint)) {
    findings.push(`minFeeUSD is ${onchain.minFeeUSD}, above the ${String(creation.args.minFeeUSD)} set at creation`);
  }

  let lockup: Awaited<ReturnType<typeof readLockupSettings>> | undefined;
  if (creation?.eventName === 'CreateMerkleLL' || creation?.eventName === 'CreateMerkleLT') {
    lockup = await readLockupSettings(client, campaign, await client.getChainId());
    if (!lockup.lockupRelease) findings.push(`SABLIER_LOCKUP ${lockup.lockup} is not a SablierLockup listed in the sablier package`);
  }

  const file = await fetchCampaignFile(onchain.ipfsCID);
  const leaves = campaignLeaves(file);
  const rebuilt = buildTree(leaves)[0]!;
  if (rebuilt !== onchain.root.toLowerCase()) {
    findings.push(`root rebuilt from the recipient list is ${rebuilt}, MERKLE_ROOT is ${onchain.root}`);
  }

  const total = file.recipients.reduce((sum, r) => sum + BigInt(r.amount), 0n);
  if (total !== BigInt(file.total_amount)) findings.push(`amounts add up to ${total}, file says ${file.total_amount}`);
  if (file.recipients.length !== file.number_of_recipients) findings.push('recipient count differs from the file header');
  if (creation) {
    // VCA campaigns carry the declared total in their parameters struct; the other types in the event itself.
    const params = creation.args.campaignParams as { aggregateAmount?: bigint };
    const declared = (creation.args.aggregateAmount as bigint | undefined) ?? params.aggregateAmount;
    if (declared !== total) findings.push(`the creation event declares ${String(declared)} in total, the list adds up to ${total}`);
    if (creation.args.recipientCount !== BigInt(file.recipients.length)) {
      findings.push(
        `the creation event declares ${String(creation.args.recipientCount)} recipients, the list has ${file.recipients.length}`,
      );
    }
  }

  // Tokens still owed: the amounts of every index not yet claimed.
  const claimed = await Promise.all(
    leaves.map((_, i) => client.readContract({ address: campaign, abi: merkleBaseAbi, functionName: 'hasClaimed', args: [BigInt(i)] })),
  );
  const owed = file.recipients.reduce((sum, r, i) => (claimed[i] ? sum : sum + BigInt(r.amount)), 0n);
  const balance = await client.readContract({
    address: onchain.token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [campaign],
  });
  if (balance < owed) findings.push(`campaign holds ${balance} base units but still owes ${owed}`);
  return { creation, onchain, lockup, total, owed, balance, findings };
}
// #endregion campaign
