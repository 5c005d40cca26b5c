// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ISablierBatchLockup } from "@sablier/lockup/src/interfaces/ISablierBatchLockup.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { BatchLockup } from "@sablier/lockup/src/types/BatchLockup.sol";
import { LockupTranched } from "@sablier/lockup/src/types/LockupTranched.sol";

/// @title BatchLockupTranchedCreator
/// @notice Opens one Lockup Tranched stream per recipient: half unlocks after 30 days, half after 60 days
/// (Lockup v4.0).
contract BatchLockupTranchedCreator {
    using SafeERC20 for IERC20;

    ISablierBatchLockup public immutable BATCH_LOCKUP;
    ISablierLockup public immutable LOCKUP;
    IERC20 public immutable TOKEN;

    error LengthMismatch(uint256 recipients, uint256 amounts);

    constructor(ISablierBatchLockup batchLockup, ISablierLockup lockup, IERC20 token) {
        BATCH_LOCKUP = batchLockup;
        LOCKUP = lockup;
        TOKEN = token;
    }

    function createTwoStepUnlocks(
        address[] calldata recipients,
        uint128[] calldata amounts
    )
        external
        returns (uint256[] memory streamIds)
    {
        if (recipients.length != amounts.length) revert LengthMismatch(recipients.length, amounts.length);

        uint256 total;
        BatchLockup.CreateWithDurationsLT[] memory batch = new BatchLockup.CreateWithDurationsLT[](recipients.length);
        for (uint256 i = 0; i < recipients.length; ++i) {
            total += amounts[i];

            LockupTranched.TrancheWithDuration[] memory tranches = new LockupTranched.TrancheWithDuration[](2);
            tranches[0] = LockupTranched.TrancheWithDuration({ amount: amounts[i] / 2, duration: 30 days });
            tranches[1] = LockupTranched.TrancheWithDuration({
                amount: amounts[i] - amounts[i] / 2,
                duration: 30 days
            });

            batch[i] = BatchLockup.CreateWithDurationsLT({
                sender: msg.sender,
                recipient: recipients[i],
                depositAmount: amounts[i],
                cancelable: false,
                transferable: true,
                tranchesWithDuration: tranches,
                shape: "two-step"
            });
        }

        TOKEN.safeTransferFrom(msg.sender, address(this), total);
        TOKEN.forceApprove(address(BATCH_LOCKUP), total);

        streamIds = BATCH_LOCKUP.createWithDurationsLT(LOCKUP, TOKEN, batch);
    }
}
