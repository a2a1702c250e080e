// Owners' posts: writing them within the limits (3 a day, 10 live), and when each leaves (updates
// after 6 months, offers and events when they end, in the business's own time zone). What shoppers
// read of them is in public-posts.ts.
import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { hideReasonLabel } from '#shared/catalogues/moderation.ts';
import { dateCount, repeatLabel, shiftLocal } from '#shared/events/event-dates.ts';
import { POST_LIMITS, type PostBody } from '#shared/posts/post-schema.ts';
import { dayOf, eventWhen, instantOf, localDateTimeOf, nextDay } from '#shared/posts/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles, businessPosts as posts } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import type { BusinessRow } from '../businesses/owned-business.ts';
import { zoneOfZip } from '../hours/hours.service.ts';
import { comingDates, type OwnerEventDate } from './coming-dates.ts';

export type PostRow = typeof posts.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A post shows while it is neither deleted, hidden nor past its end. */
export const liveNow = (now: Date = new Date()) =>
  and(isNull(posts.deletedAt), isNull(posts.hiddenAt), gt(posts.expiresAt, now));

const addMonths = (d: Date, months: number) => {
  const next = new Date(d);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

function whenOf(row: Pick<PostRow, 'kind' | 'startsAt' | 'endsAt' | 'timeZone' | 'offerEndsOn'>) {
  if (row.kind === 'event' && row.startsAt && row.endsAt && row.timeZone)
    return eventWhen(row.startsAt, row.endsAt, row.timeZone);
  if (row.kind === 'offer' && row.offerEndsOn) return `Until ${dayOf(`${row.offerEndsOn}T12:00:00Z`, 'UTC')}`;
  return null;
}

export function toPublicPost(row: PostRow) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    text: row.body,
    photoUrl: row.photoUrl,
    offerEndsOn: row.offerEndsOn,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    timeZone: row.timeZone,
    place: row.place,
    when: whenOf(row),
    repeatUntil: row.repeatUntil,
    repeats: repeatsOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** "Every Saturday until Mar 27" for a weekly event, read in its zone; null otherwise. */
function repeatsOf(row: Pick<PostRow, 'repeatUntil' | 'startsAt' | 'timeZone'>) {
  if (!row.repeatUntil || !row.startsAt || !row.timeZone) return null;
  return repeatLabel(localDateTimeOf(row.startsAt, row.timeZone).slice(0, 10), row.repeatUntil);
}

export function toOwnerPost(row: PostRow, now = new Date(), dates: OwnerEventDate[] = []) {
  const zone = row.timeZone;
  return {
    ...toPublicPost(row),
    status: row.hiddenAt
      ? ('hidden' as const)
      : row.expiresAt > now
        ? ('live' as const)
        : ('expired' as const),
    // The owner reads the team's reason and note, never who hid it nor who reported it.
    hiddenReason: row.hiddenReason ? hideReasonLabel(row.hiddenReason) : null,
    hiddenNote: row.hiddenAt ? row.hiddenNote : null,
    eventStartsAt: row.startsAt && zone ? localDateTimeOf(row.startsAt, zone) : null,
    eventEndsAt: row.endsAt && zone ? localDateTimeOf(row.endsAt, zone) : null,
    expiresAt: row.expiresAt.toISOString(),
    dates,
  };
}

/** A post as its owner sees it, an event with its coming dates. */
export async function ownerPostOf(db: Db, row: PostRow, now: Date) {
  const dates = row.kind === 'event' ? ((await comingDates(db, [row.id], now)).get(row.id) ?? []) : [];
  return toOwnerPost(row, now, dates);
}

/** The stored columns of a post body: instants from wall clocks in `zone`, and when it leaves. */
export function postColumns(body: PostBody, zone: string | null, createdAt: Date, now: Date) {
  const needsZone = body.kind !== 'update';
  if (needsZone && !zone)
    throw new ApiError(
      409,
      'needs_zip',
      'Add your business’s ZIP code first: dates are kept in its time zone.',
    );
  const base = {
    kind: body.kind,
    title: body.title,
    body: body.text,
    offerEndsOn: null as string | null,
    startsAt: null as Date | null,
    endsAt: null as Date | null,
    timeZone: zone,
    place: null as string | null,
    repeatUntil: null as string | null,
  };
  const past = (field: string, message: string) =>
    new ApiError(400, 'invalid_input', 'Please check the highlighted fields.', {
      fields: { [field]: message },
    });
  if (body.kind === 'update') return { ...base, expiresAt: addMonths(createdAt, POST_LIMITS.updateMonths) };
  if (body.kind === 'offer') {
    const offerEndsOn = body.offerEndsOn as string;
    // The offer runs to the end of its last day where the business is.
    const expiresAt = instantOf(nextDay(offerEndsOn), zone as string);
    if (expiresAt <= now) throw past('offerEndsOn', 'The last day of the offer has passed.');
    return { ...base, offerEndsOn, expiresAt };
  }
  const startLocal = body.eventStartsAt as string;
  const endLocal = body.eventEndsAt as string;
  const startsAt = instantOf(startLocal, zone as string);
  const endsAt = instantOf(endLocal, zone as string);
  const repeatUntil = body.repeatUntil ?? null;
  // A weekly event shows until its last date ends (a date moved later keeps it: event-dates.service.ts).
  const weeks = dateCount(startLocal.slice(0, 10), repeatUntil) - 1;
  const lastEnd = weeks ? instantOf(shiftLocal(endLocal, 7 * weeks), zone as string) : endsAt;
  if (lastEnd <= now) throw past('eventEndsAt', 'This event has already ended.');
  return { ...base, startsAt, endsAt, place: body.place, repeatUntil, expiresAt: lastEnd };
}

/** What is left of the limits: posts made in the last 24 hours (deleted ones too) and live ones. */
export async function allowanceOf(db: Db, businessId: string, now = new Date()) {
  const since = new Date(now.getTime() - DAY_MS);
  const [[recent], [live]] = await Promise.all([
    db
      .select({ n: count(), oldest: sql<string | null>`min(${posts.createdAt})` })
      .from(posts)
      .where(and(eq(posts.businessId, businessId), gte(posts.createdAt, since))),
    db
      .select({ n: count() })
      .from(posts)
      .where(and(eq(posts.businessId, businessId), liveNow(now))),
  ]);
  const full = recent.n >= POST_LIMITS.perDay && recent.oldest;
  return {
    live: live.n,
    maxLive: POST_LIMITS.live,
    postedToday: recent.n,
    perDay: POST_LIMITS.perDay,
    nextAllowed: full ? new Date(new Date(recent.oldest as string).getTime() + DAY_MS).toISOString() : null,
  };
}

export async function ownerPosts(db: Db, businessId: string) {
  const now = new Date();
  const rows = await db
    .select()
    .from(posts)
    .where(and(eq(posts.businessId, businessId), isNull(posts.deletedAt)))
    .orderBy(desc(posts.createdAt))
    .limit(100);
  const dates = await comingDates(
    db,
    rows.filter((r) => r.kind === 'event').map((r) => r.id),
    now,
  );
  return {
    items: rows.map((r) => toOwnerPost(r, now, dates.get(r.id) ?? [])),
    allowance: await allowanceOf(db, businessId, now),
  };
}

export async function createPost(db: Db, business: BusinessRow, body: PostBody) {
  const zone = await zoneOfZip(db, business.businessZipCode);
  return db.transaction(async (tx) => {
    // One writer per business at a time, so two posts sent together cannot both pass the limits.
    await tx
      .select({ id: businessProfiles.businessId })
      .from(businessProfiles)
      .where(eq(businessProfiles.businessId, business.businessId))
      .for('update');
    const now = new Date();
    const allowance = await allowanceOf(tx as unknown as Db, business.businessId, now);
    if (allowance.postedToday >= POST_LIMITS.perDay) {
      const next = allowance.nextAllowed as string;
      const retryAfter = Math.max(1, Math.ceil((Date.parse(next) - now.getTime()) / 1000));
      throw new ApiError(
        429,
        'rate_limited',
        `You can post ${POST_LIMITS.perDay} times a day. Try again later.`,
        {
          extra: { retry_after: retryAfter, next_allowed: next },
        },
      );
    }
    if (allowance.live >= POST_LIMITS.live)
      throw new ApiError(
        409,
        'too_many_posts',
        `You have ${POST_LIMITS.live} posts showing. Delete one before posting another.`,
      );
    const [row] = await tx
      .insert(posts)
      .values({
        businessId: business.businessId,
        ...postColumns(body, zone, now, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return ownerPostOf(tx as unknown as Db, row, now);
  });
}

export async function loadOwnPost(db: Db, businessId: string, postId: string) {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const notFound = () => new ApiError(404, 'not_found', 'Post not found.');
  if (!UUID.test(postId)) throw notFound();
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.businessId, businessId), isNull(posts.deletedAt)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function updatePost(db: Db, business: BusinessRow, postId: string, body: PostBody) {
  const row = await loadOwnPost(db, business.businessId, postId);
  if (row.hiddenAt)
    throw new ApiError(409, 'hidden', 'This post was hidden by the marketplace team and cannot be edited.');
  const zone = (await zoneOfZip(db, business.businessZipCode)) ?? row.timeZone;
  const now = new Date();
  const [saved] = await db
    .update(posts)
    .set({
      ...postColumns(body, zone, row.createdAt, now),
      updatedAt: now,
      revision: sql`${posts.revision} + 1`,
    })
    .where(eq(posts.id, row.id))
    .returning();
  return ownerPostOf(db, saved, now);
}

/** Deleting keeps a bare row (for the daily limit) and returns the photo to remove, if any. */
export async function deletePost(db: Db, businessId: string, postId: string) {
  const row = await loadOwnPost(db, businessId, postId);
  await db
    .update(posts)
    .set({
      deletedAt: new Date(),
      title: '',
      body: '',
      photoUrl: null,
      place: null,
      offerEndsOn: null,
      startsAt: null,
      endsAt: null,
      repeatUntil: null,
      revision: sql`${posts.revision} + 1`,
    })
    .where(eq(posts.id, row.id));
  return row.photoUrl;
}

export async function setPostPhoto(db: Db, postId: string, url: string | null) {
  const [row] = await db
    .update(posts)
    .set({ photoUrl: url, updatedAt: new Date() })
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
    .returning();
  return row;
}
