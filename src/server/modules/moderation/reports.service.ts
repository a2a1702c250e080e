// Reports from visitors (docs/product.md §23): only a public business can be reported; the reporter
// (when signed in) is kept for abuse handling and never appears in any answer.
import { and, eq } from 'drizzle-orm';
import type { ReportInput } from '#shared/schemas/moderation.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp, businessReports } from '../../db/schema/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** False when there is no public business with this id (a draft, a hidden one, none at all). */
export async function isPublicBusiness(db: Db, businessId: string): Promise<boolean> {
  if (!isUuid(businessId)) return false;
  const [row] = await db
    .select({ id: bp.businessId })
    .from(bp)
    .where(and(eq(bp.businessId, businessId), eq(bp.isPublished, true)))
    .limit(1);
  return Boolean(row);
}

export async function fileReport(db: Db, businessId: string, input: ReportInput, reporterId: string | null) {
  await db.insert(businessReports).values({
    businessId,
    reason: input.reason,
    details: input.details || null,
    reporterUserId: reporterId,
  });
}
