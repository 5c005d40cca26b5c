// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { UD21x18, ud21x18 } from "@prb/math/src/UD21x18.sol";

/// @title FlowRatePerSecond
/// @notice Turns "an amount per period" into the 18-decimal rate per second that Flow v3.0 expects, and
/// reports what the rounding costs over one period.
library FlowRatePerSecond {
    uint256 internal constant DAY = 1 days;
    uint256 internal constant WEEK = 7 days;
    /// A month and a year of fixed length: Flow has no calendar, only seconds.
    uint256 internal constant MONTH = 30 days;
    uint256 internal constant YEAR = 365 days;

    error TooManyDecimals(uint8 decimals);

    /// @param amount Amount per period in the token's own units (e.g. 1000e6 for 1,000 USDC).
    /// @param decimals The token's decimals, at most 18.
    /// @param period Period length in seconds.
    function rateFor(uint128 amount, uint8 decimals, uint256 period) internal pure returns (UD21x18) {
        if (decimals > 18) revert TooManyDecimals(decimals);
        uint256 scaled = uint256(amount) * 10 ** (18 - decimals);
        return ud21x18(uint128(scaled / period));
    }

    /// @notice What the stream actually pays over one period at `rate`, in the token's units (rounded down
    /// the way Flow descales), and how much less that is than `amount`.
    function shortfall(
        uint128 amount,
        uint8 decimals,
        uint256 period
    )
        internal
        pure
        returns (uint256 paid, uint256 missing)
    {
        uint256 rate = UD21x18.unwrap(rateFor(amount, decimals, period));
        paid = (rate * period) / 10 ** (18 - decimals);
        missing = amount - paid;
    }
}
