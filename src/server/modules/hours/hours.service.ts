// Saving opening hours: the week as entered, and its day ranges in the business's time zone (for
// "open now"), replaced together in one transaction.
import { eq } from 'drizzle-orm';
import { isEmptyHours, type OpeningHours } from '#shared/hours/hours-schema.ts';
import { dayRanges } from '#shared/hours/week-ranges.ts';
import type { Db } from '../../db/client.ts';
import { businessOpenRanges, businessProfiles, usZips } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';

/** The IANA zone of a ZIP code, or null when it has none (or there is no ZIP yet). */
export async function zoneOfZip(db: Db, zip: string | null): Promise<string | null> {
  if (!zip) return null;
  const [row] = await db.select({ zone: usZips.timeZone }).from(usZips).where(eq(usZips.zip, zip)).limit(1);
  return row?.zone ?? null;
}

export async function saveHours(
  db: Db,
  business: { businessId: string; businessZipCode: string | null },
  hours: OpeningHours | null,
) {
  const timeZone = await zoneOfZip(db, business.businessZipCode);
  if (!timeZone)
    throw new ApiError(
      409,
      'needs_zip',
      'Add your business’s ZIP code first: hours are kept in its time zone.',
    );
  const kept = hours && !isEmptyHours(hours) ? hours : null;
  await db.transaction(async (tx) => {
    await tx
      .update(businessProfiles)
      .set({ openingHours: kept, updatedAt: new Date() })
      .where(eq(businessProfiles.businessId, business.businessId));
    await tx.delete(businessOpenRanges).where(eq(businessOpenRanges.businessId, business.businessId));
    const ranges = kept ? dayRanges(kept.week) : [];
    if (ranges.length)
      await tx
        .insert(businessOpenRanges)
        .values(ranges.map((r) => ({ ...r, businessId: business.businessId, timeZone })));
  });
  return { openingHours: kept, timeZone };
}
