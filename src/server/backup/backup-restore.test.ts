// Backups that restore, through real processes: a backup taken by `npm run cli -- backup` while the
// server holds the embedded database and clients are writing, restored by `npm run cli -- restore`
// into a new DATA_DIR, and the app started on it: every write acknowledged before the backup began is
// there, accounts sign in, businesses and their photos are served, and what was signed before the
// backup with the secret the app generated (a session cookie, an emailed link) is still honoured.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { cookieFrom } from '../test/auth-helpers.ts';
import { cli } from '../test/cli-process.ts';
import { until } from '../test/security/fault-kit.ts';
import { type ServerProcess, startServerProcess, webRoot } from '../test/security/server-process.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';

const mode = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);

// Embedded only: the PostgreSQL pass of the server suite (TEST_DATABASE_URL) has nothing to add here.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'backup and restore of the embedded database',
  { timeout: 480_000 },
  () => {
    let web: Awaited<ReturnType<typeof webRoot>>;
    let source: string;
    let target: string;
    let smtp: SmtpSink;
    const servers: ServerProcess[] = [];
    const start = async (dataDir: string, extra: Record<string, string> = {}, startTimeoutMs?: number) => {
      // Without AUTH_SECRET: the app signs with the secret it generates into DATA_DIR.
      const env = { NODE_ENV: 'test', AUTH_SECRET: '', SMTP_URL: smtp.url, ...extra };
      const server = await startServerProcess(undefined, web.dir, { dataDir, env, startTimeoutMs });
      servers.push(server);
      return server;
    };

    beforeAll(async () => {
      web = await webRoot();
      smtp = await startSmtpSink();
      source = await mkdtemp(join(tmpdir(), 'locals-backup-source-'));
      target = await mkdtemp(join(tmpdir(), 'locals-backup-target-'));
    });
    afterAll(async () => {
      for (const s of servers) s.child.kill('SIGKILL');
      await Promise.all(servers.map((s) => s.exited));
      await web?.remove();
      await smtp?.close();
      await rm(source, { recursive: true, force: true });
      await rm(target, { recursive: true, force: true });
    });

    const post = (origin: string, path: string, address: string, body: object) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(body),
      });
    const signInShopper = (origin: string, address: string) =>
      post(origin, '/api/auth/sign-in/username', address, {
        username: 'shopper',
        password: 'LocalsDemo#2024',
      });

    test('a backup taken during writes restores into a new DATA_DIR with every earlier write', async () => {
      const first = await start(source, { SEED_DEMO: '1' }, 240_000);
      const acknowledged: string[] = [];
      let writing = true;
      let n = 0;
      const writer = async (lane: number) => {
        while (writing) {
          n += 1;
          const email = `backup${lane}-${n}@example.test`;
          const res = await post(first.origin, '/api/waitlist', `10.88.${lane}.${(n % 250) + 1}`, {
            email,
            businessName: 'Pots',
            ownerName: 'Ana',
            category: 'food',
            zipCode: '80202', // Denver: a state not live yet, so the waitlist takes it
          });
          await res.arrayBuffer();
          if (res.status === 201) acknowledged.push(email);
        }
      };
      const writers = [1, 2, 3].map(writer);
      await until(() => acknowledged.length >= 10, 60_000);
      const signedIn = await signInShopper(first.origin, '10.88.9.1');
      expect(signedIn.status).toBe(200);
      const cookie = cookieFrom(signedIn);
      const alerts = await post(first.origin, '/api/alerts', '10.88.9.2', {
        zipCode: '90012',
        radiusMiles: '10',
        email: 'mailed.before@example.test',
      });
      expect(alerts.status).toBe(201);
      const mailed = new URL(await smtp.linkFor('mailed.before@example.test', '/api/alerts/confirm'));

      const before = [...acknowledged];
      const file = join(source, 'manual.tar');
      const backup = await cli(source, 'backup', file);
      expect(backup.code, backup.out).toBe(0);
      expect(backup.out).toMatch(/^Backup written to .*manual\.tar \(\d+\.\d MB in \d+\.\d s\)\.\n$/);
      writing = false;
      await Promise.all(writers);
      expect(acknowledged.length).toBeGreaterThan(before.length);

      // A running server's DATA_DIR is never restored into, even with --force.
      const refused = await cli(source, 'restore', file, '--force');
      expect(refused.code).toBe(1);
      expect(refused.out).toContain(`Another process (PID ${first.child.pid}) holds the embedded database`);

      expect(await cli(target, 'restore', file)).toMatchObject({ code: 0 });
      const again = await cli(target, 'restore', file);
      expect(again.code).toBe(1);
      expect(again.out).toContain(
        'already holds a database or media: restore into an empty DATA_DIR, or add --force',
      );

      const restored = await start(target);
      // The session from before the backup is still signed in; the link mailed before it still works.
      const session = await fetch(`${restored.origin}/api/auth/get-session`, { headers: { cookie } });
      expect(((await session.json()) as { user?: { username: string } } | null)?.user?.username).toBe(
        'shopper',
      );
      const clicked = await fetch(new URL(`${mailed.pathname}${mailed.search}`, restored.origin), {
        redirect: 'manual',
      });
      expect(clicked.headers.get('location')).toBe('/alerts/confirmed');
      // Both hold the signing secret (the backup, password hashes too): readable by their owner only.
      expect([await mode(file), await mode(join(target, 'auth-secret'))]).toEqual(['600', '600']);
      const signIn = await signInShopper(restored.origin, '10.88.9.3');
      expect(signIn.status).toBe(200);
      const { items } = (await (await fetch(`${restored.origin}/api/businesses/recent`)).json()) as {
        items: { businessUsername: string }[];
      };
      expect(items.length).toBeGreaterThan(0);
      const page = await fetch(`${restored.origin}/api/businesses/by-username/${items[0].businessUsername}`);
      expect(page.status).toBe(200);
      const business = (await page.json()) as { productPhotos: string[]; businessLogoUrl: string | null };
      const photos = [...business.productPhotos, business.businessLogoUrl].filter((u): u is string => !!u);
      expect(photos.length).toBeGreaterThan(0);
      for (const url of photos) {
        const res = await fetch(new URL(new URL(url, restored.origin).pathname, restored.origin));
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^image\//);
      }

      restored.child.kill('SIGTERM');
      expect(await restored.exited).toBe(0);
      const database = openDatabase({ dir: join(target, 'db') });
      try {
        const { rows } = await database.db.execute(sql`select email from business_waitlists`);
        const emails = new Set((rows as { email: string }[]).map((r) => r.email));
        expect(before.filter((e) => !emails.has(e))).toEqual([]);
      } finally {
        await database.close();
      }
    });
  },
);
