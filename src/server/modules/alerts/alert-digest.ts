// Alerts in the digest run (docs/decisions/025-new-business-alerts.md): a person whose digest is on
// hears about new businesses in its "New near you" section when it is due; everyone else (an
// address's alerts, an account without a digest) gets an email of their own, at most daily. Only
// confirmed alerts are read; an alert is marked sent only when an email held its news, so news
// published between runs is never skipped, and a second run finds nothing new.
import { and, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { alertPlaceLabel } from '#shared/alerts/alert-limits.ts';
import type { Db } from '../../db/client.ts';
import { areaAlerts, states, userDigests, usZips } from '../../db/schema/index.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { unsubscribePageUrl } from '../../mail/unsubscribe-links.ts';
import { type WatchedPlace, weekHtml, weekNear, weekText } from '../events/week-near.ts';
import { digestToken } from '../updates/digest-token.ts';
import { ALERT_UNSUBSCRIBE_PATH, alertDigestEmail, type NearSection } from './alert-emails.ts';
import { newBusinessesFor } from './alert-matches.ts';

const HOUR = 60 * 60 * 1000;
/** An alert email goes at most daily (an hour of slack, like the digest, so runs do not drift). */
const ALERT_PERIOD = 23 * HOUR;

const alertColumns = {
  id: areaAlerts.id,
  userId: areaAlerts.userId,
  email: areaAlerts.email,
  state: areaAlerts.state,
  region: areaAlerts.region,
  zipCode: areaAlerts.zipCode,
  radiusMiles: areaAlerts.radiusMiles,
  confirmedAt: areaAlerts.confirmedAt,
  lastSentAt: areaAlerts.lastSentAt,
  stateName: states.name,
  lat: usZips.latitude,
  lng: usZips.longitude,
  to: sql<string>`coalesce((select u.email from users u where u.id = ${areaAlerts.userId}), ${areaAlerts.email})`,
};

function baseQuery(db: Db) {
  return db
    .select(alertColumns)
    .from(areaAlerts)
    .innerJoin(states, sql`${states.slug} = ${areaAlerts.state}`)
    .leftJoin(usZips, sql`${usZips.zip} = ${areaAlerts.zipCode}`)
    .$dynamic();
}
type AlertRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** Each alert's news since it last heard, as email sections; and which alerts had any. */
export async function newsOf(db: Db, alerts: AlertRow[], now: Date) {
  const sections: NearSection[] = [];
  const heard: string[] = [];
  for (const a of alerts) {
    const since = a.lastSentAt ?? a.confirmedAt ?? now;
    const businesses = await newBusinessesFor(db, { ...a, since }, now);
    if (!businesses.length) continue;
    sections.push({ label: alertPlaceLabel(a), businesses });
    heard.push(a.id);
  }
  return { sections, heard };
}

/** The confirmed alerts of an account whose digest is being sent now. */
export async function alertNewsForUser(db: Db, userId: string, now: Date) {
  const alerts = await baseQuery(db).where(
    and(sql`${areaAlerts.userId} = ${userId}`, isNotNull(areaAlerts.confirmedAt)),
  );
  return newsOf(db, alerts, now);
}

/** The places these alerts watch, as "This week near you" reads them. */
export const placesOf = (alerts: AlertRow[]): WatchedPlace[] =>
  alerts.map((a) => ({
    stateName: a.stateName,
    region: a.region,
    lat: a.zipCode && a.lat !== null ? Number(a.lat) : null,
    lng: a.zipCode && a.lng !== null ? Number(a.lng) : null,
    radiusMiles: a.radiusMiles,
  }));

/** The places an account's confirmed alerts watch. */
export async function watchedPlacesOf(db: Db, userId: string): Promise<WatchedPlace[]> {
  const alerts = await baseQuery(db).where(
    and(sql`${areaAlerts.userId} = ${userId}`, isNotNull(areaAlerts.confirmedAt)),
  );
  return placesOf(alerts);
}

export async function markHeard(db: Db, ids: string[], now: Date) {
  if (ids.length) await db.update(areaAlerts).set({ lastSentAt: now }).where(inArray(areaAlerts.id, ids));
}

/**
 * The alert emails of their own: confirmed alerts of addresses and of accounts without a digest
 * (none asked for, or off), due (never sent, or a day ago), one email per person.
 */
export async function alertOnlyMessages(db: Db, secret: string, origin: string, now: Date) {
  const due = await baseQuery(db).where(
    and(
      isNotNull(areaAlerts.confirmedAt),
      or(isNull(areaAlerts.lastSentAt), lt(areaAlerts.lastSentAt, new Date(now.getTime() - ALERT_PERIOD))),
      or(
        isNull(areaAlerts.userId),
        sql`not exists (select 1 from ${userDigests} d where d.user_id = ${areaAlerts.userId} and d.frequency <> 'off')`,
      ),
    ),
  );
  const byPerson = new Map<string, AlertRow[]>();
  for (const a of due) {
    const key = a.userId ? `ua:${a.userId}` : `e:${(a.email ?? '').toLowerCase()}`;
    byPerson.set(key, [...(byPerson.get(key) ?? []), a]);
  }
  const messages: MailMessage[] = [];
  const heard: string[] = [];
  for (const [subject, alerts] of byPerson) {
    const news = await newsOf(db, alerts, now);
    if (!news.sections.length) continue;
    const week = await weekNear(db, { userId: alerts[0]?.userId ?? null, places: placesOf(alerts) }, now);
    const token = digestToken(secret, subject);
    messages.push({
      ...alertDigestEmail(
        alerts[0]?.to ?? '',
        news.sections,
        origin,
        `${origin}${ALERT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
        unsubscribePageUrl(origin, 'alerts', token),
        { text: weekText(week, origin), html: weekHtml(week, origin) },
      ),
      dedupeKey: `alerts:${subject}:${now.toISOString().slice(0, 13)}`,
    });
    heard.push(...news.heard);
  }
  return { messages, heard };
}
