import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keccak256 } from 'viem';
import {
  associatedTokenAddress,
  buildInstruction,
  decodeAccount,
  decodeBase58,
  encodeBase58,
  encodeValue,
  findProgramAddress,
  isOnCurve,
  publicKeyBytes,
  signTransaction,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  type Keypair,
} from '../../examples/ts/solana-client';
import {
  createStreamInstructions,
  lockupIdl,
  refundableAmount,
  renounceInstruction,
  statusOf,
  streamDataAddress,
  streamedAmount,
  streamNftMint,
  treasuryAddress,
  withdrawableAmount,
  type StreamData,
} from '../../examples/ts/solana-lockup';
import {
  buildTree,
  campaignAddress,
  claimInstruction,
  claimReceiptAddress,
  clawbackAllowed,
  leafOf,
  merkleIdl,
  proofOf,
  rootOf,
  verifyProof,
  type Allocation,
  type Campaign,
} from '../../examples/ts/solana-airdrop';
import { decodeEvents, programError } from '../../examples/ts/solana-events';

/**
 * The Solana examples (examples/ts/solana-*.ts) use no Solana library, so these fixtures were computed once with
 * @solana/web3.js and Anchor's BorshCoder (PDAs, associated token accounts, account and event encodings, instruction
 * data) and are checked here against the examples' own implementations. The signed transaction was checked to
 * deserialize and verify with @solana/web3.js.
 */
const SENDER_SECRET = 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyB5tVYuj+ZU+UB4sRLoqYunkB+FOuaVvtfg45ELrQSWZA==';
const SENDER = '9C6hybhQ6Aycep9jaUnP6uL9ZYvDjUp1aSkFWPUFJtpj';
const RECIPIENT = 'nowAfiByViBTf7X9wiVVaoC7PM8R5r7DzQ8Exch3kGP';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SALT = 0x0123456789abcdef0011223344556677n;
const FIXTURES = {
  lockupTreasury: 'ssqmHj4HQuuzHzADfxMHFQRnUictPAYTjA8M4crToQZ',
  nftCollectionData: '9zudnL83n1hxRkkdzeX2TwdgBvCxdrXwSC7Mm8Z9URky',
  nftCollectionMint: 'Ffn2wXTTuwc2TVS66U4pEEtBMcpAVnbr7qWgZe2C1yUQ',
  merkleTreasury: 'GcpLP426R8awe7siynMFpyZ5Br3gzMa11jh5Eak7cQUk',
  ata: 'HNaHWifhuif9EVT2JXXmra3yjgHZdvZb6kZQyGzfihjC',
  ata2022: 'GpDFyU1b4gXMDSCFZCAGRXU33B6R7RCYLU42HPRRXx2D',
  streamNftMint: '9LxP1pe12SXxrtJ7aRwxzvDg4XoL5M3xBnFiUSqskFGd',
  streamData: 'EYexm9PAZvR17apvv3eokspz3zUFP5LQvwCqLwb78FKX',
  campaign: '9WahA7yYd1uTtpw24XHqTYasviwAbVy52FCLpZmW2akr',
  claimReceipt: 'DeohcgZTDqFstXvkigDep1vejuHCFzxs7qMFVW1naN2G',
  withdrawEventLog:
    'Program data: 6GUbllXe8wnG+nrzvtutOj1l82qryXQxsbvkwtL24OR8pgIDRS9dYQAAAAAAAAAAyUPbs+n/3YpJwGhAw9DLhVR/fZMpkjZdhC4xj2B0F+J7+iYNm8UrGxBNpdQhLelDIFG14ahkHDDyUC+GPRfcGhXNWwcAAAAA',
  createData:
    '96a5931c442930297766554433221100efcdab896745230100ca9a3b0000000080e14e680000000000335068000000000015306a00000000000000000000000000e1f5050000000001',
  renounceTx:
    'AQ5yBitarPdBaVry+6LLx4klDIk7nq4VDdcacH/P4dZLASssPTGY3wzyDxPsn+ztbrCLbGTAvj5RCWXdoPQeHw8BAAIEebVWLo/mVPlAeLES6KmLp5AfhTrmlb7X4OORC60ElmTJQ9uz6f/diknAaEDD0MuFVH99kymSNl2ELjGPYHQX4nv6Jg2bxSsbEE2l1CEt6UMgUbXhqGQcMPJQL4Y9F9waMA3ySP9UQe+x8Z1pLxO6oOjoIVEDV653zty/p7pHmaHEmud2A3ggVPF6nezqQ7RE66DtsSxvHTHG4OSoS/BS6wEDAwABAgjxnYrSCOu7ew==',
  streamDataAccount:
    'PVmUjZpRVnEAAAAAAAAAAADh9QUAAAAAAMqaOwAAAAAAAAAAAAAAAICy5g4AAAAAxvp6877brTo9ZfNqq8l0MbG75MLS9uDkfKYCA0UvXWH+d2ZVRDMiEQDvzauJZ0UjAQEAADNQaAAAAAAAFTBqAAAAAIDhTmgAAAAAebVWLo/mVPlAeLES6KmLp5AfhTrmlb7X4OORC60ElmQA',
  campaignAccount:
    'MigxC53c5cDG+nrzvtutOj1l82qryXQxsbvkwtL24OR8pgIDRS9dYf+A4U5oAAAAAHm1Vi6P5lT5QHixEuipi6eQH4U65pW+1+DjkQutBJZkAAAAAAAAAAB0405oAAAAAA4AAABiYWZrcmVpZXhhbXBsZQcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHDgAAAENvbW11bml0eSBkcm9w',
};
const ROOT = new Uint8Array(32).fill(7);
const bytesOf = (base64: string): Uint8Array => new Uint8Array(Buffer.from(base64, 'base64'));

test('base58 round-trips and keeps leading zero bytes as 1s', () => {
  assert.equal(encodeBase58(new Uint8Array(32)), '11111111111111111111111111111111');
  for (const address of [SENDER, RECIPIENT, USDC, lockupIdl.address]) assert.equal(encodeBase58(decodeBase58(address)), address);
  const zeros = Uint8Array.of(0, 0, 0, 9, 255);
  assert.deepEqual(decodeBase58(encodeBase58(zeros)), zeros);
  assert.throws(() => decodeBase58('0OIl'), /not a base58 digit/);
});

test('wallet keys are on the Ed25519 curve and program-derived addresses are not', () => {
  for (const wallet of [SENDER, RECIPIENT]) assert.equal(isOnCurve(publicKeyBytes(wallet)), true, wallet);
  for (const pda of Object.values(FIXTURES).filter((v) => v.length < 50)) assert.equal(isOnCurve(publicKeyBytes(pda)), false, pda);
});

test('program-derived addresses and associated token accounts match @solana/web3.js', () => {
  const seed = (s: string): Uint8Array => new TextEncoder().encode(s);
  assert.equal(treasuryAddress(), FIXTURES.lockupTreasury);
  assert.equal(findProgramAddress([seed('nft_collection_data')], lockupIdl.address).address, FIXTURES.nftCollectionData);
  assert.equal(findProgramAddress([seed('nft_collection_mint')], lockupIdl.address).address, FIXTURES.nftCollectionMint);
  assert.equal(findProgramAddress([seed('treasury')], merkleIdl.address).address, FIXTURES.merkleTreasury);
  assert.equal(associatedTokenAddress(RECIPIENT, USDC), FIXTURES.ata);
  assert.equal(associatedTokenAddress(RECIPIENT, USDC, TOKEN_2022_PROGRAM), FIXTURES.ata2022);
  assert.equal(streamNftMint(SENDER, SALT), FIXTURES.streamNftMint);
  assert.equal(streamDataAddress(FIXTURES.streamNftMint), FIXTURES.streamData);
  const campaign = campaignAddress({
    creator: SENDER,
    mint: USDC,
    merkleRoot: ROOT,
    startTime: 1_750_000_000n,
    expirationTime: 0n,
    name: 'Community drop',
  });
  assert.equal(campaign, FIXTURES.campaign);
  assert.equal(claimReceiptAddress(campaign, 42), FIXTURES.claimReceipt);
});

test('accounts decode as Anchor encodes them, discriminator checked', () => {
  const stream = decodeAccount(lockupIdl, 'StreamData', bytesOf(FIXTURES.streamDataAccount));
  assert.deepEqual(stream.amounts, {
    start_unlock: 0n,
    cliff_unlock: 100_000_000n,
    deposited: 1_000_000_000n,
    refunded: 0n,
    withdrawn: 250_000_000n,
  });
  assert.deepEqual(stream.timestamps, { cliff: 1_750_086_400n, end: 1_781_536_000n, start: 1_750_000_000n });
  assert.equal(stream.salt, SALT);
  assert.equal(stream.sender, SENDER);
  assert.equal(stream.deposited_token_mint, USDC);
  assert.equal(stream.bump, 254);
  assert.equal(stream.is_cancelable, true);
  const campaign = decodeAccount(merkleIdl, 'Campaign', bytesOf(FIXTURES.campaignAccount));
  assert.equal(campaign.name, 'Community drop');
  assert.equal(campaign.ipfs_cid, 'bafkreiexample');
  assert.deepEqual(campaign.merkle_root, ROOT);
  assert.equal(campaign.first_claim_time, 1_750_000_500n);
  assert.throws(() => decodeAccount(lockupIdl, 'StreamData', bytesOf(FIXTURES.campaignAccount)), /not a StreamData account/);
  // Encoding the decoded fields again gives the same bytes.
  assert.deepEqual(encodeValue(lockupIdl, { defined: { name: 'StreamData' } }, stream), bytesOf(FIXTURES.streamDataAccount).slice(8));
});

test('create_with_timestamps_ll: data as Anchor encodes it, accounts in IDL order with the derived ones filled in', () => {
  const [budget, create] = createStreamInstructions({
    creator: SENDER,
    sender: SENDER,
    recipient: RECIPIENT,
    mint: USDC,
    tokenProgram: TOKEN_PROGRAM,
    salt: SALT,
    depositAmount: 1_000_000_000n,
    startTime: 1_750_000_000n,
    cliffTime: 1_750_086_400n,
    endTime: 1_781_536_000n,
    startUnlockAmount: 0n,
    cliffUnlockAmount: 100_000_000n,
    cancelable: true,
  });
  assert.equal(budget!.programId, 'ComputeBudget111111111111111111111111111111');
  assert.equal(Buffer.from(create!.data).toString('hex'), FIXTURES.createData);
  const idlAccounts = lockupIdl.instructions.find((ix) => ix.name === 'create_with_timestamps_ll')!.accounts;
  assert.equal(create!.keys.length, idlAccounts.length);
  const byName = Object.fromEntries(idlAccounts.map((a, i) => [a.name, create!.keys[i]!]));
  assert.equal(byName.stream_nft_mint!.pubkey, FIXTURES.streamNftMint);
  assert.equal(byName.stream_data!.pubkey, FIXTURES.streamData);
  assert.equal(byName.nft_collection_data!.pubkey, FIXTURES.nftCollectionData);
  assert.equal(byName.creator_ata!.pubkey, associatedTokenAddress(SENDER, USDC));
  assert.deepEqual(
    create!.keys.map((k) => [k.isSigner, k.isWritable]),
    idlAccounts.map((a) => [Boolean('signer' in a && a.signer), Boolean('writable' in a && a.writable)]),
  );
});

test('a signed transaction is byte for byte the one @solana/web3.js produces and verifies', () => {
  const secretKey = bytesOf(SENDER_SECRET);
  const sender: Keypair = { publicKey: encodeBase58(secretKey.slice(32)), secretKey };
  assert.equal(sender.publicKey, SENDER);
  const renounce = renounceInstruction({ nftMint: FIXTURES.streamNftMint, mint: USDC, tokenProgram: TOKEN_PROGRAM }, SENDER);
  const raw = signTransaction([renounce], [sender], 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k');
  assert.equal(Buffer.from(raw).toString('base64'), FIXTURES.renounceTx);
  assert.throws(
    () => signTransaction([renounce], [{ publicKey: RECIPIENT, secretKey }], 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k'),
    /must sign/,
  );
});

test("events are decoded from the program's own log lines only, and error codes map to the IDL's errors", () => {
  const other = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
  const logs = [
    `Program ${lockupIdl.address} invoke [1]`,
    `Program ${other} invoke [2]`,
    FIXTURES.withdrawEventLog, // logged while the token program runs: not ours
    `Program ${other} success`,
    FIXTURES.withdrawEventLog,
    `Program ${lockupIdl.address} success`,
  ];
  const events = decodeEvents(lockupIdl, logs);
  assert.equal(events.length, 1);
  const [event] = events;
  assert.equal(event!.name, 'WithdrawFromLockupStream');
  if (event!.name === 'WithdrawFromLockupStream') {
    assert.equal(event!.data.withdrawn_amount, 123_456_789n);
    assert.equal(event!.data.stream_nft_mint, FIXTURES.streamNftMint);
    assert.equal(event!.data.fee_in_lamports, 0n);
  }
  assert.deepEqual(programError(lockupIdl, { InstructionError: [1, { Custom: 6013 }] }), {
    instruction: 1,
    code: 6013,
    name: 'Overdraw',
    message: 'Attempting to withdraw more than available in the stream!',
  });
  assert.equal(programError(merkleIdl, { InstructionError: [0, { Custom: 6001 }] })!.name, 'InvalidMerkleProof');
  assert.equal(programError(lockupIdl, { InstructionError: [0, { Custom: 2012 }] })!.name, 'AnchorError');
  assert.equal(programError(lockupIdl, 'AccountNotFound'), null);
});

type StreamOverrides = Partial<Omit<StreamData, 'amounts' | 'timestamps'>> & {
  amounts?: Partial<StreamData['amounts']>;
  timestamps?: Partial<StreamData['timestamps']>;
};

function stream(overrides: StreamOverrides): StreamData {
  const base: StreamData = {
    amounts: { start_unlock: 0n, cliff_unlock: 0n, deposited: 1000n, refunded: 0n, withdrawn: 0n },
    deposited_token_mint: USDC,
    bump: 255,
    salt: 1n,
    is_cancelable: true,
    is_depleted: false,
    timestamps: { cliff: 0n, end: 2000n, start: 1000n },
    sender: SENDER,
    was_canceled: false,
  };
  return {
    ...base,
    ...overrides,
    amounts: { ...base.amounts, ...overrides.amounts },
    timestamps: { ...base.timestamps, ...overrides.timestamps },
  };
}

test('streamed, withdrawable and refundable amounts follow the program', () => {
  const plain = stream({});
  assert.equal(streamedAmount(plain, 999n), 0n);
  assert.equal(streamedAmount(plain, 1500n), 500n);
  assert.equal(streamedAmount(plain, 2000n), 1000n);
  const cliffed = stream({ amounts: { start_unlock: 100n, cliff_unlock: 100n }, timestamps: { cliff: 1200n } });
  assert.equal(streamedAmount(cliffed, 1000n), 100n); // the start unlock
  assert.equal(streamedAmount(cliffed, 1199n), 100n);
  assert.equal(streamedAmount(cliffed, 1200n), 200n); // both unlocks, nothing linear yet
  assert.equal(streamedAmount(cliffed, 1600n), 600n); // 200 + 800 · 400/800
  // Rounding: the elapsed fraction is scaled by 10^18 and both divisions round down.
  assert.equal(streamedAmount(stream({ amounts: { deposited: 10n }, timestamps: { start: 1n, end: 4n } }), 2n), 3n);
  const withdrawn = stream({ amounts: { withdrawn: 300n } });
  assert.equal(withdrawableAmount(withdrawn, 1500n), 200n);
  assert.equal(refundableAmount(withdrawn, 1500n), 500n);
  assert.equal(refundableAmount(stream({ is_cancelable: false }), 1500n), 0n);
  const canceled = stream({ was_canceled: true, is_cancelable: false, amounts: { refunded: 400n, withdrawn: 100n } });
  assert.equal(streamedAmount(canceled, 1900n), 600n);
  assert.equal(withdrawableAmount(canceled, 1900n), 500n);
});

test('statuses follow the program', () => {
  assert.equal(statusOf(stream({}), 999n), 'Pending');
  assert.equal(statusOf(stream({}), 1000n), 'Streaming');
  assert.equal(statusOf(stream({}), 2000n), 'Settled');
  assert.equal(statusOf(stream({ amounts: { start_unlock: 1000n } }), 1000n), 'Settled');
  assert.equal(statusOf(stream({ was_canceled: true, amounts: { refunded: 100n } }), 1500n), 'Canceled');
  assert.equal(statusOf(stream({ is_depleted: true, was_canceled: true }), 1500n), 'Depleted');
});

test('Merkle leaves, trees and proofs are the ones the program checks', () => {
  const allocations: Allocation[] = [SENDER, RECIPIENT, USDC, FIXTURES.campaign, FIXTURES.streamData].map((recipient, index) => ({
    index,
    recipient,
    amount: BigInt(index + 1) * 1_000_000n,
  }));
  // The leaf: index as u32 LE, the 32-byte key, amount as u64 LE, hashed twice.
  const packed = Buffer.concat([Buffer.from([2, 0, 0, 0]), Buffer.from(publicKeyBytes(USDC)), Buffer.from('c0c62d0000000000', 'hex')]);
  assert.deepEqual(leafOf(allocations[2]!), keccak256(keccak256(packed, 'bytes'), 'bytes'));
  for (let size = 1; size <= allocations.length; size++) {
    const list = allocations.slice(0, size);
    const tree = buildTree(list);
    const root = rootOf(tree);
    list.forEach((allocation, i) => {
      assert.equal(verifyProof(leafOf(allocation), proofOf(tree, i), root), true, `size ${size}, index ${i}`);
      assert.equal(verifyProof(leafOf({ ...allocation, amount: allocation.amount + 1n }), proofOf(tree, i), root), false);
    });
  }
  const tree = buildTree(allocations);
  const ix = claimInstruction(FIXTURES.campaign, USDC, TOKEN_PROGRAM, allocations[3]!, proofOf(tree, 3), RECIPIENT, {
    bump: 255,
    fee_collector: SENDER,
    chainlink_program: 'HEvSKofvBgfaexv23kMabbYqxasxU3mQ4ibBMEmJWHny',
    chainlink_sol_usd_feed: '99B2bTijsU6f1GCT73HmdR7HCFFjGMBcPZY6jZ96ynrR',
  });
  const names = merkleIdl.instructions.find((i) => i.name === 'claim')!.accounts.map((a) => a.name);
  assert.equal(ix.keys[names.indexOf('claim_receipt')]!.pubkey, claimReceiptAddress(FIXTURES.campaign, 3));
  assert.equal(ix.keys[names.indexOf('campaign_ata')]!.pubkey, associatedTokenAddress(FIXTURES.campaign, USDC));
});

test('clawback is allowed before the first claim, for 7 days after it, and after expiry', () => {
  const week = 7n * 24n * 3600n;
  const campaign = (first: bigint, expiration: bigint): Campaign => ({
    ...decodeAccount(merkleIdl, 'Campaign', bytesOf(FIXTURES.campaignAccount)),
    first_claim_time: first,
    expiration_time: expiration,
  });
  assert.equal(clawbackAllowed(campaign(0n, 0n), 10n ** 10n), true);
  assert.equal(clawbackAllowed(campaign(1000n, 0n), 1000n + week), true);
  assert.equal(clawbackAllowed(campaign(1000n, 0n), 1001n + week), false);
  assert.equal(clawbackAllowed(campaign(1000n, 5000n + week), 4000n + week), false);
  assert.equal(clawbackAllowed(campaign(1000n, 5000n + week), 5000n + week), true);
});

test('the instruction builder is typed by the IDL', () => {
  // Each line below must fail to type-check (tsc runs over the tests); at run time they throw.
  assert.throws(() =>
    // @ts-expect-error the salt of stream_exists is a u128, a bigint
    buildInstruction(lockupIdl, 'stream_exists', {}, { _sender: SENDER, _salt: 'one' }),
  );
  assert.throws(() =>
    // @ts-expect-error renounce needs the sender and the stream NFT mint
    buildInstruction(lockupIdl, 'renounce', {}, {}),
  );
  assert.throws(() =>
    // @ts-expect-error the program has no such instruction
    buildInstruction(merkleIdl, 'withdraw', {}, {}),
  );
});
