// Shared set-up for the recommendation tests: shoppers of a given account age (created_at is set in
// the database, so the day-old and week-old rules are tested without waiting), and their calls.
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { TestServer } from '../../test/harness.ts';
import type { SmtpSink } from '../../test/smtp-sink.ts';
import { call, type Person, person } from '../operators/operator-test-kit.ts';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A confirmed, signed-in shopper whose account is `ageMs` old, with a first name and a ZIP code. */
export async function shopper(
  server: TestServer,
  smtp: SmtpSink,
  username: string,
  ageMs = 2 * DAY,
  profile: { firstName?: string | null; zip?: string | null } = {},
): Promise<Person> {
  const who = await person(server, smtp, username);
  await server.deps.db
    .update(users)
    .set({
      createdAt: new Date(Date.now() - ageMs),
      firstName: profile.firstName ?? null,
      zip: profile.zip ?? null,
    })
    .where(eq(users.id, who.id));
  return who;
}

export const recommendAs = (server: TestServer, who: Person | null, businessId: string, note?: string) =>
  call(server, who, `/api/businesses/${businessId}/recommendation`, {
    method: 'PUT',
    json: note === undefined ? {} : { note },
  });

export const withdrawAs = (server: TestServer, who: Person, businessId: string) =>
  call(server, who, `/api/businesses/${businessId}/recommendation`, { method: 'DELETE' });

export async function pageNotes(server: TestServer, username: string) {
  const res = await server.fetch(`/api/businesses/by-username/${username}/recommendations`);
  return (await res.json()) as {
    count: number;
    items: { id: string; name: string; city: string | null; note: string; reply: { text: string } | null }[];
    nextCursor: string | null;
  };
}
