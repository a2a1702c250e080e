// The bulk mail a person can leave with one click (docs/decisions/022, 025): the waitlist's launch
// news, the roundup of favourites' news, and alerts about new businesses. Each opens its own signed
// token, says who it reaches and whether anything is still sent, and stops. The one-click POSTs
// (RFC 8058) and the unsubscribe pages share these, so both stop exactly the same thing.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessWaitlists, userDigests, users } from '../../db/schema/index.ts';
import type { MailList } from '../../mail/unsubscribe-links.ts';
import { alertPlacesOf, unsubscribeAlerts } from '../alerts/alerts.service.ts';
import { openDigestToken } from '../updates/digest-token.ts';
import { stopDigest } from '../updates/digests.ts';
import { openUnsubscribeToken } from '../waitlist/unsubscribe-token.ts';
import { unsubscribe as leaveWaitlist } from '../waitlist/waitlist.service.ts';

/** What a token's mail is, now. */
export interface Subscription {
  /** Where the mail goes (null: the account is gone). */
  address: string | null;
  /** Whether any of it is still sent: false once unsubscribed. */
  active: boolean;
  /** The roundup's frequency ('off' when stopped; null for other mail). */
  frequency: string | null;
  /** The places of the alerts that stop with it, as the emails name them. */
  places: string[];
}

export interface MailListKind {
  /** The subject a genuine token of this mail names, or null. */
  open(secret: string, token: string): string | null;
  read(db: Db, subject: string): Promise<Subscription>;
  stop(db: Db, subject: string): Promise<void>;
}

/** A digest token's subject if it is one of `kinds` (`u:<user id>` names `u`). */
function digestSubject(secret: string, token: string, kinds: string[]) {
  const subject = openDigestToken(secret, token);
  return subject && kinds.includes(subject.split(':')[0] ?? '') ? subject : null;
}

const idOf = (subject: string) => subject.slice(subject.indexOf(':') + 1);

async function emailOf(db: Db, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

const waitlist: MailListKind = {
  open: openUnsubscribeToken,
  async read(db, email) {
    const [row] = await db
      .select({ id: businessWaitlists.id })
      .from(businessWaitlists)
      .where(and(sql`lower(${businessWaitlists.email}) = ${email}`, isNull(businessWaitlists.unsubscribedAt)))
      .limit(1);
    return { address: email, active: Boolean(row), frequency: null, places: [] };
  },
  stop: leaveWaitlist,
};

/** `u:<user id>`, or `ud:<user id>` for a roundup that held alerts: its click stops both. */
const roundup: MailListKind = {
  open: (secret, token) => digestSubject(secret, token, ['u', 'ud']),
  async read(db, subject) {
    const userId = idOf(subject);
    const [row] = await db
      .select({ email: users.email, frequency: userDigests.frequency })
      .from(users)
      .leftJoin(userDigests, eq(userDigests.userId, users.id))
      .where(eq(users.id, userId));
    const frequency = row?.frequency ?? 'off';
    const places = subject.startsWith('ud:') ? await alertPlacesOf(db, `ua:${userId}`) : [];
    return {
      address: row?.email ?? null,
      active: frequency !== 'off' || places.length > 0,
      frequency,
      places,
    };
  },
  stop: (db, subject) => stopDigest(db, idOf(subject), subject.startsWith('ud:')),
};

/** `e:<address>` (alerts asked for signed out) or `ua:<user id>`: all of that person's alerts. */
const alerts: MailListKind = {
  open: (secret, token) => digestSubject(secret, token, ['e', 'ua']),
  async read(db, subject) {
    const places = await alertPlacesOf(db, subject);
    const address = subject.startsWith('e:') ? idOf(subject) : await emailOf(db, idOf(subject));
    return { address, active: places.length > 0, frequency: null, places };
  },
  async stop(db, subject) {
    await unsubscribeAlerts(db, subject);
  },
};

export const MAIL_LISTS: Record<MailList, MailListKind> = { waitlist, roundup, alerts };
