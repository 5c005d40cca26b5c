// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { ISablierMerkleInstant } from "@sablier/airdrops/src/interfaces/ISablierMerkleInstant.sol";

/// @title AirdropClaimer
/// @notice Claims from Airdrops v3.0 campaigns whose claim type is DEFAULT, in the two direct ways: for any
/// recipient with `claim`, and for itself, as a listed recipient, with `claimTo`. Whoever calls pays the
/// campaign's minimum fee with `msg.value`; anything sent above it comes back.
contract AirdropClaimer is Ownable {
    error FeeNotCovered(uint256 sent, uint256 fee);
    error RefundFailed(address to, uint256 amount);

    constructor(address initialOwner) Ownable(initialOwner) { }

    // #region claim
    /// @notice Claims `recipient`'s allocation. Anyone may call: the campaign sends the tokens (or, in a Lockup
    /// campaign, the stream) to `recipient` whoever submits the proof.
    function claimFor(
        ISablierMerkleInstant campaign,
        uint256 index,
        address recipient,
        uint128 amount,
        bytes32[] calldata merkleProof
    )
        external
        payable
    {
        uint256 fee = _feeFromCaller(campaign);
        campaign.claim{ value: fee }(index, recipient, amount, merkleProof);
        _refundExcess(fee);
    }
    // #endregion claim

    // #region claimTo
    /// @notice Claims the allocation listed for this contract's own address and has it delivered to `to`.
    /// `claimTo` takes the recipient from `msg.sender`, so only a listed address can use it.
    function claimOwnAllocation(
        ISablierMerkleInstant campaign,
        uint256 index,
        uint128 amount,
        bytes32[] calldata merkleProof,
        address to
    )
        external
        payable
        onlyOwner
    {
        uint256 fee = _feeFromCaller(campaign);
        campaign.claimTo{ value: fee }(index, to, amount, merkleProof);
        _refundExcess(fee);
    }
    // #endregion claimTo

    // #region fee
    /// @dev The campaign's minimum fee right now, in wei: its USD fee at the comptroller's current price of the
    /// native token. It can be zero. Reverts if the caller sent less.
    function _feeFromCaller(ISablierMerkleInstant campaign) internal view returns (uint256 fee) {
        fee = campaign.calculateMinFeeWei();
        if (msg.value < fee) revert FeeNotCovered(msg.value, fee);
    }

    /// @dev The campaign forwards all the value it receives to the comptroller, so only the fee is sent to it;
    /// the rest goes back to the caller.
    function _refundExcess(uint256 fee) internal {
        uint256 excess = msg.value - fee;
        if (excess == 0) return;
        (bool sent,) = msg.sender.call{ value: excess }("");
        if (!sent) revert RefundFailed(msg.sender, excess);
    }
    // #endregion fee
}
