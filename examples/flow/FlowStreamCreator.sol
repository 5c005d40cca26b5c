// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { IERC20Metadata } from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { UD21x18, ud21x18 } from "@prb/math/src/UD21x18.sol";
import { ISablierFlow } from "@sablier/flow/src/interfaces/ISablierFlow.sol";

/// @title FlowStreamCreator
/// @notice Opens Flow v3.0 streams that pay a fixed amount per 30 days from a chosen start time, with or
/// without an initial deposit.
contract FlowStreamCreator {
    using SafeERC20 for IERC20;

    ISablierFlow public immutable FLOW;
    IERC20 public immutable TOKEN;

    constructor(ISablierFlow flow, IERC20 token) {
        FLOW = flow;
        TOKEN = token;
    }

    /// @notice Converts "`amount` token units every 30 days" into Flow's rate per second, which always has
    /// 18 decimals whatever the token's decimals are. The division rounds down.
    function ratePer30Days(uint128 amount) public view returns (UD21x18) {
        uint8 decimals = IERC20Metadata(address(TOKEN)).decimals();
        uint256 scaled = uint256(amount) * 10 ** (18 - decimals);
        return ud21x18(uint128(scaled / 30 days));
    }

    /// @notice Opens a stream without funding it. The caller becomes the stream's sender. Debt accrues from
    /// `startTime` on: pass 0 to start now, a future timestamp to open a pending stream, or a past one to owe
    /// the recipient for time already worked. The recipient can only withdraw once someone deposits.
    function createSalary(
        address recipient,
        uint128 monthlyAmount,
        uint40 startTime
    )
        external
        returns (uint256 streamId)
    {
        streamId = FLOW.create({
            sender: msg.sender,
            recipient: recipient,
            ratePerSecond: ratePer30Days(monthlyAmount),
            startTime: startTime,
            token: TOKEN,
            transferable: true
        });
    }

    /// @notice Opens a stream and funds it with `deposit` tokens in the same transaction.
    function createFundedSalary(
        address recipient,
        uint128 monthlyAmount,
        uint40 startTime,
        uint128 deposit
    )
        external
        returns (uint256 streamId)
    {
        TOKEN.safeTransferFrom(msg.sender, address(this), deposit);
        TOKEN.forceApprove(address(FLOW), deposit);

        streamId = FLOW.createAndDeposit({
            sender: msg.sender,
            recipient: recipient,
            ratePerSecond: ratePer30Days(monthlyAmount),
            startTime: startTime,
            token: TOKEN,
            transferable: true,
            amount: deposit
        });
    }
}
