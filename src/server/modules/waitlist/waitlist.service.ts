// The waitlist: one entry per email and zip, and the place the zip names (if any).
import { eq } from 'drizzle-orm';
import type { WaitlistInput } from '#shared/schemas/waitlist.ts';
import type { Db } from '../../db/client.ts';
import { businessWaitlists, usZips } from '../../db/schema/index.ts';

export async function joinWaitlist(db: Db, input: WaitlistInput) {
  await db
    .insert(businessWaitlists)
    .values({ ...input, email: input.email.toLowerCase() })
    .onConflictDoNothing();
  const [place] = await db
    .select({ city: usZips.city, state: usZips.state })
    .from(usZips)
    .where(eq(usZips.zip, input.zipCode))
    .limit(1);
  return { city: place?.city ?? null, state: place?.state ?? null };
}
