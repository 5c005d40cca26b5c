import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeRps, formatUnits, parseUnits, PERIODS, RpsInputError } from '../../src/lib/rps';

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
