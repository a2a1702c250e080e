// What the sitemaps list: published businesses in pages of at most 50,000 (the sitemap protocol's
// limit), and the live states with their regions. Businesses are paged oldest first, so a new one
// joins the last page and the earlier pages keep their addresses.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp, regions, states } from '../../db/schema/index.ts';

export const SITEMAP_URLS_MAX = 50_000;

// A literal (not a parameter), so the planner can use the partial indexes WHERE is_published.
const published = sql`${bp.isPublished}`;

/** How many business sitemap files there are (at least one, empty when nothing is published). */
export async function businessSitemapCount(db: Db, size = SITEMAP_URLS_MAX): Promise<number> {
  // Published alone (a published business always has its name): an index-only scan of a partial
  // index, not the table. Crawlers fetch the index rarely, and it is cached an hour.
  const [row] = await db.select({ n: count() }).from(bp).where(published);
  return Math.max(1, Math.ceil((row?.n ?? 0) / size));
}

/**
 * One page (1-based) of published businesses: username and last change. The page's first business
 * is found by an index-only walk of bp_recent_idx, then the page is read from there in index order:
 * no sort, and the table itself is read only for the page's own rows.
 */
export async function businessSitemapPage(db: Db, page: number, size = SITEMAP_URLS_MAX) {
  const [first] = await db
    .select({ createdAt: bp.createdAt, businessId: bp.businessId })
    .from(bp)
    .where(published)
    .orderBy(asc(bp.createdAt), asc(bp.businessId))
    .limit(1)
    .offset((page - 1) * size);
  if (!first) return [];
  const rows = await db
    .select({ username: bp.businessUsername, updatedAt: bp.updatedAt })
    .from(bp)
    .where(
      and(published, sql`(${bp.createdAt}, ${bp.businessId}) >= (${first.createdAt}, ${first.businessId})`),
    )
    .orderBy(asc(bp.createdAt), asc(bp.businessId))
    .limit(size);
  return rows.filter((r): r is { username: string; updatedAt: Date } => r.username !== null);
}

/** The live states, each with its regions in display order (the market pages a crawler can reach). */
export async function livePlaces(db: Db) {
  const live = await db
    .select({ slug: states.slug })
    .from(states)
    .where(eq(states.isLive, true))
    .orderBy(asc(states.name));
  const slugs = live.map((s) => s.slug);
  const rows = slugs.length
    ? await db
        .select({ state: regions.stateSlug, region: regions.slug })
        .from(regions)
        .where(inArray(regions.stateSlug, slugs))
        .orderBy(asc(regions.stateSlug), asc(regions.position))
    : [];
  return live.map((s) => ({
    state: s.slug,
    regions: rows.filter((r) => r.state === s.slug).map((r) => r.region),
  }));
}
