import type { Translator } from '#shared/i18n/translator.ts';
import type { ApiResult } from '../../../../lib/api.ts';
import { useI18n } from '../../../../lib/i18n.tsx';

type Week = ApiResult<'GET /api/businesses/:id/insights'>['weekly'][number];

const weekLabel = (day: string, i18n: Translator) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(i18n.locale === 'es' ? 'es-US' : 'en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The last four weeks side by side: views, new favourites and new recommendations (a count, never a rank). */
export function WeeklyTable({ weeks }: { weeks: Week[] }) {
  const i18n = useI18n();
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full text-sm tabular-nums">
        <caption className="mb-2 text-left font-semibold text-ink-soft">{i18n._('By week')}</caption>
        <thead>
          <tr className="border-b border-line text-left text-ink-muted">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {i18n._('Week of')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {i18n._('Views')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {i18n._('Favorites')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">
              {i18n._('Recommendations')}
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart} className="border-b border-line/60 text-ink">
              <th scope="row" className="py-2 pr-3 text-left font-normal text-ink-soft">
                {weekLabel(w.weekStart, i18n)}
              </th>
              <td className="px-3 py-2 text-right">{w.views}</td>
              <td className="px-3 py-2 text-right">{w.favorites}</td>
              <td className="py-2 pl-3 text-right">{w.recommendations}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
