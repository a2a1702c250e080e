// The owner's insights (favourites, views by day) and deleting a business: rows first, in one
// transaction (pricing, favourites and view counts cascade), then its files.
import { count, eq } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, favorites } from '../../db/schema/index.ts';
import { businessFileKeys, deleteKeysOrQueue } from '../../storage/safe-delete.ts';
import { dailyViews } from './page-views.ts';
import { weeklyInsights } from './weekly-insights.ts';

export async function insightsOf(db: Db, businessId: string) {
  const [[{ n }], [{ recommendations }], daily] = await Promise.all([
    db.select({ n: count() }).from(favorites).where(eq(favorites.businessId, businessId)),
    db
      .select({ recommendations: businessProfiles.recommendationCount })
      .from(businessProfiles)
      .where(eq(businessProfiles.businessId, businessId)),
    dailyViews(db, businessId, 30),
  ]);
  const sum = (list: { views: number }[]) => list.reduce((t, d) => t + d.views, 0);
  const weekly = await weeklyInsights(db, businessId, daily);
  return { favorites: n, recommendations, views7: sum(daily.slice(-7)), views30: sum(daily), daily, weekly };
}

export async function deleteBusiness(
  { db, storage, logger }: Pick<Deps, 'db' | 'storage' | 'logger'>,
  businessId: string,
) {
  await db.transaction(async (tx) => {
    await tx.delete(businessProfiles).where(eq(businessProfiles.businessId, businessId));
  });
  const keys = await businessFileKeys(storage, businessId);
  const { failed } = await deleteKeysOrQueue(storage, db, keys);
  if (failed) logger.warn({ businessId, failed }, 'file deletes queued for retry');
  return { deleted: true as const, files: keys.length, filesPending: failed };
}
