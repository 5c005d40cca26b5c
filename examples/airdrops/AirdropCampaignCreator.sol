// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { ud60x18 } from "@prb/math/src/UD60x18.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { ISablierFactoryMerkleExecute } from "@sablier/airdrops/src/interfaces/ISablierFactoryMerkleExecute.sol";
import { ISablierFactoryMerkleInstant } from "@sablier/airdrops/src/interfaces/ISablierFactoryMerkleInstant.sol";
import { ISablierFactoryMerkleLL } from "@sablier/airdrops/src/interfaces/ISablierFactoryMerkleLL.sol";
import { ISablierMerkleExecute } from "@sablier/airdrops/src/interfaces/ISablierMerkleExecute.sol";
import { ISablierMerkleInstant } from "@sablier/airdrops/src/interfaces/ISablierMerkleInstant.sol";
import { ISablierMerkleLL } from "@sablier/airdrops/src/interfaces/ISablierMerkleLL.sol";
import { ClaimType } from "@sablier/airdrops/src/types/MerkleBase.sol";
import { MerkleExecute } from "@sablier/airdrops/src/types/MerkleExecute.sol";
import { MerkleInstant } from "@sablier/airdrops/src/types/MerkleInstant.sol";
import { MerkleLL } from "@sablier/airdrops/src/types/MerkleLL.sol";

/// @title AirdropCampaignCreator
/// @notice Deploys Airdrops v3.0 campaigns through the per-type factories (instant, Lockup Linear and execute)
/// and funds each one in the same transaction. The caller becomes the admin of every campaign it creates.
contract AirdropCampaignCreator {
    using SafeERC20 for IERC20;

    ISablierFactoryMerkleInstant public immutable INSTANT_FACTORY;
    ISablierFactoryMerkleLL public immutable LL_FACTORY;
    ISablierFactoryMerkleExecute public immutable EXECUTE_FACTORY;
    IERC20 public immutable TOKEN;

    /// @notice What all three kinds of campaign take alike.
    /// @param merkleRoot Root of the tree of (index, recipient, amount) leaves, built off-chain.
    /// @param aggregateAmount Sum of all amounts in the tree; this much moves from the caller into the campaign.
    /// @param recipientCount Number of leaves; the factory only logs it.
    /// @param startTime No claim goes through before this Unix timestamp (0 or a past time: claims open at once).
    /// @param expiration After this Unix timestamp claims revert and the admin may claw back; 0 never expires.
    struct Campaign {
        bytes32 merkleRoot;
        uint256 aggregateAmount;
        uint256 recipientCount;
        uint40 startTime;
        uint40 expiration;
        string name;
        string ipfsCID;
    }

    error ExecuteNeedsItsOwnFactory();

    constructor(
        ISablierFactoryMerkleInstant instantFactory,
        ISablierFactoryMerkleLL llFactory,
        ISablierFactoryMerkleExecute executeFactory,
        IERC20 token
    ) {
        INSTANT_FACTORY = instantFactory;
        LL_FACTORY = llFactory;
        EXECUTE_FACTORY = executeFactory;
        TOKEN = token;
    }

    /// @dev The factories deploy campaigns empty: a campaign pays every claim out of its own token balance.
    function _fund(address campaign, uint256 amount) internal {
        TOKEN.safeTransferFrom(msg.sender, campaign, amount);
    }

    /// @notice A campaign that sends each recipient its tokens at the moment of the claim.
    /// @param claimType DEFAULT opens `claim`, `claimTo` and `claimViaSig`; ATTEST opens `claimViaAttestation` only.
    function createInstantCampaign(
        Campaign calldata c,
        ClaimType claimType
    )
        external
        returns (ISablierMerkleInstant campaign)
    {
        // An instant campaign has no `claimAndExecute`: with EXECUTE, no claim function would ever accept a claim.
        if (claimType == ClaimType.EXECUTE) revert ExecuteNeedsItsOwnFactory();

        campaign = INSTANT_FACTORY.createMerkleInstant({
            campaignParams: MerkleInstant.ConstructorParams({
                campaignName: c.name,
                campaignStartTime: c.startTime,
                claimType: claimType,
                expiration: c.expiration,
                initialAdmin: msg.sender,
                ipfsCID: c.ipfsCID,
                merkleRoot: c.merkleRoot,
                token: TOKEN
            }),
            aggregateAmount: c.aggregateAmount,
            recipientCount: c.recipientCount
        });
        _fund(address(campaign), c.aggregateAmount);
    }

    /// @notice A campaign where each claim opens a Lockup Linear stream that starts at the claim: 10% is
    /// unlocked at once, nothing more until a 90-day cliff, then the rest unlocks in nine equal monthly steps
    /// until day 360.
    function createVestingCampaign(
        Campaign calldata c,
        ISablierLockup lockup
    )
        external
        returns (ISablierMerkleLL campaign)
    {
        campaign = LL_FACTORY.createMerkleLL({
            campaignParams: MerkleLL.ConstructorParams({
                campaignName: c.name,
                campaignStartTime: c.startTime,
                cancelable: false,
                claimType: ClaimType.DEFAULT,
                cliffDuration: 90 days,
                cliffUnlockPercentage: ud60x18(0),
                expiration: c.expiration,
                granularity: 30 days, // one unlock step every 30 days after the cliff
                initialAdmin: msg.sender,
                ipfsCID: c.ipfsCID,
                lockup: lockup,
                merkleRoot: c.merkleRoot,
                shape: "monthly",
                startUnlockPercentage: ud60x18(0.1e18), // 1e18 is 100%
                token: TOKEN,
                totalDuration: 360 days,
                transferable: true,
                vestingStartTime: 0 // zero: each stream starts when its recipient claims
            }),
            aggregateAmount: c.aggregateAmount,
            recipientCount: c.recipientCount
        });
        _fund(address(campaign), c.aggregateAmount);
    }

    /// @notice A campaign whose recipients never receive the tokens themselves: each claim approves `target`
    /// for the claimed amount and calls the function `selector` on it, with arguments the claimer supplies.
    /// For example, an ERC-4626 vault as target and `IERC4626.deposit.selector` deposit every claim into the vault.
    function createExecuteCampaign(
        Campaign calldata c,
        address target,
        bytes4 selector
    )
        external
        returns (ISablierMerkleExecute campaign)
    {
        campaign = EXECUTE_FACTORY.createMerkleExecute({
            campaignParams: MerkleExecute.ConstructorParams({
                campaignName: c.name,
                campaignStartTime: c.startTime,
                expiration: c.expiration,
                initialAdmin: msg.sender,
                ipfsCID: c.ipfsCID,
                merkleRoot: c.merkleRoot,
                selector: selector,
                target: target, // must already hold code, or the factory reverts
                token: TOKEN
            }),
            aggregateAmount: c.aggregateAmount,
            recipientCount: c.recipientCount
        });
        _fund(address(campaign), c.aggregateAmount);
    }
}
