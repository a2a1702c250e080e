// The waitlist: one entry per email and zip, and the place the zip names (if any). Joining again
// after unsubscribing is a new yes: the entry is subscribed again. A zip in a live state has
// nothing to wait for: 409, nothing stored.
import { sql } from 'drizzle-orm';
import {
  WAITLIST_STATE_LIVE,
  type WaitlistInput,
  waitlistStateLiveMessage,
} from '#shared/schemas/waitlist.ts';
import type { Db } from '../../db/client.ts';
import { businessWaitlists } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { placeOfZip } from '../geography/geography.service.ts';

export async function joinWaitlist(db: Db, input: WaitlistInput) {
  const email = input.email.toLowerCase();
  const place = await placeOfZip(db, input.zipCode);
  if (place?.isLive) throw new ApiError(409, WAITLIST_STATE_LIVE, waitlistStateLiveMessage(place.state));
  // The conflict target is the unique index on (lower(email), zip_code), which Drizzle cannot name.
  await db.execute(sql`
    insert into business_waitlists (email, business_name, owner_name, category, zip_code)
    values (${email}, ${input.businessName}, ${input.ownerName}, ${input.category}, ${input.zipCode})
    on conflict (lower(email), zip_code) do update set unsubscribed_at = null
    where business_waitlists.unsubscribed_at is not null`);
  return { city: place?.city ?? null, state: place?.state ?? null };
}

/** The one-click unsubscribe: every entry of the address stops getting waitlist email. */
export async function unsubscribe(db: Db, email: string) {
  await db
    .update(businessWaitlists)
    .set({ unsubscribedAt: new Date() })
    .where(
      sql`lower(${businessWaitlists.email}) = ${email.toLowerCase()} and ${businessWaitlists.unsubscribedAt} is null`,
    );
}
