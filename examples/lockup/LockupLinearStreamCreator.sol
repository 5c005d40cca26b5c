// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { Lockup } from "@sablier/lockup/src/types/Lockup.sol";
import { LockupLinear } from "@sablier/lockup/src/types/LockupLinear.sol";

/// @title LockupLinearStreamCreator
/// @notice Opens Lockup Linear streams on Lockup v4.0: a one-year grant with a three-month cliff that unlocks
/// once a month after the cliff, and a plain linear stream between two dates chosen by the caller.
contract LockupLinearStreamCreator {
    using SafeERC20 for IERC20;

    ISablierLockup public immutable LOCKUP;
    IERC20 public immutable TOKEN;

    constructor(ISablierLockup lockup, IERC20 token) {
        LOCKUP = lockup;
        TOKEN = token;
    }

    /// @notice Vests `depositAmount` over 360 days: nothing moves for 90 days, a quarter unlocks at the cliff and
    /// the rest unlocks in 30-day steps until the end. The caller becomes the stream's sender.
    function createGrantWithCliff(address recipient, uint128 depositAmount) external returns (uint256 streamId) {
        _pullAndApprove(depositAmount);

        Lockup.CreateWithDurations memory params = Lockup.CreateWithDurations({
            sender: msg.sender,
            recipient: recipient,
            depositAmount: depositAmount,
            token: TOKEN,
            cancelable: true,
            transferable: true,
            shape: "cliff"
        });

        LockupLinear.UnlockAmounts memory unlockAmounts = LockupLinear.UnlockAmounts({
            start: 0,
            cliff: depositAmount / 4
        });

        LockupLinear.Durations memory durations = LockupLinear.Durations({ cliff: 90 days, total: 360 days });

        // After the cliff, the linear part unlocks in whole 30-day steps instead of every second.
        uint40 granularity = 30 days;

        streamId = LOCKUP.createWithDurationsLL(params, unlockAmounts, granularity, durations);
    }

    /// @notice Streams `depositAmount` at a constant rate from `startTime` to `endTime`, with no cliff.
    /// The stream can start in the past or in the future.
    function createBetweenDates(
        address recipient,
        uint128 depositAmount,
        uint40 startTime,
        uint40 endTime
    )
        external
        returns (uint256 streamId)
    {
        _pullAndApprove(depositAmount);

        Lockup.CreateWithTimestamps memory params = Lockup.CreateWithTimestamps({
            sender: msg.sender,
            recipient: recipient,
            depositAmount: depositAmount,
            token: TOKEN,
            cancelable: false,
            transferable: true,
            timestamps: Lockup.Timestamps({ start: startTime, end: endTime }),
            shape: "linear"
        });

        // A granularity of zero means one second: tokens unlock continuously. A cliff time of zero means "no
        // cliff"; the cliff unlock amount must then be zero as well.
        streamId = LOCKUP.createWithTimestampsLL({
            params: params,
            unlockAmounts: LockupLinear.UnlockAmounts({ start: 0, cliff: 0 }),
            granularity: 0,
            cliffTime: 0
        });
    }

    /// @dev Moves the tokens from the caller to this contract, then lets Lockup take them.
    function _pullAndApprove(uint128 amount) internal {
        TOKEN.safeTransferFrom(msg.sender, address(this), amount);
        TOKEN.forceApprove(address(LOCKUP), amount);
    }
}
