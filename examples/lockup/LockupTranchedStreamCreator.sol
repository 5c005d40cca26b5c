// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { Lockup } from "@sablier/lockup/src/types/Lockup.sol";
import { LockupTranched } from "@sablier/lockup/src/types/LockupTranched.sol";

/// @title LockupTranchedStreamCreator
/// @notice Opens a Lockup Tranched stream on Lockup v4.0 that releases a grant in equal quarterly steps.
contract LockupTranchedStreamCreator {
    using SafeERC20 for IERC20;

    ISablierLockup public immutable LOCKUP;
    IERC20 public immutable TOKEN;

    constructor(ISablierLockup lockup, IERC20 token) {
        LOCKUP = lockup;
        TOKEN = token;
    }

    /// @notice Unlocks `depositAmount` in `quarters` equal tranches, one every 90 days. Any remainder of the
    /// division lands in the last tranche so that the tranche amounts add up to `depositAmount`.
    function createQuarterlyUnlocks(
        address recipient,
        uint128 depositAmount,
        uint256 quarters
    )
        external
        returns (uint256 streamId)
    {
        TOKEN.safeTransferFrom(msg.sender, address(this), depositAmount);
        TOKEN.forceApprove(address(LOCKUP), depositAmount);

        LockupTranched.TrancheWithDuration[] memory tranches = new LockupTranched.TrancheWithDuration[](quarters);
        uint128 perQuarter = depositAmount / uint128(quarters);
        for (uint256 i = 0; i < quarters; ++i) {
            tranches[i] = LockupTranched.TrancheWithDuration({ amount: perQuarter, duration: 90 days });
        }
        tranches[quarters - 1].amount = depositAmount - perQuarter * uint128(quarters - 1);

        Lockup.CreateWithDurations memory params = Lockup.CreateWithDurations({
            sender: msg.sender,
            recipient: recipient,
            depositAmount: depositAmount,
            token: TOKEN,
            cancelable: true,
            transferable: true,
            shape: "quarterly"
        });

        streamId = LOCKUP.createWithDurationsLT(params, tranches);
    }
}
