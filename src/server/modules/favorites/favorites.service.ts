// Favourites: a user's published favourites as cards (newest first), adding and removing one.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp, favorites } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { cardColumns, toCard } from '../businesses/business-card.ts';

export async function favoriteCardsOf(db: Db, userId: string) {
  const rows = await db
    .select(cardColumns)
    .from(favorites)
    .innerJoin(bp, eq(bp.businessId, favorites.businessId))
    .where(and(eq(favorites.userId, userId), eq(bp.isPublished, true)))
    .orderBy(desc(favorites.createdAt));
  return rows.map(toCard);
}

/** A published business (or the user's own draft) can be favourited; anything else is not found. */
export async function addFavorite(db: Db, userId: string, businessId: string) {
  const [business] = await db
    .select({ id: bp.businessId, isPublished: bp.isPublished, userId: bp.userId })
    .from(bp)
    .where(eq(bp.businessId, businessId))
    .limit(1);
  if (!business || (!business.isPublished && business.userId !== userId))
    throw notFound('Business not found');
  await db.insert(favorites).values({ userId, businessId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: string, businessId: string) {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.businessId, businessId)));
}
