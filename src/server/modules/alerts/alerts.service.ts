// Asking for, confirming, listing and removing alerts about new businesses. A signed-in person's
// alert is confirmed at once; an address's waits for its confirmation link, and the answer to asking
// is the same whether or not the address already has alerts (or too many), so it tells nothing.
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { ALERT_MSG, alertPlaceLabel, MAX_ALERTS } from '#shared/alerts/alert-limits.ts';
import type { AlertBody } from '#shared/alerts/alert-rules.ts';
import type { Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { areaAlerts, states } from '../../db/schema/index.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { digestToken } from '../updates/digest-token.ts';
import { ALERT_CONFIRM_PATH, confirmAlertEmail } from './alert-emails.ts';
import { type AlertPlace, resolvePlace, toAreaAlert } from './alert-place.ts';

type AlertDeps = Pick<Deps, 'db' | 'mailer' | 'authSecret' | 'env'>;

/** The row of this person's alert for this place (the unique index aa_place_uq's columns). */
const samePlace = (p: AlertPlace) =>
  and(
    eq(areaAlerts.state, p.state),
    sql`coalesce(${areaAlerts.region}, '') = ${p.region ?? ''}`,
    sql`coalesce(${areaAlerts.zipCode}, '') = ${p.zipCode ?? ''}`,
  );
const ofUser = (userId: string) => eq(areaAlerts.userId, userId);
const ofAddress = (email: string) =>
  and(isNull(areaAlerts.userId), sql`lower(${areaAlerts.email}) = ${email}`);

async function countOf(db: Db, who: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(areaAlerts).where(who);
  return row?.n ?? 0;
}

async function forUser(db: Db, userId: string, place: AlertPlace) {
  const [existing] = await db
    .select()
    .from(areaAlerts)
    .where(and(ofUser(userId), samePlace(place)));
  if (existing) return existing;
  if ((await countOf(db, ofUser(userId))) >= MAX_ALERTS)
    throw new ApiError(409, 'too_many_alerts', ALERT_MSG.tooMany);
  const [row] = await db
    .insert(areaAlerts)
    .values({ ...place, userId, confirmedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  // Two clicks at once: the other one's row is the alert.
  return (
    row ??
    (
      await db
        .select()
        .from(areaAlerts)
        .where(and(ofUser(userId), samePlace(place)))
    )[0] ??
    null
  );
}

async function forAddress(deps: AlertDeps, email: string, place: AlertPlace) {
  const { db } = deps;
  let [alert] = await db
    .select()
    .from(areaAlerts)
    .where(and(ofAddress(email), samePlace(place)));
  if (alert?.confirmedAt) return;
  if (!alert) {
    if ((await countOf(db, ofAddress(email))) >= MAX_ALERTS) return;
    [alert] = await db
      .insert(areaAlerts)
      .values({ ...place, email })
      .onConflictDoNothing()
      .returning();
    if (!alert) return;
  }
  const token = encodeURIComponent(digestToken(deps.authSecret, `c:${alert.id}`));
  const url = `${deps.env.PUBLIC_URL}${ALERT_CONFIRM_PATH}?token=${token}`;
  // Asking again re-sends the link, once an hour at most (the outbox drops the same key).
  await deps.mailer.send({
    ...confirmAlertEmail(email, alertPlaceLabel(place), url),
    dedupeKey: `alert-confirm:${alert.id}:${new Date().toISOString().slice(0, 13)}`,
  });
}

export async function createAlert(deps: AlertDeps, userId: string | null, body: AlertBody) {
  const place = await resolvePlace(deps.db, body);
  if (userId) {
    const row = await forUser(deps.db, userId, place);
    return { alert: row ? toAreaAlert(row, place.stateName) : null, confirmEmailSent: false };
  }
  if (!body.email)
    throw new ApiError(400, 'invalid_input', ALERT_MSG.email, { fields: { email: ALERT_MSG.email } });
  await forAddress(deps, body.email.toLowerCase(), place);
  return { alert: null, confirmEmailSent: true };
}

/** The confirmation link: true when the alert exists (now confirmed, or already). */
export async function confirmAlert(db: Db, alertId: string) {
  if (!/^[0-9a-f-]{36}$/.test(alertId)) return false;
  const [row] = await db
    .update(areaAlerts)
    .set({ confirmedAt: sql`coalesce(${areaAlerts.confirmedAt}, now())` })
    .where(eq(areaAlerts.id, alertId))
    .returning({ id: areaAlerts.id });
  return Boolean(row);
}

export async function myAlerts(db: Db, userId: string) {
  const rows = await db
    .select({ alert: areaAlerts, stateName: states.name })
    .from(areaAlerts)
    .innerJoin(states, eq(states.slug, areaAlerts.state))
    .where(ofUser(userId))
    .orderBy(asc(areaAlerts.createdAt), asc(areaAlerts.id));
  return { items: rows.map((r) => toAreaAlert(r.alert, r.stateName)) };
}

/** Removes the caller's alert; someone else's, like a missing one, is 404. */
export async function deleteAlert(db: Db, userId: string, alertId: string) {
  const gone = await db
    .delete(areaAlerts)
    .where(and(eq(areaAlerts.id, alertId), ofUser(userId)))
    .returning({ id: areaAlerts.id });
  if (!gone.length) throw notFound('No such alert.');
}

/** Whose alerts an alert email's token names: `e:<address>` or `ua:<user id>`; null for any other. */
const alertsOf = (subject: string) =>
  subject.startsWith('e:')
    ? ofAddress(subject.slice(2))
    : subject.startsWith('ua:')
      ? ofUser(subject.slice(3))
      : null;

/** The places of the alerts a token names, oldest first, as emails and the dashboard label them. */
export async function alertPlacesOf(db: Db, subject: string): Promise<string[]> {
  const who = alertsOf(subject);
  if (!who) return [];
  const rows = await db
    .select({ alert: areaAlerts, stateName: states.name })
    .from(areaAlerts)
    .innerJoin(states, eq(states.slug, areaAlerts.state))
    .where(who)
    .orderBy(asc(areaAlerts.createdAt), asc(areaAlerts.id));
  return rows.map((r) => alertPlaceLabel({ ...r.alert, stateName: r.stateName }));
}

/** The one-click unsubscribe of an alert email: `e:<address>` or `ua:<user id>` (all their alerts). */
export async function unsubscribeAlerts(db: Db, subject: string) {
  const who = alertsOf(subject);
  if (!who) return false;
  await db.delete(areaAlerts).where(who);
  return true;
}
