// The moderation queue (docs/product.md §23), grouped by business, newest activity first: 'open'
// holds businesses with open reports or an owner's pending review request; 'hidden' every business
// the team hides. Each group carries the business's card, its counts by reason and newest reports.
import { and, desc, inArray, isNull, sql } from 'drizzle-orm';
import type { ReportReason } from '#shared/catalogues/moderation.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  businessProfiles as bp,
  businessModeration,
  businessReports as reports,
} from '../../db/schema/index.ts';
import { cardColumns, toCard } from '../businesses/business-card.ts';
import { forOperator } from './moderation-record.ts';

const GROUPS = 50;
const REPORTS_SHOWN = 10;

/** The businesses in the queue, newest activity first, with their open report counts. */
async function queueHeads(db: Db, status: 'open' | 'hidden') {
  const heads =
    status === 'open'
      ? sql`
        with open_reports as (
          select business_id, count(*)::int as n, max(created_at) as newest
          from business_reports where resolved_at is null group by business_id),
        pending as (
          select business_id, review_requested_at from business_moderation
          where review_requested_at is not null and review_closed_at is null)
        select coalesce(r.business_id, p.business_id) as id, coalesce(r.n, 0)::int as n, r.newest
        from open_reports r full join pending p on p.business_id = r.business_id
        order by greatest(r.newest, p.review_requested_at) desc limit ${GROUPS}`
      : sql`
        select m.business_id as id, count(r.id)::int as n, max(r.created_at) as newest
        from business_moderation m
        left join business_reports r on r.business_id = m.business_id and r.resolved_at is null
        group by m.business_id, m.hidden_at order by m.hidden_at desc limit ${GROUPS}`;
  return queryRows<{ id: string; n: number; newest: string | Date | null }>(db, heads);
}

export async function moderationQueue(db: Db, status: 'open' | 'hidden') {
  const heads = await queueHeads(db, status);
  const ids = heads.map((h) => h.id);
  if (!ids.length) return [];
  const [businesses, hidden, reasons, latest] = await Promise.all([
    db
      .select({ ...cardColumns, isPublished: bp.isPublished })
      .from(bp)
      .where(inArray(bp.businessId, ids)),
    db.select().from(businessModeration).where(inArray(businessModeration.businessId, ids)),
    db
      .select({ businessId: reports.businessId, reason: reports.reason, count: sql<number>`count(*)::int` })
      .from(reports)
      .where(and(inArray(reports.businessId, ids), isNull(reports.resolvedAt)))
      .groupBy(reports.businessId, reports.reason),
    db
      .select()
      .from(reports)
      .where(and(inArray(reports.businessId, ids), isNull(reports.resolvedAt)))
      .orderBy(desc(reports.createdAt)),
  ]);
  const byId = <T extends { businessId: string }>(rows: T[]) => Map.groupBy(rows, (r) => r.businessId);
  const business = new Map(businesses.map((b) => [b.businessId, b]));
  const hiddenRow = new Map(hidden.map((m) => [m.businessId, m]));
  const reasonRows = byId(reasons);
  const reportRows = byId(latest);
  return heads.flatMap((head) => {
    const b = business.get(head.id);
    if (!b) return [];
    const moderation = hiddenRow.get(head.id);
    return [
      {
        business: { ...toCard(b), isPublished: b.isPublished },
        openReports: Number(head.n),
        reasons: (reasonRows.get(head.id) ?? [])
          .map((r) => ({ reason: r.reason as ReportReason, count: Number(r.count) }))
          .sort((x, y) => y.count - x.count),
        newestAt: head.newest ? new Date(head.newest).toISOString() : null,
        reports: (reportRows.get(head.id) ?? []).slice(0, REPORTS_SHOWN).map((r) => ({
          id: r.id,
          reason: r.reason as ReportReason,
          details: r.details,
          createdAt: r.createdAt.toISOString(),
        })),
        hidden: moderation ? forOperator(moderation) : null,
      },
    ];
  });
}
