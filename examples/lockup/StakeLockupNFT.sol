// SPDX-License-Identifier: MIT
pragma solidity >=0.8.22;

// #region setup
import { Ownable } from "@openzeppelin/contracts/access/Ownable.sol";
import { IERC20 } from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import { SafeERC20 } from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import { IERC721Receiver } from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import { ERC165 } from "@openzeppelin/contracts/utils/introspection/ERC165.sol";
import { IERC165 } from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import { ISablierLockup } from "@sablier/lockup/src/interfaces/ISablierLockup.sol";
import { ISablierLockupRecipient } from "@sablier/lockup/src/interfaces/ISablierLockupRecipient.sol";

/// @title StakeLockupNFT
/// @notice Stake a Lockup v4.0 stream NFT and earn rewards in proportion to the tokens still locked in the
/// stream. While staked, this contract holds the NFT, so it is the stream's recipient: Lockup's hooks keep
/// the staked amounts current when the stream is withdrawn from or canceled.
contract StakeLockupNFT is ERC165, IERC721Receiver, ISablierLockupRecipient, Ownable {
    using SafeERC20 for IERC20;

    ISablierLockup public immutable LOCKUP;
    /// @notice The token the accepted streams must carry.
    IERC20 public immutable STAKED_TOKEN;
    /// @notice The token paid as rewards.
    IERC20 public immutable REWARD_TOKEN;

    /// @notice Reward tokens paid per second to all stakers together, during the current period.
    uint256 public rewardRate;
    /// @notice When the current reward period ends.
    uint256 public periodFinish;
    /// @notice Last time `rewardPerTokenStored` was brought up to date.
    uint256 public lastUpdateTime;
    /// @notice Rewards accumulated per staked token (scaled by 1e18) since the contract started.
    uint256 public rewardPerTokenStored;
    /// @notice Sum of the staked amounts of all stakers.
    uint256 public totalStaked;

    mapping(address staker => uint256 streamId) public stakedStreamOf;
    mapping(uint256 streamId => address staker) public stakerOf;
    mapping(address staker => uint256 amount) public stakedAmountOf;
    mapping(address staker => uint256 paid) public rewardPerTokenPaid;
    mapping(address staker => uint256 amount) public rewards;

    event Staked(address indexed staker, uint256 indexed streamId, uint256 amount);
    event Unstaked(address indexed staker, uint256 indexed streamId);
    event RewardPaid(address indexed staker, uint256 amount);
    event RewardAdded(uint256 amount, uint256 duration);

    error AlreadyStaking(address staker, uint256 streamId);
    error NotStaking(address staker);
    error WrongToken(uint256 streamId);
    error NothingLocked(uint256 streamId);
    error CallerNotLockup(address caller);
    error DirectTransferRejected(address operator);
    error RewardTooHigh(uint256 rewardRate, uint256 balance);
    error SameToken();
    error FeeNotCovered(uint256 sent, uint256 fee);
    error RefundFailed(address to, uint256 amount);

    constructor(
        ISablierLockup lockup,
        IERC20 stakedToken,
        IERC20 rewardToken,
        address initialOwner
    )
        Ownable(initialOwner)
    {
        // Keeping the two tokens apart keeps the reward balance check in `addRewards` honest.
        if (address(stakedToken) == address(rewardToken)) revert SameToken();
        LOCKUP = lockup;
        STAKED_TOKEN = stakedToken;
        REWARD_TOKEN = rewardToken;
    }

    modifier onlyLockup() {
        if (msg.sender != address(LOCKUP)) revert CallerNotLockup(msg.sender);
        _;
    }
    // #endregion setup

    // #region stake
    /// @notice Moves the caller's stream NFT into this contract and starts earning. The caller must first
    /// approve this contract for the NFT (`approve` or `setApprovalForAll` on Lockup), and the stream must be
    /// transferable.
    function stake(uint256 streamId) external {
        if (stakedStreamOf[msg.sender] != 0) revert AlreadyStaking(msg.sender, stakedStreamOf[msg.sender]);
        if (LOCKUP.getUnderlyingToken(streamId) != STAKED_TOKEN) revert WrongToken(streamId);

        uint256 locked = _lockedAmount(streamId);
        if (locked == 0) revert NothingLocked(streamId);

        _updateReward(msg.sender);

        stakedStreamOf[msg.sender] = streamId;
        stakerOf[streamId] = msg.sender;
        stakedAmountOf[msg.sender] = locked;
        totalStaked += locked;

        LOCKUP.safeTransferFrom({ from: msg.sender, to: address(this), tokenId: streamId });
        emit Staked(msg.sender, streamId, locked);
    }

    /// @dev Tokens the stream still holds: deposited minus withdrawn minus refunded on cancelation.
    function _lockedAmount(uint256 streamId) internal view returns (uint256) {
        return uint256(LOCKUP.getDepositedAmount(streamId)) - LOCKUP.getWithdrawnAmount(streamId)
            - LOCKUP.getRefundedAmount(streamId);
    }
    // #endregion stake

    // #region unstake
    /// @notice Gives the stream NFT back to the caller. Rewards earned so far stay claimable.
    function unstake() external {
        uint256 streamId = stakedStreamOf[msg.sender];
        if (streamId == 0) revert NotStaking(msg.sender);

        _updateReward(msg.sender);

        totalStaked -= stakedAmountOf[msg.sender];
        delete stakedAmountOf[msg.sender];
        delete stakedStreamOf[msg.sender];
        delete stakerOf[streamId];

        LOCKUP.transferFrom({ from: address(this), to: msg.sender, tokenId: streamId });
        emit Unstaked(msg.sender, streamId);
    }
    // #endregion unstake

    // #region claim
    /// @notice Pays the caller every reward earned so far.
    function claimRewards() external returns (uint256 reward) {
        _updateReward(msg.sender);
        reward = rewards[msg.sender];
        if (reward > 0) {
            rewards[msg.sender] = 0;
            REWARD_TOKEN.safeTransfer(msg.sender, reward);
            emit RewardPaid(msg.sender, reward);
        }
    }

    /// @notice Sends the staker the stream tokens that have vested, without unstaking. This contract is the
    /// recipient, so Lockup runs no hook for its own withdrawal: the stake is synced here instead. Lockup charges a
    /// minimum fee in the native token on every withdrawal; the staker pays it with `msg.value`, and anything above
    /// the fee is sent back.
    function withdrawFromStream() external payable returns (uint128 withdrawn) {
        uint256 streamId = stakedStreamOf[msg.sender];
        if (streamId == 0) revert NotStaking(msg.sender);

        uint256 fee = LOCKUP.calculateMinFeeWei(streamId);
        if (msg.value < fee) revert FeeNotCovered(msg.value, fee);
        withdrawn = LOCKUP.withdrawMax{ value: fee }({ streamId: streamId, to: msg.sender });
        sync(streamId);

        uint256 excess = msg.value - fee;
        if (excess > 0) {
            (bool sent,) = msg.sender.call{ value: excess }("");
            if (!sent) revert RefundFailed(msg.sender, excess);
        }
    }
    // #endregion claim

    // #region rewards
    /// @notice Funds a new reward period: `amount` reward tokens spread evenly over `duration` seconds. Any
    /// rewards left from a running period are rolled into the new one.
    function addRewards(uint256 amount, uint256 duration) external onlyOwner {
        _updateReward(address(0));
        REWARD_TOKEN.safeTransferFrom(msg.sender, address(this), amount);

        if (block.timestamp < periodFinish) {
            uint256 leftover = (periodFinish - block.timestamp) * rewardRate;
            rewardRate = (amount + leftover) / duration;
        } else {
            rewardRate = amount / duration;
        }

        // Never promise more per second than the contract holds for the whole period.
        uint256 balance = REWARD_TOKEN.balanceOf(address(this));
        if (rewardRate > balance / duration) revert RewardTooHigh(rewardRate, balance);

        lastUpdateTime = block.timestamp;
        periodFinish = block.timestamp + duration;
        emit RewardAdded(amount, duration);
    }

    /// @notice Rewards per staked token accumulated until now, scaled by 1e18.
    function rewardPerToken() public view returns (uint256) {
        if (totalStaked == 0) return rewardPerTokenStored;
        uint256 elapsed = lastTimeRewardApplicable() - lastUpdateTime;
        return rewardPerTokenStored + (elapsed * rewardRate * 1e18) / totalStaked;
    }

    function lastTimeRewardApplicable() public view returns (uint256) {
        return block.timestamp < periodFinish ? block.timestamp : periodFinish;
    }

    /// @notice Rewards `staker` could claim now.
    function earned(address staker) public view returns (uint256) {
        uint256 perToken = rewardPerToken() - rewardPerTokenPaid[staker];
        return rewards[staker] + (stakedAmountOf[staker] * perToken) / 1e18;
    }

    /// @dev Books the rewards accrued since the last update, globally and for `staker`.
    function _updateReward(address staker) internal {
        rewardPerTokenStored = rewardPerToken();
        lastUpdateTime = lastTimeRewardApplicable();
        if (staker != address(0)) {
            rewards[staker] = earned(staker);
            rewardPerTokenPaid[staker] = rewardPerTokenStored;
        }
    }
    // #endregion rewards

    // #region hooks
    /// @notice Re-reads a staked stream's locked amount. The hooks call it; anyone may call it too, which keeps
    /// the books right even before the comptroller puts this contract on Lockup's hook allowlist.
    function sync(uint256 streamId) public {
        address staker = stakerOf[streamId];
        if (staker == address(0)) return;
        _updateReward(staker);
        uint256 locked = _lockedAmount(streamId);
        totalStaked = totalStaked - stakedAmountOf[staker] + locked;
        stakedAmountOf[staker] = locked;
    }

    /// @notice Someone withdrew from a staked stream (only the recipient, this contract, could receive the
    /// tokens): pass them on to the staker and shrink the stake.
    function onSablierLockupWithdraw(
        uint256 streamId,
        address, /* caller */
        address to,
        uint128 amount
    )
        external
        override
        onlyLockup
        returns (bytes4)
    {
        sync(streamId);
        address staker = stakerOf[streamId];
        if (to == address(this) && staker != address(0)) {
            STAKED_TOKEN.safeTransfer(staker, amount);
        }
        return ISablierLockupRecipient.onSablierLockupWithdraw.selector;
    }

    /// @notice The sender canceled a staked stream: the refunded part no longer counts as staked.
    function onSablierLockupCancel(
        uint256 streamId,
        address, /* sender */
        uint128, /* senderAmount */
        uint128 /* recipientAmount */
    )
        external
        override
        onlyLockup
        returns (bytes4)
    {
        sync(streamId);
        return ISablierLockupRecipient.onSablierLockupCancel.selector;
    }

    /// @notice Accepts Lockup NFTs only when they arrive through `stake`.
    function onERC721Received(address operator, address, uint256, bytes calldata) external view returns (bytes4) {
        if (msg.sender != address(LOCKUP)) revert CallerNotLockup(msg.sender);
        if (operator != address(this)) revert DirectTransferRejected(operator);
        return IERC721Receiver.onERC721Received.selector;
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC165, IERC165) returns (bool) {
        return interfaceId == type(ISablierLockupRecipient).interfaceId || super.supportsInterface(interfaceId);
    }
    // #endregion hooks
}
