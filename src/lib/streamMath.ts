/**
 * Streamed-amount functions of the three Lockup v2.0 models, written with plain numbers.
 *
 * Each function follows the branch order of the matching function in the v2.0 `VestingMath` library
 * (calculateLockupLinearStreamedAmount, calculateLockupDynamicStreamedAmount,
 * calculateLockupTranchedStreamedAmount), so the result at every boundary (start, cliff, segment and
 * tranche timestamps, end) is the one the contract returns. The contract works in integer token
 * units and rounds down; these functions return the exact real value, which is what a chart needs.
 * Time may be in any unit (seconds on chain, days on the charts) as long as it is used consistently.
 */

export interface LinearStream {
  model: 'linear';
  /** Deposited amount D (net of any broker fee). */
  deposit: number;
  start: number;
  end: number;
  /** Cliff time, or null for no cliff (the contract stores 0). */
  cliff: number | null;
  /** Amount unlocked at the start time (U_s). */
  unlockStart: number;
  /** Amount unlocked at the cliff time (U_c); must be 0 without a cliff. */
  unlockCliff: number;
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

export type LockupStream = LinearStream | DynamicStream | TranchedStream;

/**
 * Linear model:
 *   t < start                 → 0
 *   t ≥ end                   → D
 *   cliff exists and t < cliff → U_s
 *   otherwise                 → U_s + U_c + (D − U_s − U_c) · (t − t₀) / (end − t₀),
 * where t₀ is the cliff time when there is a cliff and the start time when there is none.
 */
export function linearStreamedAmount(stream: LinearStream, t: number): number {
  const { deposit, start, end, cliff, unlockStart, unlockCliff } = stream;
  if (t < start) return 0;
  if (t >= end) return deposit;
  if (cliff !== null && t < cliff) return unlockStart;
  const unlocked = unlockStart + unlockCliff;
  if (unlocked >= deposit) return deposit;
  const from = cliff === null ? start : cliff;
  return unlocked + ((t - from) / (end - from)) * (deposit - unlocked);
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

/** The streamed amount of any Lockup stream at time t. */
export function streamedAmount(stream: LockupStream, t: number): number {
  switch (stream.model) {
    case 'linear':
      return linearStreamedAmount(stream, t);
    case 'dynamic':
      return dynamicStreamedAmount(stream, t);
    case 'tranched':
      return tranchedStreamedAmount(stream, t);
  }
}

/** Times at which the curve may jump or bend: start, cliff, segment and tranche timestamps, end. */
export function breakpoints(stream: LockupStream): number[] {
  const times = [stream.start, stream.end];
  if (stream.model === 'linear' && stream.cliff !== null) times.push(stream.cliff);
  if (stream.model === 'dynamic') times.push(...stream.segments.map((s) => s.timestamp));
  if (stream.model === 'tranched') times.push(...stream.tranches.map((s) => s.timestamp));
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
