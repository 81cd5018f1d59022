import { useId } from 'react';
import { formatNumber } from '@ds';
import { readingMiles } from '@domain/motHistory';
import { chartSummary, lowerThanEarlier, oldestFirst, type History, type MotTest } from './historyText';
import * as styles from './MileageChart.css';

const width = 560;
const height = 240;
const pad = { left: 56, right: 16, top: 12, bottom: 28 };
const DAY = 86_400_000;

type Mark = 'pass' | 'fail' | 'lower';

/** A round top for the mileage axis: 1, 2 or 5 times a power of ten, at or above `value`. */
function niceTop(value: number): number {
  if (value <= 0) return 1000;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((m) => m * power >= value) ?? 10) * power;
}

function Marker({ mark, x, y }: { mark: Mark; x: number; y: number }) {
  if (mark === 'lower')
    return <path className={styles.lower} d={`M${x - 7},${y - 6} L${x + 7},${y - 6} L${x},${y + 7} Z`} />;
  if (mark === 'fail') return <rect className={styles.failed} x={x - 5} y={y - 5} width={10} height={10} />;
  return <circle className={styles.passed} cx={x} cy={y} r={5} />;
}

function LegendMark({ mark }: { mark: Mark }) {
  return (
    <svg width="16" height="16" viewBox="-8 -8 16 16" aria-hidden="true" className={styles.legendMark}>
      <Marker mark={mark} x={0} y={0} />
    </svg>
  );
}

const legendText: Record<Mark, string> = {
  pass: 'Passed',
  fail: 'Failed',
  lower: 'Lower than an earlier reading',
};

/**
 * The odometer readings at each MOT test by date, as an SVG line chart: a circle for a pass, a hollow
 * square for a fail, a downward triangle for a reading lower than an earlier one (shapes, not colours,
 * and every line in currentColor, so it holds in forced colours). Its text alternative sums it up; the
 * table beside it gives every figure.
 */
export function MileageChart({ history }: { history: History }) {
  const titleId = useId();
  const tests = oldestFirst(history).filter((test) => readingMiles(test) !== null);
  const lower = lowerThanEarlier(history);
  const first = tests[0];
  const last = tests[tests.length - 1];
  if (!first || !last) return null;
  const time = (test: MotTest) => Date.parse(test.CompletedDate);
  const from = time(first) - 120 * DAY;
  const to = Math.max(time(last) + 120 * DAY, from + 365 * DAY);
  const top = niceTop(Math.max(...tests.map((test) => readingMiles(test) ?? 0)));
  const x = (ms: number) => pad.left + ((ms - from) / (to - from)) * (width - pad.left - pad.right);
  const y = (miles: number) => height - pad.bottom - (miles / top) * (height - pad.top - pad.bottom);
  const points = tests.map((test) => ({
    test,
    x: x(time(test)),
    y: y(readingMiles(test) ?? 0),
    mark: (lower.has(test) ? 'lower' : test.TestResult === 'FAILED' ? 'fail' : 'pass') as Mark,
  }));
  const years: number[] = [];
  for (let year = new Date(from).getUTCFullYear() + 1; Date.UTC(year, 0, 1) <= to; year++) years.push(year);
  const step = Math.ceil(years.length / 6);
  const marks = [...new Set(points.map((p) => p.mark))];

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption} id={titleId}>
        Mileage at each MOT test
      </figcaption>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-desc`}
      >
        <desc id={`${titleId}-desc`}>{chartSummary(history)}</desc>
        {[0, 0.25, 0.5, 0.75, 1].map((share) => (
          <g key={share}>
            <line
              className={styles.grid}
              x1={pad.left}
              x2={width - pad.right}
              y1={y(top * share)}
              y2={y(top * share)}
            />
            <text className={styles.label} x={pad.left - 6} y={y(top * share) + 4} textAnchor="end">
              {share === 0 ? '0' : `${formatNumber((top * share) / 1000)}k`}
            </text>
          </g>
        ))}
        <line className={styles.axis} x1={pad.left} x2={width - pad.right} y1={y(0)} y2={y(0)} />
        {years
          .filter((_, i) => i % step === 0)
          .map((year) => (
            <text key={year} className={styles.label} x={x(Date.UTC(year, 0, 1))} y={height - 8} textAnchor="middle">
              {year}
            </text>
          ))}
        <polyline className={styles.line} points={points.map((p) => `${p.x},${p.y}`).join(' ')} />
        {points.map((p) => (
          <Marker key={p.test.CompletedDate} mark={p.mark} x={p.x} y={p.y} />
        ))}
      </svg>
      <ul className={styles.legend} aria-label="Key">
        {marks.map((mark) => (
          <li key={mark} className={styles.legendItem}>
            <LegendMark mark={mark} />
            {legendText[mark]}
          </li>
        ))}
      </ul>
    </figure>
  );
}
