// The owner of a hidden business may send the team one message asking for a review; it joins the
// moderation queue (docs/product.md §23). A second message, or one for a visible business, is 409.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessModeration } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { forOwner } from './moderation-record.ts';

export async function requestReview(db: Db, businessId: string, message: string) {
  const [row] = await db
    .update(businessModeration)
    .set({ reviewRequestedAt: new Date(), reviewMessage: message })
    .where(and(eq(businessModeration.businessId, businessId), isNull(businessModeration.reviewRequestedAt)))
    .returning();
  if (row) return { moderation: forOwner(row) };
  const [hidden] = await db
    .select({ id: businessModeration.businessId })
    .from(businessModeration)
    .where(eq(businessModeration.businessId, businessId));
  throw hidden
    ? new ApiError(409, 'review_already_requested', 'You have already asked for a review of this business.')
    : new ApiError(409, 'not_hidden', 'This business is not hidden by the marketplace team.');
}
