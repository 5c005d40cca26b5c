import { useId, useMemo, useState, type ReactNode } from 'react';

import { computeRps, PERIODS, RpsInputError, type Period, type RpsResult } from '@site/src/lib/rps';
import { withPartBoundary } from '@site/src/lib/lazy-part';
import styles from './styles.module.css';

const PERIOD_LABELS: Record<Period, string> = {
  day: 'Day (86,400 s)',
  week: 'Week (604,800 s)',
  month: 'Month of 30 days (2,592,000 s)',
  year: 'Year of 365 days (31,536,000 s)',
};

/**
 * Turns an amount per period into Flow's 18-decimal rate per second and shows what rounding the rate
 * down costs over one period. Renders a complete result in the static HTML (default inputs).
 */
function RpsCalculator(): ReactNode {
  const id = useId();
  const [amount, setAmount] = useState('1000');
  const [decimals, setDecimals] = useState('6');
  const [period, setPeriod] = useState<Period>('month');

  const outcome = useMemo((): { result: RpsResult } | { error: string } => {
    try {
      const d = Number(decimals);
      if (decimals.trim() === '' || !Number.isInteger(d))
        throw new RpsInputError('Enter the token decimals as a whole number from 0 to 18.');
      return { result: computeRps(amount, d, period) };
    } catch (error) {
      if (error instanceof RpsInputError) return { error: error.message };
      throw error;
    }
  }, [amount, decimals, period]);

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
      </div>
      <output className={styles.output} htmlFor={`${id}-amount ${id}-period ${id}-decimals`} aria-live="polite">
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
          </dl>
        )}
      </output>
    </section>
  );
}

// A calculator that fails shows a notice and a retry; the page around it stays (src/lib/lazy-part.tsx).
export default withPartBoundary(RpsCalculator, 'The rate per second calculator', 'The calculator could not load.');
