// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { MessageHashUtils } from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import { ISablierMerkleInstant } from "@sablier/airdrops/src/interfaces/ISablierMerkleInstant.sol";

/// @title AirdropSignatureClaimer
/// @notice A relayer for Airdrops v3.0 campaigns whose claim type is DEFAULT: it submits a claim that the
/// recipient signed off-chain with `claimViaSig`, so the recipient needs no native tokens and sends no
/// transaction. The caller pays the campaign's minimum fee with `msg.value`; anything above it comes back.
contract AirdropSignatureClaimer {
    // #region typed-data
    /// @notice The EIP-712 type of the message the recipient signs. The campaign hashes the same six fields.
    bytes32 public constant CLAIM_TYPEHASH =
        keccak256("Claim(uint256 index,address recipient,address to,uint128 amount,uint40 validFrom)");

    /// @notice The digest the recipient signs: EIP-712 typed data under the campaign's own domain (name
    /// "Sablier Airdrops Protocol", the chain id and the campaign's address; no version field).
    function claimDigest(
        ISablierMerkleInstant campaign,
        uint256 index,
        address recipient,
        address to,
        uint128 amount,
        uint40 validFrom
    )
        public
        view
        returns (bytes32)
    {
        bytes32 structHash = keccak256(abi.encode(CLAIM_TYPEHASH, index, recipient, to, amount, validFrom));
        return MessageHashUtils.toTypedDataHash(campaign.domainSeparator(), structHash);
    }
    // #endregion typed-data

    // #region relay
    /// @notice What the recipient signed, and the proof of its allocation.
    struct SignedClaim {
        uint256 index;
        address recipient;
        address to;
        uint128 amount;
        uint40 validFrom;
        bytes32[] merkleProof;
        bytes signature;
    }

    error FeeNotCovered(uint256 sent, uint256 fee);
    error RefundFailed(address to, uint256 amount);

    /// @notice Submits a signed claim. The tokens (or the stream) go to the `to` the recipient signed for,
    /// never to the caller: changing any signed field makes the signature invalid.
    function relay(ISablierMerkleInstant campaign, SignedClaim calldata c) external payable {
        uint256 fee = campaign.calculateMinFeeWei();
        if (msg.value < fee) revert FeeNotCovered(msg.value, fee);

        campaign.claimViaSig{ value: fee }({
            index: c.index,
            recipient: c.recipient,
            to: c.to,
            amount: c.amount,
            validFrom: c.validFrom,
            merkleProof: c.merkleProof,
            signature: c.signature
        });

        // The campaign forwards all the value it receives to the comptroller: send it the fee, return the rest.
        uint256 excess = msg.value - fee;
        if (excess > 0) {
            (bool sent,) = msg.sender.call{ value: excess }("");
            if (!sent) revert RefundFailed(msg.sender, excess);
        }
    }
    // #endregion relay
}
