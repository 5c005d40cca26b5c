// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ud2x18 } from "@prb/math/src/UD2x18.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { ISablierMerkleFactory } from "@sablier/airdrops/src/interfaces/ISablierMerkleFactory.sol";
import { ISablierMerkleInstant } from "@sablier/airdrops/src/interfaces/ISablierMerkleInstant.sol";
import { ISablierMerkleLL } from "@sablier/airdrops/src/interfaces/ISablierMerkleLL.sol";
import { MerkleBase, MerkleLL } from "@sablier/airdrops/src/types/DataTypes.sol";

/// @title AirdropCampaignCreator
/// @notice Deploys Airdrops v1.3 campaigns through SablierMerkleFactory and funds them in the same call.
contract AirdropCampaignCreator {
    using SafeERC20 for IERC20;

    ISablierMerkleFactory public immutable FACTORY;
    IERC20 public immutable TOKEN;

    constructor(ISablierMerkleFactory factory, IERC20 token) {
        FACTORY = factory;
        TOKEN = token;
    }

    /// @notice A campaign whose recipients receive their tokens directly when they claim.
    /// @param merkleRoot Root of the tree of (index, recipient, amount) leaves, built off-chain.
    /// @param aggregateAmount Sum of all amounts in the tree; this much is moved into the campaign.
    function createInstantCampaign(
        bytes32 merkleRoot,
        uint256 aggregateAmount,
        uint256 recipientCount,
        uint40 expiration,
        string calldata ipfsCID
    )
        external
        returns (ISablierMerkleInstant campaign)
    {
        campaign = FACTORY.createMerkleInstant({
            baseParams: _baseParams(merkleRoot, expiration, ipfsCID, "instant"),
            aggregateAmount: aggregateAmount,
            recipientCount: recipientCount
        });

        // The factory only deploys the campaign; claims are paid from the campaign's own balance.
        TOKEN.safeTransferFrom(msg.sender, address(campaign), aggregateAmount);
    }

    /// @notice A campaign where each claim opens a Lockup Linear stream that starts at the claim: 10% unlocks
    /// at once, nothing more until a 30-day cliff, then the rest vests linearly until one year after the claim.
    function createVestingCampaign(
        bytes32 merkleRoot,
        uint256 aggregateAmount,
        uint256 recipientCount,
        uint40 expiration,
        string calldata ipfsCID,
        ISablierLockup lockup
    )
        external
        returns (ISablierMerkleLL campaign)
    {
        MerkleLL.Schedule memory schedule = MerkleLL.Schedule({
            startTime: 0, // zero: each stream starts when its recipient claims
            startPercentage: ud2x18(0.1e18),
            cliffDuration: 30 days,
            cliffPercentage: ud2x18(0),
            totalDuration: 365 days
        });

        campaign = FACTORY.createMerkleLL({
            baseParams: _baseParams(merkleRoot, expiration, ipfsCID, "vesting"),
            lockup: lockup,
            cancelable: false,
            transferable: true,
            schedule: schedule,
            aggregateAmount: aggregateAmount,
            recipientCount: recipientCount
        });

        TOKEN.safeTransferFrom(msg.sender, address(campaign), aggregateAmount);
    }

    function _baseParams(
        bytes32 merkleRoot,
        uint40 expiration,
        string calldata ipfsCID,
        string memory shape
    )
        internal
        view
        returns (MerkleBase.ConstructorParams memory)
    {
        return MerkleBase.ConstructorParams({
            token: TOKEN,
            expiration: expiration,
            initialAdmin: msg.sender, // the caller can claw back unclaimed tokens
            ipfsCID: ipfsCID,
            merkleRoot: merkleRoot,
            campaignName: "Community airdrop",
            shape: shape
        });
    }
}
