// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ud2x18 } from "@prb/math/src/UD2x18.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { Lockup } from "@sablier/lockup/src/types/Lockup.sol";
import { LockupDynamic } from "@sablier/lockup/src/types/LockupDynamic.sol";

/// @title LockupDynamicStreamCreator
/// @notice Opens a Lockup Dynamic stream on Lockup v4.0 made of two segments: a slow, curved start followed
/// by a straight line to the end.
contract LockupDynamicStreamCreator {
    using SafeERC20 for IERC20;

    ISablierLockup public immutable LOCKUP;
    IERC20 public immutable TOKEN;

    constructor(ISablierLockup lockup, IERC20 token) {
        LOCKUP = lockup;
        TOKEN = token;
    }

    /// @notice Streams 20% of `depositAmount` over the first 180 days along a cubic curve (exponent 3), then the
    /// remaining 80% linearly (exponent 1) over the next 185 days.
    function createBackloadedStream(address recipient, uint128 depositAmount) external returns (uint256 streamId) {
        TOKEN.safeTransferFrom(msg.sender, address(this), depositAmount);
        TOKEN.forceApprove(address(LOCKUP), depositAmount);

        // The segment amounts must add up to exactly `depositAmount`, so the second segment takes whatever the
        // first one leaves, rounding included.
        uint128 firstAmount = depositAmount / 5;

        LockupDynamic.SegmentWithDuration[] memory segments = new LockupDynamic.SegmentWithDuration[](2);
        segments[0] = LockupDynamic.SegmentWithDuration({
            amount: firstAmount,
            exponent: ud2x18(3e18),
            duration: 180 days
        });
        segments[1] = LockupDynamic.SegmentWithDuration({
            amount: depositAmount - firstAmount,
            exponent: ud2x18(1e18),
            duration: 185 days
        });

        Lockup.CreateWithDurations memory params = Lockup.CreateWithDurations({
            sender: msg.sender,
            recipient: recipient,
            depositAmount: depositAmount,
            token: TOKEN,
            cancelable: true,
            transferable: true,
            shape: "backloaded"
        });

        streamId = LOCKUP.createWithDurationsLD(params, segments);
    }
}
