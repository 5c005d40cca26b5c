// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { UD21x18 } from "@prb/math/src/UD21x18.sol";
import { ISablierFlow } from "@sablier/flow/src/interfaces/ISablierFlow.sol";

/// @title FlowBatchable
/// @notice Uses Flow v1.1's `batch` function to run several calls on SablierFlow in one transaction.
contract FlowBatchable {
    using SafeERC20 for IERC20;

    ISablierFlow public immutable FLOW;
    IERC20 public immutable TOKEN;

    constructor(ISablierFlow flow, IERC20 token) {
        FLOW = flow;
        TOKEN = token;
    }

    /// @notice Opens one funded stream per recipient, all at the same rate. `batch` runs each call with this
    /// contract as `msg.sender`, so Flow pulls every deposit from this contract.
    function createMany(
        address[] calldata recipients,
        UD21x18 ratePerSecond,
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
                ISablierFlow.createAndDeposit, (msg.sender, recipients[i], ratePerSecond, TOKEN, true, depositEach)
            );
        }

        bytes[] memory results = FLOW.batch(calls);
        streamIds = new uint256[](results.length);
        for (uint256 i = 0; i < results.length; ++i) {
            streamIds[i] = abi.decode(results[i], (uint256));
        }
    }

    /// @notice Withdraws the maximum from several streams to their recipients in one transaction.
    function withdrawMany(uint256[] calldata streamIds) external {
        bytes[] memory calls = new bytes[](streamIds.length);
        for (uint256 i = 0; i < streamIds.length; ++i) {
            calls[i] = abi.encodeCall(ISablierFlow.withdrawMax, (streamIds[i], FLOW.getRecipient(streamIds[i])));
        }
        FLOW.batch(calls);
    }
}
