// "Updates": the live posts of a person's favourites, newest first, paged by a keyset cursor, with
// how many arrived since they last looked (the nav's count), and their digest settings.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  businessProfiles as bp,
  type DigestFrequency,
  favorites,
  businessPosts as posts,
  userDigests,
} from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { toPublicPost } from '../posts/posts.service.ts';

export const UPDATES_PAGE_SIZE = 20;

const cursorOf = (createdAt: Date, id: string) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`, 'utf8').toString('base64url');
function openCursor(cursor: string) {
  const [at, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const when = new Date(at ?? '');
  if (extra !== undefined || Number.isNaN(when.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? ''))
    throw new ApiError(400, 'invalid_input', 'Invalid cursor.', { fields: { cursor: 'Invalid cursor.' } });
  return { when, id: id as string };
}

/**
 * One page of ids of the live posts of a person's published favourites, newest first, and how many
 * of them arrived since the person last looked (at most 99), in one statement. The favourites' posts
 * are gathered first (MATERIALIZED): left to itself the planner may walk every recent post backwards
 * and probe each one for the person's favourite, 11 s for someone with 2,000 favourites at a million.
 */
async function favouriteFeed(
  db: Db,
  userId: string,
  opts: { before?: { when: Date; id: string }; limit: number },
) {
  const before = opts.before
    ? sql`where (pub.created_at, pub.id) < (${opts.before.when}, ${opts.before.id})`
    : sql``;
  const [row] = await queryRows<{ ids: string[] | null; unseen: number }>(
    db,
    sql`with fp as materialized (
          select p.id, p.created_at, p.business_id
          from ${favorites} f join ${posts} p on p.business_id = f.business_id
          where f.user_id = ${userId} and p.deleted_at is null and p.hidden_at is null
            and p.expires_at > ${new Date()}),
        pub as materialized (
          select fp.id, fp.created_at from fp join ${bp} b on b.business_id = fp.business_id and b.is_published)
        select
          (select json_agg(pg.id order by pg.created_at desc, pg.id desc) from (
             select pub.id, pub.created_at from pub ${before}
             order by pub.created_at desc, pub.id desc limit ${opts.limit}) pg) as ids,
          (select count(*)::int from (
             select 1 from pub where pub.created_at > coalesce(
               (select d.updates_seen_at from ${userDigests} d where d.user_id = ${userId}), 'epoch')
             limit 99) u) as unseen`,
  );
  return { ids: row?.ids ?? [], unseen: Number(row?.unseen ?? 0) };
}

export async function updatesOf(db: Db, userId: string, cursor?: string) {
  const after = cursor ? openCursor(cursor) : undefined;
  const { ids, unseen } = await favouriteFeed(db, userId, { before: after, limit: UPDATES_PAGE_SIZE + 1 });
  const rows = ids.length
    ? await db
        .select({ post: posts, businessName: bp.businessName, businessUsername: bp.businessUsername })
        .from(posts)
        .innerJoin(bp, eq(bp.businessId, posts.businessId))
        .where(inArray(posts.id, ids))
        .orderBy(desc(posts.createdAt), desc(posts.id))
    : [];
  const page = rows.slice(0, UPDATES_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      ...toPublicPost(r.post),
      businessName: r.businessName ?? r.businessUsername ?? '',
      businessUsername: r.businessUsername ?? '',
    })),
    nextCursor: rows.length > UPDATES_PAGE_SIZE && last ? cursorOf(last.post.createdAt, last.post.id) : null,
    unseen,
  };
}

async function settingsRow(db: Db, userId: string) {
  const [row] = await db.select().from(userDigests).where(eq(userDigests.userId, userId)).limit(1);
  return row;
}

/** Posts of favourites newer than the newest the person has seen (at most 99 are counted). */
export async function unseenCount(db: Db, userId: string) {
  return (await favouriteFeed(db, userId, { limit: 0 })).unseen;
}

export async function markSeen(db: Db, userId: string) {
  const now = new Date();
  await db
    .insert(userDigests)
    .values({ userId, updatesSeenAt: now })
    .onConflictDoUpdate({ target: userDigests.userId, set: { updatesSeenAt: now } });
  return { unseen: 0 };
}

/** The digest settings; `offer` while the person has a favourite and was never asked. */
export async function digestSettings(db: Db, userId: string) {
  const row = await settingsRow(db, userId);
  let offer = false;
  if (!row?.offeredAt && (row?.frequency ?? 'off') === 'off') {
    const [fav] = await db
      .select({ one: sql`1` })
      .from(favorites)
      .where(eq(favorites.userId, userId))
      .limit(1);
    offer = Boolean(fav);
  }
  return { frequency: row?.frequency ?? ('off' as DigestFrequency), offer };
}

/** Any answer (yes or "no thanks") counts as having been asked: the offer is made once. */
export async function saveDigest(db: Db, userId: string, frequency: DigestFrequency) {
  const now = new Date();
  await db
    .insert(userDigests)
    .values({ userId, frequency, offeredAt: now })
    .onConflictDoUpdate({ target: userDigests.userId, set: { frequency, offeredAt: now } });
  return { frequency, offer: false };
}
