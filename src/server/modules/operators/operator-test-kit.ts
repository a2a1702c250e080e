// Shared set-up for the operator console's tests: operators and owners signed in through the real
// auth API, waitlist entries and businesses in a state, and waits on the outbox and the SMTP sink.
import { eq, like } from 'drizzle-orm';
import { vi } from 'vitest';
import { businessWaitlists, mailOutbox, users } from '../../db/schema/index.ts';
import { nextAddress, sessionOf, signUpVerified } from '../../test/auth-helpers.ts';
import { createBusinessRow } from '../../test/factories.ts';
import type { TestServer } from '../../test/harness.ts';
import type { CapturedMail, SmtpSink } from '../../test/smtp-sink.ts';
import { CLI_ACTOR } from '../audit/audit.service.ts';
import { setOperator } from './operator-role.service.ts';

export interface Person {
  id: string;
  email: string;
  cookie: string;
}

/** A confirmed, signed-in account. */
export async function person(server: TestServer, smtp: SmtpSink, username: string): Promise<Person> {
  const { cookie, email } = await signUpVerified(server, smtp, username);
  const session = await sessionOf(server, cookie);
  return { id: session!.user.id, email, cookie };
}

/** A confirmed account granted the operator role (as the CLI would). */
export async function operator(server: TestServer, smtp: SmtpSink, username: string): Promise<Person> {
  const who = await person(server, smtp, username);
  await setOperator(server.deps.db, who.email, true, CLI_ACTOR);
  return who;
}

/** The cast of a console test: an operator, then ordinary confirmed people, in order. */
export async function operatorAndPeople(
  live: { server: TestServer; smtp: SmtpSink },
  operatorName: string,
  ...names: string[]
): Promise<[Person, ...Person[]]> {
  const op = await operator(live.server, live.smtp, operatorName);
  const people: Person[] = [];
  for (const name of names) people.push(await person(live.server, live.smtp, name));
  return [op, ...people];
}

/** A request as `who` (or anonymous), from an address of its own unless the headers name one. */
export function call(
  server: TestServer,
  who: Person | null,
  path: string,
  init: RequestInit & { json?: unknown } = {},
) {
  const headers = new Headers(init.headers);
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', nextAddress());
  if (who) headers.set('cookie', who.cookie);
  return server.fetch(path, { ...init, headers });
}

export const post = (server: TestServer, who: Person | null, path: string, json?: unknown) =>
  call(server, who, path, { method: 'POST', ...(json === undefined ? {} : { json }) });

/** Waitlist entries written straight into the table (the API allows ten an hour per address). */
export async function waitlisted(server: TestServer, zip: string, emails: string[]) {
  await server.deps.db.insert(businessWaitlists).values(
    emails.map((email) => ({
      email,
      businessName: `Shop of ${email}`,
      ownerName: 'Ana',
      category: 'Candles',
      zipCode: zip,
    })),
  );
}

/** A user row (no password) owning a business in `state` (a draft unless `published`). */
export async function ownerWithBusiness(
  server: TestServer,
  username: string,
  place: { state: string; city: string; zip: string },
  values: { isPublished?: boolean; businessName?: string } = {},
) {
  const db = server.deps.db;
  const id = crypto.randomUUID();
  const email = `${username}@example.test`;
  await db.insert(users).values({ id, name: username, email, emailVerified: true, username });
  const business = await createBusinessRow(db, id, {
    businessUsername: username.replace(/[^a-z0-9._-]/g, ''),
    businessState: place.state,
    businessCity: place.city,
    businessZipCode: place.zip,
    businessRegion: null,
    isPublished: false,
    ...values,
  });
  return { userId: id, email, business };
}

/** Waits until every message of the campaigns whose key starts with `prefix` is sent. */
export async function allSent(server: TestServer, prefix: string, timeout = 30_000) {
  await vi.waitFor(
    async () => {
      const rows = await server.deps.db
        .select({ sentAt: mailOutbox.sentAt })
        .from(mailOutbox)
        .where(like(mailOutbox.campaign, `${prefix}%`));
      if (!rows.length || rows.some((r) => !r.sentAt)) throw new Error(`${prefix} mail not all sent yet`);
    },
    { timeout, interval: 100 },
  );
}

/** The messages the sink received for `to`, by subject. */
export const mailTo = (smtp: SmtpSink, to: string, subject?: string | RegExp): CapturedMail[] =>
  smtp.messages.filter(
    (m) =>
      m.to.includes(to.toLowerCase()) &&
      (subject === undefined ||
        (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject))),
  );

/** Waits for the first email to `to` whose subject matches, and returns it. */
export async function waitForMail(smtp: SmtpSink, to: string, subject: string | RegExp, timeout = 15_000) {
  return vi.waitFor(
    () => {
      const mail = mailTo(smtp, to, subject)[0];
      if (!mail) throw new Error(`no email to ${to} matching ${subject}`);
      return mail;
    },
    { timeout, interval: 50 },
  );
}

export async function isOperatorRow(server: TestServer, userId: string) {
  const [row] = await server.deps.db.select({ op: users.isOperator }).from(users).where(eq(users.id, userId));
  return row?.op;
}

/** Where anonymous visitors could meet a business: its page's data and the sitemap. */
export async function publicPlaces(server: TestServer, username: string) {
  const page = await server.fetch(`/api/businesses/by-username/${username}`);
  const sitemap = await (await server.fetch('/sitemaps/businesses-1.xml')).text();
  return { page: page.status, inSitemap: sitemap.includes(`/business/${username}<`) };
}
