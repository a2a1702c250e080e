// One date of an owner's event cancelled, moved or put back as scheduled (docs/decisions/040). The
// change is a row of event_date_changes; the post's revision moves (iCalendar's SEQUENCE), and the
// trigger of migration 0020 writes its dates again. A date moved past the event's last end keeps the
// post showing until then.
import { and, eq, sql } from 'drizzle-orm';
import { EVENT_MSG, scheduledDays } from '#shared/events/event-dates.ts';
import type { EventDateChange } from '#shared/posts/post-schema.ts';
import { instantOf, localDateTimeOf } from '#shared/posts/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { eventDateChanges, eventOccurrences, businessPosts as posts } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { loadOwnPost } from '../posts/posts.service.ts';

const fieldError = (field: string, message: string) =>
  new ApiError(400, 'invalid_input', 'Please check the highlighted fields.', {
    fields: { [field]: message },
  });

/** The event of this business with `day` among its scheduled dates, not yet over. */
async function ownEventDate(db: Db, businessId: string, postId: string, day: string) {
  const post = await loadOwnPost(db, businessId, postId);
  if (post.kind !== 'event' || !post.startsAt || !post.endsAt || !post.timeZone)
    throw new ApiError(404, 'not_found', 'Event not found.');
  if (post.hiddenAt)
    throw new ApiError(409, 'hidden', 'This post was hidden by the marketplace team and cannot be edited.');
  const first = localDateTimeOf(post.startsAt, post.timeZone).slice(0, 10);
  const k = scheduledDays(first, post.repeatUntil).indexOf(day);
  if (k < 0) throw new ApiError(404, 'not_found', EVENT_MSG.notADate);
  return { post, zone: post.timeZone };
}

/** Cancels or moves one date of an event. */
export async function changeEventDate(
  db: Db,
  businessId: string,
  postId: string,
  day: string,
  change: EventDateChange,
  now = new Date(),
) {
  const { post, zone } = await ownEventDate(db, businessId, postId, day);
  const [current] = await db
    .select()
    .from(eventOccurrences)
    .where(and(eq(eventOccurrences.postId, post.id), eq(eventOccurrences.onDay, day)));
  if (!current || current.endsAt <= now) throw new ApiError(409, 'past', EVENT_MSG.datePassed);
  const moved = change.cancelled
    ? null
    : {
        startsAt: instantOf(change.startsAt as string, zone),
        endsAt: instantOf(change.endsAt as string, zone),
      };
  if (moved && moved.endsAt <= now) throw fieldError('endsAt', EVENT_MSG.datePassed);
  await db.transaction(async (tx) => {
    const values = {
      postId: post.id,
      onDay: day,
      cancelled: Boolean(change.cancelled),
      startsAt: moved?.startsAt ?? null,
      endsAt: moved?.endsAt ?? null,
      updatedAt: now,
    };
    await tx
      .insert(eventDateChanges)
      .values(values)
      .onConflictDoUpdate({ target: [eventDateChanges.postId, eventDateChanges.onDay], set: values });
    await touch(tx as unknown as Db, post.id, now, moved?.endsAt ?? null);
  });
}

/** Puts one date back as scheduled. */
export async function restoreEventDate(
  db: Db,
  businessId: string,
  postId: string,
  day: string,
  now = new Date(),
) {
  const { post } = await ownEventDate(db, businessId, postId, day);
  await db.transaction(async (tx) => {
    await tx
      .delete(eventDateChanges)
      .where(and(eq(eventDateChanges.postId, post.id), eq(eventDateChanges.onDay, day)));
    await touch(tx as unknown as Db, post.id, now, null);
  });
}

/** A new revision (the trigger writes the dates again), showing until its latest date ends. */
function touch(db: Db, postId: string, now: Date, later: Date | null) {
  return db
    .update(posts)
    .set({
      revision: sql`${posts.revision} + 1`,
      updatedAt: now,
      ...(later ? { expiresAt: sql`greatest(${posts.expiresAt}, ${later.toISOString()}::timestamptz)` } : {}),
    })
    .where(eq(posts.id, postId));
}
