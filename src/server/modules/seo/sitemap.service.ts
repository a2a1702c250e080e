// What the sitemaps list: published businesses in pages of at most 50,000 (the sitemap protocol's
// limit), and the live states with their regions. Businesses are paged oldest first, so a new one
// joins the last page and the earlier pages keep their addresses.
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp, regions, states } from '../../db/schema/index.ts';

export const SITEMAP_URLS_MAX = 50_000;

const listed = and(eq(bp.isPublished, true), isNotNull(bp.businessUsername));

/** How many business sitemap files there are (at least one, empty when nothing is published). */
export async function businessSitemapCount(db: Db, size = SITEMAP_URLS_MAX): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bp).where(listed);
  return Math.max(1, Math.ceil((row?.n ?? 0) / size));
}

/** One page (1-based) of published businesses: username and last change. */
export async function businessSitemapPage(db: Db, page: number, size = SITEMAP_URLS_MAX) {
  const rows = await db
    .select({ username: bp.businessUsername, updatedAt: bp.updatedAt })
    .from(bp)
    .where(listed)
    .orderBy(asc(bp.createdAt), asc(bp.businessId))
    .limit(size)
    .offset((page - 1) * size);
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
