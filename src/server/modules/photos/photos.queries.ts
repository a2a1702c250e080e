// The photo columns of a business, changed only if they still hold what the caller read (so two
// tabs editing photos at once cannot lose each other's changes).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp } from '../../db/schema/index.ts';
import type { BusinessRow } from '../businesses/owned-business.ts';

export type PhotoSet = Pick<BusinessRow, 'ownerPhotoUrl' | 'businessLogoUrl' | 'productPhotos'>;
export type SingleColumn = 'ownerPhotoUrl' | 'businessLogoUrl';

const photoColumns = {
  ownerPhotoUrl: bp.ownerPhotoUrl,
  businessLogoUrl: bp.businessLogoUrl,
  productPhotos: bp.productPhotos,
};

export const photosOf = (r: PhotoSet): PhotoSet => ({
  ownerPhotoUrl: r.ownerPhotoUrl,
  businessLogoUrl: r.businessLogoUrl,
  productPhotos: r.productPhotos,
});

export async function currentPhotos(db: Db, businessId: string): Promise<PhotoSet | undefined> {
  const [row] = await db.select(photoColumns).from(bp).where(eq(bp.businessId, businessId));
  return row;
}

/** Sets the owner photo or logo only while it is empty; undefined when someone filled it first. */
export async function fillSinglePhoto(db: Db, businessId: string, column: SingleColumn, url: string) {
  const [row] = await db
    .update(bp)
    .set({ [column]: url, updatedAt: new Date() })
    .where(and(eq(bp.businessId, businessId), isNull(bp[column])))
    .returning(photoColumns);
  return row as PhotoSet | undefined;
}

/** Empties the owner photo or logo only while it still holds `url`. */
export async function clearSinglePhoto(db: Db, businessId: string, column: SingleColumn, url: string) {
  const [row] = await db
    .update(bp)
    .set({ [column]: null, updatedAt: new Date() })
    .where(and(eq(bp.businessId, businessId), eq(bp[column], url)))
    .returning(photoColumns);
  return row as PhotoSet | undefined;
}

/** Replaces the product photos only while they are still `previous`. */
export async function replaceProductPhotos(db: Db, businessId: string, previous: string[], next: string[]) {
  const [row] = await db
    .update(bp)
    .set({ productPhotos: next, updatedAt: new Date() })
    .where(and(eq(bp.businessId, businessId), eq(bp.productPhotos, previous)))
    .returning(photoColumns);
  return row as PhotoSet | undefined;
}

/** Removes one product photo if it is still listed. */
export async function removeProductPhoto(db: Db, businessId: string, url: string) {
  const [row] = await db
    .update(bp)
    .set({ productPhotos: sql`array_remove(${bp.productPhotos}, ${url})`, updatedAt: new Date() })
    .where(and(eq(bp.businessId, businessId), sql`${url} = any(${bp.productPhotos})`))
    .returning(photoColumns);
  return row as PhotoSet | undefined;
}
