// Fault test (issue 11 item 7): SMTP is down when people sign up. Their requests still succeed,
// the process restarts while the mail is undelivered, and once SMTP is back every confirmation
// email arrives, once, with a link that works.
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { cookieFrom, sessionOf, signUp } from '../auth-helpers.ts';
import { createPgDatabase, freePort, startTestServer, type TestServer } from '../harness.ts';
import { startSmtpSink } from '../smtp-sink.ts';
import { PG_BASE_URL, reachable, until } from './fault-kit.ts';

const pgUp = await reachable(PG_BASE_URL, 5432);

describe.skipIf(!pgUp)(
  `SMTP down during sign-ups, then a restart (needs PostgreSQL at ${PG_BASE_URL})`,
  () => {
    let databaseUrl: string;
    let dropDb: () => Promise<void>;
    let smtpPort: number;
    const servers: TestServer[] = [];
    let smtp: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
    const secret = randomBytes(32).toString('hex');

    const start = async () => {
      const server = await startTestServer({
        DATABASE_URL: databaseUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        TRUST_PROXY: '1',
        // One deployment restarted: the same secret signs and checks the emailed tokens.
        AUTH_SECRET: secret,
      });
      servers.push(server);
      return server;
    };

    beforeAll(async () => {
      const database = await createPgDatabase(PG_BASE_URL);
      databaseUrl = database.url;
      dropDb = database.drop;
      // Nothing listens here until the test starts the SMTP server: connections are refused.
      smtpPort = await freePort();
    });
    afterAll(async () => {
      for (const server of servers) await server.close().catch(() => {});
      await smtp?.close();
      await dropDb?.();
    });

    test('sign-ups succeed while SMTP is down; their emails arrive after a restart once it is back', async () => {
      const first = await start();
      const names = ['smtpdown1', 'smtpdown2', 'smtpdown3'];
      const emails = names.map((name) => `${name}@example.test`);
      for (const name of names) {
        const t0 = performance.now();
        const res = await signUp(first, name);
        expect(res.status).toBe(200);
        // The request does not wait for SMTP (scrypt hashing is most of this).
        expect(performance.now() - t0).toBeLessThan(3000);
      }
      const rows = (server = first) =>
        server.deps.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, emails));
      // The worker tried each and recorded why it failed.
      await until(async () => {
        const r = await rows();
        return r.length === emails.length && r.every((row) => row.attempts >= 1 && row.lastError);
      });
      expect((await rows()).every((row) => row.sentAt === null)).toBe(true);

      // The process stops with the mail undelivered; SMTP comes back; a new process starts.
      await first.close();
      servers.shift();
      smtp = await startSmtpSink(smtpPort);
      const smtpBackAt = performance.now();
      const second = await start();
      const links = await Promise.all(
        emails.map((email) => smtp!.linkFor(email, '/api/auth/verify-email', 60_000)),
      );
      const deliveredMs = performance.now() - smtpBackAt;
      console.log(
        `[smtp outage] ${emails.length} sign-ups answered while SMTP was down; all their emails delivered ` +
          `${Math.round(deliveredMs)} ms after SMTP and the restarted process came back`,
      );

      for (const email of emails) expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
      // The restarted test server listens on another port than the one the link was written for.
      const link = links[0].replace(first.origin, second.origin);
      const verified = await fetch(link, { redirect: 'manual' });
      expect(verified.status).toBe(302);
      expect((await sessionOf(second, cookieFrom(verified)))?.user.email).toBe(emails[0]);
      await until(async () => (await rows(second)).every((row) => row.sentAt !== null));
    });
  },
);
