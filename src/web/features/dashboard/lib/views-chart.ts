// Words for the owner's page-views bar chart (its geometry: src/web/lib/bar-chart.ts).
import { formatDay } from '#shared/display/format.ts';
import type { Translator } from '#shared/i18n/translator.ts';

export { formatDay };

export interface DayCount {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  views: number;
}

/** A day as the chart names it: 'Mar 4' in English, '4 mar' in Spanish. */
export function dayLabel(day: string, i18n: Translator): string {
  if (i18n.locale === 'en') return formatDay(day);
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('es-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** '1 view', '4 views'. */
export const viewsText = (count: number, i18n: Translator) =>
  count === 1 ? i18n._('{count} view', { count }) : i18n._('{count} views', { count });

/** The chart in words (its accessible name). */
export function chartSummary(days: readonly DayCount[], i18n: Translator): string {
  const total = days.reduce((t, d) => t + d.views, 0);
  const count = days.length;
  const head =
    count === 1
      ? i18n._('Page views per day over the last {count} day', { count })
      : i18n._('Page views per day over the last {count} days', { count });
  if (total === 0) return i18n._('{head}: no views yet.', { head });
  const busiest = days.reduce((best, d) => (d.views > best.views ? d : best));
  return i18n._('{head}: {total} in total; the busiest day was {day} with {busiest}.', {
    head,
    total: viewsText(total, i18n),
    day: dayLabel(busiest.day, i18n),
    busiest: viewsText(busiest.views, i18n),
  });
}
