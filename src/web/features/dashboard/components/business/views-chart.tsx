import { useId } from 'react';
import { chartBars, chartSummary, type DayCount, formatDay } from '../../lib/views-chart.ts';

const W = 300;
const H = 96;

/** Page views per day as an accessible SVG bar chart (its summary is its accessible name). */
export function ViewsChart({ days }: { days: readonly DayCount[] }) {
  const titleId = useId();
  const bars = chartBars(days, W, H);
  const first = days[0];
  const middle = days[Math.floor(days.length / 2)];
  return (
    <figure className="mt-6">
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 -4 ${W} ${H + 4}`}
        preserveAspectRatio="none"
        className="h-28 w-full overflow-visible"
      >
        <title id={titleId}>{chartSummary(days)}</title>
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
        {bars.map((bar, i) => (
          <rect
            key={bar.day}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            rx="1.5"
            className={
              bar.views === 0
                ? 'fill-line'
                : i === bars.length - 1
                  ? 'fill-clay'
                  : 'fill-primary/80 transition-colors hover:fill-primary'
            }
          >
            <title>{`${formatDay(bar.day)}: ${bar.views} view${bar.views === 1 ? '' : 's'}`}</title>
          </rect>
        ))}
        <line x1="0" x2={W} y1={H} y2={H} stroke="var(--color-ink-muted)" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="mt-2 flex justify-between text-xs font-medium text-ink-muted" aria-hidden="true">
        <span>{first ? formatDay(first.day) : ''}</span>
        <span>{middle ? formatDay(middle.day) : ''}</span>
        <span>Today</span>
      </figcaption>
    </figure>
  );
}
