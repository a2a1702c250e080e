// Every read-for-edit and every mutation of a business goes through here: only its owner may
// (docs/product.md §2, rule R1).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessProfiles } from '../../db/schema/index.ts';
import { ApiError, forbidden } from '../../lib/errors.ts';

export type BusinessRow = typeof businessProfiles.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The business if `userId` owns it; 404 when it does not exist, 403 when it is someone else's. */
export async function loadOwnedBusiness(db: Db, businessId: string, userId: string): Promise<BusinessRow> {
  if (!UUID.test(businessId)) throw new ApiError(404, 'not_found', 'Business not found.');
  const [row] = await db
    .select()
    .from(businessProfiles)
    .where(eq(businessProfiles.businessId, businessId))
    .limit(1);
  if (!row) throw new ApiError(404, 'not_found', 'Business not found.');
  if (row.userId !== userId) throw forbidden();
  return row;
}
