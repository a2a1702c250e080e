// Words for the owner's page-views bar chart (its geometry: src/web/lib/bar-chart.ts).
import { formatDay } from '#shared/display/format.ts';

export { formatDay };

export interface DayCount {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  views: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The chart in words (its accessible name). */
export function chartSummary(days: readonly DayCount[]): string {
  const total = days.reduce((t, d) => t + d.views, 0);
  const head = `Page views per day over the last ${plural(days.length, 'day')}`;
  if (total === 0) return `${head}: no views yet.`;
  const busiest = days.reduce((best, d) => (d.views > best.views ? d : best));
  return `${head}: ${plural(total, 'view')} in total; the busiest day was ${formatDay(busiest.day)} with ${plural(busiest.views, 'view')}.`;
}
