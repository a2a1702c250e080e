// Publish / hide: one rule for the wizard, the profile page and the business dashboard. A profile
// is public only while it is complete and its state is live; saves that break either hide it.
import { eq } from 'drizzle-orm';
import { missingSteps, missingStepsMessage, STEP_MSG } from '#shared/schemas/steps/index.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp, pausedBusinesses, states } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import type { BusinessRow } from '../businesses/owned-business.ts';
import { moderationOf } from '../moderation/moderation-record.ts';

export const HIDDEN_BY_TEAM_MESSAGE =
  'The marketplace team has hidden this business, so it can’t be made public. See your business dashboard to ask for a review.';

export async function isLiveState(db: Db, stateName: string | null): Promise<boolean> {
  if (!stateName) return false;
  const [state] = await db
    .select({ isLive: states.isLive })
    .from(states)
    .where(eq(states.name, stateName))
    .limit(1);
  return Boolean(state?.isLive);
}

export async function setPublished(db: Db, row: BusinessRow, publish: boolean, acceptTerms = false) {
  if (publish) {
    // A business the team hid stays off the public pages until the team restores it (ADR 013).
    if (await moderationOf(db, row.businessId))
      throw new ApiError(409, 'hidden_by_team', HIDDEN_BY_TEAM_MESSAGE);
    const missing = missingSteps(row);
    if (missing.length)
      throw new ApiError(422, 'incomplete', missingStepsMessage(missing), {
        extra: { missing_steps: missing },
      });
    if (!(await isLiveState(db, row.businessState)))
      throw new ApiError(
        422,
        'state_not_live',
        `${row.businessState} isn't live yet, so the profile can't be made public.`,
      );
    if (!row.termsAcceptedAt && !acceptTerms)
      throw new ApiError(400, 'terms_required', STEP_MSG.termsRequired, {
        fields: { acceptTerms: STEP_MSG.termsRequired },
      });
  }
  const [updated] = await db
    .update(bp)
    .set({
      isPublished: publish,
      termsAcceptedAt: row.termsAcceptedAt ?? (publish || acceptTerms ? new Date() : null),
      updatedAt: new Date(),
    })
    .where(eq(bp.businessId, row.businessId))
    .returning({ isPublished: bp.isPublished });
  // Hidden by its owner: a relaunch of a paused state must not put it back.
  if (!publish) await db.delete(pausedBusinesses).where(eq(pausedBusinesses.businessId, row.businessId));
  return updated;
}
