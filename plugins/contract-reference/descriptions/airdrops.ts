import { adminableDocs, ozErrors, prbErrors } from './common';

const tokenErrors = Object.fromEntries(Object.entries(ozErrors).filter(([k]) => !k.startsWith('ERC721')));
import type { ItemDoc, ProtocolDocs } from './types';

/** Airdrops v1.3 (SablierMerkleFactory and the campaign contracts), written from the v1.3.0 sources. */

const claimReverts = ['SablierMerkleBase_CampaignExpired', 'SablierMerkleBase_InsufficientFeePayment', 'SablierMerkleBase_StreamClaimed', 'SablierMerkleBase_InvalidProof', 'SafeERC20FailedOperation'];
const create = (kind: string, extra: string): ItemDoc => ({
  text: `Deploys a ${kind} campaign with CREATE2 (the salt hashes the caller's address with the ABI-encoded parameters and nothing else, so the same caller with the same parameters gets the same address on every chain where the factory sits at the same address) and records the fee that will apply to its claims: the caller's custom fee if set, otherwise the default fee. ${extra} The new campaign holds no tokens: the creator must transfer the airdropped tokens to it. The last two arguments (aggregate amount and recipient count) are only logged for indexers.`,
  caller: ['anyone'],
  callerNote: 'The caller chooses the campaign admin in the parameters.',
});

const functions: Record<string, ItemDoc> = {
  ...adminableDocs.functions,
  'transferAdmin(address)': { ...adminableDocs.functions['transferAdmin(address)']!, text: 'Hands the admin role to `newAdmin` in one step. On the factory this is the role that sets fees; on a campaign it is the campaign admin (the `initialAdmin` the creator named, not necessarily the creator), who may claw back and is the sender of streams created by later claims.' },
  'EXPIRATION()': { text: 'The Unix time from which claims are refused (the campaign counts as expired at that very second), or zero if the campaign never expires.' },
  'FACTORY()': { text: 'The factory that deployed the campaign; only it may collect the claim fees.' },
  'FEE()': { text: 'The claim fee in wei of the native currency, fixed when the campaign was deployed.' },
  'MERKLE_ROOT()': { text: 'The root of the Merkle tree of (index, recipient, amount) leaves.' },
  'TOKEN()': { text: 'The ERC-20 token being distributed.' },
  'campaignName()': { text: 'The campaign name given at creation. It is stored in a single `bytes32`, so only its first 32 bytes are kept and the returned string is padded with zero bytes.' },
  'getFirstClaimTime()': { text: 'The time of the first claim, or zero if nobody has claimed. It starts the 7-day clawback grace period.' },
  'hasClaimed(uint256)': { text: 'Tells whether the leaf at `index` has been claimed.' },
  'hasExpired()': { text: 'Tells whether the campaign has an expiration and it has passed.' },
  'ipfsCID()': { text: 'The IPFS content ID of the file listing every recipient and amount.' },
  'shape()': { text: 'The shape label the creator passed at deployment, stored by every campaign (instant ones too). Stream campaigns copy it into the streams their claims create.' },
  'claim(uint256,address,uint128,bytes32[])': {
    text: 'Claims the allocation of leaf `index` for `recipient`, proven with `merkleProof`, and pays the claim fee in `msg.value`. Instant campaigns transfer the tokens; LL and LT campaigns create a Lockup stream for the recipient, with the campaign admin as its sender. Anyone may submit the claim; the tokens always go to `recipient`.',
    caller: ['eligible-claimant'],
    callerNote: 'Anyone may submit it; tokens go to the recipient in the leaf.',
    reverts: [...claimReverts, 'SablierMerkleLT_TotalPercentageNotOneHundred'],
    emits: ['Claim'],
  },
  'clawback(address,uint128)': {
    text: 'Sends `amount` of campaign tokens to `to`. Allowed before the first claim, during the 7 days after it, and after the campaign expires.',
    caller: ['campaign-admin'],
    reverts: ['CallerNotAdmin', 'SablierMerkleBase_ClawbackNotAllowed', 'SafeERC20FailedOperation'],
    emits: ['Clawback'],
  },
  'collectFees(address)': {
    text: 'Sends the native-currency claim fees held by the campaign to `factoryAdmin` and returns the amount. Called by the factory.',
    caller: ['factory'],
    callerNote: 'Only the factory contract that deployed the campaign; anyone reaches it through `collectFees(campaign)` on the factory.',
    reverts: ['SablierMerkleBase_CallerNotFactory', 'SablierMerkleBase_FeeTransferFail'],
  },
  'LOCKUP()': { text: 'The SablierLockup contract in which claims create streams.' },
  'STREAM_CANCELABLE()': { text: 'Whether the streams created by claims are cancelable by the campaign admin (their sender).' },
  'STREAM_TRANSFERABLE()': { text: 'Whether the streams created by claims are transferable.' },
  'getSchedule()': { text: 'Returns the LL schedule: start time (zero means the claim time), start unlock percentage, cliff duration, cliff unlock percentage and total duration.' },
  'STREAM_START_TIME()': { text: 'The start time of the streams created by claims; zero means each stream starts at its claim time.' },
  'TOTAL_PERCENTAGE()': { text: 'The sum of the tranche percentages, computed at deployment. Claims revert unless it is exactly 100%.' },
  'getTranchesWithPercentages()': { text: 'Returns the tranches as (unlock percentage, duration) pairs applied to each claimed amount.' },
  'defaultFee()': { text: 'The claim fee in wei given to new campaigns of creators without a custom fee.' },
  'getCustomFee(address)': { text: 'Returns the custom fee record (enabled flag and fee) of a campaign creator.' },
  'getFee(address)': { text: 'Returns the fee a creator\'s new campaigns will charge: the custom fee if enabled, otherwise the default.' },
  'isPercentagesSum100(MerkleLT.TrancheWithPercentage[])': { text: 'Helper for LT creators: tells whether the tranche percentages add up to exactly 100%. Campaigns created otherwise cannot be claimed from.' },
  'collectFees(ISablierMerkleBase)': { text: 'Moves the claim fees accumulated in a campaign to the factory admin.', caller: ['anyone'], callerNote: 'The fees always go to the factory admin.', reverts: ['SablierMerkleBase_CallerNotFactory', 'SablierMerkleBase_FeeTransferFail'], emits: ['CollectFees'] },
  'createMerkleInstant(MerkleBase.ConstructorParams,uint256,uint256)': create('Merkle Instant', 'Claims transfer tokens directly.'),
  'createMerkleLL(MerkleBase.ConstructorParams,ISablierLockup,bool,bool,MerkleLL.Schedule,uint256,uint256)': create('Merkle LL', 'Claims create Lockup Linear streams with the given schedule and flags.'),
  'createMerkleLT(MerkleBase.ConstructorParams,ISablierLockup,bool,bool,uint40,MerkleLT.TrancheWithPercentage[],uint256,uint256)': create('Merkle LT', 'Claims create Lockup Tranched streams; the tranche percentages must add up to 100% or claims will revert.'),
  'resetCustomFee(address)': { text: 'Removes a creator\'s custom fee, so their future campaigns use the default fee.', caller: ['admin'], reverts: ['CallerNotAdmin'], emits: ['ResetCustomFee'] },
  'setCustomFee(address,uint256)': { text: 'Gives a campaign creator a custom claim fee for their future campaigns (zero is allowed).', caller: ['admin'], reverts: ['CallerNotAdmin'], emits: ['SetCustomFee'] },
  'setDefaultFee(uint256)': { text: 'Sets the claim fee for future campaigns of creators without a custom fee. Existing campaigns keep theirs.', caller: ['admin'], reverts: ['CallerNotAdmin'], emits: ['SetDefaultFee'] },
};

const events: Record<string, ItemDoc> = {
  ...adminableDocs.events,
  'Clawback(address,address,uint128)': { text: 'Logged when the campaign admin claws back tokens.' },
  'Claim(uint256,address,uint128)': { text: 'Logged by an instant campaign for each claim: leaf index, recipient and amount.' },
  'Claim(uint256,address,uint128,uint256)': { text: 'Logged by an LL or LT campaign for each claim, with the ID of the Lockup stream created.' },
  'CollectFees(address,ISablierMerkleBase,uint256)': { text: 'Logged when claim fees of a campaign are sent to the factory admin.' },
  'CreateMerkleInstant(ISablierMerkleInstant,MerkleBase.ConstructorParams,uint256,uint256,uint256)': { text: 'Logged when an instant campaign is deployed, with its parameters, totals and fee.' },
  'CreateMerkleLL(ISablierMerkleLL,MerkleBase.ConstructorParams,ISablierLockup,bool,bool,MerkleLL.Schedule,uint256,uint256,uint256)': { text: 'Logged when an LL campaign is deployed, with its parameters, schedule, totals and fee.' },
  'CreateMerkleLT(ISablierMerkleLT,MerkleBase.ConstructorParams,ISablierLockup,bool,bool,uint40,MerkleLT.TrancheWithPercentage[],uint256,uint256,uint256,uint256)': { text: 'Logged when an LT campaign is deployed, with its parameters, tranches, the sum of the tranche durations (`totalDuration`), totals and fee.' },
  'ResetCustomFee(address,address)': { text: 'Logged when the factory admin removes a creator\'s custom fee.' },
  'SetCustomFee(address,address,uint256)': { text: 'Logged when the factory admin sets a creator\'s custom fee.' },
  'SetDefaultFee(address,uint256)': { text: 'Logged when the factory admin changes the default fee.' },
};

const e = (text: string, fix: string) => ({ text, fix });

export const airdropsDocs: ProtocolDocs = {
  functions,
  events,
  errors: {
    ...tokenErrors,
    ...prbErrors,
    ...adminableDocs.errors,
    'SablierMerkleBase_CallerNotFactory(address,address)': e('`collectFees` on a campaign was called by an address other than its factory.', 'Call `collectFees(campaign)` on the factory instead.'),
    'SablierMerkleBase_CampaignExpired(uint256,uint40)': e('A claim was made after the campaign\'s expiration.', 'Claims are closed; contact the campaign creator.'),
    'SablierMerkleBase_ClawbackNotAllowed(uint256,uint40,uint40)': e('The admin tried to claw back after the 7-day grace period and before expiration.', 'Wait until the campaign expires (or claw back within 7 days of the first claim).'),
    'SablierMerkleBase_FeeTransferFail(address,uint256)': e('Sending the collected fees to the factory admin failed.', 'The factory admin must accept native currency.'),
    'SablierMerkleBase_InsufficientFeePayment(uint256,uint256)': e('The `msg.value` sent with the claim is below the campaign fee.', 'Send at least `FEE()` wei with the claim.'),
    'SablierMerkleBase_InvalidProof()': e('The Merkle proof does not match the root for this index, recipient and amount.', 'Use the exact leaf values and proof from the campaign\'s list (see `ipfsCID`).'),
    'SablierMerkleBase_StreamClaimed(uint256)': e('The leaf at this index was already claimed.', 'Each allocation can be claimed once; check `hasClaimed`.'),
    'SablierMerkleLT_TotalPercentageNotOneHundred(uint64)': e('An LT campaign\'s tranche percentages do not add up to 100%, so no claim can succeed.', 'The creator must deploy a new campaign with correct tranches (check them with `isPercentagesSum100`).'),
  },
  declaredErrors: {},
  declaredFunctions: {},
  types: {
    'MerkleBase.ConstructorParams': 'Parameters common to every campaign: token, expiration, initial admin, IPFS CID, Merkle root, campaign name and shape.',
    'MerkleFactory.CustomFee': 'A creator\'s custom fee: whether it is enabled and the fee in wei.',
    'MerkleLL.Schedule': 'The LL schedule: start time (zero for claim time), start unlock percentage, cliff duration, cliff unlock percentage and total duration.',
    'MerkleLT.TrancheWithPercentage': 'An LT tranche: the share of the claimed amount it unlocks (UD2x18) and its duration.',
  },
  enums: {},
};
