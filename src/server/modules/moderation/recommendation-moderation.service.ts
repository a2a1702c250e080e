// Recommendations for the team: a held burst waits for an operator to approve it (it then counts)
// or hide it; a shown note can be reported by anyone but its writer (its business's owner too, who
// cannot hide it), and an operator hides it for a note's reason (it leaves the page and stops
// counting), restores or dismisses. Each action is one transaction with its audit entry; asking
// twice changes nothing the second time.
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { NoteHideReason } from '#shared/catalogues/moderation.ts';
import type { ReportInput } from '#shared/schemas/moderation.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  businessProfiles as bp,
  countedAndVisible,
  businessRecommendations as recs,
  recommendationReports as reports,
  users,
} from '../../db/schema/index.ts';
import { type Actor, recordAction } from '../audit/audit.service.ts';
import { publicName } from '../recommendations/notes.service.ts';
import { hiddenView, moderationActions, reportSummary } from './moderated-item.ts';
import { isUuid } from './reports.service.ts';

const GROUPS = 50;

/** The note when it is shown on a public business's page (only those can be reported), with its writer. */
export async function findReportableNote(db: Db, id: string): Promise<{ userId: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ userId: recs.userId })
    .from(recs)
    .innerJoin(bp, eq(bp.businessId, recs.businessId))
    .where(and(eq(recs.id, id), eq(bp.isPublished, true), countedAndVisible(), isNotNull(recs.note)))
    .limit(1);
  return row ?? null;
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
        ...reportSummary(list),
        hidden: hiddenView<NoteHideReason>(rec),
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

type LockedRec = NonNullable<Awaited<ReturnType<typeof lockRec>>>;

/** Recommendations for the shared hide / restore / dismiss transaction. */
const recActions = moderationActions<LockedRec, NoteHideReason>({
  lock: lockRec,
  hiddenOf: (found) => found.rec,
  setHidden: async (tx, id, hidden) => {
    await tx.update(recs).set(hidden).where(eq(recs.id, id));
  },
  resolveReports: async (tx, id, resolution) => {
    const rows = await tx
      .update(reports)
      .set({ resolvedAt: new Date(), resolution })
      .where(and(eq(reports.recommendationId, id), isNull(reports.resolvedAt)))
      .returning({ id: reports.id });
    return rows.length;
  },
  target: (found) => ({
    type: 'recommendation',
    id: found.rec.id,
    label: `${found.businessName ?? found.businessUsername ?? 'Unnamed business'}: ${(found.rec.note ?? 'no note').slice(0, 60)}`,
  }),
  // Hiding takes it from counted (or held) to hidden; restoring gives that status back.
  statusOf: (found) => found.rec.status,
});

export function approveRecommendation(db: Db, id: string, actor: Actor) {
  return recActions.withLocked(db, id, async (tx, found) => {
    if (found.rec.status === 'counted') return { changed: false };
    await tx.update(recs).set({ status: 'counted' }).where(eq(recs.id, id));
    await recordAction(tx, actor, {
      action: 'approve',
      target: recActions.target(found),
      before: { status: 'held' },
      after: { status: 'counted' },
    });
    return { changed: true };
  });
}

export const hideRecommendation = recActions.hide;
export const restoreRecommendation = recActions.restore;
export const dismissNoteReports = recActions.dismiss;
