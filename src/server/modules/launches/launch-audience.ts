// Who a state's launch emails (docs/product.md §23): each waitlist address there that has not
// unsubscribed and was not told already (a relaunch after a pause does not tell the waitlist twice),
// and each owner with a business there. The same queries count the confirmation's numbers.
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { businessProfiles as bp, users } from '../../db/schema/index.ts';

/** The outbox key that makes "We're live in {State}" reach an address once, whatever happens. */
export const waitlistKey = (slug: string, email: string) => `launch:${slug}:waitlist:${email}`;

export async function waitlistAudience(db: Db, state: { slug: string; name: string }): Promise<string[]> {
  const rows = await queryRows<{ email: string }>(
    db,
    sql`
      select distinct lower(w.email) as email
      from business_waitlists w join us_zips z on z.zip = w.zip_code
      where z.state = ${state.name} and w.unsubscribed_at is null
        and not exists (
          select 1 from mail_outbox m
          where m.dedupe_key = ${`launch:${state.slug}:waitlist:`} || lower(w.email))
      order by 1`,
  );
  return rows.map((r) => r.email);
}

export interface OwnerOfState {
  userId: string;
  email: string;
  businesses: { businessId: string; name: string | null }[];
}

/** Each owner with a business in the state, with those businesses (oldest first). */
export const ownerAudience = (db: Db, stateName: string) => ownersOf(db, eq(bp.businessState, stateName));

/** The owners of these businesses (a pause's), each with theirs, oldest first. */
export const ownersOfBusinesses = (db: Db, businessIds: string[]) =>
  businessIds.length ? ownersOf(db, inArray(bp.businessId, businessIds)) : Promise.resolve([]);

async function ownersOf(db: Db, where: SQL): Promise<OwnerOfState[]> {
  const rows = await db
    .select({ userId: users.id, email: users.email, businessId: bp.businessId, name: bp.businessName })
    .from(bp)
    .innerJoin(users, eq(users.id, bp.userId))
    .where(where)
    .orderBy(bp.createdAt, bp.businessId);
  const owners = new Map<string, OwnerOfState>();
  for (const { userId, email, businessId, name } of rows) {
    const owner = owners.get(userId) ?? { userId, email, businesses: [] };
    owner.businesses.push({ businessId, name });
    owners.set(userId, owner);
  }
  return [...owners.values()];
}
