// Recommendations for the team: a held burst waits for an operator to approve it (it then counts)
// or hide it; a shown note can be reported by anyone (its business's owner too, who cannot hide it),
// and an operator hides it (it leaves the page and stops counting), restores or dismisses. Each
// action is one transaction with its audit entry; asking twice changes nothing the second time.
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { HideReason, ReportReason } from '#shared/catalogues/moderation.ts';
import type { HideInput, ReportInput } from '#shared/schemas/moderation.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  businessProfiles as bp,
  businessRecommendations as recs,
  recommendationReports as reports,
  users,
} from '../../db/schema/index.ts';
import { type Actor, recordAction } from '../audit/audit.service.ts';
import { publicName } from '../recommendations/notes.service.ts';
import { isUuid } from './reports.service.ts';

const GROUPS = 50;
const REPORTS_SHOWN = 10;

/** True when the note is shown on a public business's page: only those can be reported. */
export async function isReportableNote(db: Db, id: string) {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: recs.id })
    .from(recs)
    .innerJoin(bp, eq(bp.businessId, recs.businessId))
    .where(
      and(
        eq(recs.id, id),
        eq(bp.isPublished, true),
        eq(recs.status, 'counted'),
        isNull(recs.hiddenAt),
        isNotNull(recs.note),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function fileNoteReport(db: Db, id: string, input: ReportInput, reporterId: string | null) {
  await db.insert(reports).values({
    recommendationId: id,
    reason: input.reason,
    details: input.details || null,
    reporterUserId: reporterId,
  });
}

type Status = 'held' | 'open' | 'hidden';
const HEADS: Record<Status, (limit: number) => ReturnType<typeof sql>> = {
  held: (limit) => sql`select id from business_recommendations where status = 'held' and hidden_at is null
    order by created_at desc limit ${limit}`,
  open: (limit) => sql`select r.recommendation_id as id from recommendation_reports r
    where r.resolved_at is null group by r.recommendation_id order by max(r.created_at) desc limit ${limit}`,
  hidden: (limit) => sql`select id from business_recommendations where hidden_at is not null
    order by hidden_at desc limit ${limit}`,
};

/** The queue: held bursts, reported notes, or hidden ones, newest first. */
export async function recommendationQueue(db: Db, status: Status) {
  const ids = (await queryRows<{ id: string }>(db, HEADS[status](GROUPS))).map((h) => h.id);
  if (!ids.length) return [];
  const [rows, open] = await Promise.all([
    db
      .select({
        rec: recs,
        user: users,
        businessName: bp.businessName,
        businessUsername: bp.businessUsername,
      })
      .from(recs)
      .innerJoin(bp, eq(bp.businessId, recs.businessId))
      .innerJoin(users, eq(users.id, recs.userId))
      .where(inArray(recs.id, ids)),
    db
      .select()
      .from(reports)
      .where(and(inArray(reports.recommendationId, ids), isNull(reports.resolvedAt)))
      .orderBy(desc(reports.createdAt)),
  ]);
  const byId = new Map(rows.map((r) => [r.rec.id, r]));
  const reportsOf = Map.groupBy(open, (r) => r.recommendationId);
  return ids.flatMap((id) => {
    const found = byId.get(id);
    if (!found) return [];
    const { rec, user } = found;
    const list = reportsOf.get(id) ?? [];
    const counts = new Map<ReportReason, number>();
    for (const r of list)
      counts.set(r.reason as ReportReason, (counts.get(r.reason as ReportReason) ?? 0) + 1);
    return [
      {
        recommendation: {
          id: rec.id,
          name: publicName(user),
          note: rec.note,
          status: rec.status,
          createdAt: rec.createdAt.toISOString(),
          accountCreatedAt: user.createdAt.toISOString(),
        },
        business: {
          businessId: rec.businessId,
          businessName: found.businessName,
          businessUsername: found.businessUsername,
        },
        openReports: list.length,
        reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((x, y) => y.count - x.count),
        reports: list.slice(0, REPORTS_SHOWN).map((r) => ({
          id: r.id,
          reason: r.reason as ReportReason,
          details: r.details,
          createdAt: r.createdAt.toISOString(),
        })),
        hidden: rec.hiddenAt
          ? {
              hiddenAt: rec.hiddenAt.toISOString(),
              reason: rec.hiddenReason as HideReason,
              note: rec.hiddenNote,
            }
          : null,
      },
    ];
  });
}

/** The recommendation with its business's name, locked for the transaction; null when unknown. */
async function lockRec(tx: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await tx
    .select({ rec: recs, businessName: bp.businessName, businessUsername: bp.businessUsername })
    .from(recs)
    .innerJoin(bp, eq(bp.businessId, recs.businessId))
    .where(eq(recs.id, id))
    .for('update', { of: recs });
  return row ?? null;
}

const target = (found: NonNullable<Awaited<ReturnType<typeof lockRec>>>) => ({
  type: 'recommendation' as const,
  id: found.rec.id,
  label: `${found.businessName ?? found.businessUsername ?? 'Unnamed business'}: ${(found.rec.note ?? 'no note').slice(0, 60)}`,
});

async function resolveReports(tx: Db, id: string, resolution: 'dismissed' | 'hidden') {
  const rows = await tx
    .update(reports)
    .set({ resolvedAt: new Date(), resolution })
    .where(and(eq(reports.recommendationId, id), isNull(reports.resolvedAt)))
    .returning({ id: reports.id });
  return rows.length;
}

export async function approveRecommendation(db: Db, id: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const found = await lockRec(tx, id);
    if (!found) return null;
    if (found.rec.status === 'counted') return { changed: false };
    await tx.update(recs).set({ status: 'counted' }).where(eq(recs.id, id));
    await recordAction(tx, actor, {
      action: 'approve',
      target: target(found),
      before: { status: 'held' },
      after: { status: 'counted' },
    });
    return { changed: true };
  });
}

export async function hideRecommendation(db: Db, id: string, input: HideInput, actor: Actor) {
  return db.transaction(async (tx) => {
    const found = await lockRec(tx, id);
    if (!found) return null;
    const { rec } = found;
    if (rec.hiddenAt)
      return {
        changed: false,
        hidden: {
          hiddenAt: rec.hiddenAt.toISOString(),
          reason: rec.hiddenReason as HideReason,
          note: rec.hiddenNote,
        },
      };
    const note = input.note || null;
    const now = new Date();
    await tx
      .update(recs)
      .set({ hiddenAt: now, hiddenReason: input.reason, hiddenNote: note })
      .where(eq(recs.id, id));
    const reportsResolved = await resolveReports(tx, id, 'hidden');
    await recordAction(tx, actor, {
      action: 'hide',
      target: target(found),
      before: { hidden: false, status: rec.status },
      after: { hidden: true, reason: input.reason, reportsResolved },
      note,
    });
    return { changed: true, hidden: { hiddenAt: now.toISOString(), reason: input.reason, note } };
  });
}

export async function restoreRecommendation(db: Db, id: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const found = await lockRec(tx, id);
    if (!found) return null;
    if (!found.rec.hiddenAt) return { changed: false };
    await tx
      .update(recs)
      .set({ hiddenAt: null, hiddenReason: null, hiddenNote: null })
      .where(eq(recs.id, id));
    await recordAction(tx, actor, {
      action: 'restore',
      target: target(found),
      before: { hidden: true, reason: found.rec.hiddenReason },
      after: { hidden: false },
    });
    return { changed: true };
  });
}

export async function dismissNoteReports(db: Db, id: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const found = await lockRec(tx, id);
    if (!found) return null;
    const dismissed = await resolveReports(tx, id, 'dismissed');
    if (dismissed)
      await recordAction(tx, actor, {
        action: 'dismiss',
        target: target(found),
        before: { openReports: dismissed },
        after: { openReports: 0 },
      });
    return { dismissed };
  });
}
