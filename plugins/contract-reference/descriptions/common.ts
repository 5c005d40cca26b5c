import type { ErrorDoc, ItemDoc } from './types';

/**
 * Text shared by contracts that inherit the same building blocks: OpenZeppelin ERC-721 and its
 * errors, Adminable, Batch and NoDelegateCall. `nft` is the word used for the stream NFT.
 */
export function erc721Functions(nft: string): Record<string, ItemDoc> {
  return {
    'approve(address,uint256)': {
      text: `Lets \`to\` move the ${nft} with ID \`tokenId\`, or clears the approval when \`to\` is the zero address. An approved address is also an approved operator for the stream: it may withdraw to any address.`,
      caller: ['owner', 'operator'],
      callerNote: 'The caller must own the NFT or be an operator approved for all of the owner\'s NFTs.',
      reverts: ['ERC721NonexistentToken', 'ERC721InvalidApprover'],
      emits: ['Approval'],
    },
    'balanceOf(address)': { text: `Returns how many ${nft}s \`owner\` holds in this contract.` },
    'getApproved(uint256)': { text: `Returns the address approved for the ${nft} with ID \`tokenId\`, or the zero address if none.` },
    'isApprovedForAll(address,address)': { text: `Tells whether \`operator\` may manage every ${nft} of \`owner\`.` },
    'name()': { text: 'Returns the ERC-721 collection name.' },
    'ownerOf(uint256)': { text: `Returns the owner of the ${nft}, which is the stream's recipient. Reverts if the NFT does not exist or was burned.` },
    'safeTransferFrom(address,address,uint256)': {
      text: `Transfers the ${nft} like \`transferFrom\`, then checks that a contract receiver implements \`onERC721Received\`. Transferring the NFT makes \`to\` the new recipient of the stream.`,
      caller: ['owner', 'operator'],
      reverts: ['ERC721NonexistentToken', 'ERC721InsufficientApproval', 'ERC721InvalidReceiver', 'ERC721IncorrectOwner'],
      emits: ['Transfer', 'MetadataUpdate'],
    },
    'safeTransferFrom(address,address,uint256,bytes)': {
      text: `Same as the three-argument \`safeTransferFrom\`, forwarding \`data\` to the receiver's \`onERC721Received\` hook.`,
      caller: ['owner', 'operator'],
      reverts: ['ERC721NonexistentToken', 'ERC721InsufficientApproval', 'ERC721InvalidReceiver', 'ERC721IncorrectOwner'],
      emits: ['Transfer', 'MetadataUpdate'],
    },
    'setApprovalForAll(address,bool)': {
      text: `Grants or revokes \`operator\`'s right to manage every ${nft} the caller owns, including withdrawing from those streams to any address.`,
      caller: ['anyone'],
      callerNote: 'Acts on the caller\'s own NFTs.',
      reverts: ['ERC721InvalidOperator'],
      emits: ['ApprovalForAll'],
    },
    'supportsInterface(bytes4)': { text: 'ERC-165: returns true for the interface IDs the contract implements (ERC-165, ERC-721, ERC-721 Metadata and the ERC-4906 metadata-update interface).' },
    'symbol()': { text: 'Returns the ERC-721 collection symbol.' },
    'tokenURI(uint256)': { text: `Returns the metadata URI of the ${nft}, produced by the current NFT descriptor contract. Reverts if the stream does not exist.` },
    'transferFrom(address,address,uint256)': {
      text: `Moves the ${nft} from \`from\` to \`to\`, making \`to\` the stream's recipient. Fails if the stream was created non-transferable.`,
      caller: ['owner', 'operator'],
      reverts: ['ERC721NonexistentToken', 'ERC721InsufficientApproval', 'ERC721InvalidReceiver', 'ERC721IncorrectOwner'],
      emits: ['Transfer', 'MetadataUpdate'],
    },
  };
}

export const erc721Events: Record<string, ItemDoc> = {
  'Approval(address,address,uint256)': { text: 'Logged when the owner of an NFT approves an address for it (ERC-721).' },
  'ApprovalForAll(address,address,bool)': { text: 'Logged when an owner grants or revokes an operator for all of their NFTs (ERC-721).' },
  'Transfer(address,address,uint256)': { text: 'Logged when an NFT is minted (from the zero address), transferred or burned (to the zero address) (ERC-721).' },
  'MetadataUpdate(uint256)': { text: 'ERC-4906 signal that the metadata of one NFT changed, so marketplaces and wallets refresh it. Logged on every withdrawal, cancellation and transfer.' },
  'BatchMetadataUpdate(uint256,uint256)': { text: 'ERC-4906 signal that the metadata of a range of NFTs changed. Logged when the admin sets a new NFT descriptor, covering every stream created so far.' },
};

export const adminableDocs = {
  functions: {
    'admin()': { text: 'Returns the current admin address.' },
    'transferAdmin(address)': {
      text: 'Hands the admin role to `newAdmin` in one step. Setting the zero address gives up the role for good, so double-check the address.',
      caller: ['admin'],
      reverts: ['CallerNotAdmin'],
      emits: ['TransferAdmin'],
    },
  } as Record<string, ItemDoc>,
  events: {
    'TransferAdmin(address,address)': { text: 'Logged when the admin role moves from `oldAdmin` to `newAdmin`.' },
  } as Record<string, ItemDoc>,
  errors: {
    'CallerNotAdmin(address,address)': {
      text: 'An admin-only function was called by an address that is not the admin.',
      fix: 'Send the transaction from the address returned by `admin()`.',
    },
  } as Record<string, ErrorDoc>,
};

export const batchFunction: Record<string, ItemDoc> = {
  'batch(bytes[])': {
    text: 'Executes several encoded calls to this same contract in one transaction by delegate-calling each of them, and returns their results in order. If any call fails, the whole batch reverts with that call\'s revert data. Each inner call keeps its own permission checks, since `msg.sender` is still the original caller.',
    caller: ['anyone'],
    callerNote: 'Each inner call applies its own rule.',
  },
};

export const delegateCallError: Record<string, ErrorDoc> = {
  'DelegateCall()': {
    text: 'A function protected by `noDelegateCall` ran through a delegate call from another contract.',
    fix: 'Call the protocol contract directly (or through its own `batch`), not from a proxy or library that delegate-calls it.',
  },
};

export const ozErrors: Record<string, ErrorDoc> = {
  'AddressEmptyCode(address)': { text: 'OpenZeppelin Address: a low-level call targeted an address with no code, for example a token address that is not a contract.', fix: 'Check that the token address is a deployed ERC-20 contract on this chain.' },
  'AddressInsufficientBalance(address)': { text: 'OpenZeppelin Address: the contract tried to send more native currency than it holds.', fix: 'This should not happen in normal use; report it if you see it.' },
  'FailedInnerCall()': { text: 'OpenZeppelin Address: a low-level call reverted without a reason.', fix: 'Check the token contract: it may revert on transfers (paused, blocklisted account, fee-on-transfer logic).' },
  'SafeERC20FailedOperation(address)': { text: 'OpenZeppelin SafeERC20: the token\'s `transfer`, `transferFrom` or `approve` call returned `false`. A token that reverts instead surfaces its own error, or `FailedInnerCall` when it gives no reason.', fix: 'Make sure the caller approved enough tokens to the contract and holds the balance, and that the token is not paused or restricting the accounts involved.' },
  'ERC721IncorrectOwner(address,uint256,address)': { text: 'ERC-721: `from` is not the current owner of the NFT being transferred.', fix: 'Pass the current owner (see `ownerOf`) as `from`.' },
  'ERC721InsufficientApproval(address,uint256)': { text: 'ERC-721: the caller neither owns the NFT nor is approved for it.', fix: 'Transfer from the owner, or get approval with `approve` or `setApprovalForAll` first.' },
  'ERC721InvalidApprover(address)': { text: 'ERC-721: the address approving is neither the owner nor an operator of the owner.', fix: 'Call `approve` from the NFT owner or an approved-for-all operator.' },
  'ERC721InvalidOperator(address)': { text: 'ERC-721: the operator passed to `setApprovalForAll` is the zero address.', fix: 'Pass a non-zero operator address.' },
  'ERC721InvalidOwner(address)': { text: 'ERC-721: `balanceOf` was asked about the zero address.', fix: 'Query a non-zero address.' },
  'ERC721InvalidReceiver(address)': { text: 'ERC-721: the NFT cannot go to this receiver: it is the zero address, or a contract that does not accept ERC-721 tokens.', fix: 'Transfer to an address that can hold NFTs; contracts must implement `onERC721Received`.' },
  'ERC721InvalidSender(address)': { text: 'ERC-721: a mint was attempted for an ID that already has an owner.', fix: 'Not reachable through the public functions; report it if you see it.' },
  'ERC721NonexistentToken(uint256)': { text: 'ERC-721: no NFT exists with this ID, either because the stream was never created or because its NFT was burned.', fix: 'Check the stream ID on this contract and chain; a burned stream NFT cannot be used again.' },
};

export const prbErrors: Record<string, ErrorDoc> = {
  'PRBMath_MulDiv18_Overflow(uint256,uint256)': { text: 'PRBMath: a fixed-point multiplication overflowed 256 bits.', fix: 'Use smaller amounts or rates; the inputs are far beyond realistic token amounts.' },
  'PRBMath_UD60x18_IntoUint128_Overflow(UD60x18)': { text: 'PRBMath: a fixed-point result does not fit in 128 bits when converted back to an amount.', fix: 'Use smaller amounts; the result exceeds the `uint128` range used for amounts.' },
};
