/**
 * Campaigns of the SablierMerkleInstant program (Airdrops v0.1 on Solana): the Merkle leaves and proofs the program
 * checks, the campaign's address, and the create, fund, claim and clawback instructions. Types come from the IDL in
 * the `sablier` package; keccak256 from viem; transport and signing from ./solana-client.ts.
 */
import { sablierMerkleInstant } from 'sablier/solana/releases/airdrops/v0.1/idl';
import { keccak256 } from 'viem';
import {
  associatedTokenAddress,
  buildInstruction,
  concatBytes,
  decodeAccount,
  encodeValue,
  findProgramAddress,
  getAccount,
  publicKeyBytes,
  sendInstructions,
  type Decoded,
  type Instruction,
  type Keypair,
} from './solana-client';

export const merkleIdl = sablierMerkleInstant.SablierMerkleInstantIDL;
export type Campaign = Decoded<typeof merkleIdl, 'Campaign'>;
export type Treasury = Decoded<typeof merkleIdl, 'Treasury'>;

// #region leaf
export interface Allocation {
  index: number;
  recipient: string;
  amount: bigint;
}

const u32 = (n: number): Uint8Array => encodeValue(merkleIdl, 'u32', n);
const u64 = (n: bigint): Uint8Array => encodeValue(merkleIdl, 'u64', n);

/** The leaf the program rebuilds: keccak256 of keccak256(index as 4 LE bytes, recipient's 32 bytes, amount as 8 LE bytes). */
export function leafOf({ index, recipient, amount }: Allocation): Uint8Array {
  const packed = concatBytes([u32(index), publicKeyBytes(recipient), u64(amount)]);
  return keccak256(keccak256(packed, 'bytes'), 'bytes');
}

function compare(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** A parent node: the two children in ascending byte order, hashed together. */
export function hashPair(a: Uint8Array, b: Uint8Array): Uint8Array {
  return keccak256(compare(a, b) <= 0 ? concatBytes([a, b]) : concatBytes([b, a]), 'bytes');
}

export function verifyProof(leaf: Uint8Array, proof: readonly Uint8Array[], root: Uint8Array): boolean {
  return compare(proof.reduce(hashPair, leaf), root) === 0 && root.length === 32;
}
// #endregion leaf

// #region tree
/**
 * A tree over the allocations, level by level: pairs are hashed in sorted order, and the last node of an odd level
 * moves up unchanged. Any tree whose proofs verify as above works with the program.
 */
export function buildTree(allocations: readonly Allocation[]): Uint8Array[][] {
  if (!allocations.length) throw new Error('a campaign needs at least one allocation');
  const levels = [allocations.map(leafOf)];
  while (levels.at(-1)!.length > 1) {
    const level = levels.at(-1)!;
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(i + 1 < level.length ? hashPair(level[i]!, level[i + 1]!) : level[i]!);
    levels.push(next);
  }
  return levels;
}

export const rootOf = (tree: Uint8Array[][]): Uint8Array => tree.at(-1)![0]!;

/** The proof of the allocation at a position of the list the tree was built from. */
export function proofOf(tree: Uint8Array[][], position: number): Uint8Array[] {
  const proof: Uint8Array[] = [];
  let at = position;
  for (const level of tree.slice(0, -1)) {
    const sibling = at % 2 === 0 ? at + 1 : at - 1;
    if (sibling < level.length) proof.push(level[sibling]!);
    at = Math.floor(at / 2);
  }
  return proof;
}
// #endregion tree

// #region campaign
export interface NewCampaign {
  creator: string;
  mint: string;
  tokenProgram: string;
  merkleRoot: Uint8Array;
  startTime: bigint;
  /** Zero for a campaign that never expires. */
  expirationTime: bigint;
  /** At most 32 bytes. */
  name: string;
  /** At most 59 bytes. */
  ipfsCid: string;
  aggregateAmount: bigint;
  recipientCount: number;
}

const text = (s: string): Uint8Array => new TextEncoder().encode(s);

/** The campaign's address: a PDA of "campaign", the creator, the root, both times, the name and the mint. */
export function campaignAddress(c: Pick<NewCampaign, 'creator' | 'mint' | 'merkleRoot' | 'startTime' | 'expirationTime' | 'name'>): string {
  return findProgramAddress(
    [
      text('campaign'),
      publicKeyBytes(c.creator),
      c.merkleRoot,
      u64(c.startTime),
      u64(c.expirationTime),
      text(c.name),
      publicKeyBytes(c.mint),
    ],
    merkleIdl.address,
  ).address;
}

export function createCampaignInstruction(c: NewCampaign): Instruction {
  if (text(c.name).length > 32 || text(c.ipfsCid).length > 59) throw new Error('the name is at most 32 bytes and the CID at most 59');
  return buildInstruction(
    merkleIdl,
    'create_campaign',
    { creator: c.creator, airdrop_token_mint: c.mint, airdrop_token_program: c.tokenProgram },
    {
      merkle_root: c.merkleRoot,
      campaign_start_time: c.startTime,
      expiration_time: c.expirationTime,
      name: c.name,
      ipfs_cid: c.ipfsCid,
      aggregate_amount: c.aggregateAmount,
      recipient_count: c.recipientCount,
    },
  );
}

/**
 * Funding is a plain token transfer into the campaign's associated token account: the token program's
 * TransferChecked (instruction 12), which works the same under the Token program and Token-2022.
 */
export function fundCampaignInstruction(c: NewCampaign, amount: bigint, decimals: number): Instruction {
  const campaign = campaignAddress(c);
  return {
    programId: c.tokenProgram,
    keys: [
      { pubkey: associatedTokenAddress(c.creator, c.mint, c.tokenProgram), isSigner: false, isWritable: true },
      { pubkey: c.mint, isSigner: false, isWritable: false },
      { pubkey: associatedTokenAddress(campaign, c.mint, c.tokenProgram), isSigner: false, isWritable: true },
      { pubkey: c.creator, isSigner: true, isWritable: false },
    ],
    data: concatBytes([Uint8Array.of(12), u64(amount), Uint8Array.of(decimals)]),
  };
}
// #endregion campaign

// #region claim
export async function fetchCampaign(url: string, campaign: string): Promise<Campaign | null> {
  const account = await getAccount(url, campaign);
  return account ? decodeAccount(merkleIdl, 'Campaign', account.data) : null;
}

export async function fetchTreasury(url: string): Promise<Treasury> {
  const account = await getAccount(url, findProgramAddress([text('treasury')], merkleIdl.address).address);
  if (!account) throw new Error('the program has no treasury on this cluster');
  return decodeAccount(merkleIdl, 'Treasury', account.data);
}

/** The receipt of an index: seeds "claim_receipt", the campaign and the index (4 bytes LE). */
export const claimReceiptAddress = (campaign: string, index: number): string =>
  findProgramAddress([text('claim_receipt'), publicKeyBytes(campaign), u32(index)], merkleIdl.address).address;

/** Whether an index was claimed: its receipt exists. The same answer as `has_claimed`, with one read. */
export async function hasClaimed(url: string, campaign: string, index: number): Promise<boolean> {
  return (await getAccount(url, claimReceiptAddress(campaign, index))) !== null;
}

/** `claim`: any signer pays for it; the tokens go to the allocation's recipient. */
export function claimInstruction(
  campaign: string,
  mint: string,
  tokenProgram: string,
  allocation: Allocation,
  proof: readonly Uint8Array[],
  claimer: string,
  treasury: Treasury,
): Instruction {
  return buildInstruction(
    merkleIdl,
    'claim',
    {
      claimer,
      recipient: allocation.recipient,
      airdrop_token_mint: mint,
      campaign,
      airdrop_token_program: tokenProgram,
      chainlink_program: treasury.chainlink_program,
      chainlink_sol_usd_feed: treasury.chainlink_sol_usd_feed,
    },
    { index: allocation.index, amount: allocation.amount, merkle_proof: [...proof] },
  );
}

/** Claims an allocation unless it was claimed already; `claimer` signs and pays, the recipient gets the tokens. */
export async function claim(
  url: string,
  campaign: string,
  allocation: Allocation,
  proof: readonly Uint8Array[],
  claimer: Keypair,
): Promise<string | null> {
  if (await hasClaimed(url, campaign, allocation.index)) return null;
  const [data, treasury] = await Promise.all([fetchCampaign(url, campaign), fetchTreasury(url)]);
  if (!data) throw new Error(`${campaign} is not a campaign`);
  const mintAccount = await getAccount(url, data.airdrop_token_mint);
  if (!mintAccount) throw new Error('the campaign token has no mint account');
  const ix = claimInstruction(campaign, data.airdrop_token_mint, mintAccount.owner, allocation, proof, claimer.publicKey, treasury);
  return sendInstructions(url, [ix], [claimer]);
}
// #endregion claim

// #region clawback
const GRACE_PERIOD = 7n * 24n * 60n * 60n;

/** Whether the creator may claw back at Unix time `now`: before any claim, within 7 days of the first, or after expiry. */
export function clawbackAllowed(campaign: Campaign, now: bigint): boolean {
  const graceOver = campaign.first_claim_time > 0n && now > campaign.first_claim_time + GRACE_PERIOD;
  const expired = campaign.expiration_time > 0n && campaign.expiration_time <= now;
  return !graceOver || expired;
}

export function clawbackInstruction(campaign: string, c: Campaign, tokenProgram: string, to: string, amount: bigint): Instruction {
  return buildInstruction(
    merkleIdl,
    'clawback',
    {
      campaign_creator: c.creator,
      clawback_recipient: to,
      airdrop_token_mint: c.airdrop_token_mint,
      campaign,
      airdrop_token_program: tokenProgram,
    },
    { amount },
  );
}
// #endregion clawback
