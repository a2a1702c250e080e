// An event's coming dates as its owner sees them (event_occurrences, written by migration 0020's
// trigger): each date as it is now, cancelled, moved or as scheduled.
import { and, asc, gt, inArray } from 'drizzle-orm';
import { eventWhen } from '#shared/posts/zoned-time.ts';
import type { Db } from '../../db/client.ts';
import { eventOccurrences } from '../../db/schema/index.ts';

/** The owner's view of an event's coming dates, each as it is now. */
export interface OwnerEventDate {
  day: string;
  startsAt: string;
  endsAt: string;
  when: string;
  cancelled: boolean;
  moved: boolean;
}

/** The coming dates of these posts (an event's), by post. */
export async function comingDates(db: Db, postIds: string[], now = new Date()) {
  const byPost = new Map<string, OwnerEventDate[]>();
  if (!postIds.length) return byPost;
  const rows = await db
    .select()
    .from(eventOccurrences)
    .where(and(inArray(eventOccurrences.postId, postIds), gt(eventOccurrences.endsAt, now)))
    .orderBy(asc(eventOccurrences.startsAt));
  for (const r of rows) {
    const list = byPost.get(r.postId) ?? [];
    list.push({
      day: r.onDay,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt.toISOString(),
      when: eventWhen(r.startsAt, r.endsAt, r.timeZone),
      cancelled: r.cancelled,
      moved: r.moved,
    });
    byPost.set(r.postId, list);
  }
  return byPost;
}
