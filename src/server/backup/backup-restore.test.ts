// Backups that restore, through real processes: a backup taken by `npm run cli -- backup` while the
// server holds the embedded database and clients are writing, restored by `npm run cli -- restore`
// into a new DATA_DIR, and the app started on it: every write acknowledged before the backup began is
// there, accounts sign in, businesses and their photos are served.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { cli } from '../test/cli-process.ts';
import { until } from '../test/security/fault-kit.ts';
import { type ServerProcess, startServerProcess, webRoot } from '../test/security/server-process.ts';

// Embedded only: the PostgreSQL pass of the server suite (TEST_DATABASE_URL) has nothing to add here.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'backup and restore of the embedded database',
  { timeout: 480_000 },
  () => {
    let web: Awaited<ReturnType<typeof webRoot>>;
    let source: string;
    let target: string;
    const servers: ServerProcess[] = [];
    const start = async (dataDir: string, env: Record<string, string> = {}, startTimeoutMs?: number) => {
      const server = await startServerProcess(undefined, web.dir, { dataDir, env, startTimeoutMs });
      servers.push(server);
      return server;
    };

    beforeAll(async () => {
      web = await webRoot();
      source = await mkdtemp(join(tmpdir(), 'locals-backup-source-'));
      target = await mkdtemp(join(tmpdir(), 'locals-backup-target-'));
    });
    afterAll(async () => {
      for (const s of servers) s.child.kill('SIGKILL');
      await Promise.all(servers.map((s) => s.exited));
      await web?.remove();
      await rm(source, { recursive: true, force: true });
      await rm(target, { recursive: true, force: true });
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
          const res = await fetch(`${first.origin}/api/waitlist`, {
            method: 'POST',
            headers: {
              origin: first.origin,
              'content-type': 'application/json',
              'x-forwarded-for': `10.88.${lane}.${(n % 250) + 1}`,
            },
            body: JSON.stringify({
              email,
              businessName: 'Pots',
              ownerName: 'Ana',
              category: 'food',
              zipCode: '90012',
            }),
          });
          await res.arrayBuffer();
          if (res.status === 201) acknowledged.push(email);
        }
      };
      const writers = [1, 2, 3].map(writer);
      await until(() => acknowledged.length >= 10, 60_000);

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
      const signIn = await fetch(`${restored.origin}/api/auth/sign-in/username`, {
        method: 'POST',
        headers: {
          origin: restored.origin,
          'content-type': 'application/json',
          'x-forwarded-for': '10.88.9.1',
        },
        body: JSON.stringify({ username: 'shopper', password: 'LocalsDemo#2024' }),
      });
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
