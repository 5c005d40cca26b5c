import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { isHydratingFirstPage, KEEP_SERVER_HTML } from '@site/src/lib/hydration';

import { breakpoints, curvePoints, streamedAmount, type LockupStream } from '@site/src/lib/streamMath';
import {
  buildShape,
  DEFAULT_PARAMS,
  normalize,
  SHAPES,
  type ParamName,
  type ShapeName,
  type ShapeParams,
} from '@site/src/lib/streamShapes';

import { withPartBoundary } from '@site/src/lib/lazy-part';
import styles from './styles.module.css';

export interface StreamChartProps extends Partial<ShapeParams> {
  /** Which shape of the catalogue to draw. */
  shape: ShapeName;
  /** Initial position of the time slider, in days after the start. */
  time?: number;
  /** Text under the chart; defaults to the shape's name and model. */
  caption?: string;
}

const W = 640;
const H = 270;
const M = { left: 58, right: 14, top: 14, bottom: 36 };
const PLOT_W = W - M.left - M.right;
const PLOT_H = H - M.top - M.bottom;

const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Round-number ticks from 0 to `max`, at most about `count` of them. */
function ticks(max: number, count: number): number[] {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = 0; v <= max + 1e-9; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}

interface Slider {
  label: string;
  min: number;
  max: number;
  step: number;
  unit: string;
}

function sliderFor(name: ParamName, shape: ShapeName, p: ShapeParams): Slider {
  const second = shape === 'double-unlock';
  switch (name) {
    case 'amount':
      return { label: 'Amount', min: 1_000, max: 100_000, step: 1_000, unit: 'tokens' };
    case 'duration':
      return { label: 'Duration', min: 30, max: 1_825, step: 5, unit: 'days' };
    case 'cliff':
      return { label: second ? 'Second unlock at' : 'Cliff at', min: 0, max: p.duration - 1, step: 1, unit: 'days' };
    case 'startUnlock':
      return { label: second ? 'First unlock' : 'Start unlock', min: 0, max: 100, step: 1, unit: '%' };
    case 'cliffUnlock':
      return { label: second ? 'Second unlock' : 'Cliff unlock', min: 0, max: 100 - p.startUnlock, step: 1, unit: '%' };
    case 'exponent':
      return { label: 'Exponent', min: 0.25, max: 8, step: 0.25, unit: '' };
    case 'tranches':
      return { label: shape === 'monthly' ? 'Months' : 'Tranches', min: 1, max: 48, step: 1, unit: '' };
    case 'granularity':
      return { label: 'Step length', min: 1, max: Math.max(1, Math.min(365, p.duration - p.cliff)), step: 1, unit: 'days' };
    case 'targetReachedAt':
      return { label: 'Target price reached after', min: 1, max: p.duration, step: 1, unit: 'days' };
  }
}

function describe(label: string, stream: LockupStream): string {
  const points = breakpoints(stream)
    .map((t) => `day ${format.format(t)}: ${format.format(streamedAmount(stream, t))}`)
    .slice(0, 8);
  return (
    `${label} shape built with the ${stream.model} model: ${format.format(stream.deposit)} tokens from day 0 ` +
    `to day ${format.format(stream.end)}. Unlocked amount at key times, ${points.join('; ')}.`
  );
}

/** The chart itself: rendered at build time and, once the reader nears it, by React in the browser. */
function Chart({ shape, time, caption, ...initial }: StreamChartProps): ReactNode {
  const definition = SHAPES[shape];
  const [params, setParams] = useState<ShapeParams>(() => normalize({ ...DEFAULT_PARAMS, ...initial }));
  const stream = buildShape(shape, params);
  const xMax = stream.end * 1.08;
  const xMin = -stream.end * 0.04;
  const [rawTime, setTime] = useState(time ?? Math.round(stream.end / 2));
  const t = Math.min(Math.max(rawTime, 0), Math.floor(xMax));
  const value = streamedAmount(stream, t);

  const id = useId();
  const x = (v: number) => M.left + ((v - xMin) / (xMax - xMin)) * PLOT_W;
  const y = (v: number) => M.top + PLOT_H - (v / stream.deposit) * PLOT_H;
  const points = curvePoints(stream, xMin, xMax);
  const line = points.map(([a, b], i) => `${i ? 'L' : 'M'}${x(a).toFixed(2)} ${y(b).toFixed(2)}`).join(' ');
  const area = `${line} L${x(xMax).toFixed(2)} ${y(0)} L${x(xMin).toFixed(2)} ${y(0)} Z`;
  const label = definition.label;
  const rows = [...new Set([...breakpoints(stream), stream.end / 4, stream.end / 2, (3 * stream.end) / 4])]
    .sort((a, b) => a - b)
    .slice(0, 14);

  const set = (name: ParamName, v: number) => setParams((p) => normalize({ ...p, [name]: v }));

  return (
    <figure className={styles.chart} data-shape={shape}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid="stream-chart-svg"
      >
        <title id={`${id}-title`}>{`${label}: amount unlocked over time`}</title>
        <desc id={`${id}-desc`}>{describe(label, stream)}</desc>
        {ticks(stream.deposit, 4).map((v) => (
          <g key={`y${v}`}>
            <line className={styles.grid} x1={M.left} x2={W - M.right} y1={y(v)} y2={y(v)} />
            <text className={styles.tick} x={M.left - 6} y={y(v)} textAnchor="end" dominantBaseline="middle">
              {compact.format(v)}
            </text>
          </g>
        ))}
        {ticks(xMax, 6).map((v) => (
          <text key={`x${v}`} className={styles.tick} x={x(v)} y={H - M.bottom + 16} textAnchor="middle">
            {format.format(v)}
          </text>
        ))}
        <text className={styles.axisLabel} x={M.left + PLOT_W / 2} y={H - 4} textAnchor="middle">
          days after start
        </text>
        <line className={styles.axis} x1={x(0)} x2={x(0)} y1={M.top} y2={M.top + PLOT_H} />
        <line className={styles.axis} x1={M.left} x2={W - M.right} y1={y(0)} y2={y(0)} />
        <path className={styles.area} d={area} />
        <path className={styles.curve} d={line} data-testid="stream-chart-curve" />
        <line className={styles.marker} x1={x(t)} x2={x(t)} y1={M.top} y2={M.top + PLOT_H} />
        <circle className={styles.dot} cx={x(t)} cy={y(value)} r={4.5} />
      </svg>
      <p className={styles.readout} aria-live="polite" data-testid="stream-chart-value">
        Unlocked at day {format.format(t)}: <strong>{format.format(value)}</strong> of {format.format(stream.deposit)} tokens (
        {format.format((value / stream.deposit) * 100)} %)
      </p>
      <div className={styles.controls}>
        {[...definition.params, 'time' as const].map((name) => {
          const s: Slider =
            name === 'time' ? { label: 'Time', min: 0, max: Math.floor(xMax), step: 1, unit: 'days' } : sliderFor(name, shape, params);
          const current = name === 'time' ? t : params[name];
          const inputId = `${id}-${name}`;
          return (
            <div key={name} className={styles.control}>
              <label htmlFor={inputId}>
                {s.label}: {format.format(current)} {s.unit}
              </label>
              <input
                id={inputId}
                type="range"
                name={name}
                aria-valuetext={`${format.format(current)} ${s.unit}`.trim()}
                min={s.min}
                max={s.max}
                step={s.step}
                value={current}
                onChange={(e) => (name === 'time' ? setTime(Number(e.target.value)) : set(name, Number(e.target.value)))}
              />
            </div>
          );
        })}
      </div>
      <table className={styles.srOnly}>
        <caption>{`${label}: unlocked amount at selected times`}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Unlocked (tokens)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r}>
              <td>{format.format(r)}</td>
              <td>{format.format(streamedAmount(stream, r))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className={styles.caption}>
        {caption ?? `${label} (${stream.model} model). Move the sliders to change the parameters.`}
      </figcaption>
    </figure>
  );
}

// A chart that fails to draw shows a notice and a retry; the page around it stays (src/lib/lazy-part.tsx).
const GuardedChart = withPartBoundary(Chart, 'A stream chart', 'This chart could not be drawn.');

/** A chart comes alive once it is within a screen of the viewport, as diagrams are drawn (src/theme/Mermaid). */
const NEAR = '100% 0px';

/** Set on the wrapper once the chart's sliders work: tests wait for it. */
export const LIVE_ATTRIBUTE = 'data-chart-live';

/**
 * An interactive chart of the amount a Lockup stream has unlocked over time. The first render
 * happens at build time, so the curve, its description and its data table need no JavaScript.
 * On the first page a reader opens, the browser keeps that HTML as it is and React renders the
 * chart only when it nears the viewport: hydrating a page's dozen charts at once was most of its
 * main-thread time on a phone. The browser's render is the build's, so the swap does not move
 * anything. After an in-app navigation there is no server HTML and the chart renders at once.
 */
export default function StreamChart(props: StreamChartProps): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(() => !isHydratingFirstPage());
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (live) {
      element.setAttribute(LIVE_ATTRIBUTE, '');
      return;
    }
    if (typeof IntersectionObserver === 'undefined') {
      setLive(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setLive(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [live]);
  return live ? (
    <div ref={box}>
      <GuardedChart {...props} />
    </div>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string that React never writes: the server's chart stays inside
    <div ref={box} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  );
}
