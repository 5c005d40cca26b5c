/**
 * Streams of the SablierLockup program (Lockup v0.1 on Solana): create one, read it, work out its status and amounts
 * off-chain, and build the withdraw, cancel and renounce instructions. Types come from the IDL in the `sablier`
 * package; transport and signing from ./solana-client.ts.
 */
import { randomBytes } from 'node:crypto';
import { sablier } from 'sablier';
import { sablierLockupLinear } from 'sablier/solana/releases/lockup/v0.1/idl';
import {
  associatedTokenAddress,
  buildInstruction,
  decodeAccount,
  findProgramAddress,
  getAccount,
  publicKeyBytes,
  rpc,
  sendInstructions,
  setComputeUnitLimit,
  TOKEN_PROGRAM,
  view,
  type Decoded,
  type Instruction,
  type Keypair,
} from './solana-client';

// #region setup
export const lockupIdl = sablierLockupLinear.SablierLockupLinearIDL;

/** The stream data account, typed from the IDL: `u64` fields are bigints, public keys base58 strings. */
export type StreamData = Decoded<typeof lockupIdl, 'StreamData'>;
export type StreamStatus = Decoded<typeof lockupIdl, 'StreamStatus'>;
export type Treasury = Decoded<typeof lockupIdl, 'Treasury'>;

/** The program ID on a cluster, from the package's deployments of Lockup v0.1. */
export function lockupProgramId(cluster: 'mainnet-beta' | 'devnet'): string {
  const release = sablier.solana.releases.get({ protocol: 'lockup', version: 'v0.1' });
  const chain = sablier.solana.chains.getAll().find((c) => c.definition.cluster === cluster);
  const program = release?.deployments.find((d) => d.chainId === chain?.id)?.programs.find((p) => p.name === 'SablierLockupLinear');
  if (!program) throw new Error(`no SablierLockup deployment on ${cluster}`);
  return program.address;
}
// #endregion setup

// #region addresses
const text = (s: string): Uint8Array => new TextEncoder().encode(s);

/** A salt nobody else is likely to pick: 16 random bytes. `stream_exists` tells whether one is taken. */
export function randomSalt(): bigint {
  return BigInt(`0x${randomBytes(16).toString('hex')}`);
}

/** The stream NFT mint, which identifies a stream: seeds "stream_nft_mint", the sender, the salt (16 bytes LE). */
export function streamNftMint(sender: string, salt: bigint): string {
  const saltBytes = new Uint8Array(16);
  for (let i = 0, v = salt; i < 16; i++, v >>= 8n) saltBytes[i] = Number(v & 0xffn);
  return findProgramAddress([text('stream_nft_mint'), publicKeyBytes(sender), saltBytes], lockupIdl.address).address;
}

/** The stream's data account: seeds "stream_data" and the stream NFT mint. */
export function streamDataAddress(nftMint: string): string {
  return findProgramAddress([text('stream_data'), publicKeyBytes(nftMint)], lockupIdl.address).address;
}

/** The program's treasury: seed "treasury". */
export const treasuryAddress = (): string => findProgramAddress([text('treasury')], lockupIdl.address).address;
// #endregion addresses

// #region create
export interface NewStream {
  creator: string;
  sender: string;
  recipient: string;
  mint: string;
  /** The program that owns the mint: the Token program or Token-2022. */
  tokenProgram: string;
  salt: bigint;
  depositAmount: bigint;
  startTime: bigint;
  /** Zero for no cliff. */
  cliffTime: bigint;
  endTime: bigint;
  startUnlockAmount: bigint;
  cliffUnlockAmount: bigint;
  cancelable: boolean;
}

/**
 * The instructions that create a stream: a higher compute limit (the Metaplex calls need more than the default;
 * simulate to see what a creation uses), then `create_with_timestamps_ll`. The creator signs and pays.
 */
export function createStreamInstructions(stream: NewStream): Instruction[] {
  const create = buildInstruction(
    lockupIdl,
    'create_with_timestamps_ll',
    {
      creator: stream.creator,
      sender: stream.sender,
      recipient: stream.recipient,
      deposit_token_mint: stream.mint,
      deposit_token_program: stream.tokenProgram,
      nft_token_program: TOKEN_PROGRAM,
    },
    {
      salt: stream.salt,
      deposit_amount: stream.depositAmount,
      start_time: stream.startTime,
      cliff_time: stream.cliffTime,
      end_time: stream.endTime,
      start_unlock_amount: stream.startUnlockAmount,
      cliff_unlock_amount: stream.cliffUnlockAmount,
      is_cancelable: stream.cancelable,
    },
  );
  return [setComputeUnitLimit(400_000), create];
}
// #endregion create

// #region read
/** A stream's data, or `null` when no stream has this NFT mint. */
export async function fetchStream(url: string, nftMint: string): Promise<StreamData | null> {
  const account = await getAccount(url, streamDataAddress(nftMint));
  return account ? decodeAccount(lockupIdl, 'StreamData', account.data) : null;
}

export async function fetchTreasury(url: string): Promise<Treasury> {
  const account = await getAccount(url, treasuryAddress());
  if (!account) throw new Error('the program has no treasury on this cluster');
  return decodeAccount(lockupIdl, 'Treasury', account.data);
}

/** The stream's recipient: the owner of the token account that holds its NFT. */
export async function streamRecipient(url: string, nftMint: string): Promise<string> {
  const largest = await rpc<{ value: { address: string; amount: string }[] }>(url, 'getTokenLargestAccounts', [nftMint]);
  const holder = largest.value.find((a) => a.amount === '1');
  if (!holder) throw new Error('nobody holds the stream NFT');
  const info = await rpc<{ value: { data: { parsed: { info: { owner: string } } } } }>(url, 'getAccountInfo', [
    holder.address,
    { encoding: 'jsonParsed' },
  ]);
  return info.value.data.parsed.info.owner;
}

/** The status as the program itself reports it, from a simulation of `status_of`; `payer` is any existing account. */
export async function statusOnChain(url: string, nftMint: string, payer: string): Promise<StreamStatus> {
  return view(url, lockupIdl, 'status_of', { stream_nft_mint: nftMint }, {}, payer);
}
// #endregion read

// #region math
const SCALE = 10n ** 18n;

/** What has streamed at Unix time `now`, as the program computes it in `streamed_amount_of`. */
export function streamedAmount(stream: StreamData, now: bigint): bigint {
  const { amounts, timestamps } = stream;
  if (stream.is_depleted) return amounts.withdrawn;
  if (stream.was_canceled) return amounts.deposited - amounts.refunded;
  if (now < timestamps.start) return 0n;
  if (now < timestamps.cliff) return amounts.start_unlock;
  if (now >= timestamps.end) return amounts.deposited;
  const unlocked = amounts.start_unlock + amounts.cliff_unlock;
  if (unlocked >= amounts.deposited) return amounts.deposited;
  // The linear part runs from the cliff (or the start when there is none) to the end.
  const from = timestamps.cliff === 0n ? timestamps.start : timestamps.cliff;
  const elapsed = ((now - from) * SCALE) / (timestamps.end - from);
  const streamed = unlocked + (elapsed * (amounts.deposited - unlocked)) / SCALE;
  return streamed > amounts.deposited ? amounts.withdrawn : streamed;
}

export const withdrawableAmount = (stream: StreamData, now: bigint): bigint => streamedAmount(stream, now) - stream.amounts.withdrawn;

export function refundableAmount(stream: StreamData, now: bigint): bigint {
  return stream.is_cancelable && !stream.is_depleted ? stream.amounts.deposited - streamedAmount(stream, now) : 0n;
}

/** The status `status_of` would return at Unix time `now`. */
export function statusOf(stream: StreamData, now: bigint): StreamStatus {
  if (stream.is_depleted) return 'Depleted';
  if (stream.was_canceled) return 'Canceled';
  if (now < stream.timestamps.start) return 'Pending';
  return streamedAmount(stream, now) < stream.amounts.deposited ? 'Streaming' : 'Settled';
}
// #endregion math

// #region manage
export interface StreamRef {
  nftMint: string;
  /** The streamed token's mint and the program that owns it. */
  mint: string;
  tokenProgram: string;
}

/**
 * `withdraw_max`, or `withdraw` when an amount is given. `recipient` is the NFT holder; `to` defaults to it and may
 * differ only when the recipient is the signer. The Chainlink accounts are the ones the treasury stores.
 */
export function withdrawInstruction(
  stream: StreamRef,
  signer: string,
  recipient: string,
  treasury: Treasury,
  options: { to?: string; amount?: bigint } = {},
): Instruction {
  const accounts = {
    signer,
    stream_recipient: recipient,
    withdrawal_recipient: options.to ?? recipient,
    deposited_token_mint: stream.mint,
    stream_nft_mint: stream.nftMint,
    chainlink_program: treasury.chainlink_program,
    chainlink_sol_usd_feed: treasury.chainlink_sol_usd_feed,
    deposited_token_program: stream.tokenProgram,
    nft_token_program: TOKEN_PROGRAM,
  };
  return options.amount === undefined
    ? buildInstruction(lockupIdl, 'withdraw_max', accounts, {})
    : buildInstruction(lockupIdl, 'withdraw', accounts, { amount: options.amount });
}

/** `cancel`: the sender signs and gets the unstreamed part back. */
export function cancelInstruction(stream: StreamRef, sender: string): Instruction {
  return buildInstruction(
    lockupIdl,
    'cancel',
    { sender, deposited_token_mint: stream.mint, stream_nft_mint: stream.nftMint, deposited_token_program: stream.tokenProgram },
    {},
  );
}

/** `renounce`: the sender signs and gives up the right to cancel. */
export function renounceInstruction(stream: StreamRef, sender: string): Instruction {
  return buildInstruction(lockupIdl, 'renounce', { sender, stream_nft_mint: stream.nftMint }, {});
}

/** Where the recipient's tokens land by default: the recipient's associated token account for the mint. */
export const recipientTokenAccount = (stream: StreamRef, recipient: string): string =>
  associatedTokenAddress(recipient, stream.mint, stream.tokenProgram);
// #endregion manage

// #region send
/** Creates a stream with a fresh salt and returns its NFT mint, the stream's identity from now on. */
export async function createStream(
  url: string,
  creator: Keypair,
  stream: Omit<NewStream, 'creator' | 'salt'>,
): Promise<{ signature: string; nftMint: string }> {
  const salt = randomSalt();
  const signature = await sendInstructions(url, createStreamInstructions({ ...stream, creator: creator.publicKey, salt }), [creator]);
  return { signature, nftMint: streamNftMint(stream.sender, salt) };
}

/** Withdraws everything withdrawable to the stream's recipient; `signer` pays the fee and any rent. */
export async function withdrawMax(url: string, signer: Keypair, stream: StreamRef): Promise<string> {
  const [recipient, treasury] = await Promise.all([streamRecipient(url, stream.nftMint), fetchTreasury(url)]);
  return sendInstructions(url, [withdrawInstruction(stream, signer.publicKey, recipient, treasury)], [signer]);
}
// #endregion send
