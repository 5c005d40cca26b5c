// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { UD21x18 } from "@prb/math/src/UD21x18.sol";
import { ISablierFlow } from "@sablier/flow/src/interfaces/ISablierFlow.sol";

/// @title FlowBatchable
/// @notice Uses Flow v3.0's `batch` function to run several calls on SablierFlow in one transaction.
contract FlowBatchable {
    using SafeERC20 for IERC20;

    ISablierFlow public immutable FLOW;
    IERC20 public immutable TOKEN;

    error FeeNotCovered(uint256 sent, uint256 fee);
    error RefundFailed(address to, uint256 amount);

    constructor(ISablierFlow flow, IERC20 token) {
        FLOW = flow;
        TOKEN = token;
    }

    /// @notice Opens one funded stream per recipient, all at the same rate and from the same start time.
    /// `batch` runs each call with this contract as `msg.sender`, so Flow pulls every deposit from here.
    function createMany(
        address[] calldata recipients,
        UD21x18 ratePerSecond,
        uint40 startTime,
        uint128 depositEach
    )
        external
        returns (uint256[] memory streamIds)
    {
        uint256 total = uint256(depositEach) * recipients.length;
        TOKEN.safeTransferFrom(msg.sender, address(this), total);
        TOKEN.forceApprove(address(FLOW), total);

        bytes[] memory calls = new bytes[](recipients.length);
        for (uint256 i = 0; i < recipients.length; ++i) {
            calls[i] = abi.encodeCall(
                ISablierFlow.createAndDeposit,
                (msg.sender, recipients[i], ratePerSecond, startTime, TOKEN, true, depositEach)
            );
        }

        bytes[] memory results = FLOW.batch(calls);
        streamIds = new uint256[](results.length);
        for (uint256 i = 0; i < results.length; ++i) {
            streamIds[i] = abi.decode(results[i], (uint256));
        }
    }

    /// @notice Withdraws the maximum from several streams to their recipients in one transaction, skipping
    /// streams with nothing to withdraw (`withdrawMax` would revert on them and take the batch down). Every call
    /// inside `batch` sees the batch's whole `msg.value`, so the batch carries the highest of the streams'
    /// minimum fees; what the caller sent above it is sent back.
    function withdrawMany(uint256[] calldata streamIds) external payable returns (uint256 paidOut) {
        for (uint256 i = 0; i < streamIds.length; ++i) {
            if (FLOW.withdrawableAmountOf(streamIds[i]) > 0) ++paidOut;
        }

        bytes[] memory calls = new bytes[](paidOut);
        uint256 fee;
        uint256 next;
        for (uint256 i = 0; i < streamIds.length; ++i) {
            uint256 streamId = streamIds[i];
            if (FLOW.withdrawableAmountOf(streamId) == 0) continue;
            calls[next++] = abi.encodeCall(ISablierFlow.withdrawMax, (streamId, FLOW.getRecipient(streamId)));
            uint256 streamFee = FLOW.calculateMinFeeWei(streamId);
            if (streamFee > fee) fee = streamFee;
        }
        if (msg.value < fee) revert FeeNotCovered(msg.value, fee);

        if (paidOut > 0) FLOW.batch{ value: fee }(calls);
        _refundExcess(fee);
    }

    /// @dev Returns what the caller sent above `fee`, so that no native tokens stay in this contract.
    function _refundExcess(uint256 fee) internal {
        uint256 excess = msg.value - fee;
        if (excess == 0) return;
        (bool sent,) = msg.sender.call{ value: excess }("");
        if (!sent) revert RefundFailed(msg.sender, excess);
    }
}
