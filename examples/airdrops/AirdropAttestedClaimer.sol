// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { MessageHashUtils } from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import { ISablierMerkleInstant } from "@sablier/airdrops/src/interfaces/ISablierMerkleInstant.sol";

/// @title AirdropAttestedClaimer
/// @notice A contract listed as a recipient in Airdrops v3.0 campaigns whose claim type is ATTEST. Such a
/// campaign accepts a claim only with an attestation: the attestor's EIP-712 signature saying that this address
/// passed its check, valid until `expireAt`. The owner pays the minimum fee with `msg.value`; any excess returns.
contract AirdropAttestedClaimer is Ownable {
    error FeeNotCovered(uint256 sent, uint256 fee);
    error RefundFailed(address to, uint256 amount);

    constructor(address initialOwner) Ownable(initialOwner) { }

    /// @notice The EIP-712 type the attestor signs. The campaign fills `recipient` with the caller's address.
    bytes32 public constant IDENTITY_TYPEHASH = keccak256("Identity(address recipient,uint40 expireAt)");

    /// @notice The digest an attestor must sign for this contract, under `campaign`'s EIP-712 domain.
    function attestationDigest(ISablierMerkleInstant campaign, uint40 expireAt) public view returns (bytes32) {
        bytes32 structHash = keccak256(abi.encode(IDENTITY_TYPEHASH, address(this), expireAt));
        return MessageHashUtils.toTypedDataHash(campaign.domainSeparator(), structHash);
    }

    /// @notice Claims the allocation listed for this contract and delivers it to `to`.
    function claimWithAttestation(
        ISablierMerkleInstant campaign,
        uint256 index,
        uint128 amount,
        bytes32[] calldata merkleProof,
        uint40 expireAt,
        bytes calldata attestation,
        address to
    )
        external
        payable
        onlyOwner
    {
        uint256 fee = campaign.calculateMinFeeWei();
        if (msg.value < fee) revert FeeNotCovered(msg.value, fee);

        campaign.claimViaAttestation{ value: fee }(index, to, amount, expireAt, merkleProof, attestation);

        // The campaign forwards all the value it receives to the comptroller: send it the fee, return the rest.
        uint256 excess = msg.value - fee;
        if (excess > 0) {
            (bool sent,) = msg.sender.call{ value: excess }("");
            if (!sent) revert RefundFailed(msg.sender, excess);
        }
    }
}
