// Launching a state (docs/product.md §23): one transaction makes it live, puts back on the market
// the businesses its last pause took off (still complete, not hidden), writes every launch email
// into the outbox, paced, and records the launch. A second click finds the state live and does
// nothing; a crash before the commit leaves nothing done, so the click can simply be repeated; a
// restart after it finds the emails waiting in the outbox (docs/decisions/013-operator-console.md).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import { missingSteps } from '#shared/schemas/steps/index.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp, businessModeration, pausedBusinesses } from '../../db/schema/index.ts';
import { enqueueCampaign } from '../../mail/campaign.ts';
import { type Actor, recordAction } from '../audit/audit.service.ts';
import { ownerAudience, waitlistAudience } from './launch-audience.ts';
import { launchOwnerMessages, type MailDeps, waitlistMessages } from './launch-mail.ts';
import { changeState } from './state-change.ts';

/** Republishes what the state's pause took off the market; returns their ids. */
async function republishPaused(tx: Db, state: { slug: string; name: string }) {
  const rows = await tx
    .select()
    .from(bp)
    .innerJoin(pausedBusinesses, eq(pausedBusinesses.businessId, bp.businessId))
    .where(
      and(
        eq(pausedBusinesses.stateSlug, state.slug),
        notExists(
          tx.select().from(businessModeration).where(eq(businessModeration.businessId, bp.businessId)),
        ),
      ),
    );
  // Still in this state and still complete (docs/decisions/010): otherwise it stays a draft.
  const ready = rows
    .map((r) => r.business_profiles)
    .filter((b) => b.businessState === state.name && missingSteps(b).length === 0)
    .map((b) => b.businessId);
  if (ready.length)
    await tx
      .update(bp)
      .set({ isPublished: true, updatedAt: new Date() })
      .where(inArray(bp.businessId, ready));
  await tx.delete(pausedBusinesses).where(eq(pausedBusinesses.stateSlug, state.slug));
  return new Set(ready);
}

export function launchState(deps: MailDeps, slug: string, actor: Actor) {
  return changeState(deps, slug, true, async (tx, state) => {
    const republished = await republishPaused(tx, state);
    const launchId = randomUUID();
    const owners = await ownerAudience(tx, state.name);
    const waitlist = await waitlistAudience(tx, state);
    const messages = [
      ...launchOwnerMessages(deps, state, owners, republished, launchId),
      ...waitlistMessages(deps, state, waitlist),
    ];
    const emailsQueued = await enqueueCampaign(
      tx,
      `launch:${launchId}`,
      messages,
      deps.env.LAUNCH_MAILS_PER_MINUTE,
    );
    const after = {
      isLive: true,
      businessesRepublished: republished.size,
      emailsQueued,
      waitlist: waitlist.length,
      owners: owners.length,
    };
    const target = { type: 'state' as const, id: state.slug, label: state.name };
    await recordAction(tx, actor, { action: 'launch', target, before: { isLive: false }, after }, launchId);
    return { emailsQueued, businesses: republished.size };
  });
}
