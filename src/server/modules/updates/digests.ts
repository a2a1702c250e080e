// The digest: for each person who asked for one (daily or weekly) and is due, the posts of their
// favourites since the last digest, one email through the outbox, paced like launch mail. Nothing
// new, no email. `npm run cli -- digests send` runs it now; a running deployment runs it hourly, in
// exactly one process: the one that takes the database's advisory lock.
import { and, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  areaAlerts,
  businessProfiles as bp,
  favorites,
  businessPosts as posts,
  userDigests,
  users,
} from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { enqueueCampaign } from '../../mail/campaign.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { unsubscribePageUrl } from '../../mail/unsubscribe-links.ts';
import { alertNewsForUser, alertOnlyMessages, markHeard, watchedPlacesOf } from '../alerts/alert-digest.ts';
import { type NearSection, nearHtml, nearText } from '../alerts/alert-emails.ts';
import { type WeekEvent, weekHtml, weekNear, weekText } from '../events/week-near.ts';
import { liveNow, toPublicPost } from '../posts/posts.service.ts';
import { digestToken } from './digest-token.ts';

export const DIGEST_UNSUBSCRIBE_PATH = '/api/digest/unsubscribe';
const HOUR = 60 * 60 * 1000;
const PERIOD = { daily: 24 * HOUR, weekly: 7 * 24 * HOUR } as const;
/** A digest is due a little before its full period, so an hourly run does not slip an hour a time. */
const SLACK = HOUR;
/** An arbitrary, fixed key: the advisory lock that makes one process the sender. */
const DIGEST_LOCK = 7_310_031;
const MAX_POSTS = 20;

export type DigestDeps = Pick<Deps, 'db' | 'env' | 'authSecret' | 'logger'>;

interface DigestPost {
  title: string;
  businessName: string;
  businessUsername: string;
  when: string | null;
  kind: string;
}

function digestEmail(
  to: string,
  posts: DigestPost[],
  near: NearSection[],
  week: WeekEvent[],
  origin: string,
  token: string,
): MailMessage {
  const oneClick = `${origin}${DIGEST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  const unsubscribeUrl = unsubscribePageUrl(origin, 'roundup', token);
  const updatesUrl = `${origin}/dashboard/updates`;
  const settingsUrl = `${origin}/account/settings`;
  const lines = posts.map(
    (p) =>
      `- ${p.businessName}: ${p.title}${p.when ? ` (${p.when})` : ''}\n  ${origin}/business/${p.businessUsername}`,
  );
  const nearPart = `${near.length ? `\n\n${nearText(near, origin)}` : ''}${week.length ? `\n\n${weekText(week, origin)}` : ''}`;
  const postsPart = posts.length
    ? `News from your favourites\n\n${lines.join('\n')}\n\nSee them all: ${updatesUrl}`
    : 'Your Locals Market roundup';
  const text = `${postsPart}${nearPart}\n\n— Locals Market, where locals shop locals\n\nYou get this because you asked for a roundup of your favourites' news.\nUnsubscribe: ${unsubscribeUrl}\nDaily or weekly: ${settingsUrl}`;
  const items = posts
    .map(
      (p) =>
        `<tr><td style="padding:8px 0;font-size:15px;line-height:1.4"><a href="${escapeHtml(`${origin}/business/${p.businessUsername}`)}" style="color:#2f5d3a;font-weight:bold;text-decoration:none">${escapeHtml(p.businessName)}</a><br>${escapeHtml(p.title)}${p.when ? `<br><span style="color:#6b6157">${escapeHtml(p.when)}</span>` : ''}</td></tr>`,
    )
    .join('');
  const postsHtml = `<tr><td style="font-family:Georgia,serif;font-size:24px;color:#2f5d3a;padding-bottom:16px">News from your favourites</td></tr>
${items}
<tr><td style="padding-top:24px"><a href="${escapeHtml(updatesUrl)}" style="display:inline-block;background:#2f5d3a;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:999px;font-weight:bold">See all updates</a></td></tr>`;
  const html = `<!doctype html><html><body style="margin:0;background:#faf6ee;font-family:Helvetica,Arial,sans-serif;color:#2b2620">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;padding:32px">
${posts.length ? postsHtml : ''}
${nearHtml(near, origin)}
${weekHtml(week, origin)}
</table><p style="font-size:12px;color:#6b6157">Locals Market — where locals shop locals<br>You get this because you asked for a roundup of your favourites' news.<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:#b5562f">Unsubscribe</a> · <a href="${escapeHtml(settingsUrl)}" style="color:#b5562f">Daily or weekly</a></p></td></tr></table></body></html>`;
  const newNear = near.flatMap((n) => n.businesses);
  const subject =
    !posts.length && !newNear.length
      ? `This week near you: ${week.length === 1 ? week[0]?.title : `${week.length} events`}`
      : !posts.length
        ? newNear.length === 1
          ? `New near you: ${newNear[0]?.name}`
          : `${newNear.length} new businesses near you`
        : posts.length === 1
          ? `${posts[0].businessName}: ${posts[0].title}`
          : `${posts.length} new from your favourites`;
  return {
    to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** People whose digest is due at `now`. */
async function dueDigests(db: Db, now: Date) {
  const due = (f: 'daily' | 'weekly') =>
    and(
      eq(userDigests.frequency, f),
      or(
        isNull(userDigests.lastSentAt),
        lt(userDigests.lastSentAt, new Date(now.getTime() - PERIOD[f] + SLACK)),
      ),
    );
  return db
    .select({
      userId: userDigests.userId,
      frequency: userDigests.frequency,
      lastSentAt: userDigests.lastSentAt,
      email: users.email,
    })
    .from(userDigests)
    .innerJoin(users, eq(users.id, userDigests.userId))
    .where(and(ne(userDigests.frequency, 'off'), or(due('daily'), due('weekly'))));
}

/** Posts of the person's favourites since `since`, live now, newest first. */
async function newPostsFor(db: Db, userId: string, since: Date, now: Date): Promise<DigestPost[]> {
  const rows = await db
    .select({ post: posts, businessName: bp.businessName, businessUsername: bp.businessUsername })
    .from(favorites)
    .innerJoin(posts, eq(posts.businessId, favorites.businessId))
    .innerJoin(bp, eq(bp.businessId, favorites.businessId))
    .where(
      and(eq(favorites.userId, userId), eq(bp.isPublished, true), liveNow(now), gt(posts.createdAt, since)),
    )
    .orderBy(desc(posts.createdAt))
    .limit(MAX_POSTS);
  return rows.map((r) => {
    const p = toPublicPost(r.post);
    return {
      title: p.title,
      when: p.when,
      kind: p.kind,
      businessName: r.businessName ?? r.businessUsername ?? '',
      businessUsername: r.businessUsername ?? '',
    };
  });
}

/** Queues every due digest with something new; returns how many were queued and how many had nothing. */
export async function sendDueDigests(deps: DigestDeps, now = new Date()) {
  const { db, env } = deps;
  const people = await dueDigests(db, now);
  const messages: MailMessage[] = [];
  const sentTo: string[] = [];
  const heard: string[] = [];
  let empty = 0;
  for (const person of people) {
    const period = PERIOD[person.frequency as 'daily' | 'weekly'];
    const since = person.lastSentAt ?? new Date(now.getTime() - period);
    const found = await newPostsFor(db, person.userId, since, now);
    const near = await alertNewsForUser(db, person.userId, now);
    const week = await weekNear(
      db,
      { userId: person.userId, places: await watchedPlacesOf(db, person.userId) },
      now,
    );
    // The week's events alone make a weekly roundup; a daily one carries them only with other news.
    const eventsAlone = person.frequency === 'weekly' && week.length > 0;
    if (!found.length && !near.sections.length && !eventsAlone) {
      empty++;
      continue;
    }
    // The email holds alerts too: its one click stops both (`ud:`), as the reader expects.
    const token = digestToken(deps.authSecret, `${near.sections.length ? 'ud' : 'u'}:${person.userId}`);
    heard.push(...near.heard);
    messages.push({
      ...digestEmail(person.email, found, near.sections, week, env.PUBLIC_URL, token),
      dedupeKey: `digest:${person.userId}:${now.toISOString().slice(0, 13)}`,
    });
    sentTo.push(person.userId);
  }
  // Alerts of people without a digest: an email of their own, in the same paced campaign.
  const alone = await alertOnlyMessages(db, deps.authSecret, env.PUBLIC_URL, now);
  messages.push(...alone.messages);
  heard.push(...alone.heard);
  const queued = messages.length
    ? await enqueueCampaign(db, 'digests', messages, env.LAUNCH_MAILS_PER_MINUTE)
    : 0;
  if (sentTo.length)
    await db.update(userDigests).set({ lastSentAt: now }).where(inArray(userDigests.userId, sentTo));
  await markHeard(db, heard, now);
  return { queued, nothingNew: empty };
}

/**
 * Runs `sendDueDigests` if this process wins the advisory lock (held for the run only); another
 * process holding it means the digests are being sent, so this one skips.
 */
export async function sendDigestsOnce(deps: DigestDeps, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${DIGEST_LOCK}) as locked`,
    );
    const locked = row?.locked;
    if (!locked) return null;
    return sendDueDigests({ ...deps, db: tx as unknown as Db }, now);
  });
}

/** Every hour, in every process; the lock lets one of them send. */
export function startDigestSchedule(deps: DigestDeps) {
  const timer = setInterval(() => {
    sendDigestsOnce(deps).catch((err) => deps.logger.warn({ err: String(err) }, 'digest run failed'));
  }, HOUR);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** The one-click unsubscribe: the digest goes off (and, from an email that held them, the alerts). */
export async function stopDigest(db: Db, userId: string, alertsToo = false) {
  await db.update(userDigests).set({ frequency: 'off' }).where(eq(userDigests.userId, userId));
  if (alertsToo) await db.delete(areaAlerts).where(eq(areaAlerts.userId, userId));
}
