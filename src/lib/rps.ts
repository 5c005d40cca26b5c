/**
 * Flow's rate per second: an amount per period turned into an 18-decimal fixed-point integer (the
 * UD21x18 that SablierFlow v3.0 stores), with the rounding loss this causes over one period, and what a chosen
 * start time means for the stream (Flow v3.0's `startTime`).
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

/**
 * Parses the value of an `<input type="datetime-local">` ("2027-01-12T16:15", seconds optional) read as UTC,
 * into Unix seconds. An empty value means "no start time": the stream starts in the block that creates it.
 * Reading it as UTC, not as the browser's zone, keeps the result the same for every reader of a shared value.
 * A four-digit year always fits the contract's uint40 timestamp, so only dates before 1970 are out of range.
 */
export function parseStartTime(value: string): bigint | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(trimmed);
  if (!match) throw new RpsInputError('Enter the start time as a date and a time of day, like 2027-01-12T16:15 (UTC).');
  const [year, month, day, hour, minute, second = '0'] = match.slice(1).map((part) => Number(part ?? '0'));
  const ms = Date.UTC(year!, month! - 1, day!, hour!, minute!, Number(second));
  const date = new Date(ms);
  // Date.UTC rolls 2027-02-30 over into March; a date that does not round-trip was not a real date.
  if (Number.isNaN(ms) || date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day! || hour! > 23 || minute! > 59) {
    throw new RpsInputError('This start time is not a valid date and time.');
  }
  const seconds = BigInt(Math.floor(ms / 1000));
  if (seconds <= BigInt(0)) throw new RpsInputError('Choose a start time after 1 January 1970.');
  return seconds;
}

export interface StartSchedule {
  /** The `startTime` argument to pass to `create` or `createAndDeposit`. */
  startTime: bigint;
  /** The stream would be created PENDING: its start is after `now`. */
  pending: boolean;
  /** Seconds from `now` until the start (0 when it has passed). */
  secondsUntilStart: bigint;
  /** When one period's amount (less the rounding loss) is owed: start + period. */
  firstPeriodOwedAt: bigint;
  /** Debt the stream carries from its first block when the start is in the past, in token units (rounded down). */
  owedAtCreationUnits: bigint;
  owedAtCreationDecimal: string;
}

/**
 * What a start time means for a stream created at `now` (Unix seconds) with this rate, using Flow v3.0's rules: a
 * start after `now` leaves the stream PENDING with no debt until then; a start before `now` is accepted and the stream
 * owes, at once, the rate times the seconds since the start. The rate itself does not depend on the start.
 */
export function startSchedule(startTime: bigint, result: RpsResult, decimals: number, period: Period, now: bigint): StartSchedule {
  const elapsed = now > startTime ? now - startTime : BigInt(0);
  const owedAtCreationUnits = (result.ratePerSecond * elapsed) / TEN ** BigInt(18 - decimals);
  return {
    startTime,
    pending: startTime > now,
    secondsUntilStart: startTime > now ? startTime - now : BigInt(0),
    firstPeriodOwedAt: startTime + BigInt(PERIODS[period]),
    owedAtCreationUnits,
    owedAtCreationDecimal: formatUnits(owedAtCreationUnits, decimals),
  };
}

/** Unix seconds as an unambiguous UTC date and time: "2027-01-12 16:15:00 UTC". */
export function formatUtc(seconds: bigint): string {
  return `${new Date(Number(seconds) * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
