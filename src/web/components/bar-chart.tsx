import { useId } from 'react';
import { type BarValue, chartBars } from '../lib/bar-chart.ts';

const W = 300;
const H = 96;

export interface BarChartProps {
  bars: readonly (BarValue & { label: string })[];
  /** The chart in words: its accessible name. */
  summary: string;
  /** The three labels under the axis: first, middle and last bar. */
  axis: [string, string, string];
  className?: string;
}

/** A small accessible SVG bar chart; the last bar (now) is drawn in the accent colour. */
export function BarChart({ bars, summary, axis, className }: BarChartProps) {
  const titleId = useId();
  const laid = chartBars(bars, W, H);
  return (
    <figure className={className}>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 -4 ${W} ${H + 4}`}
        preserveAspectRatio="none"
        className="h-28 w-full overflow-visible"
      >
        <title id={titleId}>{summary}</title>
        {[0.5, 1].map((f) => (
          <line
            key={f}
            x1="0"
            x2={W}
            y1={H - H * f}
            y2={H - H * f}
            stroke="var(--color-line)"
            strokeDasharray="3 4"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {laid.map((bar, i) => (
          <rect
            key={bar.key}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            rx="1.5"
            className={
              bar.value === 0
                ? 'fill-line'
                : i === laid.length - 1
                  ? 'fill-clay'
                  : 'fill-primary/80 transition-colors hover:fill-primary'
            }
          >
            <title>{bar.label}</title>
          </rect>
        ))}
        <line x1="0" x2={W} y1={H} y2={H} stroke="var(--color-ink-muted)" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="mt-2 flex justify-between text-xs font-medium text-ink-muted" aria-hidden="true">
        <span>{axis[0]}</span>
        <span>{axis[1]}</span>
        <span>{axis[2]}</span>
      </figcaption>
    </figure>
  );
}
