import { useId, useMemo, useState, type ReactNode } from 'react';

import {
  computeRps,
  formatUtc,
  parseStartTime,
  PERIODS,
  RpsInputError,
  startSchedule,
  type Period,
  type RpsResult,
  type StartSchedule,
} from '@site/src/lib/rps';
import { withPartBoundary } from '@site/src/lib/lazy-part';
import styles from './styles.module.css';

const PERIOD_LABELS: Record<Period, string> = {
  day: 'Day (86,400 s)',
  week: 'Week (604,800 s)',
  month: 'Month of 30 days (2,592,000 s)',
  year: 'Year of 365 days (31,536,000 s)',
};

/** "3 days 4 h 5 min", or "less than a minute". */
function formatWait(seconds: bigint): string {
  const s = Number(seconds);
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3_600);
  const minutes = Math.floor((s % 3_600) / 60);
  const parts = [days ? `${days} days` : '', hours ? `${hours} h` : '', minutes ? `${minutes} min` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : 'less than a minute';
}

/**
 * Turns an amount per period into Flow's 18-decimal rate per second and shows what rounding the rate
 * down costs over one period. An optional start time (Flow v3.0's `startTime`) adds what that start means for a
 * stream created now: pending until a future start, or owing the time since a past one from its first block.
 * Renders a complete result in the static HTML (default inputs, no start time, so nothing depends on the clock).
 */
function RpsCalculator(): ReactNode {
  const id = useId();
  const [amount, setAmount] = useState('1000');
  const [decimals, setDecimals] = useState('6');
  const [period, setPeriod] = useState<Period>('month');
  const [start, setStart] = useState('');

  const outcome = useMemo((): { result: RpsResult; schedule: StartSchedule | null; decimals: number } | { error: string } => {
    try {
      const d = Number(decimals);
      if (decimals.trim() === '' || !Number.isInteger(d))
        throw new RpsInputError('Enter the token decimals as a whole number from 0 to 18.');
      const result = computeRps(amount, d, period);
      const startTime = parseStartTime(start);
      // The clock is read only once a start time is entered, which happens in the browser, so the static HTML and
      // the first client render agree.
      const schedule = startTime === null ? null : startSchedule(startTime, result, d, period, BigInt(Math.floor(Date.now() / 1000)));
      return { result, schedule, decimals: d };
    } catch (error) {
      if (error instanceof RpsInputError) return { error: error.message };
      throw error;
    }
  }, [amount, decimals, period, start]);

  return (
    <section className={styles.calculator} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        Rate per second calculator
      </h3>
      <div className={styles.fields}>
        <label className={styles.field} htmlFor={`${id}-amount`}>
          <span>Amount per period (in tokens)</span>
          <input
            id={`${id}-amount`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        <label className={styles.field} htmlFor={`${id}-period`}>
          <span>Period</span>
          <select id={`${id}-period`} value={period} onChange={(event) => setPeriod(event.target.value as Period)}>
            {(Object.keys(PERIODS) as Period[]).map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field} htmlFor={`${id}-decimals`}>
          <span>Token decimals</span>
          <input
            id={`${id}-decimals`}
            type="number"
            min={0}
            max={18}
            step={1}
            value={decimals}
            onChange={(event) => setDecimals(event.target.value)}
          />
        </label>
        <label className={styles.field} htmlFor={`${id}-start`}>
          <span>Start time, UTC (optional)</span>
          <input
            id={`${id}-start`}
            type="datetime-local"
            aria-describedby={`${id}-start-hint`}
            value={start}
            onChange={(event) => setStart(event.target.value)}
          />
          <small id={`${id}-start-hint`} className={styles.hint}>
            Leave empty to start when the stream is created (startTime 0).
          </small>
        </label>
      </div>
      <output className={styles.output} htmlFor={`${id}-amount ${id}-period ${id}-decimals ${id}-start`} aria-live="polite">
        {'error' in outcome ? (
          <p className={styles.error}>{outcome.error}</p>
        ) : (
          <dl className={styles.results}>
            <dt>ratePerSecond (UD21x18, pass this integer)</dt>
            <dd>
              <code>{outcome.result.ratePerSecond.toString()}</code>
            </dd>
            <dt>Tokens per second</dt>
            <dd>
              <code>{outcome.result.ratePerSecondDecimal}</code>
            </dd>
            <dt>Rounding loss over one period</dt>
            <dd>
              <code>{outcome.result.lossDecimal}</code> tokens ({outcome.result.lossUnits.toString()} smallest units)
            </dd>
            {outcome.schedule ? (
              <>
                <dt>startTime (uint40, Unix seconds)</dt>
                <dd>
                  <code>{outcome.schedule.startTime.toString()}</code>
                </dd>
                <dt>If you create the stream now</dt>
                <dd>
                  {outcome.schedule.pending
                    ? `It is PENDING for ${formatWait(outcome.schedule.secondsUntilStart)}: no debt accrues before ${formatUtc(outcome.schedule.startTime)}, and it cannot be paused until then.`
                    : `The start has passed, so the stream owes ${outcome.schedule.owedAtCreationDecimal} tokens from its first block (the rate times the seconds since the start).`}
                </dd>
                <dt>One period's amount is owed by</dt>
                <dd>{formatUtc(outcome.schedule.firstPeriodOwedAt)}</dd>
              </>
            ) : null}
          </dl>
        )}
      </output>
    </section>
  );
}

// A calculator that fails shows a notice and a retry; the page around it stays (src/lib/lazy-part.tsx).
export default withPartBoundary(RpsCalculator, 'The rate per second calculator', 'The calculator could not load.');
