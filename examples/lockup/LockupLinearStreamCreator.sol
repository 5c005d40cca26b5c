// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ud60x18 } from "@prb/math/src/UD60x18.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { Broker, Lockup, LockupLinear } from "@sablier/lockup/src/types/DataTypes.sol";

/// @title LockupLinearStreamCreator
/// @notice Opens Lockup Linear streams on Lockup v2.0: a one-year grant with a three-month cliff, and a
/// plain linear stream between two dates chosen by the caller.
contract LockupLinearStreamCreator {
    using SafeERC20 for IERC20;

    ISablierLockup public immutable LOCKUP;
    IERC20 public immutable TOKEN;

    constructor(ISablierLockup lockup, IERC20 token) {
        LOCKUP = lockup;
        TOKEN = token;
    }

    /// @notice Vests `totalAmount` over 365 days: nothing moves for 90 days, a quarter unlocks at the cliff and
    /// the rest streams at a constant rate until the end. The caller becomes the stream's sender.
    function createGrantWithCliff(address recipient, uint128 totalAmount) external returns (uint256 streamId) {
        _pullAndApprove(totalAmount);

        Lockup.CreateWithDurations memory params = Lockup.CreateWithDurations({
            sender: msg.sender,
            recipient: recipient,
            totalAmount: totalAmount,
            token: TOKEN,
            cancelable: true,
            transferable: true,
            shape: "cliff",
            broker: Broker({ account: address(0), fee: ud60x18(0) })
        });

        LockupLinear.UnlockAmounts memory unlockAmounts = LockupLinear.UnlockAmounts({
            start: 0,
            cliff: totalAmount / 4
        });

        LockupLinear.Durations memory durations = LockupLinear.Durations({ cliff: 90 days, total: 365 days });

        streamId = LOCKUP.createWithDurationsLL(params, unlockAmounts, durations);
    }

    /// @notice Streams `totalAmount` at a constant rate from `startTime` to `endTime`, with no cliff.
    /// The stream can start in the past or in the future.
    function createBetweenDates(
        address recipient,
        uint128 totalAmount,
        uint40 startTime,
        uint40 endTime
    )
        external
        returns (uint256 streamId)
    {
        _pullAndApprove(totalAmount);

        Lockup.CreateWithTimestamps memory params = Lockup.CreateWithTimestamps({
            sender: msg.sender,
            recipient: recipient,
            totalAmount: totalAmount,
            token: TOKEN,
            cancelable: false,
            transferable: true,
            timestamps: Lockup.Timestamps({ start: startTime, end: endTime }),
            shape: "linear",
            broker: Broker({ account: address(0), fee: ud60x18(0) })
        });

        // A cliff time of zero means "no cliff"; the cliff unlock amount must then be zero as well.
        streamId = LOCKUP.createWithTimestampsLL(params, LockupLinear.UnlockAmounts({ start: 0, cliff: 0 }), 0);
    }

    /// @dev Moves the tokens from the caller to this contract, then lets Lockup take them.
    function _pullAndApprove(uint128 amount) internal {
        TOKEN.safeTransferFrom(msg.sender, address(this), amount);
        TOKEN.forceApprove(address(LOCKUP), amount);
    }
}
