import { test } from 'node:test';
import assert from 'node:assert/strict';

import {
  breakpoints,
  curvePoints,
  dynamicStreamedAmount,
  linearStreamedAmount,
  oraclePriceAt,
  priceGatedStreamedAmount,
  streamedAmount,
  tranchedStreamedAmount,
  type DynamicStream,
  type LinearStream,
  type PriceGatedStream,
  type TranchedStream,
} from '../../src/lib/streamMath';
import { buildShape, daysToMonth, DEFAULT_PARAMS, normalize, SHAPES, type ShapeName } from '../../src/lib/streamShapes';

const close = (actual: number, expected: number, message?: string) =>
  assert.ok(Math.abs(actual - expected) < 1e-9 * Math.max(1, Math.abs(expected)), message ?? `${actual} ≠ ${expected}`);

// 10,000 tokens from t = 1,000 to t = 2,000, cliff at 1,200, 500 unlocked at start, 1,500 at the cliff.
const withCliff: LinearStream = {
  model: 'linear',
  deposit: 10_000,
  start: 1_000,
  end: 2_000,
  cliff: 1_200,
  unlockStart: 500,
  unlockCliff: 1_500,
};
const noCliff: LinearStream = { ...withCliff, cliff: null, unlockCliff: 0 };

test('linear: before the start nothing is unlocked, not even the start unlock', () => {
  assert.equal(linearStreamedAmount(withCliff, 999), 0);
  assert.equal(linearStreamedAmount(noCliff, 0), 0);
});

test('linear: at the start the start unlock is available', () => {
  assert.equal(linearStreamedAmount(withCliff, 1_000), 500);
  assert.equal(linearStreamedAmount(noCliff, 1_000), 500);
});

test('linear: between start and cliff the amount stays at the start unlock', () => {
  assert.equal(linearStreamedAmount(withCliff, 1_199), 500);
});

test('linear: exactly at the cliff both unlocks are available and nothing more', () => {
  assert.equal(linearStreamedAmount(withCliff, 1_200), 2_000);
});

test('linear with a cliff: elapsed time is counted from the cliff, not from the start', () => {
  // 2,000 + 8,000 · (1,600 − 1,200) / (2,000 − 1,200) = 2,000 + 4,000
  close(linearStreamedAmount(withCliff, 1_600), 6_000);
});

test('linear without a cliff: elapsed time is counted from the start', () => {
  // 500 + 9,500 · 250 / 1,000 = 2,875
  close(linearStreamedAmount(noCliff, 1_250), 2_875);
});

test('linear: at and after the end the whole deposit is unlocked', () => {
  assert.equal(linearStreamedAmount(withCliff, 2_000), 10_000);
  assert.equal(linearStreamedAmount(withCliff, 50_000), 10_000);
});

test('linear: unlocks that add up to the deposit unlock everything at the cliff', () => {
  const all: LinearStream = { ...withCliff, unlockStart: 4_000, unlockCliff: 6_000 };
  assert.equal(linearStreamedAmount(all, 1_100), 4_000);
  assert.equal(linearStreamedAmount(all, 1_200), 10_000);
});

// Granularity (Lockup v4.0): 12,000 tokens over 365 days, no cliff, no unlocks, a step every 30 days.
const monthlySteps: LinearStream = {
  model: 'linear',
  deposit: 12_000,
  start: 0,
  end: 365,
  cliff: null,
  unlockStart: 0,
  unlockCliff: 0,
  granularity: 30,
};

test('linear with granularity: nothing unlocks before the first step ends', () => {
  assert.equal(linearStreamedAmount(monthlySteps, 0), 0);
  assert.equal(linearStreamedAmount(monthlySteps, 29), 0);
  assert.equal(linearStreamedAmount(monthlySteps, 29.99), 0);
});

test('linear with granularity: each step releases g / (t_e − t_0) of the streamable amount', () => {
  // ⌊30 / 30⌋ · 30 = 30 → 12,000 · 30 / 365 = 360,000 / 365
  close(linearStreamedAmount(monthlySteps, 30), 360_000 / 365);
  close(linearStreamedAmount(monthlySteps, 59), 360_000 / 365);
  // ⌊95 / 30⌋ · 30 = 90 → 12,000 · 90 / 365
  close(linearStreamedAmount(monthlySteps, 95), 1_080_000 / 365);
});

test('linear with granularity: the last partial step waits for the end time', () => {
  // ⌊364 / 30⌋ · 30 = 360 → 12,000 · 360 / 365 = 11,835.6164…
  close(linearStreamedAmount(monthlySteps, 360), 4_320_000 / 365);
  close(linearStreamedAmount(monthlySteps, 364), 4_320_000 / 365);
  assert.equal(linearStreamedAmount(monthlySteps, 365), 12_000);
});

test('linear with granularity: steps are counted from the cliff when there is one', () => {
  // 10,000 from 1,000 to 2,000, cliff at 1,200 with 500 + 1,500 unlocked, steps of 100: 8,000 over 800.
  const stepped: LinearStream = { ...withCliff, granularity: 100 };
  assert.equal(linearStreamedAmount(stepped, 1_199), 500);
  assert.equal(linearStreamedAmount(stepped, 1_200), 2_000);
  // 1,299 is 299 after the start but only 99 after the cliff: still no step.
  assert.equal(linearStreamedAmount(stepped, 1_299), 2_000);
  close(linearStreamedAmount(stepped, 1_300), 3_000);
  // ⌊750 / 100⌋ · 100 = 700 → 2,000 + 8,000 · 700 / 800 = 9,000
  close(linearStreamedAmount(stepped, 1_950), 9_000);
  assert.equal(linearStreamedAmount(stepped, 2_000), 10_000);
});

test('linear with granularity 1 matches the continuous line at every whole time unit', () => {
  const perUnit: LinearStream = { ...noCliff, granularity: 1 };
  for (const t of [1_000, 1_001, 1_250, 1_333, 1_999])
    close(linearStreamedAmount(perUnit, t), linearStreamedAmount(noCliff, t), `t = ${t}`);
  // Between whole units it holds the previous step: 500 + 9,500 · 250 / 1,000 at 1,250.5.
  close(linearStreamedAmount(perUnit, 1_250.5), 2_875);
});

test('breakpoints of a linear stepper stream are the end of every step', () => {
  assert.deepEqual(breakpoints({ ...monthlySteps, end: 100 }), [0, 30, 60, 90, 100]);
  assert.deepEqual(breakpoints({ ...withCliff, granularity: 300 }), [1_000, 1_200, 1_500, 1_800, 2_000]);
});

// Price-gated (Lockup v4.0): 10,000 tokens from 100 to 500, target price 2; the oracle answers 1, then
// 2.5 at time 250, then 1.5 at time 300.
const gated: PriceGatedStream = {
  model: 'price-gated',
  deposit: 10_000,
  start: 100,
  end: 500,
  targetPrice: 2,
  prices: [
    { time: 0, price: 1 },
    { time: 250, price: 2.5 },
    { time: 300, price: 1.5 },
  ],
};

test('price-gated: the oracle price is its latest answer', () => {
  assert.equal(oraclePriceAt(gated, -1), 0);
  assert.equal(oraclePriceAt(gated, 249), 1);
  assert.equal(oraclePriceAt(gated, 250), 2.5);
  assert.equal(oraclePriceAt(gated, 400), 1.5);
});

test('price-gated: nothing unlocks while the price is below the target', () => {
  assert.equal(priceGatedStreamedAmount(gated, 100), 0);
  assert.equal(priceGatedStreamedAmount(gated, 249), 0);
});

test('price-gated: the whole deposit unlocks while the price is at or above the target', () => {
  assert.equal(priceGatedStreamedAmount(gated, 250), 10_000);
  assert.equal(priceGatedStreamedAmount(gated, 299), 10_000);
  const atTarget: PriceGatedStream = {
    ...gated,
    prices: [
      { time: 0, price: 1 },
      { time: 250, price: 2 },
    ],
  };
  assert.equal(priceGatedStreamedAmount(atTarget, 250), 10_000);
});

test('price-gated: the unlock does not stick when the price falls back before the end', () => {
  assert.equal(priceGatedStreamedAmount(gated, 300), 0);
  assert.equal(priceGatedStreamedAmount(gated, 499), 0);
});

test('price-gated: from the end time on the whole deposit unlocks whatever the price', () => {
  assert.equal(priceGatedStreamedAmount(gated, 500), 10_000);
  const silent: PriceGatedStream = { ...gated, prices: [] };
  assert.equal(priceGatedStreamedAmount(silent, 499), 0);
  assert.equal(priceGatedStreamedAmount(silent, 500), 10_000);
});

test('price-gated: the start time plays no part in the amount', () => {
  const early: PriceGatedStream = { ...gated, prices: [{ time: 0, price: 3 }] };
  assert.equal(priceGatedStreamedAmount(early, 50), 10_000);
});

// Two segments: 4,000 over [0, 100] with exponent 2, then 6,000 over [100, 300] with exponent 0.5.
const twoSegments: DynamicStream = {
  model: 'dynamic',
  deposit: 10_000,
  start: 0,
  end: 300,
  segments: [
    { amount: 4_000, exponent: 2, timestamp: 100 },
    { amount: 6_000, exponent: 0.5, timestamp: 300 },
  ],
};

test('dynamic: before the start and at the start nothing is unlocked', () => {
  const later: DynamicStream = {
    ...twoSegments,
    start: 10,
    segments: twoSegments.segments.map((s) => ({ ...s, timestamp: s.timestamp + 10 })),
    end: 310,
  };
  assert.equal(dynamicStreamedAmount(later, 5), 0);
  assert.equal(dynamicStreamedAmount(later, 10), 0);
});

test('dynamic: inside the first segment the fraction is raised to the exponent', () => {
  // 4,000 · (50 / 100)² = 1,000
  close(dynamicStreamedAmount(twoSegments, 50), 1_000);
});

test('dynamic: at a segment timestamp that segment is complete', () => {
  close(dynamicStreamedAmount(twoSegments, 100), 4_000);
});

test('dynamic: inside a later segment, earlier segments count in full', () => {
  // 4,000 + 6,000 · (150 / 200)^0.5 = 4,000 + 6,000 · 0.8660254…
  close(dynamicStreamedAmount(twoSegments, 250), 4_000 + 6_000 * Math.sqrt(0.75));
});

test('dynamic: at and after the end the whole deposit is unlocked', () => {
  assert.equal(dynamicStreamedAmount(twoSegments, 300), 10_000);
  assert.equal(dynamicStreamedAmount(twoSegments, 301), 10_000);
});

test('dynamic: one segment with exponent 1 is the linear stream without unlocks', () => {
  const dynamicLine: DynamicStream = {
    model: 'dynamic',
    deposit: 10_000,
    start: 1_000,
    end: 2_000,
    segments: [{ amount: 10_000, exponent: 1, timestamp: 2_000 }],
  };
  const line: LinearStream = { ...noCliff, unlockStart: 0 };
  for (const t of [900, 1_000, 1_001, 1_333, 1_500, 1_999, 2_000, 2_500]) {
    close(dynamicStreamedAmount(dynamicLine, t), linearStreamedAmount(line, t), `t = ${t}`);
  }
  close(dynamicStreamedAmount(dynamicLine, 1_250), 2_500);
});

test('dynamic: exponent 0 releases a segment right after it begins (0^0 counts as 1)', () => {
  const jump: DynamicStream = { ...twoSegments, segments: [{ amount: 10_000, exponent: 0, timestamp: 300 }] };
  assert.equal(dynamicStreamedAmount(jump, 0), 10_000);
  assert.equal(dynamicStreamedAmount(jump, 1), 10_000);
});

// Four tranches of 2,500 at 100, 200, 300, 400 after a start at 0.
const fourTranches: TranchedStream = {
  model: 'tranched',
  deposit: 10_000,
  start: 0,
  end: 400,
  tranches: [100, 200, 300, 400].map((timestamp) => ({ amount: 2_500, timestamp })),
};

test('tranched: nothing before the first tranche timestamp', () => {
  assert.equal(tranchedStreamedAmount(fourTranches, -1), 0);
  assert.equal(tranchedStreamedAmount(fourTranches, 0), 0);
  assert.equal(tranchedStreamedAmount(fourTranches, 99), 0);
});

test('tranched: a tranche unlocks exactly at its timestamp, not before', () => {
  assert.equal(tranchedStreamedAmount(fourTranches, 100), 2_500);
  assert.equal(tranchedStreamedAmount(fourTranches, 199), 2_500);
  assert.equal(tranchedStreamedAmount(fourTranches, 200), 5_000);
  assert.equal(tranchedStreamedAmount(fourTranches, 399), 7_500);
});

test('tranched: at and after the end the whole deposit is unlocked', () => {
  assert.equal(tranchedStreamedAmount(fourTranches, 400), 10_000);
  assert.equal(tranchedStreamedAmount(fourTranches, 10_000), 10_000);
});

test('streamedAmount dispatches on the model', () => {
  assert.equal(streamedAmount(fourTranches, 250), 5_000);
  close(streamedAmount(withCliff, 1_600), 6_000);
  close(streamedAmount(twoSegments, 50), 1_000);
  assert.equal(streamedAmount(gated, 260), 10_000);
});

test('curvePoints draws a jump as two points: just before and at the breakpoint', () => {
  const points = curvePoints(fourTranches, -10, 420, 10);
  const at = points.findIndex(([t]) => t === 100);
  assert.ok(at > 0);
  assert.equal(points[at - 1]?.[1], 0);
  assert.equal(points[at]?.[1], 2_500);
});

test('shape catalogue: the cliff shape with a pro-rata cliff unlock follows the straight line', () => {
  const cliff = buildShape('cliff', { ...DEFAULT_PARAMS, amount: 10_000, duration: 400, cliff: 100, cliffUnlock: 25 });
  close(streamedAmount(cliff, 99), 0);
  close(streamedAmount(cliff, 100), 2_500);
  close(streamedAmount(cliff, 300), 7_500);
});

test('shape catalogue: stepper, backweighted and monthly tranches sum to the amount', () => {
  const p = { ...DEFAULT_PARAMS, amount: 10_000, duration: 400, tranches: 4 };
  const stepper = buildShape('stepper', p);
  assert.equal(streamedAmount(stepper, 100), 2_500);
  const back = buildShape('backweighted', p);
  // Weights 1:2:3:4 → 1,000, 2,000, 3,000, 4,000.
  close(streamedAmount(back, 100), 1_000);
  close(streamedAmount(back, 300), 6_000);
  const monthly = buildShape('monthly', { ...p, tranches: 3 });
  assert.equal(monthly.end, daysToMonth(3));
  assert.equal(daysToMonth(1), 31);
  assert.equal(daysToMonth(2), 59);
  close(streamedAmount(monthly, 31), 10_000 / 3);
});

test('shape catalogue: linear stepper steps from the start, or from the cliff, by the chosen number of days', () => {
  const p = { ...DEFAULT_PARAMS, amount: 12_000, duration: 365, cliff: 0, granularity: 30 };
  const steps = buildShape('linear-stepper', p);
  assert.equal(streamedAmount(steps, 29), 0);
  close(streamedAmount(steps, 30), 360_000 / 365);
  close(streamedAmount(steps, 364), 4_320_000 / 365);
  // Cliff at day 65 with 20 % unlocked: 2,400 at the cliff, then 9,600 over 300 days in steps of 30.
  const afterCliff = buildShape('linear-stepper', { ...p, cliff: 65, cliffUnlock: 20 });
  assert.equal(streamedAmount(afterCliff, 64), 0);
  assert.equal(streamedAmount(afterCliff, 65), 2_400);
  assert.equal(streamedAmount(afterCliff, 94), 2_400);
  close(streamedAmount(afterCliff, 95), 2_400 + 960);
});

test('shape catalogue: a step is never longer than the time from the cliff (or the start) to the end', () => {
  assert.equal(normalize({ ...DEFAULT_PARAMS, duration: 100, cliff: 60, granularity: 90 }).granularity, 40);
  assert.equal(normalize({ ...DEFAULT_PARAMS, duration: 100, cliff: 0, granularity: 0 }).granularity, 1);
});

test('shape catalogue: the price-gated shape unlocks everything on the day the price reaches the target', () => {
  const p = { ...DEFAULT_PARAMS, amount: 10_000, duration: 365, targetReachedAt: 200 };
  const gatedShape = buildShape('price-gated', p);
  assert.equal(streamedAmount(gatedShape, 199), 0);
  assert.equal(streamedAmount(gatedShape, 200), 10_000);
  const never = buildShape('price-gated', { ...p, targetReachedAt: 1_000 });
  assert.equal(streamedAmount(never, 364), 0);
  assert.equal(streamedAmount(never, 365), 10_000);
});

test('shape catalogue: every shape ends with the whole amount and never decreases', () => {
  for (const name of Object.keys(SHAPES) as ShapeName[]) {
    const stream = buildShape(name, DEFAULT_PARAMS);
    assert.equal(streamedAmount(stream, stream.end), DEFAULT_PARAMS.amount, name);
    let previous = -Infinity;
    for (const [t, v] of curvePoints(stream, -10, stream.end + 10)) {
      assert.ok(v >= previous - 1e-9, `${name} decreases at ${t}`);
      assert.ok(v <= DEFAULT_PARAMS.amount + 1e-9, `${name} exceeds the amount at ${t}`);
      previous = v;
    }
  }
});
