// What shoppers read of owners' posts: a business's live ones (its page, its feed, its events as
// structured data) and the "New: …" line on cards.
import { type AnyColumn, and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { scriptJson } from '#shared/html/script-json.ts';
import { POST_LIMITS } from '#shared/posts/post-schema.ts';
import { tags } from '../../changes/change-tags.ts';
import type { Db } from '../../db/client.ts';
import { correlated } from '../../db/correlated.ts';
import { queryRows } from '../../db/query-rows.ts';
import { businessPosts as posts } from '../../db/schema/index.ts';
import { sharedRead } from '../../lib/page-reads.ts';
import { liveNow, type PostRow } from './posts.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A published business's live posts, as its page's "Latest" shows them: coming events first in
 * date order, then everything else newest first.
 */
export async function livePostsOf(db: Db, businessId: string, limit = POST_LIMITS.live) {
  const rows = await sharedRead(
    `live-posts:${businessId}:${limit}`,
    () =>
      db
        .select()
        .from(posts)
        .where(and(eq(posts.businessId, businessId), liveNow()))
        .orderBy(desc(posts.createdAt))
        .limit(limit),
    { tags: [tags.business(businessId), tags.anyBusiness] },
  );
  const events = rows
    .filter((r) => r.kind === 'event')
    .sort((a, b) => (a.startsAt?.getTime() ?? 0) - (b.startsAt?.getTime() ?? 0));
  return [...events, ...rows.filter((r) => r.kind !== 'event')];
}

/** An event as schema.org `Event` structured data, for the business page's head. */
export function eventJsonLd(
  post: PostRow,
  business: { businessName: string; businessUsername: string },
  origin: string,
): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: post.title,
    description: post.body,
    startDate: post.startsAt?.toISOString(),
    endDate: post.endsAt?.toISOString(),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'Place', name: post.place, address: post.place },
    organizer: {
      '@type': 'LocalBusiness',
      name: business.businessName,
      url: `${origin}/business/${encodeURIComponent(business.businessUsername)}`,
    },
    ...(post.photoUrl
      ? { image: /^https?:/.test(post.photoUrl) ? post.photoUrl : `${origin}${post.photoUrl}` }
      : {}),
  };
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}

/**
 * A card's "New: …" line as a column of the query that reads the cards: its business's newest live
 * post while under a week old (one probe of bpost_business_recent_idx per card returned, and no
 * round trip of its own). `businessId` is the card query's business id column.
 */
export const newPostColumn = (businessId: SQL | AnyColumn) =>
  correlated<string | null>(sql`
    select ${posts.title} from ${posts}
    where ${posts.businessId} = ${businessId} and ${posts.deletedAt} is null and ${posts.hiddenAt} is null
      and ${posts.createdAt} > now() - make_interval(days => ${sql.raw(String(POST_LIMITS.newDays))})
      and ${posts.expiresAt} > now()
    order by ${posts.createdAt} desc
    limit 1`);

/**
 * Cards with a "New: …" line: each business's newest live post while it is under a week old. One
 * index probe per card (a page holds at most a few dozen), so a market page's cost stays flat.
 */
export async function withNewPosts<T extends { businessId: string }>(db: Db, cards: T[]) {
  if (!cards.length) return cards.map((c) => ({ ...c, newPost: null }));
  const now = new Date();
  const since = new Date(now.getTime() - POST_LIMITS.newDays * DAY_MS);
  const ids = cards.map((c) => c.businessId);
  const rows = await queryRows<{ business_id: string; title: string }>(
    db,
    sql`
    select ids.id as business_id, p.title
    from unnest(array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]) as ids(id)
    cross join lateral (
      select title from ${posts}
      where ${posts.businessId} = ids.id and ${posts.deletedAt} is null and ${posts.hiddenAt} is null
        and ${posts.createdAt} > ${since.toISOString()} and ${posts.expiresAt} > ${now.toISOString()}
      order by ${posts.createdAt} desc
      limit 1
    ) p`,
  );
  const titles = new Map(rows.map((r) => [r.business_id, r.title]));
  return cards.map((c) => ({ ...c, newPost: titles.get(c.businessId) ?? null }));
}
