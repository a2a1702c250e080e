// Pausing a state (docs/product.md §23): one transaction takes it off the live list, takes its
// public businesses off every public page (kept intact, remembered in paused_businesses so that
// relaunching puts them back), emails their owners (paced, through the outbox) and records it.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { businessProfiles as bp, pausedBusinesses } from '../../db/schema/index.ts';
import { enqueueCampaign } from '../../mail/campaign.ts';
import { type Actor, recordAction } from '../audit/audit.service.ts';
import { ownersOfBusinesses } from './launch-audience.ts';
import { type MailDeps, pauseOwnerMessages } from './launch-mail.ts';
import { changeState } from './state-change.ts';

export function pauseState(deps: MailDeps, slug: string, actor: Actor) {
  return changeState(deps, slug, false, async (tx, state) => {
    const taken = await tx
      .update(bp)
      .set({ isPublished: false, updatedAt: new Date() })
      .where(and(eq(bp.businessState, state.name), eq(bp.isPublished, true)))
      .returning({ businessId: bp.businessId });
    if (taken.length)
      await tx
        .insert(pausedBusinesses)
        .values(taken.map((b) => ({ businessId: b.businessId, stateSlug: state.slug })))
        .onConflictDoNothing();
    const pauseId = randomUUID();
    const owners = await ownersOfBusinesses(
      tx,
      taken.map((b) => b.businessId),
    );
    const emailsQueued = await enqueueCampaign(
      tx,
      `pause:${pauseId}`,
      pauseOwnerMessages(deps, state, owners, pauseId),
      deps.env.LAUNCH_MAILS_PER_MINUTE,
    );
    const before = { isLive: true, published: taken.length };
    const after = { isLive: false, published: 0, businessesPaused: taken.length, emailsQueued };
    const target = { type: 'state' as const, id: state.slug, label: state.name };
    await recordAction(tx, actor, { action: 'pause', target, before, after }, pauseId);
    return { emailsQueued, businesses: taken.length };
  });
}
