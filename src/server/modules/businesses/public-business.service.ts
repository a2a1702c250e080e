// One business as its public page shows it. Drafts are visible only to their owner.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PublicBusiness } from '#shared/types/business.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp, businessPricingItems, favorites } from '../../db/schema/index.ts';
import { toCard } from './business-card.ts';

export async function findBusinessByUsername(db: Db, username: string) {
  const [row] = await db
    .select()
    .from(bp)
    .where(eq(sql`lower(${bp.businessUsername})`, username.toLowerCase()))
    .limit(1);
  return row;
}

export async function publicBusiness(
  db: Db,
  username: string,
  viewerId: string | null,
): Promise<PublicBusiness | null> {
  const row = await findBusinessByUsername(db, username);
  if (!row) return null;
  const viewerIsOwner = viewerId !== null && row.userId === viewerId;
  if (!row.isPublished && !viewerIsOwner) return null;
  const [pricing, fav] = await Promise.all([
    db
      .select({
        itemName: businessPricingItems.itemName,
        itemPrice: businessPricingItems.itemPrice,
        position: businessPricingItems.position,
      })
      .from(businessPricingItems)
      .where(eq(businessPricingItems.businessId, row.businessId))
      .orderBy(asc(businessPricingItems.position)),
    viewerId
      ? db
          .select({ userId: favorites.userId })
          .from(favorites)
          .where(and(eq(favorites.userId, viewerId), eq(favorites.businessId, row.businessId)))
          .limit(1)
      : Promise.resolve([]),
  ]);
  return {
    ...toCard(row),
    ownerNames: row.ownerNames,
    businessHeadline: row.businessHeadline,
    ownerStory: row.ownerStory,
    businessOffering: row.businessOffering,
    ownerPhotoUrl: row.ownerPhotoUrl,
    businessLogoUrl: row.businessLogoUrl,
    productPhotos: row.productPhotos.slice(0, 10),
    businessEmail: row.businessEmail,
    instagramUrl: row.instagramUrl,
    tiktokUrl: row.tiktokUrl,
    facebookUrl: row.facebookUrl,
    twitterUrl: row.twitterUrl,
    websiteUrl: row.websiteUrl,
    primaryContact: row.primaryContact,
    hasMobileService: row.hasMobileService,
    mobileServiceDesc: row.mobileServiceDesc,
    startingRate: row.startingRate,
    yearStarted: row.yearStarted,
    isPublished: row.isPublished,
    pricing,
    viewerIsOwner,
    viewerHasFavorited: fav.length > 0,
  };
}
