/**
 * Streamed-amount functions of the four Lockup v4.0 models, written with plain numbers.
 *
 * Each function follows the branch order of the matching function in the v4.0 `LockupMath` library
 * (calculateStreamedAmountLL, calculateStreamedAmountLD, calculateStreamedAmountLT,
 * calculateStreamedAmountLPG), so the result at every boundary (start, cliff, granularity steps,
 * segment and tranche timestamps, the moment the oracle price reaches the target, end) is the one the
 * contract returns. The contract works in integer token units and rounds down; these functions return
 * the exact real value, which is what a chart needs. Time may be in any unit (seconds on chain, days on
 * the charts) as long as it is used consistently.
 */

export interface LinearStream {
  model: 'linear';
  /** Deposited amount D. */
  deposit: number;
  start: number;
  end: number;
  /** Cliff time, or null for no cliff (the contract stores 0). */
  cliff: number | null;
  /** Amount unlocked at the start time (U_s). */
  unlockStart: number;
  /** Amount unlocked at the cliff time (U_c); must be 0 without a cliff. */
  unlockCliff: number;
  /**
   * Length of one unlock step (g), in the stream's time unit: the linear part only grows every g.
   * Absent or 0 means continuous, the real-number limit of the contract's default of one second.
   */
  granularity?: number;
}

export interface Segment {
  amount: number;
  /** Exponent of the segment (a UD2x18 on chain: 0 to about 18.44). */
  exponent: number;
  /** Time at which the segment ends. */
  timestamp: number;
}

export interface DynamicStream {
  model: 'dynamic';
  deposit: number;
  start: number;
  end: number;
  segments: Segment[];
}

export interface Tranche {
  amount: number;
  /** Time at which the tranche unlocks. */
  timestamp: number;
}

export interface TranchedStream {
  model: 'tranched';
  deposit: number;
  start: number;
  end: number;
  tranches: Tranche[];
}

/** One answer of the price oracle: from `time` on, its latest price is `price` (until the next answer). */
export interface PricePoint {
  time: number;
  /** The latest price, in the unit of the target price (8 decimals on chain, where 1e8 is $1). 0 stands for no valid price. */
  price: number;
}

export interface PriceGatedStream {
  model: 'price-gated';
  deposit: number;
  start: number;
  end: number;
  /** The price at which the whole deposit unlocks. */
  targetPrice: number;
  /** The oracle's answers, sorted by time. Before the first one the oracle reports no valid price. */
  prices: PricePoint[];
}

export type LockupStream = LinearStream | DynamicStream | TranchedStream | PriceGatedStream;

/** Lets ⌊(t − t₀) / g⌋ count a step exactly at t₀ + k·g even when the division lands a rounding error below k. */
const STEP_EPSILON = 1e-9;

/**
 * Linear model:
 *   t < start                  → 0
 *   cliff exists and t < cliff → U_s
 *   t ≥ end                    → D
 *   otherwise                  → U_s + U_c + (D − U_s − U_c) · ⌊(t − t₀) / g⌋ · g / (end − t₀),
 * where t₀ is the cliff time when there is a cliff and the start time when there is none, and g is
 * the granularity (without one, the elapsed time t − t₀ itself).
 */
export function linearStreamedAmount(stream: LinearStream, t: number): number {
  const { deposit, start, end, cliff, unlockStart, unlockCliff, granularity = 0 } = stream;
  if (t < start) return 0;
  if (cliff !== null && t < cliff) return unlockStart;
  if (t >= end) return deposit;
  const unlocked = unlockStart + unlockCliff;
  if (unlocked >= deposit) return deposit;
  const from = cliff === null ? start : cliff;
  const elapsed = granularity > 0 ? Math.floor((t - from) / granularity + STEP_EPSILON) * granularity : t - from;
  return unlocked + (elapsed / (end - from)) * (deposit - unlocked);
}

/**
 * Dynamic model: with k the first segment whose timestamp is at or after t, and t_{k−1} the previous
 * segment's timestamp (the start time for the first segment),
 *   streamed = Σ_{i<k} a_i + a_k · ((t − t_{k−1}) / (t_k − t_{k−1}))^{e_k}.
 * Like PRBMath's pow, 0^0 is 1.
 */
export function dynamicStreamedAmount(stream: DynamicStream, t: number): number {
  const { deposit, start, end, segments } = stream;
  if (t < start) return 0;
  if (t >= end) return deposit;
  let previousAmounts = 0;
  let previousTimestamp = start;
  for (const segment of segments) {
    if (segment.timestamp < t) {
      previousAmounts += segment.amount;
      previousTimestamp = segment.timestamp;
      continue;
    }
    const fraction = (t - previousTimestamp) / (segment.timestamp - previousTimestamp);
    const streamedInSegment = fraction ** segment.exponent * segment.amount;
    // The contract voids a segment that would over-stream; with real numbers this cannot happen.
    return previousAmounts + Math.min(streamedInSegment, segment.amount);
  }
  return deposit;
}

/**
 * Tranched model: the sum of the amounts of every tranche whose timestamp is at or before t,
 * 0 before the start and the deposit from the end time on.
 */
export function tranchedStreamedAmount(stream: TranchedStream, t: number): number {
  const { deposit, start, end, tranches } = stream;
  if (t < start) return 0;
  if (t >= end) return deposit;
  let streamed = 0;
  for (const tranche of tranches) {
    if (tranche.timestamp > t) break;
    streamed += tranche.amount;
  }
  return streamed;
}

/** The oracle's latest price at time t: the last answer at or before t, or 0 before the first answer. */
export function oraclePriceAt(stream: PriceGatedStream, t: number): number {
  let price = 0;
  for (const point of stream.prices) {
    if (point.time > t) break;
    price = point.price;
  }
  return price;
}

/**
 * Price-gated model, all or nothing:
 *   t ≥ end                                   → D
 *   latest price > 0 and ≥ the target price   → D
 *   otherwise                                 → 0.
 * The start time takes no part, and nothing keeps the unlock once the price falls back below the target.
 */
export function priceGatedStreamedAmount(stream: PriceGatedStream, t: number): number {
  const { deposit, end, targetPrice } = stream;
  if (t >= end) return deposit;
  const price = oraclePriceAt(stream, t);
  return price > 0 && price >= targetPrice ? deposit : 0;
}

/** The streamed amount of any Lockup stream at time t. */
export function streamedAmount(stream: LockupStream, t: number): number {
  switch (stream.model) {
    case 'linear':
      return linearStreamedAmount(stream, t);
    case 'dynamic':
      return dynamicStreamedAmount(stream, t);
    case 'tranched':
      return tranchedStreamedAmount(stream, t);
    case 'price-gated':
      return priceGatedStreamedAmount(stream, t);
  }
}

/** Most steps a stepped linear curve gets breakpoints for; finer steps are drawn from the samples alone. */
const MAX_STEP_BREAKPOINTS = 500;

/**
 * Times at which the curve may jump or bend: start, cliff, the steps of a linear stream with a
 * granularity, segment and tranche timestamps, the oracle's answers, end.
 */
export function breakpoints(stream: LockupStream): number[] {
  const times = [stream.start, stream.end];
  if (stream.model === 'linear') {
    if (stream.cliff !== null) times.push(stream.cliff);
    const g = stream.granularity ?? 0;
    const from = stream.cliff ?? stream.start;
    if (g > 0 && (stream.end - from) / g <= MAX_STEP_BREAKPOINTS) {
      for (let k = 1; from + k * g < stream.end; k++) times.push(from + k * g);
    }
  }
  if (stream.model === 'dynamic') times.push(...stream.segments.map((s) => s.timestamp));
  if (stream.model === 'tranched') times.push(...stream.tranches.map((s) => s.timestamp));
  if (stream.model === 'price-gated') times.push(...stream.prices.map((p) => p.time).filter((t) => t < stream.end));
  return [...new Set(times)].sort((a, b) => a - b);
}

/**
 * Points of the curve between `from` and `to`: evenly spaced samples plus, at every breakpoint, the
 * value just before it and the value at it, so that jumps draw as vertical lines.
 */
export function curvePoints(stream: LockupStream, from: number, to: number, samples = 160): [number, number][] {
  const span = to - from;
  const epsilon = span * 1e-6;
  const times = new Set<number>();
  for (let i = 0; i <= samples; i++) times.add(from + (span * i) / samples);
  for (const b of breakpoints(stream)) {
    if (b > from && b <= to) {
      times.add(b - epsilon);
      times.add(b);
    }
  }
  return [...times].sort((a, b) => a - b).map((t) => [t, streamedAmount(stream, t)]);
}
