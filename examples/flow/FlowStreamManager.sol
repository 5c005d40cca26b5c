// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { UD21x18 } from "@prb/math/src/UD21x18.sol";
import { ISablierFlow } from "@sablier/flow/src/interfaces/ISablierFlow.sol";
import { Flow } from "@sablier/flow/src/types/DataTypes.sol";

/// @title FlowStreamManager
/// @notice A payroll contract that is the sender of its Flow v1.1 streams and runs every management action
/// on them: top-ups, rate changes, pauses, refunds and voiding.
contract FlowStreamManager is Ownable {
    using SafeERC20 for IERC20;

    ISablierFlow public immutable FLOW;
    IERC20 public immutable TOKEN;

    constructor(ISablierFlow flow, IERC20 token, address initialOwner) Ownable(initialOwner) {
        FLOW = flow;
        TOKEN = token;
    }

    /// @notice Opens an unfunded stream whose sender is this contract.
    function open(address recipient, UD21x18 ratePerSecond) external onlyOwner returns (uint256) {
        return FLOW.create(address(this), recipient, ratePerSecond, TOKEN, false);
    }

    /// @notice Adds `amount` from this contract's balance. Flow checks that the sender and recipient we pass
    /// match the stream's, which protects against funding the wrong stream id.
    function topUp(uint256 streamId, uint128 amount) external onlyOwner {
        TOKEN.forceApprove(address(FLOW), amount);
        FLOW.deposit(streamId, amount, address(this), FLOW.getRecipient(streamId));
    }

    /// @notice Changes the rate from now on. What accrued at the old rate stays owed.
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
        refunded = FLOW.refundableAmountOf(streamId);
        FLOW.refundMax(streamId);
    }

    /// @notice Pays the recipient everything that is covered by the balance; callable by anyone.
    function payOut(uint256 streamId) external returns (uint128 withdrawn) {
        (withdrawn,) = FLOW.withdrawMax(streamId, FLOW.getRecipient(streamId));
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
}
