// The ownership matrix's world: an owner with a complete draft business (B), a business to delete
// (D) and a draft to favourite (F); another signed-in user; a third user whose account is
// deleted; and an operator. `ownerData` hashes everything that belongs to a user, to show another user changed none.
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { areaAlerts, businessRecommendations, users } from '../../db/schema/index.ts';
import { CLI_ACTOR } from '../../modules/audit/audit.service.ts';
import { setOperator } from '../../modules/operators/operator-role.service.ts';
import { cookieFrom, nextAddress, PASSWORD, sessionOf, signUpVerified } from '../auth-helpers.ts';
import { createBusinessRow, createPostRow } from '../factories.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { startSmtpSink } from '../smtp-sink.ts';

export interface Person {
  id: string;
  username: string;
  email: string;
  cookie: string;
}

export interface MatrixWorld {
  server: TestServer;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  owner: Person;
  other: Person;
  leaver: Person;
  /** An operator: the console's endpoints answer them, and 404 to everyone else. */
  operator: Person;
  business: { id: string; username: string };
  doomed: { id: string; username: string };
  draft: { id: string; username: string };
  /** Posts of the main business: one to edit, one to delete (made two days ago: the daily limit is free). */
  /** `event`: a weekly event whose dates include MATRIX_EVENT_DAY. */
  posts: { kept: string; doomed: string; event: string };
  /** The owner's alert about new businesses in California. */
  alert: string;
  /** A published business of the operator's the owner recommends (with a note), and a note on the owner's own business to answer. */
  recommendations: { businessId: string; ownerNote: string; noteToAnswer: string };
  /** A second session of the owner (another device), for signing one device out. */
  ownerOtherDevice: string;
  jpeg: () => Promise<Blob>;
}

export function setupMatrixWorld(): MatrixWorld {
  const world = {} as MatrixWorld;
  beforeAll(async () => {
    world.smtp = await startSmtpSink();
    // One proxy trusted, so the helpers' sign-ups each come from an address of their own.
    world.server = await startTestServer({ SMTP_URL: world.smtp.url, TRUST_PROXY: '1' });
    const person = async (username: string): Promise<Person> => {
      const { cookie, email } = await signUpVerified(world.server, world.smtp, username);
      const session = await sessionOf(world.server, cookie);
      return { id: session!.user.id, username, email, cookie };
    };
    world.owner = await person('matrixowner');
    world.other = await person('matrixother');
    world.leaver = await person('matrixleaver');
    world.operator = await person('matrixop');
    world.ownerOtherDevice = await secondSession(world.server, world.owner.username);
    await setOperator(world.server.deps.db, world.operator.email, true, CLI_ACTOR);
    const db = world.server.deps.db;
    const make = async (username: string) => {
      const row = await createBusinessRow(db, world.owner.id, {
        businessUsername: username,
        isPublished: false,
      });
      return { id: row.businessId, username };
    };
    world.business = await make('matrix-main');
    world.doomed = await make('matrix-doomed');
    world.draft = await make('matrix-draft');
    world.posts = {
      kept: await matrixPost(db, world.business.id),
      doomed: await matrixPost(db, world.business.id),
      event: (
        await createPostRow(db, world.business.id, {
          kind: 'event',
          title: 'Matrix market',
          body: 'Every week.',
          startsAt: new Date('2030-06-01T17:00:00Z'),
          endsAt: new Date('2030-06-01T19:00:00Z'),
          timeZone: 'America/Los_Angeles',
          place: 'The plaza',
          repeatUntil: '2030-06-15',
          expiresAt: new Date('2030-06-15T19:00:00Z'),
        })
      ).id,
    };
    const [alert] = await db
      .insert(areaAlerts)
      .values({ userId: world.owner.id, state: 'california', confirmedAt: new Date() })
      .returning({ id: areaAlerts.id });
    world.alert = alert?.id ?? '';
    world.recommendations = await matrixRecommendations(world);
    let shade = 0;
    world.jpeg = async () => {
      const colour = `#${(0x203040 + 0x0a0b0c * ++shade).toString(16).slice(-6)}`;
      const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
      return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
    };
  });
  afterAll(async () => {
    await world.server?.close();
    await world.smtp?.close();
  });
  return world;
}

/** Owner and other are two days old (they may recommend); the owner recommends the operator's shop. */
async function matrixRecommendations(w: MatrixWorld) {
  const db = w.server.deps.db;
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  await db
    .update(users)
    .set({ createdAt: twoDaysAgo })
    .where(inArray(users.id, [w.owner.id, w.other.id]));
  const shop = await createBusinessRow(db, w.operator.id, { businessUsername: 'matrix-recommended' });
  const [mine] = await db
    .insert(businessRecommendations)
    .values({ businessId: shop.businessId, userId: w.owner.id, note: 'The owner’s own note.' })
    .returning();
  const [toAnswer] = await db
    .insert(businessRecommendations)
    .values({ businessId: w.business.id, userId: w.operator.id, note: 'A note for the owner to answer.' })
    .returning();
  return { businessId: shop.businessId, ownerNote: mine.id, noteToAnswer: toAnswer.id };
}

/** A date of the matrix's weekly event (its second Saturday). */
export const MATRIX_EVENT_DAY = '2030-06-08';

const matrixPost = async (db: TestServer['deps']['db'], businessId: string) =>
  (await createPostRow(db, businessId, { createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })).id;

/** Signs `username` in again (another device) and returns that session's id. */
async function secondSession(server: TestServer, username: string): Promise<string> {
  const res = await server.fetch('/api/auth/sign-in/username', {
    method: 'POST',
    json: { username, password: PASSWORD },
    headers: { 'x-forwarded-for': nextAddress() },
  });
  const session = (await sessionOf(server, cookieFrom(res))) as { session?: { id: string } } | null;
  if (!session?.session) throw new Error('the second sign-in made no session');
  return session.session.id;
}

/** A hash of every row that belongs to `userId`: account, sessions, businesses and their rows, favourites. */
export async function ownerData(server: TestServer, userId: string): Promise<string> {
  const result = await server.deps.db.execute<{ hash: string }>(sql`
    select md5(coalesce(string_agg(x, E'\n' order by x), '')) as hash from (
      select u::text as x from users u where u.id = ${userId}
      union all select a::text from accounts a where a.user_id = ${userId}
      union all select s::text from sessions s where s.user_id = ${userId}
      union all select b::text from business_profiles b where b.user_id = ${userId}
      union all select p::text from business_pricing_items p
        join business_profiles b on b.business_id = p.business_id where b.user_id = ${userId}
      union all select f::text from favorites f where f.user_id = ${userId}
      union all select f::text from favorites f
        join business_profiles b on b.business_id = f.business_id where b.user_id = ${userId}
      union all select r::text from business_recommendations r where r.user_id = ${userId}
      union all select r::text from business_recommendations r
        join business_profiles b on b.business_id = r.business_id where b.user_id = ${userId}
    ) t`);
  return (result as unknown as { rows: { hash: string }[] }).rows[0].hash;
}
