// The owner's insights by week: the last four weeks (seven days each, the newest ending today), with
// the page's views, new favourites and new recommendations side by side. Only counted, visible
// recommendations are counted (a held or hidden one is not shown to anyone, its owner included).
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countedAndVisible, favorites, businessRecommendations as recs } from '../../db/schema/index.ts';

export const INSIGHT_WEEKS = 4;
const DAY = 24 * 60 * 60 * 1000;

/** `daily`: the last 30 days of views, oldest first (page-views.ts). */
export async function weeklyInsights(db: Db, businessId: string, daily: { day: string; views: number }[]) {
  const days = daily.slice(-INSIGHT_WEEKS * 7);
  const first = new Date(`${days[0]?.day ?? new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const [favs, recommended] = await Promise.all([
    db
      .select({ at: favorites.createdAt })
      .from(favorites)
      .where(and(eq(favorites.businessId, businessId), gte(favorites.createdAt, first))),
    db
      .select({ at: recs.createdAt })
      .from(recs)
      .where(and(eq(recs.businessId, businessId), gte(recs.createdAt, first), countedAndVisible())),
  ]);
  return Array.from({ length: INSIGHT_WEEKS }, (_, i) => {
    const week = days.slice(i * 7, i * 7 + 7);
    const start = new Date(first.getTime() + i * 7 * DAY);
    const end = new Date(start.getTime() + 7 * DAY);
    const within = (rows: { at: Date }[]) => rows.filter((r) => r.at >= start && r.at < end).length;
    return {
      weekStart: week[0]?.day ?? start.toISOString().slice(0, 10),
      views: week.reduce((t, d) => t + d.views, 0),
      favorites: within(favs),
      recommendations: within(recommended),
    };
  });
}
