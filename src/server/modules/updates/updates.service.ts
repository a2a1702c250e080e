// "Updates": the live posts of a person's favourites, newest first, paged by a keyset cursor, with
// how many arrived since they last looked (the nav's count), and their digest settings.
import { and, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  businessProfiles as bp,
  type DigestFrequency,
  favorites,
  businessPosts as posts,
  userDigests,
} from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { liveNow, toPublicPost } from '../posts/posts.service.ts';

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

/** Posts of published favourites, live now, newest first. */
function favouritePosts(db: Db, userId: string, now: Date) {
  return db
    .select({
      post: posts,
      businessName: bp.businessName,
      businessUsername: bp.businessUsername,
    })
    .from(favorites)
    .innerJoin(posts, eq(posts.businessId, favorites.businessId))
    .innerJoin(bp, eq(bp.businessId, favorites.businessId))
    .where(and(eq(favorites.userId, userId), eq(bp.isPublished, true), liveNow(now)))
    .$dynamic();
}

export async function updatesOf(db: Db, userId: string, cursor?: string) {
  const now = new Date();
  const after = cursor ? openCursor(cursor) : null;
  const query = favouritePosts(db, userId, now);
  const rows = await (after
    ? query.where(
        and(
          eq(favorites.userId, userId),
          eq(bp.isPublished, true),
          liveNow(now),
          or(lt(posts.createdAt, after.when), and(eq(posts.createdAt, after.when), lt(posts.id, after.id))),
        ),
      )
    : query
  )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(UPDATES_PAGE_SIZE + 1);
  const page = rows.slice(0, UPDATES_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      ...toPublicPost(r.post),
      businessName: r.businessName ?? r.businessUsername ?? '',
      businessUsername: r.businessUsername ?? '',
    })),
    nextCursor: rows.length > UPDATES_PAGE_SIZE && last ? cursorOf(last.post.createdAt, last.post.id) : null,
    unseen: await unseenCount(db, userId),
  };
}

async function settingsRow(db: Db, userId: string) {
  const [row] = await db.select().from(userDigests).where(eq(userDigests.userId, userId)).limit(1);
  return row;
}

/** Posts of favourites newer than the newest the person has seen (at most 99 are counted). */
export async function unseenCount(db: Db, userId: string) {
  const seen = (await settingsRow(db, userId))?.updatesSeenAt ?? new Date(0);
  const now = new Date();
  const [row] = await db.select({ n: count() }).from(
    favouritePosts(db, userId, now)
      .where(
        and(eq(favorites.userId, userId), eq(bp.isPublished, true), liveNow(now), gt(posts.createdAt, seen)),
      )
      .limit(99)
      .as('unseen'),
  );
  return row.n;
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
