// A shopper's own recommendation of a business: who may make one (#shared/recommendations), making
// or editing it, withdrawing it, and the burst rule that holds a new account's recommendation for an
// operator when a business suddenly gets many from new accounts. The business's counter moves by
// the table's trigger, in the same transaction (migration 0014).
import { and, count, eq, gte, sql } from 'drizzle-orm';
import {
  BURST_MAX,
  BURST_WINDOW_MS,
  BURST_YOUNG_ACCOUNT_MS,
  isYoungAccount,
  RECOMMEND_MSG,
  type RecommendRefusal,
  recommendRefusal,
  tooNewMessage,
} from '#shared/recommendations/recommend-rules.ts';
import type { RecommendBody } from '#shared/recommendations/recommend-schema.ts';
import type { Db } from '../../db/client.ts';
import {
  businessProfiles as bp,
  businessRecommendations as recs,
  users,
  usZips,
} from '../../db/schema/index.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../moderation/reports.service.ts';

type RecRow = typeof recs.$inferSelect;

/** A published business (the only kind one can recommend), or 404. */
export async function recommendableBusiness(db: Db, businessId: string) {
  if (!isUuid(businessId)) throw notFound('Business not found.');
  const [row] = await db
    .select({ businessId: bp.businessId, userId: bp.userId, isPublished: bp.isPublished })
    .from(bp)
    .where(eq(bp.businessId, businessId))
    .limit(1);
  if (!row?.isPublished) throw notFound('Business not found.');
  return row;
}

async function accountOf(db: Db, userId: string) {
  const [row] = await db
    .select({ emailVerified: users.emailVerified, createdAt: users.createdAt, timeZone: usZips.timeZone })
    .from(users)
    .leftJoin(usZips, eq(usZips.zip, users.zip))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('Account not found.');
  return row;
}

function refusalAnswer(refusal: RecommendRefusal, timeZone: string | null) {
  if (refusal.code === 'account_too_new')
    return {
      code: refusal.code,
      message: tooNewMessage(refusal.allowedFrom, timeZone),
      allowedFrom: refusal.allowedFrom.toISOString(),
    };
  const message =
    refusal.code === 'own_business' ? RECOMMEND_MSG.ownBusiness : RECOMMEND_MSG.emailUnconfirmed;
  return { code: refusal.code, message, allowedFrom: null };
}

const toMine = (row: RecRow) => ({
  id: row.id,
  note: row.note,
  status: row.hiddenAt ? ('hidden' as const) : row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function ownRow(db: Db, businessId: string, userId: string) {
  const [row] = await db
    .select()
    .from(recs)
    .where(and(eq(recs.businessId, businessId), eq(recs.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The caller's recommendation and, when they have none, why they could not make one now. */
export async function myRecommendation(db: Db, businessId: string, userId: string) {
  const business = await recommendableBusiness(db, businessId);
  const [row, account] = await Promise.all([ownRow(db, businessId, userId), accountOf(db, userId)]);
  const refusal = recommendRefusal({ ...account, ownsBusiness: business.userId === userId });
  return {
    recommendation: row ? toMine(row) : null,
    refusal: refusal ? refusalAnswer(refusal, account.timeZone) : null,
  };
}

/**
 * True when a new account's recommendation must wait: more than BURST_MAX recommendations from new
 * accounts reached this business within the window (this one included).
 */
async function isBurst(tx: Db, businessId: string, now: Date) {
  const [row] = await tx
    .select({ n: count() })
    .from(recs)
    .innerJoin(users, eq(users.id, recs.userId))
    .where(
      and(
        eq(recs.businessId, businessId),
        gte(recs.createdAt, new Date(now.getTime() - BURST_WINDOW_MS)),
        gte(users.createdAt, new Date(now.getTime() - BURST_YOUNG_ACCOUNT_MS)),
      ),
    );
  return (row?.n ?? 0) >= BURST_MAX;
}

/** Makes the recommendation or edits its note; refused for one's own business and for accounts not yet allowed. */
export async function recommend(db: Db, businessId: string, userId: string, body: RecommendBody) {
  const business = await recommendableBusiness(db, businessId);
  const account = await accountOf(db, userId);
  const refusal = recommendRefusal({ ...account, ownsBusiness: business.userId === userId });
  if (refusal) {
    const answer = refusalAnswer(refusal, account.timeZone);
    throw new ApiError(403, answer.code, answer.message, {
      extra: answer.allowedFrom ? { allowed_from: answer.allowedFrom } : {},
    });
  }
  const note = body.note || null;
  await db.transaction(async (tx) => {
    // One writer per business at a time: the burst count and the insert see each other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recommend:${businessId}`}))`);
    const existing = await ownRow(tx, businessId, userId);
    if (existing) {
      await tx.update(recs).set({ note, updatedAt: new Date() }).where(eq(recs.id, existing.id));
      return;
    }
    const now = new Date();
    const held = isYoungAccount(account.createdAt, now) && (await isBurst(tx, businessId, now));
    await tx.insert(recs).values({ businessId, userId, note, status: held ? 'held' : 'counted' });
  });
  return myRecommendation(db, businessId, userId);
}

export async function withdraw(db: Db, businessId: string, userId: string) {
  await recommendableBusiness(db, businessId);
  await db.delete(recs).where(and(eq(recs.businessId, businessId), eq(recs.userId, userId)));
  return myRecommendation(db, businessId, userId);
}
