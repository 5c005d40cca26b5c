// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { UD60x18, ud } from "@prb/math/src/UD60x18.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { Lockup } from "@sablier/lockup/src/types/Lockup.sol";
import { LockupLinear } from "@sablier/lockup/src/types/LockupLinear.sol";
import { LockupPriceGated } from "@sablier/lockup/src/types/LockupPriceGated.sol";
import { LockupTranched } from "@sablier/lockup/src/types/LockupTranched.sol";

/// @title VestingDataReader
/// @notice Reads a Lockup v4.0 stream's data and recomputes how much of it has vested, to show what the
/// contract's own view functions return.
contract VestingDataReader {
    ISablierLockup public immutable LOCKUP;

    struct StreamSummary {
        address sender;
        address recipient;
        IERC20 token;
        Lockup.Model model;
        Lockup.Status status;
        uint40 startTime;
        uint40 endTime;
        uint128 deposited;
        uint128 withdrawn;
        uint128 refunded;
        uint128 vested;
        uint128 withdrawable;
    }

    error NotLinear(uint256 streamId);
    error NotTranched(uint256 streamId);

    constructor(ISablierLockup lockup) {
        LOCKUP = lockup;
    }

    /// @notice Everything a dashboard needs about one stream, in one call.
    function summarize(uint256 streamId) external view returns (StreamSummary memory s) {
        s.sender = LOCKUP.getSender(streamId);
        s.recipient = LOCKUP.getRecipient(streamId);
        s.token = LOCKUP.getUnderlyingToken(streamId);
        s.model = LOCKUP.getLockupModel(streamId);
        s.status = LOCKUP.statusOf(streamId);
        s.startTime = LOCKUP.getStartTime(streamId);
        s.endTime = LOCKUP.getEndTime(streamId);
        s.deposited = LOCKUP.getDepositedAmount(streamId);
        s.withdrawn = LOCKUP.getWithdrawnAmount(streamId);
        s.refunded = LOCKUP.getRefundedAmount(streamId);
        s.vested = LOCKUP.streamedAmountOf(streamId);
        s.withdrawable = LOCKUP.withdrawableAmountOf(streamId);
    }

    /// @notice Vested share of the deposit as an 18-decimal fraction (1e18 = everything has vested).
    function vestedFraction(uint256 streamId) external view returns (UD60x18) {
        uint128 deposited = LOCKUP.getDepositedAmount(streamId);
        return ud(LOCKUP.streamedAmountOf(streamId)).div(ud(deposited));
    }

    /// @notice Recomputes the vested amount of a Lockup Linear stream at `time` from its parameters. For a
    /// stream that was never canceled this matches `streamedAmountOf` when `time` is the current block time.
    function linearVestedAt(uint256 streamId, uint40 time) public view returns (uint128) {
        if (LOCKUP.getLockupModel(streamId) != Lockup.Model.LOCKUP_LINEAR) revert NotLinear(streamId);

        uint128 deposited = LOCKUP.getDepositedAmount(streamId);
        uint40 start = LOCKUP.getStartTime(streamId);
        uint40 end = LOCKUP.getEndTime(streamId);
        uint40 cliff = LOCKUP.getCliffTime(streamId);
        uint40 granularity = LOCKUP.getGranularity(streamId);
        LockupLinear.UnlockAmounts memory unlocks = LOCKUP.getUnlockAmounts(streamId);

        if (time < start) return 0;
        if (cliff > time) return unlocks.start;
        if (time >= end) return deposited;

        uint128 unlocked = unlocks.start + unlocks.cliff;
        if (unlocked >= deposited) return deposited;

        // After the cliff (or the start, with no cliff), the rest vests in whole steps of `granularity` seconds,
        // in proportion to the time those steps cover. A granularity of one second is a continuous line.
        uint256 from = cliff == 0 ? start : cliff;
        uint256 steps = (time - from) / granularity;
        uint256 streamable = deposited - unlocked;
        return unlocked + uint128((steps * granularity * streamable) / (end - from));
    }

    /// @notice Recomputes the vested amount of a Lockup Tranched stream at `time`: the sum of the tranches
    /// whose timestamp has been reached.
    function tranchedVestedAt(uint256 streamId, uint40 time) external view returns (uint128 vested) {
        if (LOCKUP.getLockupModel(streamId) != Lockup.Model.LOCKUP_TRANCHED) revert NotTranched(streamId);

        LockupTranched.Tranche[] memory tranches = LOCKUP.getTranches(streamId);
        for (uint256 i = 0; i < tranches.length; ++i) {
            if (tranches[i].timestamp > time) break;
            vested += tranches[i].amount;
        }
    }

    /// @notice For a Lockup Price Gated stream: the feed it watches, the target price and the feed's latest price,
    /// both in 8 decimals, and whether the deposit is unlocked now. `getPriceGatedUnlockParams` reverts for any
    /// other kind of stream.
    function priceGate(uint256 streamId)
        external
        view
        returns (address oracle, uint128 targetPrice, uint128 latestPrice, bool unlocked)
    {
        LockupPriceGated.UnlockParams memory params = LOCKUP.getPriceGatedUnlockParams(streamId);
        oracle = address(params.oracle);
        targetPrice = params.targetPrice;

        // Like Lockup, count an answer that is not positive, or that is dated in the future, as a price of zero.
        (, int256 answer,, uint256 updatedAt,) = params.oracle.latestRoundData();
        if (answer > 0 && updatedAt <= block.timestamp) {
            uint8 decimals = params.oracle.decimals();
            latestPrice = decimals > 8
                ? uint128(uint256(answer) / 10 ** (decimals - 8))
                : uint128(uint256(answer) * 10 ** (8 - decimals));
        }

        // Lockup unlocks everything at the end time, or earlier once a positive price reaches the target.
        unlocked = block.timestamp >= LOCKUP.getEndTime(streamId) || (latestPrice > 0 && latestPrice >= targetPrice);
    }
}
