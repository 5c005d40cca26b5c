// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { AggregatorV3Interface } from "@chainlink/contracts/src/v0.8/shared/interfaces/AggregatorV3Interface.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { Lockup } from "@sablier/lockup/src/types/Lockup.sol";
import { LockupPriceGated } from "@sablier/lockup/src/types/LockupPriceGated.sol";

/// @title LockupPriceGatedStreamCreator
/// @notice Opens a Lockup Price Gated stream on Lockup v4.0: the whole deposit unlocks as soon as a Chainlink-style
/// price feed reports the target price or more, and at the end time at the latest.
contract LockupPriceGatedStreamCreator {
    using SafeERC20 for IERC20;

    ISablierLockup public immutable LOCKUP;
    IERC20 public immutable TOKEN;
    /// @notice The price feed the streams watch, for example a Chainlink TOKEN / USD feed.
    AggregatorV3Interface public immutable ORACLE;

    error TargetNotAboveCurrentPrice(uint128 targetPrice, uint128 currentPrice);

    constructor(ISablierLockup lockup, IERC20 token, AggregatorV3Interface oracle) {
        LOCKUP = lockup;
        TOKEN = token;
        ORACLE = oracle;
    }

    /// @notice Locks `depositAmount` for `recipient` until the feed reports `targetPrice` (8 decimals: 1e8 is $1)
    /// or `endTime` passes, whichever comes first. The caller becomes the stream's sender.
    function createUnlockAtPrice(
        address recipient,
        uint128 depositAmount,
        uint128 targetPrice,
        uint40 endTime
    )
        external
        returns (uint256 streamId)
    {
        // Lockup rejects a target at or below the current price; checking here first gives a clearer error.
        uint128 price = currentPrice();
        if (targetPrice <= price) revert TargetNotAboveCurrentPrice(targetPrice, price);

        TOKEN.safeTransferFrom(msg.sender, address(this), depositAmount);
        TOKEN.forceApprove(address(LOCKUP), depositAmount);

        Lockup.CreateWithTimestamps memory params = Lockup.CreateWithTimestamps({
            sender: msg.sender,
            recipient: recipient,
            depositAmount: depositAmount,
            token: TOKEN,
            cancelable: true,
            transferable: true,
            timestamps: Lockup.Timestamps({ start: uint40(block.timestamp), end: endTime }),
            shape: "price-gated"
        });

        LockupPriceGated.UnlockParams memory unlockParams =
            LockupPriceGated.UnlockParams({ oracle: ORACLE, targetPrice: targetPrice });

        streamId = LOCKUP.createWithTimestampsLPG(params, unlockParams);
    }

    /// @notice The feed's latest price scaled to 8 decimals, the scale in which Lockup compares it with the target.
    function currentPrice() public view returns (uint128) {
        (, int256 answer,,,) = ORACLE.latestRoundData();
        uint8 decimals = ORACLE.decimals();
        uint256 price = uint256(answer > 0 ? answer : int256(0));
        if (decimals > 8) return uint128(price / 10 ** (decimals - 8));
        return uint128(price * 10 ** (8 - decimals));
    }
}
