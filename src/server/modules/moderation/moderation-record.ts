// A hidden business's moderation row, as the owner sees it (no operator, no reporter) and as the
// console sees it. Read by the owner's views, the publish rule and the queue.
import { eq } from 'drizzle-orm';
import type { HideReason } from '#shared/catalogues/moderation.ts';
import type { Db } from '../../db/client.ts';
import { businessModeration } from '../../db/schema/index.ts';

export type ModerationRow = typeof businessModeration.$inferSelect;

export async function moderationOf(db: Db, businessId: string): Promise<ModerationRow | null> {
  const [row] = await db
    .select()
    .from(businessModeration)
    .where(eq(businessModeration.businessId, businessId))
    .limit(1);
  return row ?? null;
}

export function forOwner(row: ModerationRow) {
  return {
    hiddenAt: row.hiddenAt.toISOString(),
    reason: row.reason as HideReason,
    note: row.note,
    reviewRequestedAt: row.reviewRequestedAt?.toISOString() ?? null,
    reviewClosed: row.reviewClosedAt !== null,
  };
}

export function forOperator(row: ModerationRow) {
  return { ...forOwner(row), hiddenBy: row.hiddenBy, reviewMessage: row.reviewMessage };
}
