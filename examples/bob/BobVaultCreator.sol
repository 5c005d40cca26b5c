// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { AggregatorV3Interface } from "@chainlink/contracts/src/v0.8/shared/interfaces/AggregatorV3Interface.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { SafeCast } from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import { ISablierBob } from "@sablier/bob/src/interfaces/ISablierBob.sol";
import { Bob } from "@sablier/bob/src/types/Bob.sol";

/// @title BobVaultCreator
/// @notice Opens Sablier Bob v1.0 vaults whose target sits a chosen percentage above the oracle's current price, and
/// deposits into vaults for its caller. Bob mints the shares to this contract, which hands them straight on, so the
/// caller ends up holding them and redeems from Bob directly.
contract BobVaultCreator {
    using SafeCast for uint256;
    using SafeERC20 for IERC20;

    /// @dev 100% expressed in basis points.
    uint256 private constant BASIS_POINTS = 10_000;

    ISablierBob public immutable BOB;

    error OraclePriceNotPositive(AggregatorV3Interface oracle);
    error PremiumZero();
    error VaultNotOpenForDeposits(uint256 vaultId, Bob.Status status);

    constructor(ISablierBob bob) {
        BOB = bob;
    }

    /// @notice The oracle's latest answer, brought to Bob's 8-decimal scale (1e8 is one unit of the quote currency),
    /// raised by `premiumBps` basis points: 2500 asks for a price 25% above today's.
    function targetPriceAbove(AggregatorV3Interface oracle, uint256 premiumBps) public view returns (uint128) {
        (, int256 answer,,,) = oracle.latestRoundData();
        if (answer <= 0) revert OraclePriceNotPositive(oracle);

        uint8 decimals = oracle.decimals();
        uint256 price = uint256(answer);
        if (decimals > 8) price /= 10 ** (decimals - 8);
        else if (decimals < 8) price *= 10 ** (8 - decimals);

        return (price * (BASIS_POINTS + premiumBps) / BASIS_POINTS).toUint128();
    }

    /// @notice Creates a vault for `token` that settles once `oracle` reports a price `premiumBps` above the current
    /// one, or expires `duration` seconds from now, whichever comes first. Creating costs no fee.
    function createVault(
        IERC20 token,
        AggregatorV3Interface oracle,
        uint256 premiumBps,
        uint40 duration
    )
        public
        returns (uint256 vaultId)
    {
        if (premiumBps == 0) revert PremiumZero();

        vaultId = BOB.createVault({
            token: token,
            oracle: oracle,
            expiry: uint40(block.timestamp) + duration,
            targetPrice: targetPriceAbove(oracle, premiumBps)
        });
    }

    /// @notice Deposits `amount` of the vault's token for the caller, who must have approved this contract for it.
    function deposit(uint256 vaultId, uint128 amount) public {
        _requireActive(vaultId);

        IERC20 token = BOB.getUnderlyingToken(vaultId);
        token.safeTransferFrom(msg.sender, address(this), amount);
        token.forceApprove(address(BOB), amount);

        // Bob syncs the oracle price, takes the tokens (or sends them to the vault's adapter) and mints `amount`
        // shares to this contract.
        BOB.enter(vaultId, amount);

        _forwardShares(vaultId);
    }

    /// @notice Deposits the native token sent with the call, for a vault whose token is the wrapped native token
    /// (WETH on Ethereum). Bob wraps it; for any other token the call reverts.
    function depositNative(uint256 vaultId) external payable {
        _requireActive(vaultId);
        BOB.enterWithNativeToken{ value: msg.value }(vaultId);
        _forwardShares(vaultId);
    }

    /// @notice Creates a vault and makes the first deposit in one transaction.
    function createVaultAndDeposit(
        IERC20 token,
        AggregatorV3Interface oracle,
        uint256 premiumBps,
        uint40 duration,
        uint128 amount
    )
        external
        returns (uint256 vaultId)
    {
        vaultId = createVault(token, oracle, premiumBps, duration);
        deposit(vaultId, amount);
    }

    /// @dev Sends every share of the vault this contract holds to the caller. For a vault with an adapter, the share
    /// token tells Bob about the transfer and the adapter moves the matching wstETH to the caller as well.
    function _forwardShares(uint256 vaultId) private {
        IERC20 shares = IERC20(address(BOB.getShareToken(vaultId)));
        shares.safeTransfer(msg.sender, shares.balanceOf(address(this)));
    }

    /// @dev Fails early, with the status, for a vault that no longer takes deposits. Bob checks again after it syncs
    /// the price, so a vault whose target was reached since the last sync still rejects the deposit.
    function _requireActive(uint256 vaultId) private view {
        Bob.Status status = BOB.statusOf(vaultId);
        if (status != Bob.Status.ACTIVE) revert VaultNotOpenForDeposits(vaultId, status);
    }
}
