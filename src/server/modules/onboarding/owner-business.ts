// The owner's full view of one business (summary, dashboards), and their list of businesses.
import { desc, eq } from 'drizzle-orm';
import { missingSteps } from '#shared/schemas/steps/index.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp } from '../../db/schema/index.ts';
import { toCard } from '../businesses/business-card.ts';
import type { BusinessRow } from '../businesses/owned-business.ts';
import { pricingOf } from '../businesses/public-business.service.ts';
import { standingOf } from '../businesses/standing.ts';
import { zoneOfZip } from '../hours/hours.service.ts';
import { forOwner, moderationOf } from '../moderation/moderation-record.ts';
import { isLiveState } from './publish.ts';

export async function ownerView(db: Db, row: BusinessRow) {
  // The count is the insights' (and the public page's), not part of the owner's editable fields.
  const { userId: _owner, shuffleKey: _key, recommendationCount: _count, ...fields } = row;
  const moderation = await moderationOf(db, row.businessId);
  return {
    ...fields,
    imageUrl: toCard(row).imageUrl,
    pricing: await pricingOf(db, row.businessId),
    timeZone: await zoneOfZip(db, row.businessZipCode),
    stateIsLive: await isLiveState(db, row.businessState),
    missingSteps: missingSteps(row),
    moderation: moderation ? forOwner(moderation) : null,
    standing: await standingOf(db, row, moderation !== null),
  };
}

export async function businessesOf(db: Db, userId: string) {
  const rows = await db.select().from(bp).where(eq(bp.userId, userId)).orderBy(desc(bp.createdAt));
  return Promise.all(
    rows.map(async (row) => ({
      ...toCard(row),
      isPublished: row.isPublished,
      onboardingStep: row.onboardingStep,
      businessLogoUrl: row.businessLogoUrl,
      productPhotos: row.productPhotos,
      missingSteps: missingSteps(row),
      stateIsLive: await isLiveState(db, row.businessState),
      standing: await standingOf(db, row, (await moderationOf(db, row.businessId)) !== null),
    })),
  );
}
