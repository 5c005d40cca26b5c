// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

// #region setup
import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { Lockup } from "@sablier/lockup/src/types/Lockup.sol";
import { LockupLinear } from "@sablier/lockup/src/types/LockupLinear.sol";

/// @title StreamManager
/// @notice A treasury contract that is the sender of the Lockup v4.0 streams it opens, so that it can cancel
/// or renounce them, and that can also manage streams it holds as a recipient.
contract StreamManager is Ownable {
    using SafeERC20 for IERC20;

    ISablierLockup public immutable LOCKUP;
    IERC20 public immutable TOKEN;

    error FeeNotCovered(uint256 sent, uint256 fee);
    error RefundFailed(address to, uint256 amount);

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
                depositAmount: amount,
                token: TOKEN,
                cancelable: true,
                transferable: true,
                shape: "linear"
            }),
            unlockAmounts: LockupLinear.UnlockAmounts({ start: 0, cliff: 0 }),
            granularity: 0,
            durations: LockupLinear.Durations({ cliff: 0, total: duration })
        });
    }
    // #endregion setup

    // #region withdraw
    /// @notice Sends the stream's recipient `amount` of what has vested so far. Anyone may call this: when
    /// the caller is not the recipient, Lockup only lets the tokens go to the recipient. The caller pays
    /// Lockup's minimum fee in the native token with `msg.value`; anything above the fee is sent back.
    function withdrawToRecipient(uint256 streamId, uint128 amount) external payable {
        address recipient = LOCKUP.getRecipient(streamId);
        uint256 fee = _feeFromCaller(streamId);
        LOCKUP.withdraw{ value: fee }({ streamId: streamId, to: recipient, amount: amount });
        _refundExcess(fee);
    }

    /// @notice Sends the recipient everything that can be withdrawn right now and returns the amount.
    function withdrawAllToRecipient(uint256 streamId) external payable returns (uint128 withdrawn) {
        address recipient = LOCKUP.getRecipient(streamId);
        uint256 fee = _feeFromCaller(streamId);
        withdrawn = LOCKUP.withdrawMax{ value: fee }({ streamId: streamId, to: recipient });
        _refundExcess(fee);
    }

    /// @notice For a stream this contract holds as recipient: withdraw to any address.
    function withdrawHeldStream(uint256 streamId, address to) external payable onlyOwner returns (uint128 withdrawn) {
        uint256 fee = _feeFromCaller(streamId);
        withdrawn = LOCKUP.withdrawMax{ value: fee }({ streamId: streamId, to: to });
        _refundExcess(fee);
    }

    /// @dev Lockup's minimum fee for withdrawing from `streamId` right now, in wei. It depends on the stream's
    /// sender and can be zero. Reverts if the caller did not send enough to cover it.
    function _feeFromCaller(uint256 streamId) internal view returns (uint256 fee) {
        fee = LOCKUP.calculateMinFeeWei(streamId);
        if (msg.value < fee) revert FeeNotCovered(msg.value, fee);
    }

    /// @dev Returns what the caller sent above `fee`, so that no native tokens stay in this contract.
    function _refundExcess(uint256 fee) internal {
        uint256 excess = msg.value - fee;
        if (excess == 0) return;
        (bool sent,) = msg.sender.call{ value: excess }("");
        if (!sent) revert RefundFailed(msg.sender, excess);
    }
    // #endregion withdraw

    // #region cancel
    /// @notice Stops a stream this contract opened. The unvested part comes back to this contract (the sender)
    /// and is forwarded to `refundTo`; what has vested stays in the stream for the recipient.
    function cancelStream(uint256 streamId, address refundTo) external onlyOwner returns (uint128 refunded) {
        refunded = LOCKUP.cancel(streamId);
        TOKEN.safeTransfer(refundTo, refunded);
    }

    /// @notice Cancels several streams in one call. A stream that cannot be canceled does not stop the others:
    /// Lockup logs it and reports a refund of zero for it. The refunds stay in this contract.
    function cancelStreams(uint256[] calldata streamIds) external onlyOwner returns (uint128[] memory refunds) {
        refunds = LOCKUP.cancelMultiple(streamIds);
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
    /// only receives future amounts. The withdrawal pays Lockup's fee; with nothing to withdraw, Lockup skips
    /// the withdrawal and no fee is due.
    function withdrawAndTransferHeldStream(
        uint256 streamId,
        address newRecipient
    )
        external
        payable
        onlyOwner
        returns (uint128 withdrawn)
    {
        uint256 fee = LOCKUP.withdrawableAmountOf(streamId) > 0 ? _feeFromCaller(streamId) : 0;
        withdrawn = LOCKUP.withdrawMaxAndTransfer{ value: fee }({ streamId: streamId, newRecipient: newRecipient });
        _refundExcess(fee);
    }
    // #endregion transfer
}
