// What operators do to one business (docs/product.md §23): hide it with a reason (off every public
// page at once; its owner is emailed), restore it (public again only if it was public when hidden
// and is still complete and live; owner emailed), or dismiss its open reports. Each is one
// transaction with its audit entry, and asking twice does nothing the second time.
import { and, eq, isNull } from 'drizzle-orm';
import { hideReasonLabel } from '#shared/catalogues/moderation.ts';
import type { HideInput } from '#shared/schemas/moderation.ts';
import { missingSteps } from '#shared/schemas/steps/index.ts';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp, businessModeration, businessReports, users } from '../../db/schema/index.ts';
import { hiddenByModerationEmail, restoredEmail } from '../../mail/operator-templates.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { type Actor, recordAction } from '../audit/audit.service.ts';
import { isLiveState } from '../onboarding/publish.ts';
import { forOperator, moderationOf } from './moderation-record.ts';

type ModerationDeps = Pick<Deps, 'db' | 'env' | 'mailer'>;

/** The business with its owner's address, locked for the transaction; null when unknown. */
async function lockBusiness(tx: Db, businessId: string) {
  const [row] = await tx
    .select({ business: bp, ownerEmail: users.email })
    .from(bp)
    .innerJoin(users, eq(users.id, bp.userId))
    .where(eq(bp.businessId, businessId))
    .for('update', { of: bp });
  return row ?? null;
}

const labelOf = (b: { businessName: string | null; businessUsername: string | null }) =>
  b.businessName ?? b.businessUsername ?? 'Unnamed business';
const target = (b: typeof bp.$inferSelect) => ({
  type: 'business' as const,
  id: b.businessId,
  label: labelOf(b),
});

/** Resolves the business's open reports; returns how many. */
async function resolveReports(tx: Db, businessId: string, resolution: 'dismissed' | 'hidden') {
  const rows = await tx
    .update(businessReports)
    .set({ resolvedAt: new Date(), resolution })
    .where(and(eq(businessReports.businessId, businessId), isNull(businessReports.resolvedAt)))
    .returning({ id: businessReports.id });
  return rows.length;
}

export async function hideBusiness(deps: ModerationDeps, businessId: string, input: HideInput, actor: Actor) {
  const result = await deps.db.transaction(async (tx) => {
    const found = await lockBusiness(tx, businessId);
    if (!found) return null;
    const { business } = found;
    const existing = await moderationOf(tx, businessId);
    if (existing) return { changed: false, hidden: forOperator(existing) };
    const note = input.note || null;
    const [row] = await tx
      .insert(businessModeration)
      .values({
        businessId,
        hiddenBy: actor.label,
        reason: input.reason,
        note,
        wasPublished: business.isPublished,
      })
      .returning();
    await tx
      .update(bp)
      .set({ isPublished: false, updatedAt: new Date() })
      .where(eq(bp.businessId, businessId));
    const reportsResolved = await resolveReports(tx, businessId, 'hidden');
    const before = { isPublished: business.isPublished, hidden: false };
    const after = { isPublished: false, hidden: true, reason: input.reason, reportsResolved };
    const id = await recordAction(tx, actor, {
      action: 'hide',
      target: target(business),
      before,
      after,
      note,
    });
    await enqueueMail(tx, {
      ...hiddenByModerationEmail(found.ownerEmail, {
        name: labelOf(business),
        reason: hideReasonLabel(input.reason),
        note,
        url: `${deps.env.PUBLIC_URL}/dashboard/business/${businessId}`,
      }),
      dedupeKey: `hide:${id}`,
    });
    return { changed: true, hidden: forOperator(row) };
  });
  if (result?.changed) deps.mailer.kick?.();
  return result;
}

export async function restoreBusiness(deps: ModerationDeps, businessId: string, actor: Actor) {
  const result = await deps.db.transaction(async (tx) => {
    const found = await lockBusiness(tx, businessId);
    if (!found) return null;
    const { business } = found;
    const hidden = await moderationOf(tx, businessId);
    if (!hidden) return { changed: false, republished: false };
    // ADR 013: public again only if it was public when hidden and may be public now (ADR 010).
    const republished =
      hidden.wasPublished &&
      missingSteps(business).length === 0 &&
      (await isLiveState(tx, business.businessState));
    await tx.delete(businessModeration).where(eq(businessModeration.businessId, businessId));
    if (republished)
      await tx
        .update(bp)
        .set({ isPublished: true, updatedAt: new Date() })
        .where(eq(bp.businessId, businessId));
    const before = { isPublished: false, hidden: true, reason: hidden.reason };
    const after = { isPublished: republished, hidden: false };
    const id = await recordAction(tx, actor, { action: 'restore', target: target(business), before, after });
    await enqueueMail(tx, {
      ...restoredEmail(found.ownerEmail, {
        name: labelOf(business),
        republished,
        url: `${deps.env.PUBLIC_URL}/dashboard/business/${businessId}`,
      }),
      dedupeKey: `restore:${id}`,
    });
    return { changed: true, republished };
  });
  if (result?.changed) deps.mailer.kick?.();
  return result;
}

/** Dismisses open reports; on a hidden business with a review request, answers it by keeping it hidden. */
export async function dismissReports(db: Db, businessId: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const found = await lockBusiness(tx, businessId);
    if (!found) return null;
    const dismissed = await resolveReports(tx, businessId, 'dismissed');
    const hidden = await moderationOf(tx, businessId);
    const reviewClosed = Boolean(hidden?.reviewRequestedAt && !hidden.reviewClosedAt);
    if (reviewClosed)
      await tx
        .update(businessModeration)
        .set({ reviewClosedAt: new Date() })
        .where(eq(businessModeration.businessId, businessId));
    if (dismissed || reviewClosed) {
      const before = { openReports: dismissed, reviewPending: reviewClosed };
      const after = { openReports: 0, reviewPending: false };
      await recordAction(tx, actor, { action: 'dismiss', target: target(found.business), before, after });
    }
    return { dismissed, reviewClosed };
  });
}
