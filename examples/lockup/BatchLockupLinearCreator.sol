// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ISablierBatchLockup } from "@sablier/lockup/src/interfaces/ISablierBatchLockup.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { BatchLockup } from "@sablier/lockup/src/types/BatchLockup.sol";
import { LockupLinear } from "@sablier/lockup/src/types/LockupLinear.sol";

/// @title BatchLockupLinearCreator
/// @notice Opens one Lockup Linear stream per recipient in a single transaction through SablierBatchLockup
/// (Lockup v4.0).
contract BatchLockupLinearCreator {
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

    /// @notice Gives each recipient a two-year linear stream with a six-month cliff and no cliff unlock.
    function createTeamGrants(
        address[] calldata recipients,
        uint128[] calldata amounts
    )
        external
        returns (uint256[] memory streamIds)
    {
        if (recipients.length != amounts.length) revert LengthMismatch(recipients.length, amounts.length);

        uint256 total;
        BatchLockup.CreateWithDurationsLL[] memory batch = new BatchLockup.CreateWithDurationsLL[](recipients.length);
        for (uint256 i = 0; i < recipients.length; ++i) {
            total += amounts[i];
            batch[i] = BatchLockup.CreateWithDurationsLL({
                sender: msg.sender,
                recipient: recipients[i],
                depositAmount: amounts[i],
                cancelable: true,
                transferable: false,
                durations: LockupLinear.Durations({ cliff: 180 days, total: 730 days }),
                unlockAmounts: LockupLinear.UnlockAmounts({ start: 0, cliff: 0 }),
                granularity: 0,
                shape: "cliff"
            });
        }

        // The batch contract pulls the sum of all amounts from its caller (this contract) in one transfer.
        TOKEN.safeTransferFrom(msg.sender, address(this), total);
        TOKEN.forceApprove(address(BATCH_LOCKUP), total);

        streamIds = BATCH_LOCKUP.createWithDurationsLL(LOCKUP, TOKEN, batch);
    }
}
