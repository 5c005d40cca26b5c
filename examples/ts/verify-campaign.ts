/**
 * Verify a Sablier Airdrops v1.3 Merkle campaign from its on-chain data and its IPFS file.
 * Run it with any viem public client, e.g. createPublicClient({ chain: mainnet, transport: http() }).
 */
import { concat, encodeAbiParameters, isAddressEqual, keccak256, parseAbi, type Address, type Hex, type PublicClient } from 'viem';

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

export const merkleBaseAbi = parseAbi([
  'function MERKLE_ROOT() view returns (bytes32)',
  'function TOKEN() view returns (address)',
  'function EXPIRATION() view returns (uint40)',
  'function FACTORY() view returns (address)',
  'function admin() view returns (address)',
  'function ipfsCID() view returns (string)',
  'function campaignName() view returns (string)',
  'function hasClaimed(uint256 index) view returns (bool)',
]);

const erc20Abi = parseAbi(['function balanceOf(address) view returns (uint256)']);

export async function readCampaign(client: PublicClient, campaign: Address) {
  const read = <F extends 'MERKLE_ROOT' | 'TOKEN' | 'EXPIRATION' | 'FACTORY' | 'admin' | 'ipfsCID' | 'campaignName'>(functionName: F) =>
    client.readContract({ address: campaign, abi: merkleBaseAbi, functionName });
  const [root, token, expiration, factory, admin, ipfsCID, name] = await Promise.all([
    read('MERKLE_ROOT'),
    read('TOKEN'),
    read('EXPIRATION'),
    read('FACTORY'),
    read('admin'),
    read('ipfsCID'),
    read('campaignName'),
  ]);
  return { root, token, expiration, factory, admin, ipfsCID, name };
}

export async function fetchCampaignFile(cid: string, gateway = 'https://ipfs.io/ipfs/'): Promise<CampaignFile> {
  const response = await fetch(`${gateway}${cid}`);
  if (!response.ok) throw new Error(`IPFS gateway answered ${response.status} for ${cid}`);
  return (await response.json()) as CampaignFile;
}

/** Runs every check and returns a list of findings; an empty list means the campaign is consistent. */
export async function verifyCampaign(client: PublicClient, campaign: Address, expectedFactory: Address) {
  const findings: string[] = [];
  const onchain = await readCampaign(client, campaign);
  if (!isAddressEqual(onchain.factory, expectedFactory)) {
    findings.push(`FACTORY is ${onchain.factory}, not the Airdrops v1.3 factory ${expectedFactory}`);
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
  return { onchain, total, owed, balance, findings };
}
// #endregion campaign
