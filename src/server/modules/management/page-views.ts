// Reading the per-day page view counters (written by view-counter.ts).
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessPageViews } from '../../db/schema/index.ts';

/** Views per day for the last `days` days, oldest first, zero-filled. */
export async function dailyViews(
  db: Db,
  businessId: string,
  days = 30,
): Promise<{ day: string; views: number }[]> {
  const since = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select({ day: businessPageViews.day, views: businessPageViews.views })
    .from(businessPageViews)
    .where(and(eq(businessPageViews.businessId, businessId), gte(businessPageViews.day, since)));
  const byDay = new Map(rows.map((r) => [r.day, r.views]));
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.now() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return { day, views: byDay.get(day) ?? 0 };
  });
}
