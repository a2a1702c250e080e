// Reports on owners' posts and what operators do with them: a visitor reports a live post of a
// public business; an operator hides it (off the business page, Updates, feeds, digests and cards at
// once, as every public read asks for `hidden_at is null`), restores it, or dismisses its reports.
// Each action is one transaction with its audit entry; asking twice changes nothing the second time.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ReportInput } from '#shared/schemas/moderation.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { businessProfiles as bp, postReports, businessPosts as posts } from '../../db/schema/index.ts';
import { liveNow } from '../posts/posts.service.ts';
import { hiddenView, moderationActions, reportSummary } from './moderated-item.ts';
import { isUuid } from './reports.service.ts';

const GROUPS = 50;

/** True when the post is live on a public business: only those can be reported. */
export async function isReportablePost(db: Db, postId: string): Promise<boolean> {
  if (!isUuid(postId)) return false;
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .innerJoin(bp, eq(bp.businessId, posts.businessId))
    .where(and(eq(posts.id, postId), eq(bp.isPublished, true), liveNow()))
    .limit(1);
  return Boolean(row);
}

export async function filePostReport(db: Db, postId: string, input: ReportInput, reporterId: string | null) {
  await db.insert(postReports).values({
    postId,
    reason: input.reason,
    details: input.details || null,
    reporterUserId: reporterId,
  });
}

/** The posts in the queue: 'open' those with open reports, newest report first; 'hidden' the hidden ones. */
export async function postModerationQueue(db: Db, status: 'open' | 'hidden') {
  const heads = await queryRows<{ id: string; n: number; newest: string | Date | null }>(
    db,
    status === 'open'
      ? sql`select r.post_id as id, count(*)::int as n, max(r.created_at) as newest
            from post_reports r join business_posts p on p.id = r.post_id
            where r.resolved_at is null and p.deleted_at is null
            group by r.post_id order by max(r.created_at) desc limit ${GROUPS}`
      : sql`select p.id, count(r.id)::int as n, max(r.created_at) as newest
            from business_posts p
            left join post_reports r on r.post_id = p.id and r.resolved_at is null
            where p.hidden_at is not null and p.deleted_at is null
            group by p.id, p.hidden_at order by p.hidden_at desc limit ${GROUPS}`,
  );
  const ids = heads.map((h) => h.id);
  if (!ids.length) return [];
  const [rows, open] = await Promise.all([
    db
      .select({
        post: posts,
        businessName: bp.businessName,
        businessUsername: bp.businessUsername,
      })
      .from(posts)
      .innerJoin(bp, eq(bp.businessId, posts.businessId))
      .where(inArray(posts.id, ids)),
    db
      .select()
      .from(postReports)
      .where(and(inArray(postReports.postId, ids), isNull(postReports.resolvedAt)))
      .orderBy(desc(postReports.createdAt)),
  ]);
  const byId = new Map(rows.map((r) => [r.post.id, r]));
  const reportsOf = Map.groupBy(open, (r) => r.postId);
  const now = new Date();
  return heads.flatMap((head) => {
    const found = byId.get(head.id);
    if (!found) return [];
    const { post } = found;
    const list = reportsOf.get(head.id) ?? [];
    const { reasons, reports } = reportSummary(list);
    return [
      {
        post: {
          id: post.id,
          kind: post.kind,
          title: post.title,
          text: post.body,
          photoUrl: post.photoUrl,
          createdAt: post.createdAt.toISOString(),
          expired: post.expiresAt <= now,
        },
        business: {
          businessId: post.businessId,
          businessName: found.businessName,
          businessUsername: found.businessUsername,
        },
        openReports: Number(head.n),
        reasons,
        newestAt: head.newest ? new Date(head.newest).toISOString() : null,
        reports,
        hidden: hiddenView(post),
      },
    ];
  });
}

/** The post (not deleted) with its business's name, locked for the transaction; null when unknown. */
async function lockPost(tx: Db, postId: string) {
  if (!isUuid(postId)) return null;
  const [row] = await tx
    .select({ post: posts, businessName: bp.businessName, businessUsername: bp.businessUsername })
    .from(posts)
    .innerJoin(bp, eq(bp.businessId, posts.businessId))
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
    .for('update', { of: posts });
  return row ?? null;
}

type LockedPost = NonNullable<Awaited<ReturnType<typeof lockPost>>>;

/** Posts for the shared hide / restore / dismiss transaction. */
const postActions = moderationActions<LockedPost>({
  lock: lockPost,
  hiddenOf: (found) => found.post,
  setHidden: async (tx, postId, hidden) => {
    await tx.update(posts).set(hidden).where(eq(posts.id, postId));
  },
  resolveReports: async (tx, postId, resolution) => {
    const rows = await tx
      .update(postReports)
      .set({ resolvedAt: new Date(), resolution })
      .where(and(eq(postReports.postId, postId), isNull(postReports.resolvedAt)))
      .returning({ id: postReports.id });
    return rows.length;
  },
  target: (found) => ({
    type: 'post',
    id: found.post.id,
    label: `${found.businessName ?? found.businessUsername ?? 'Unnamed business'}: ${found.post.title}`,
  }),
});

export const hidePost = postActions.hide;
export const restorePost = postActions.restore;
export const dismissPostReports = postActions.dismiss;
