// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ud2x18 } from "@prb/math/src/UD2x18.sol";
import { ISablierBatchLockup } from "@sablier/lockup/src/interfaces/ISablierBatchLockup.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { BatchLockup } from "@sablier/lockup/src/types/BatchLockup.sol";
import { LockupDynamic } from "@sablier/lockup/src/types/LockupDynamic.sol";

/// @title BatchLockupDynamicCreator
/// @notice Opens one Lockup Dynamic stream per recipient, all starting now and ending on the same date
/// (Lockup v4.0).
contract BatchLockupDynamicCreator {
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

    /// @notice Each stream accelerates along a quadratic curve (exponent 2) from now until `endTime`, which
    /// must lie in the future.
    function createAcceleratingStreams(
        address[] calldata recipients,
        uint128[] calldata amounts,
        uint40 endTime
    )
        external
        returns (uint256[] memory streamIds)
    {
        if (recipients.length != amounts.length) revert LengthMismatch(recipients.length, amounts.length);

        uint256 total;
        BatchLockup.CreateWithTimestampsLD[] memory batch = new BatchLockup.CreateWithTimestampsLD[](recipients.length);
        for (uint256 i = 0; i < recipients.length; ++i) {
            total += amounts[i];

            // One segment carrying the whole amount; its timestamp is the stream's end time.
            LockupDynamic.Segment[] memory segments = new LockupDynamic.Segment[](1);
            segments[0] = LockupDynamic.Segment({ amount: amounts[i], exponent: ud2x18(2e18), timestamp: endTime });

            batch[i] = BatchLockup.CreateWithTimestampsLD({
                sender: msg.sender,
                recipient: recipients[i],
                depositAmount: amounts[i],
                cancelable: true,
                transferable: true,
                startTime: uint40(block.timestamp),
                segments: segments,
                shape: "accelerating"
            });
        }

        TOKEN.safeTransferFrom(msg.sender, address(this), total);
        TOKEN.forceApprove(address(BATCH_LOCKUP), total);

        streamIds = BATCH_LOCKUP.createWithTimestampsLD(LOCKUP, TOKEN, batch);
    }
}
