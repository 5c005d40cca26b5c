import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeRps, formatUnits, formatUtc, parseStartTime, parseUnits, PERIODS, RpsInputError, startSchedule } from '../../src/lib/rps';

test('parseUnits and formatUnits round-trip decimal amounts', () => {
  assert.equal(parseUnits('1000', 6), BigInt('1000000000'));
  assert.equal(parseUnits('0.25', 18), BigInt('250000000000000000'));
  assert.equal(parseUnits('12.', 2), BigInt(1200));
  assert.equal(formatUnits(BigInt('1500000'), 6), '1.5');
  assert.equal(formatUnits(BigInt(0), 6), '0');
  assert.equal(formatUnits(BigInt(1), 6), '0.000001');
  assert.throws(() => parseUnits('1.0000001', 6), RpsInputError);
  assert.throws(() => parseUnits('-3', 6), RpsInputError);
  assert.throws(() => parseUnits('abc', 6), RpsInputError);
});

test('1,000 USDC (6 decimals) per 30-day month', () => {
  const r = computeRps('1000', 6, 'month');
  // 1000e6 scaled to 18 decimals is 1e21; 1e21 / 2,592,000 s = 385,802,469,135,802 (rounded down).
  assert.equal(r.ratePerSecond, BigInt('385802469135802'));
  assert.equal(r.ratePerSecondDecimal, '0.000385802469135802');
  // Over the month: 385802469135802 * 2592000 = 999,999,999,999,999,998,784 scaled, i.e. 999.999999 USDC.
  assert.equal(r.paidUnits, BigInt('999999999'));
  assert.equal(r.lossUnits, BigInt(1));
  assert.equal(r.lossDecimal, '0.000001');
});

test('an amount that divides the period exactly loses nothing', () => {
  const r = computeRps('86400', 18, 'day');
  assert.equal(r.ratePerSecond, BigInt(10) ** BigInt(18));
  assert.equal(r.lossUnits, BigInt(0));
  assert.equal(r.lossDecimal, '0');
});

test('the paid amount never exceeds the requested amount and the loss stays under one period of one wei', () => {
  for (const period of Object.keys(PERIODS) as Array<keyof typeof PERIODS>) {
    for (const [amount, decimals] of [
      ['1', 0],
      ['3333.333333', 6],
      ['7', 18],
      ['123456789.12345678', 8],
    ] as const) {
      const r = computeRps(amount, decimals, period);
      assert.ok(r.paidUnits <= r.amountUnits);
      assert.equal(r.paidUnits + r.lossUnits, r.amountUnits);
      // Rounding the rate down loses less than one scaled unit per second.
      const scale = BigInt(10) ** BigInt(18 - decimals);
      assert.ok(r.lossUnits * scale < BigInt(PERIODS[period]) + scale, `${amount}/${decimals}/${period}`);
    }
  }
});

test('invalid inputs are rejected with a message', () => {
  assert.throws(() => computeRps('0', 6, 'day'), /greater than zero/);
  assert.throws(() => computeRps('1', 19, 'day'), /0 to 18 decimals/);
  assert.throws(() => computeRps('1e40', 18, 'day'), /positive number/);
  // 4e26 tokens a day is about 4.6e39 per second with 18 decimals: more than a uint128 holds.
  assert.throws(() => computeRps('400000000000000000000000000', 18, 'day'), /does not fit/);
});

test('a start time is read as UTC into Unix seconds, and an empty one means "at creation"', () => {
  assert.equal(parseStartTime(''), null);
  assert.equal(parseStartTime('  '), null);
  assert.equal(parseStartTime('2027-01-12T16:15'), BigInt(1799770500));
  assert.equal(parseStartTime('2027-01-12T16:15:30'), BigInt(1799770530));
  assert.equal(formatUtc(BigInt(1799770500)), '2027-01-12 16:15:00 UTC');
  assert.throws(() => parseStartTime('2027-02-30T10:00'), /not a valid date/);
  assert.throws(() => parseStartTime('2027-01-12T24:00'), /not a valid date/);
  assert.throws(() => parseStartTime('12/01/2027 16:15'), RpsInputError);
  assert.throws(() => parseStartTime('1960-01-01T00:00'), /after 1 January 1970/);
});

test('a future start leaves the stream pending and owing nothing; one period is owed a period after the start', () => {
  const rate = computeRps('1000', 6, 'month');
  const start = BigInt(4070908800); // 2099-01-01 00:00 UTC
  const now = start - BigInt(3 * 86_400 + 3_600);
  const s = startSchedule(start, rate, 6, 'month', now);
  assert.equal(s.startTime, start);
  assert.equal(s.pending, true);
  assert.equal(s.secondsUntilStart, BigInt(3 * 86_400 + 3_600));
  assert.equal(s.owedAtCreationUnits, BigInt(0));
  assert.equal(s.firstPeriodOwedAt, start + BigInt(PERIODS.month));
});

test('a past start is owed at once: rate times the seconds since the start, rounded down like the contract', () => {
  const rate = computeRps('1000', 6, 'month');
  const start = BigInt(978307200); // 2001-01-01 00:00 UTC
  // Exactly one period ago: the debt at creation is what one period pays, rounding loss included.
  const s = startSchedule(start, rate, 6, 'month', start + BigInt(PERIODS.month));
  assert.equal(s.pending, false);
  assert.equal(s.secondsUntilStart, BigInt(0));
  assert.equal(s.owedAtCreationUnits, rate.paidUnits);
  assert.equal(s.owedAtCreationDecimal, '999.999999');
  // A start equal to the creation block is not pending and owes nothing yet (Flow compares with >).
  const same = startSchedule(start, rate, 6, 'month', start);
  assert.equal(same.pending, false);
  assert.equal(same.owedAtCreationUnits, BigInt(0));
});
