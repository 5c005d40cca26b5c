/**
 * The catalogue of stream shapes: each turns a few reader-facing parameters into the Lockup stream
 * (linear, dynamic, tranched or price-gated) that produces it. Time is in days from the start (start = 0).
 */
import type { LockupStream, Segment, Tranche } from './streamMath';

export interface ShapeParams {
  /** Total deposit, in tokens. */
  amount: number;
  /** Days from start to end (ignored by `monthly`, whose length is its number of months). */
  duration: number;
  /** Days from start to the cliff (or to the second unlock of `double-unlock`). 0 means none. */
  cliff: number;
  /** Percent of the amount unlocked at the start time. */
  startUnlock: number;
  /** Percent of the amount unlocked at the cliff time. */
  cliffUnlock: number;
  /** Exponent of the curved segments. */
  exponent: number;
  /** Number of tranches (or months). */
  tranches: number;
  /** Days per unlock step of a linear stream with a granularity, counted from the cliff (or the start). */
  granularity: number;
  /** Day on which the oracle's price reaches the target price of a price-gated stream. */
  targetReachedAt: number;
}

export type ParamName = keyof ShapeParams;

export interface ShapeDefinition {
  label: string;
  model: LockupStream['model'];
  /** The parameters a reader can change for this shape (besides the time slider). */
  params: ParamName[];
  build(p: ShapeParams): LockupStream;
}

/** One second, in days: the length of the short segments that make a dynamic stream jump. */
export const ONE_SECOND = 1 / 86_400;

export const DEFAULT_PARAMS: ShapeParams = {
  amount: 10_000,
  duration: 365,
  cliff: 90,
  startUnlock: 10,
  cliffUnlock: 20,
  exponent: 3,
  tranches: 4,
  granularity: 30,
  targetReachedAt: 200,
};

/** The price-gated shape's oracle: it reports 1.00 from the start and the target, 2.00, from `targetReachedAt` on. */
export const PRICE_GATED_START_PRICE = 1;
export const PRICE_GATED_TARGET_PRICE = 2;

/**
 * Keeps parameters inside what the contract accepts: cliff before end, unlocks ≤ 100 %, a step no longer
 * than the time from the cliff (or the start) to the end, and a target price not yet reached at creation.
 */
export function normalize(p: ShapeParams): ShapeParams {
  const duration = Math.max(1, p.duration);
  const cliff = Math.min(Math.max(0, p.cliff), duration - 1);
  const startUnlock = Math.min(Math.max(0, p.startUnlock), 100);
  const cliffUnlock = Math.min(Math.max(0, p.cliffUnlock), 100 - startUnlock);
  const tranches = Math.max(1, Math.round(p.tranches));
  const granularity = Math.min(Math.max(1, p.granularity), duration - cliff);
  const targetReachedAt = Math.min(Math.max(1, p.targetReachedAt), duration);
  return {
    ...p,
    duration,
    cliff,
    startUnlock,
    cliffUnlock,
    tranches,
    granularity,
    targetReachedAt,
    exponent: Math.max(0, p.exponent),
  };
}

const pct = (p: ShapeParams, percent: number) => (p.amount * percent) / 100;

function linear(p: ShapeParams, cliff: number, startPct: number, cliffPct: number): LockupStream {
  return {
    model: 'linear',
    deposit: p.amount,
    start: 0,
    end: p.duration,
    cliff: cliff > 0 ? cliff : null,
    unlockStart: pct(p, startPct),
    unlockCliff: cliff > 0 ? pct(p, cliffPct) : 0,
  };
}

function dynamic(p: ShapeParams, end: number, segments: Segment[]): LockupStream {
  return { model: 'dynamic', deposit: p.amount, start: 0, end, segments };
}

function tranched(p: ShapeParams, tranches: Tranche[]): LockupStream {
  const last = tranches[tranches.length - 1];
  return { model: 'tranched', deposit: p.amount, start: 0, end: last ? last.timestamp : p.duration, tranches };
}

function exponential(p: ShapeParams): LockupStream {
  return dynamic(p, p.duration, [{ amount: p.amount, exponent: p.exponent, timestamp: p.duration }]);
}

/** Splits `amount` into `count` parts proportional to `weight(i)`; the last part absorbs rounding. */
function split(amount: number, count: number, weight: (i: number) => number): number[] {
  const weights = Array.from({ length: count }, (_, i) => weight(i));
  const total = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => (amount * w) / total);
  const head = parts.slice(0, -1).reduce((a, b) => a + b, 0);
  parts[count - 1] = amount - head;
  return parts;
}

/** Days from 1 January 2025 (UTC) to the first day of the month `months` later: real month lengths. */
export function daysToMonth(months: number): number {
  return (Date.UTC(2025, months, 1) - Date.UTC(2025, 0, 1)) / 86_400_000;
}

export const SHAPES = {
  linear: {
    label: 'Linear',
    model: 'linear',
    params: ['amount', 'duration'],
    build: (p) => linear(p, 0, 0, 0),
  },
  cliff: {
    label: 'Cliff',
    model: 'linear',
    params: ['amount', 'duration', 'cliff', 'cliffUnlock'],
    build: (p) => linear(p, p.cliff, 0, p.cliffUnlock),
  },
  'unlock-linear': {
    label: 'Unlock linear',
    model: 'linear',
    params: ['amount', 'duration', 'startUnlock'],
    build: (p) => linear(p, 0, p.startUnlock, 0),
  },
  'unlock-cliff': {
    label: 'Unlock cliff',
    model: 'linear',
    params: ['amount', 'duration', 'cliff', 'startUnlock', 'cliffUnlock'],
    build: (p) => linear(p, p.cliff, p.startUnlock, p.cliffUnlock),
  },
  'linear-stepper': {
    label: 'Linear stepper',
    model: 'linear',
    params: ['amount', 'duration', 'cliff', 'cliffUnlock', 'granularity'],
    build: (p) => ({ ...linear(p, p.cliff, 0, p.cliffUnlock), granularity: p.granularity }),
  },
  timelock: {
    label: 'Timelock',
    model: 'tranched',
    params: ['amount', 'duration'],
    build: (p) => tranched(p, [{ amount: p.amount, timestamp: p.duration }]),
  },
  stepper: {
    label: 'Stepper',
    model: 'tranched',
    params: ['amount', 'duration', 'tranches'],
    build: (p) =>
      tranched(
        p,
        split(p.amount, p.tranches, () => 1).map((amount, i) => ({
          amount,
          timestamp: (p.duration * (i + 1)) / p.tranches,
        })),
      ),
  },
  monthly: {
    label: 'Monthly',
    model: 'tranched',
    params: ['amount', 'tranches'],
    build: (p) =>
      tranched(
        p,
        split(p.amount, p.tranches, () => 1).map((amount, i) => ({ amount, timestamp: daysToMonth(i + 1) })),
      ),
  },
  backweighted: {
    label: 'Backweighted',
    model: 'tranched',
    params: ['amount', 'duration', 'tranches'],
    build: (p) =>
      tranched(
        p,
        split(p.amount, p.tranches, (i) => i + 1).map((amount, i) => ({
          amount,
          timestamp: (p.duration * (i + 1)) / p.tranches,
        })),
      ),
  },
  exponential: {
    label: 'Exponential',
    model: 'dynamic',
    params: ['amount', 'duration', 'exponent'],
    build: (p) => exponential(p),
  },
  'cliff-exponential': {
    label: 'Cliff exponential',
    model: 'dynamic',
    params: ['amount', 'duration', 'cliff', 'cliffUnlock', 'exponent'],
    build: (p) => {
      if (p.cliff <= 0) return exponential(p);
      const unlock = pct(p, p.cliffUnlock);
      return dynamic(p, p.duration, [
        { amount: 0, exponent: 1, timestamp: p.cliff },
        { amount: unlock, exponent: 1, timestamp: p.cliff + ONE_SECOND },
        { amount: p.amount - unlock, exponent: p.exponent, timestamp: p.duration },
      ]);
    },
  },
  'double-unlock': {
    label: 'Double unlock',
    model: 'dynamic',
    params: ['amount', 'duration', 'startUnlock', 'cliff', 'cliffUnlock', 'exponent'],
    build: (p) => {
      const first = pct(p, p.startUnlock);
      const second = pct(p, p.cliffUnlock);
      const secondAt = Math.max(p.cliff, 2 * ONE_SECOND);
      return dynamic(p, p.duration, [
        { amount: first, exponent: 1, timestamp: ONE_SECOND },
        { amount: 0, exponent: 1, timestamp: secondAt },
        { amount: second, exponent: 1, timestamp: secondAt + ONE_SECOND },
        { amount: p.amount - first - second, exponent: p.exponent, timestamp: p.duration },
      ]);
    },
  },
  'price-gated': {
    label: 'Price-gated',
    model: 'price-gated',
    params: ['amount', 'duration', 'targetReachedAt'],
    build: (p) => ({
      model: 'price-gated',
      deposit: p.amount,
      start: 0,
      end: p.duration,
      targetPrice: PRICE_GATED_TARGET_PRICE,
      prices: [
        { time: 0, price: PRICE_GATED_START_PRICE },
        { time: p.targetReachedAt, price: PRICE_GATED_TARGET_PRICE },
      ],
    }),
  },
  'three-segments': {
    label: 'Three segments',
    model: 'dynamic',
    params: ['amount', 'duration', 'exponent'],
    build: (p) =>
      dynamic(p, p.duration, [
        { amount: p.amount * 0.2, exponent: p.exponent, timestamp: p.duration * 0.25 },
        { amount: p.amount * 0.3, exponent: 1, timestamp: p.duration * 0.5 },
        { amount: p.amount * 0.5, exponent: p.exponent, timestamp: p.duration },
      ]),
  },
} satisfies Record<string, ShapeDefinition>;

export type ShapeName = keyof typeof SHAPES;

export function buildShape(shape: ShapeName, params: ShapeParams): LockupStream {
  const definition: ShapeDefinition = SHAPES[shape];
  return definition.build(normalize(params));
}
