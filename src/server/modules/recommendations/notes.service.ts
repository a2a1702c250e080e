// The notes a business page shows (counted, not hidden, with a note), newest first and paged by a
// keyset cursor on (created_at, id); each names the person by first name or username and their
// ZIP code's city, never an email. The owner answers a note once, publicly.
import { and, desc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { NOTES_PAGE_SIZE, RECOMMEND_MSG } from '#shared/recommendations/recommend-rules.ts';
import { tags } from '../../changes/change-tags.ts';
import type { Db } from '../../db/client.ts';
import { countedAndVisible, businessRecommendations as recs, users, usZips } from '../../db/schema/index.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { sharedRead } from '../../lib/page-reads.ts';
import { isUuid } from '../moderation/reports.service.ts';

const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
function decodeCursor(cursor: string) {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (Number.isNaN(date.getTime()) || !id || !isUuid(id)) return null;
  return { at: date, id };
}

/** How public surfaces name a person: their first name, else their username. */
export const publicName = (u: {
  firstName: string | null;
  displayUsername: string | null;
  username: string | null;
}) => u.firstName?.trim() || u.displayUsername || u.username || 'A neighbour';

const noteColumns = {
  id: recs.id,
  note: recs.note,
  createdAt: recs.createdAt,
  reply: recs.reply,
  repliedAt: recs.repliedAt,
  firstName: users.firstName,
  displayUsername: users.displayUsername,
  username: users.username,
  city: usZips.city,
};
type NoteRow = { [K in keyof typeof noteColumns]: (typeof noteColumns)[K]['_']['data'] | null } & {
  id: string;
  createdAt: Date;
};

const toNote = (r: NoteRow) => ({
  id: r.id,
  name: publicName(r),
  city: r.city,
  note: r.note ?? '',
  createdAt: r.createdAt.toISOString(),
  reply: r.reply && r.repliedAt ? { text: r.reply, repliedAt: r.repliedAt.toISOString() } : null,
});

const shown = () => and(countedAndVisible(), isNotNull(recs.note));

export async function publicNotes(db: Db, businessId: string, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : null;
  if (cursor && !after)
    throw new ApiError(400, 'invalid_input', 'Invalid cursor.', { fields: { cursor: 'Invalid cursor.' } });
  const rows = (await sharedRead(
    `notes:${businessId}:${cursor ?? ''}`,
    () =>
      db
        .select(noteColumns)
        .from(recs)
        .innerJoin(users, eq(users.id, recs.userId))
        .leftJoin(usZips, eq(usZips.zip, users.zip))
        .where(
          and(
            eq(recs.businessId, businessId),
            shown(),
            after
              ? or(lt(recs.createdAt, after.at), and(eq(recs.createdAt, after.at), lt(recs.id, after.id)))
              : undefined,
          ),
        )
        .orderBy(desc(recs.createdAt), desc(recs.id))
        .limit(NOTES_PAGE_SIZE + 1),
    { tags: [tags.business(businessId), tags.anyBusiness] },
  )) as NoteRow[];
  const page = rows.slice(0, NOTES_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toNote),
    nextCursor: rows.length > NOTES_PAGE_SIZE && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/** The owner's one answer to a shown note of their business (the route checked ownership). */
export async function replyToNote(db: Db, businessId: string, recommendationId: string, text: string) {
  if (!isUuid(recommendationId)) throw notFound('Note not found.');
  const [updated] = await db
    .update(recs)
    .set({ reply: text, repliedAt: new Date() })
    .where(and(eq(recs.id, recommendationId), eq(recs.businessId, businessId), shown(), isNull(recs.reply)))
    .returning({ id: recs.id });
  const [row] = (await db
    .select(noteColumns)
    .from(recs)
    .innerJoin(users, eq(users.id, recs.userId))
    .leftJoin(usZips, eq(usZips.zip, users.zip))
    .where(and(eq(recs.id, recommendationId), eq(recs.businessId, businessId), shown()))
    .limit(1)) as NoteRow[];
  if (!row) throw notFound('Note not found.');
  if (!updated) throw new ApiError(409, 'already_answered', RECOMMEND_MSG.alreadyAnswered);
  return toNote(row);
}
