// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { UD21x18 } from "@prb/math/src/UD21x18.sol";
import { ISablierFlow } from "@sablier/flow/src/interfaces/ISablierFlow.sol";
import { Flow } from "@sablier/flow/src/types/DataTypes.sol";

/// @title FlowStreamManager
/// @notice A payroll contract that is the sender of its Flow v3.0 streams and runs every management action
/// on them: top-ups, rate changes, pauses, refunds, payouts (with the withdrawal fee) and voiding.
contract FlowStreamManager is Ownable {
    using SafeERC20 for IERC20;

    ISablierFlow public immutable FLOW;
    IERC20 public immutable TOKEN;

    error FeeNotCovered(uint256 sent, uint256 fee);
    error RefundFailed(address to, uint256 amount);

    constructor(ISablierFlow flow, IERC20 token, address initialOwner) Ownable(initialOwner) {
        FLOW = flow;
        TOKEN = token;
    }

    /// @notice Opens an unfunded, non-transferable stream whose sender is this contract. With a `startTime`
    /// in the future the stream is pending until then; 0 starts it in this block.
    function open(address recipient, UD21x18 ratePerSecond, uint40 startTime) external onlyOwner returns (uint256) {
        return FLOW.create(address(this), recipient, ratePerSecond, startTime, TOKEN, false);
    }

    /// @notice Adds `amount` from this contract's balance. Flow checks that the sender and recipient we pass
    /// match the stream's, which protects against funding the wrong stream id.
    function topUp(uint256 streamId, uint128 amount) external onlyOwner {
        TOKEN.forceApprove(address(FLOW), amount);
        FLOW.deposit(streamId, amount, address(this), FLOW.getRecipient(streamId));
    }

    /// @notice Changes the rate from now on. What accrued at the old rate stays owed. The new rate must be
    /// above zero: stopping a stream is what `pause` is for.
    function changeRate(uint256 streamId, UD21x18 newRatePerSecond) external onlyOwner {
        FLOW.adjustRatePerSecond(streamId, newRatePerSecond);
    }

    /// @notice Stops debt from growing; the debt already accrued stays owed and withdrawable.
    function pause(uint256 streamId) external onlyOwner {
        FLOW.pause(streamId);
    }

    /// @notice Resumes a paused stream at a (possibly new) rate.
    function resume(uint256 streamId, UD21x18 ratePerSecond) external onlyOwner {
        FLOW.restart(streamId, ratePerSecond);
    }

    /// @notice Takes back everything the stream holds beyond what it owes the recipient.
    function reclaimSurplus(uint256 streamId) external onlyOwner returns (uint128 refunded) {
        refunded = FLOW.refundMax(streamId);
    }

    /// @notice Pays the recipient everything the balance covers; callable by anyone. The caller pays Flow's
    /// minimum withdrawal fee in the native token with `msg.value`; anything above the fee is sent back.
    function payOut(uint256 streamId) external payable returns (uint128 withdrawn) {
        uint256 fee = _feeFromCaller(streamId);
        withdrawn = FLOW.withdrawMax{ value: fee }(streamId, FLOW.getRecipient(streamId));
        _refundExcess(fee);
    }

    /// @notice Pays the recipient `amount`, which must not exceed `withdrawableAmountOf`. Flow's `withdraw`
    /// returns nothing, so the amount paid is the one asked for.
    function payOutAmount(uint256 streamId, uint128 amount) external payable {
        uint256 fee = _feeFromCaller(streamId);
        FLOW.withdraw{ value: fee }(streamId, FLOW.getRecipient(streamId), amount);
        _refundExcess(fee);
    }

    /// @notice Ends the stream for good. Any debt the balance does not cover is written off.
    function terminate(uint256 streamId) external onlyOwner {
        FLOW.void(streamId);
    }

    /// @notice True when the stream owes more than it holds.
    function isInsolvent(uint256 streamId) external view returns (bool) {
        Flow.Status status = FLOW.statusOf(streamId);
        return status == Flow.Status.STREAMING_INSOLVENT || status == Flow.Status.PAUSED_INSOLVENT;
    }

    /// @notice True while the stream's start time is still ahead: nothing accrues yet and it cannot be paused.
    function isPending(uint256 streamId) external view returns (bool) {
        return FLOW.statusOf(streamId) == Flow.Status.PENDING;
    }

    /// @dev Flow's minimum fee for withdrawing from `streamId` now, in wei. The comptroller sets it per stream
    /// sender, and it can be zero. Reverts if the caller did not send enough to cover it.
    function _feeFromCaller(uint256 streamId) internal view returns (uint256 fee) {
        fee = FLOW.calculateMinFeeWei(streamId);
        if (msg.value < fee) revert FeeNotCovered(msg.value, fee);
    }

    /// @dev Returns what the caller sent above `fee`, so that no native tokens stay in this contract.
    function _refundExcess(uint256 fee) internal {
        uint256 excess = msg.value - fee;
        if (excess == 0) return;
        (bool sent,) = msg.sender.call{ value: excess }("");
        if (!sent) revert RefundFailed(msg.sender, excess);
    }
}
