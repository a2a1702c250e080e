// Creating a business at step 1 (within the per-account limit) and checking business usernames.
import { and, count, eq, ne, or, sql } from 'drizzle-orm';
import { BUSINESS_LIMIT_MESSAGE, MAX_BUSINESSES_PER_USER } from '#shared/schemas/business-limits.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';

export async function createBusiness(db: Db, userId: string, businessType: 'shop' | 'service') {
  const [{ n }] = await db.select({ n: count() }).from(bp).where(eq(bp.userId, userId));
  if (n >= MAX_BUSINESSES_PER_USER) throw new ApiError(409, 'limit_reached', BUSINESS_LIMIT_MESSAGE);
  const [row] = await db
    .insert(bp)
    .values({ userId, businessType, onboardingStep: 1 })
    .returning({ businessId: bp.businessId, onboardingStep: bp.onboardingStep });
  return row;
}

/**
 * Whether a business username is free. Only the caller's own business counts as "their current
 * name": someone else's id must not turn a taken name into an available one (which would tell who
 * holds it).
 */
export async function businessUsernameAvailable(
  db: Db,
  username: string,
  caller: { userId: string; businessId?: string },
) {
  const { userId, businessId } = caller;
  const rows = await db
    .select({ id: bp.businessId })
    .from(bp)
    .where(
      and(
        eq(sql`lower(${bp.businessUsername})`, username.toLowerCase()),
        businessId ? or(ne(bp.businessId, businessId), ne(bp.userId, userId)) : undefined,
      ),
    )
    .limit(1);
  return rows.length === 0;
}
