// The published businesses a sitemap lists, most recently updated first.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp } from '../../db/schema/index.ts';

export async function sitemapBusinesses(db: Db, limit = 50_000) {
  const rows = await db
    .select({ username: bp.businessUsername, updatedAt: bp.updatedAt })
    .from(bp)
    .where(eq(bp.isPublished, true))
    .orderBy(desc(bp.updatedAt))
    .limit(limit);
  return rows.filter((r): r is { username: string; updatedAt: Date } => r.username !== null);
}
