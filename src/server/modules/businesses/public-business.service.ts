// One business as its public page shows it. Drafts are visible only to their owner.
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { storefrontOf } from '#shared/display/storefront.ts';
import { BUSINESS_USERNAME_MAX, BUSINESS_USERNAME_PATTERN } from '#shared/schemas/steps/index.ts';
import type { PricingItem, PublicBusiness } from '#shared/types/business.ts';
import { tags } from '../../changes/change-tags.ts';
import type { Db } from '../../db/client.ts';
import { correlated } from '../../db/correlated.ts';
import { businessProfiles as bp, businessPricingItems, favorites, usZips } from '../../db/schema/index.ts';
import { sharedRead } from '../../lib/page-reads.ts';
import { moderationOf } from '../moderation/moderation-record.ts';
import { toCard } from './business-card.ts';
import { standingOf } from './standing.ts';

/** A business's price list, in position order, as the row's own column (one round trip, not two). */
const pricingColumn = correlated<PricingItem[]>(sql`
  select coalesce(json_agg(json_build_object('itemName', i.item_name, 'itemPrice', i.item_price::text,
    'position', i.position) order by i.position), '[]'::json)
  from ${businessPricingItems} i where i.business_id = ${bp.businessId}`);

// The business page is a hot path: its lookups are named prepared statements, made once per database.
function prepare(db: Db) {
  return {
    byUsername: db
      .select({ ...getTableColumns(bp), timeZone: usZips.timeZone, pricing: pricingColumn })
      .from(bp)
      .leftJoin(usZips, eq(usZips.zip, bp.businessZipCode))
      .where(eq(sql`lower(${bp.businessUsername})`, sql.placeholder('username')))
      .limit(1)
      .prepare('business_by_username'),
    pricing: db
      .select({
        itemName: businessPricingItems.itemName,
        itemPrice: businessPricingItems.itemPrice,
        position: businessPricingItems.position,
      })
      .from(businessPricingItems)
      .where(eq(businessPricingItems.businessId, sql.placeholder('businessId')))
      .orderBy(asc(businessPricingItems.position))
      .prepare('business_pricing'),
  };
}
const preparedByDb = new WeakMap<Db, ReturnType<typeof prepare>>();
function queries(db: Db) {
  let q = preparedByDb.get(db);
  if (!q) {
    q = prepare(db);
    preparedByDb.set(db, q);
  }
  return q;
}

export async function findBusinessByUsername(db: Db, username: string) {
  // Only a name a business could have reaches the database: the link-preview route takes any path
  // segment, and one with a NUL byte made PostgreSQL fail the query (a 500) instead of "not found".
  const name = username.toLowerCase();
  if (name.length > BUSINESS_USERNAME_MAX || !BUSINESS_USERNAME_PATTERN.test(name)) return undefined;
  const [row] = await sharedRead(
    `business:${name}`,
    () => queries(db).byUsername.execute({ username: name }),
    {
      tags: [tags.page(name), tags.anyBusiness],
      tagsOf: (rows) => rows.map((r) => tags.business(r.businessId)),
      // Only what any visitor sees: a draft (its owner's preview) or an unknown name is read each time,
      // since saving a draft says nothing on the change signal.
      keep: (rows) => rows[0]?.isPublished === true,
    },
  );
  return row;
}

/** The price list alone (the owner's wizard and dashboard). */
export async function pricingOf(db: Db, businessId: string) {
  return queries(db).pricing.execute({ businessId });
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
  const fav = viewerId
    ? await db
        .select({ userId: favorites.userId })
        .from(favorites)
        .where(and(eq(favorites.userId, viewerId), eq(favorites.businessId, row.businessId)))
        .limit(1)
    : [];
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
    storefront: storefrontOf(row),
    hasMobileService: row.hasMobileService,
    mobileServiceDesc: row.mobileServiceDesc,
    startingRate: row.startingRate,
    yearStarted: row.yearStarted,
    isPublished: row.isPublished,
    pricing: row.pricing,
    openingHours: row.openingHours,
    timeZone: row.timeZone,
    viewerIsOwner,
    viewerHasFavorited: fav.length > 0,
    ownerStanding: viewerIsOwner
      ? await standingOf(db, row, (await moderationOf(db, row.businessId)) !== null)
      : null,
  };
}
