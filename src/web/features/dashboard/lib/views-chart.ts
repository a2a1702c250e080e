// Geometry and words for the owner's page-views bar chart (a hand-made SVG, no chart library).

export interface DayCount {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  views: number;
}

export interface Bar extends DayCount {
  x: number;
  y: number;
  width: number;
  height: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2024-03-04' → 'Mar 4'. */
export function formatDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}`;
}

/** Bars filling a width × height box; a day without views keeps a thin stub so the rhythm shows. */
export function chartBars(days: readonly DayCount[], width: number, height: number, gapRatio = 0.3): Bar[] {
  if (days.length === 0) return [];
  const max = Math.max(1, ...days.map((d) => d.views));
  const slot = width / days.length;
  const barWidth = slot * (1 - gapRatio);
  return days.map((d, i) => {
    const h = d.views === 0 ? Math.min(2, height) : Math.max(3, (d.views / max) * height);
    return { ...d, x: i * slot + (slot - barWidth) / 2, y: height - h, width: barWidth, height: h };
  });
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
