// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { IERC4626 } from "@openzeppelin/contracts/interfaces/IERC4626.sol";
import { ISablierMerkleExecute } from "@sablier/airdrops/src/interfaces/ISablierMerkleExecute.sol";

/// @title AirdropExecuteClaimer
/// @notice A contract listed as a recipient in an Airdrops v3.0 execute campaign whose target is an ERC-4626
/// vault and whose selector is the vault's `deposit`. Each claim is deposited into the vault on the spot and
/// the vault's shares go to `receiver`. The owner pays the minimum fee with `msg.value`; any excess returns.
contract AirdropExecuteClaimer is Ownable {
    error NotAVaultDeposit(address target, bytes4 selector);
    error FeeNotCovered(uint256 sent, uint256 fee);
    error RefundFailed(address to, uint256 amount);

    constructor(address initialOwner) Ownable(initialOwner) { }

    /// @notice Claims the allocation listed for this contract straight into the campaign's vault.
    function claimIntoVault(
        ISablierMerkleExecute campaign,
        uint256 index,
        uint128 amount,
        bytes32[] calldata merkleProof,
        address receiver
    )
        external
        payable
        onlyOwner
    {
        // The campaign fixes the function; the claimer only supplies its arguments. Check which function it is
        // before encoding arguments for it.
        bytes4 selector = campaign.SELECTOR();
        if (selector != IERC4626.deposit.selector) revert NotAVaultDeposit(campaign.TARGET(), selector);

        uint256 fee = campaign.calculateMinFeeWei();
        if (msg.value < fee) revert FeeNotCovered(msg.value, fee);

        // The campaign approves the vault for `amount` and calls `deposit(amount, receiver)` on it. The vault must
        // pull exactly `amount` from the campaign, or the claim reverts.
        campaign.claimAndExecute{ value: fee }({
            index: index,
            amount: amount,
            merkleProof: merkleProof,
            selectorArguments: abi.encode(uint256(amount), receiver)
        });

        // The campaign forwards all the value it receives to the comptroller: send it the fee, return the rest.
        uint256 excess = msg.value - fee;
        if (excess > 0) {
            (bool sent,) = msg.sender.call{ value: excess }("");
            if (!sent) revert RefundFailed(msg.sender, excess);
        }
    }
}
