// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { ERC165 } from "@openzeppelin/contracts/utils/introspection/ERC165.sol";
import { IERC165 } from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { ISablierLockupRecipient } from "@sablier/lockup/src/interfaces/ISablierLockupRecipient.sol";

/// @title RecipientHooks
/// @notice A stream recipient that keeps its own books of what Lockup v4.0 pays out and refunds. Lockup calls
/// these hooks only after the comptroller has put this contract on the hook allowlist with `allowToHook`.
contract RecipientHooks is ERC165, ISablierLockupRecipient {
    ISablierLockup public immutable LOCKUP;

    /// @notice Tokens withdrawn from each stream by third parties, as reported by the withdraw hook.
    mapping(uint256 streamId => uint128 amount) public withdrawnByOthers;

    /// @notice Whether a stream held by this contract was canceled by its sender.
    mapping(uint256 streamId => bool canceled) public canceledStreams;

    event StreamWithdrawn(uint256 indexed streamId, address indexed caller, address to, uint128 amount);
    event StreamCanceled(uint256 indexed streamId, uint128 senderAmount, uint128 recipientAmount);

    error CallerNotLockup(address caller);

    constructor(ISablierLockup lockup) {
        LOCKUP = lockup;
    }

    modifier onlyLockup() {
        if (msg.sender != address(LOCKUP)) revert CallerNotLockup(msg.sender);
        _;
    }

    /// @notice Lockup's allowlist check reads this: it must answer true for the recipient interface id.
    function supportsInterface(bytes4 interfaceId) public view override(ERC165, IERC165) returns (bool) {
        return interfaceId == type(ISablierLockupRecipient).interfaceId || super.supportsInterface(interfaceId);
    }

    /// @notice Runs when someone other than this contract withdraws from a stream it holds.
    function onSablierLockupWithdraw(
        uint256 streamId,
        address caller,
        address to,
        uint128 amount
    )
        external
        override
        onlyLockup
        returns (bytes4)
    {
        withdrawnByOthers[streamId] += amount;
        emit StreamWithdrawn(streamId, caller, to, amount);
        return ISablierLockupRecipient.onSablierLockupWithdraw.selector;
    }

    /// @notice Runs when the sender cancels a stream this contract holds.
    function onSablierLockupCancel(
        uint256 streamId,
        address, /* sender */
        uint128 senderAmount,
        uint128 recipientAmount
    )
        external
        override
        onlyLockup
        returns (bytes4)
    {
        canceledStreams[streamId] = true;
        emit StreamCanceled(streamId, senderAmount, recipientAmount);
        return ISablierLockupRecipient.onSablierLockupCancel.selector;
    }
}
