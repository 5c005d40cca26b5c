// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

// #region setup
import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ud60x18 } from "@prb/math/src/UD60x18.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { Broker, Lockup, LockupLinear } from "@sablier/lockup/src/types/DataTypes.sol";

/// @title StreamManager
/// @notice A treasury contract that is the sender of the Lockup v2.0 streams it opens, so that it can cancel
/// or renounce them, and that can also manage streams it holds as a recipient.
contract StreamManager is Ownable {
    using SafeERC20 for IERC20;

    ISablierLockup public immutable LOCKUP;
    IERC20 public immutable TOKEN;

    constructor(ISablierLockup lockup, IERC20 token, address initialOwner) Ownable(initialOwner) {
        LOCKUP = lockup;
        TOKEN = token;
    }

    /// @notice Opens a cancelable, transferable linear stream over `duration` seconds, funded from this
    /// contract's own balance. This contract is the stream's sender.
    function openStream(address recipient, uint128 amount, uint40 duration) external onlyOwner returns (uint256) {
        TOKEN.forceApprove(address(LOCKUP), amount);
        return LOCKUP.createWithDurationsLL({
            params: Lockup.CreateWithDurations({
                sender: address(this),
                recipient: recipient,
                totalAmount: amount,
                token: TOKEN,
                cancelable: true,
                transferable: true,
                shape: "linear",
                broker: Broker({ account: address(0), fee: ud60x18(0) })
            }),
            unlockAmounts: LockupLinear.UnlockAmounts({ start: 0, cliff: 0 }),
            durations: LockupLinear.Durations({ cliff: 0, total: duration })
        });
    }
    // #endregion setup

    // #region withdraw
    /// @notice Sends the stream's recipient `amount` of what has vested so far. Anyone may call this: when
    /// the caller is not the recipient, Lockup only lets the tokens go to the recipient.
    function withdrawToRecipient(uint256 streamId, uint128 amount) external {
        address recipient = LOCKUP.getRecipient(streamId);
        LOCKUP.withdraw({ streamId: streamId, to: recipient, amount: amount });
    }

    /// @notice Sends the recipient everything that can be withdrawn right now and returns the amount.
    function withdrawAllToRecipient(uint256 streamId) external returns (uint128 withdrawn) {
        address recipient = LOCKUP.getRecipient(streamId);
        withdrawn = LOCKUP.withdrawMax({ streamId: streamId, to: recipient });
    }

    /// @notice For a stream this contract holds as recipient: withdraw to any address.
    function withdrawHeldStream(uint256 streamId, address to) external onlyOwner returns (uint128) {
        return LOCKUP.withdrawMax({ streamId: streamId, to: to });
    }
    // #endregion withdraw

    // #region cancel
    /// @notice Stops a stream this contract opened. The unvested part comes back to this contract (the sender)
    /// and is forwarded to `refundTo`; what has vested stays in the stream for the recipient.
    function cancelStream(uint256 streamId, address refundTo) external onlyOwner returns (uint128 refunded) {
        uint128 balanceBefore = uint128(TOKEN.balanceOf(address(this)));
        LOCKUP.cancel(streamId);
        refunded = uint128(TOKEN.balanceOf(address(this))) - balanceBefore;
        TOKEN.safeTransfer(refundTo, refunded);
    }

    /// @notice Cancels several streams in one call. Lockup skips nothing: if one stream cannot be canceled,
    /// the whole call reverts. The refunds stay in this contract.
    function cancelStreams(uint256[] calldata streamIds) external onlyOwner {
        LOCKUP.cancelMultiple(streamIds);
    }
    // #endregion cancel

    // #region renounce
    /// @notice Gives up the right to cancel a stream, for good. The stream then behaves as if it had been
    /// created non-cancelable.
    function renounceStream(uint256 streamId) external onlyOwner {
        LOCKUP.renounce(streamId);
    }
    // #endregion renounce

    // #region transfer
    /// @notice For a stream this contract holds as recipient: hand the stream NFT, and with it the right to
    /// every future withdrawal, to `newRecipient`.
    function transferHeldStream(uint256 streamId, address newRecipient) external onlyOwner {
        LOCKUP.transferFrom({ from: address(this), to: newRecipient, tokenId: streamId });
    }

    /// @notice Same as above, but first withdraws what has vested to this contract, so the new recipient
    /// only receives future amounts.
    function withdrawAndTransferHeldStream(
        uint256 streamId,
        address newRecipient
    )
        external
        onlyOwner
        returns (uint128 withdrawn)
    {
        withdrawn = LOCKUP.withdrawMaxAndTransfer({ streamId: streamId, newRecipient: newRecipient });
    }
    // #endregion transfer
}
