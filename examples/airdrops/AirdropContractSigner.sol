// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { IERC1271 } from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ECDSA } from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @title AirdropContractSigner
/// @notice A contract account listed as a recipient in Airdrops v3.0 campaigns. A contract has no private key,
/// so it approves claims through ERC-1271: a `claimViaSig` naming this contract as the recipient is valid when
/// the signature is its owner's signature of the campaign's claim digest. Anyone can then submit the claim.
contract AirdropContractSigner is IERC1271, Ownable {
    using SafeERC20 for IERC20;

    constructor(address initialOwner) Ownable(initialOwner) { }

    /// @notice Called by the campaign with the EIP-712 digest of the claim (recipient: this contract). The
    /// digest commits to the campaign, the chain, the index, the amount, `to` and `validFrom`, so a signature
    /// cannot be reused for another claim.
    function isValidSignature(bytes32 digest, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(digest, signature);
        if (recoverError == ECDSA.RecoverError.NoError && signer == owner()) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }

    /// @notice Moves out tokens that a claim delivered here (when the signed `to` was this contract).
    function sweep(IERC20 token, address to, uint256 amount) external onlyOwner {
        token.safeTransfer(to, amount);
    }
}
