/**
 * Flow's rate per second: an amount per period turned into an 18-decimal fixed-point integer (the
 * UD21x18 that SablierFlow stores, v1.0 to v3.0), with the rounding loss this causes over one period.
 * Pure BigInt arithmetic, mirroring the contract: scale to 18 decimals, divide by the period in seconds
 * (rounding down), and descale paid amounts back to token units (rounding down).
 */

export const PERIODS = {
  day: 86_400,
  week: 7 * 86_400,
  month: 30 * 86_400,
  year: 365 * 86_400,
} as const;

export type Period = keyof typeof PERIODS;

/** The largest value a UD21x18 can hold (it wraps a uint128). */
export const MAX_UD21X18 = (BigInt(1) << BigInt(128)) - BigInt(1);

export interface RpsResult {
  /** The amount per period in the token's smallest units. */
  amountUnits: bigint;
  /** Rate per second as the raw 18-decimal integer passed to Flow. */
  ratePerSecond: bigint;
  /** Rate per second in whole tokens, as a decimal string with 18 decimals. */
  ratePerSecondDecimal: string;
  /** What the stream pays over one period, in token units (rounded down like Flow). */
  paidUnits: bigint;
  /** amountUnits - paidUnits. */
  lossUnits: bigint;
  /** The loss as a decimal string in whole tokens. */
  lossDecimal: string;
}

export class RpsInputError extends Error {}

const TEN = BigInt(10);

/** Parses a non-negative decimal string ("1000", "0.25") into integer units with `decimals` decimals. */
export function parseUnits(amount: string, decimals: number): bigint {
  const trimmed = amount.trim().replace(/_/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(trimmed);
  if (!match) throw new RpsInputError('Enter a positive number, like 1000 or 2500.50.');
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) {
    throw new RpsInputError(`This token has ${decimals} decimals: use at most ${decimals} digits after the point.`);
  }
  return BigInt(whole) * TEN ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** Formats integer units with `decimals` decimals, trimming trailing zeros ("1.5", "0", "0.000001"). */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < BigInt(0);
  const abs = negative ? -units : units;
  const base = TEN ** BigInt(decimals);
  const whole = abs / base;
  const fraction = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole.toString()}${fraction ? `.${fraction}` : ''}`;
}

export function computeRps(amount: string, decimals: number, period: Period): RpsResult {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 18) {
    throw new RpsInputError('Flow accepts tokens with 0 to 18 decimals.');
  }
  const amountUnits = parseUnits(amount, decimals);
  if (amountUnits === BigInt(0)) throw new RpsInputError('Enter an amount greater than zero.');
  const seconds = BigInt(PERIODS[period]);
  const scale = TEN ** BigInt(18 - decimals);
  const ratePerSecond = (amountUnits * scale) / seconds;
  if (ratePerSecond > MAX_UD21X18) throw new RpsInputError('This rate does not fit in a UD21x18 (uint128).');
  const paidUnits = (ratePerSecond * seconds) / scale;
  const lossUnits = amountUnits - paidUnits;
  return {
    amountUnits,
    ratePerSecond,
    ratePerSecondDecimal: formatUnits(ratePerSecond, 18),
    paidUnits,
    lossUnits,
    lossDecimal: formatUnits(lossUnits, decimals),
  };
}
