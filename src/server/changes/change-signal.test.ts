// The change signal on both databases: what the triggers of migration 0018 publish for a write, heard
// through the process's listener; nothing for a rollback or a write no visitor sees; a bulk notice past
// 40 businesses; settled() waits for what listeners started. PostgreSQL alone: a dropped listening
// connection comes back and says 'everything'.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { businessProfiles, favorites, states } from '../db/schema/index.ts';
import { seedGeography } from '../modules/geography/seed-geography.ts';
import { bothDatabases, type Opened } from '../test/both-databases.ts';
import { createBusinessRow, createPostRow, createUserRow } from '../test/factories.ts';
import { createPgDatabase } from '../test/harness.ts';
import type { Change } from './change.ts';
import { type ChangeSignal, postgresChangeSignal } from './change-signal.ts';

describe.each(bothDatabases())('%s: the change signal', (kind, open) => {
  let database: Database;
  let drop: Opened['drop'];
  let signal: ChangeSignal;
  const heard: Change[] = [];
  let userId: string;

  beforeAll(async () => {
    ({ database, drop } = await open());
    await database.migrate();
    await seedGeography(database.db);
    signal = await database.listenForChanges();
    signal.subscribe((change) => {
      heard.push(change);
    });
    ({ id: userId } = await createUserRow(database.db));
  });
  afterAll(async () => {
    await signal?.close();
    await database?.close();
    await drop?.();
  });

  /** What the signal says for the writes `run` commits (settled: every change committed before is heard). */
  const changesOf = async (run: () => Promise<unknown>) => {
    await signal.settled();
    heard.length = 0;
    await run();
    await signal.settled();
    return heard.splice(0);
  };

  test('close() waits for the work its listeners started (the pools close after it)', async () => {
    const second = await database.listenForChanges();
    let finished = false;
    let heardOne!: () => void;
    const heard = new Promise<void>((resolve) => {
      heardOne = resolve;
    });
    second.subscribe(() => {
      heardOne();
      // Work still going when close() is called: a read that takes a while.
      return database.db.execute(sql`select pg_sleep(0.2)`).then(() => {
        finished = true;
      });
    });
    await createBusinessRow(database.db, userId, { businessUsername: 'closing-signal' });
    await heard;
    await second.close();
    expect(finished).toBe(true);
  });

  test('a published business written in one statement is heard with its page and place', async () => {
    let id = '';
    const changes = await changesOf(async () => {
      ({ businessId: id } = await createBusinessRow(database.db, userId, { businessUsername: 'signal-one' }));
    });
    expect(changes).toEqual([
      {
        kind: 'businesses',
        businesses: [{ id, username: 'signal-one', state: 'California', region: 'Los Angeles' }],
      },
    ]);
  });

  test('a move names the business before and after (both places), once for the whole transaction', async () => {
    const { businessId: id } = await createBusinessRow(database.db, userId, { businessUsername: 'mover' });
    const changes = await changesOf(() =>
      database.db.transaction(async (tx) => {
        await tx
          .update(businessProfiles)
          .set({ businessState: 'Texas', businessRegion: 'Austin', businessUsername: 'moved' })
          .where(eq(businessProfiles.businessId, id));
        await tx
          .update(businessProfiles)
          .set({ ownerNames: 'Someone Else' })
          .where(eq(businessProfiles.businessId, id));
      }),
    );
    const named = changes.flatMap((c) => (c.kind === 'businesses' ? c.businesses : []));
    expect(named).toContainEqual({ id, username: 'mover', state: 'California', region: 'Los Angeles' });
    expect(named).toContainEqual({ id, username: 'moved', state: 'Texas', region: 'Austin' });
    expect(changes.every((c) => c.kind === 'businesses')).toBe(true);
  });

  test("a business's post is heard as its business", async () => {
    const { businessId: id } = await createBusinessRow(database.db, userId, { businessUsername: 'poster' });
    const changes = await changesOf(() => createPostRow(database.db, id));
    expect(changes).toEqual([
      {
        kind: 'businesses',
        businesses: [{ id, username: 'poster', state: 'California', region: 'Los Angeles' }],
      },
    ]);
  });

  test('a rolled-back write says nothing', async () => {
    const changes = await changesOf(async () => {
      await database.db
        .transaction(async (tx) => {
          await createBusinessRow(tx, userId);
          throw new Error('undone');
        })
        .catch(() => {});
    });
    expect(changes).toEqual([]);
  });

  test('writes no visitor sees say nothing: a draft, a favourite, a statement that changed no row', async () => {
    const { businessId: published } = await createBusinessRow(database.db, userId);
    const changes = await changesOf(async () => {
      const draft = await createBusinessRow(database.db, userId, { isPublished: false, onboardingStep: 3 });
      await database.db
        .update(businessProfiles)
        .set({ businessName: 'Still a draft' })
        .where(eq(businessProfiles.businessId, draft.businessId));
      await database.db.insert(favorites).values({ userId, businessId: published });
      await database.db.update(businessProfiles).set({ ownerNames: 'x' }).where(sql`false`);
      await seedGeography(database.db); // inserts that conflict: no row
    });
    expect(changes).toEqual([]);
  });

  test('more than 40 businesses in one statement are heard as their states', async () => {
    const rows = Array.from({ length: 41 }, (_, i) => ({
      userId,
      businessType: 'shop' as const,
      businessName: `Bulk ${i}`,
      businessUsername: `bulk-${kind.toLowerCase()}-${i}`,
      businessState: i % 2 ? 'Texas' : 'Oregon',
      isPublished: true,
    }));
    const changes = await changesOf(() => database.db.insert(businessProfiles).values(rows));
    expect(changes).toHaveLength(1);
    expect(changes[0].kind).toBe('bulk');
    expect(changes[0].kind === 'bulk' && [...changes[0].states].sort()).toEqual(['Oregon', 'Texas']);
  });

  test('a state launched or paused is heard as states', async () => {
    const changes = await changesOf(() =>
      database.db.update(states).set({ isLive: true }).where(eq(states.slug, 'oregon')),
    );
    expect(changes).toEqual([{ kind: 'states' }]);
  });

  test('settled() waits for the work listeners started for every change committed before it', async () => {
    let release: (() => void) | null = null;
    let finished = false;
    const unsubscribe = signal.subscribe(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            finished = true;
            resolve();
          };
        }),
    );
    try {
      await createBusinessRow(database.db, userId);
      // Whether the listener's work had finished when settled() answered.
      const waiting = signal.settled().then(() => finished);
      // The listener was called (its change came before the marker) and its work holds settled() back.
      await expect.poll(() => release !== null).toBe(true);
      (release as unknown as () => void)();
      expect(await waiting).toBe(true);
    } finally {
      unsubscribe();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: the listening connection', () => {
  test("hears another connection's commit; once dropped, comes back and says everything", async () => {
    const created = await createPgDatabase(process.env.TEST_DATABASE_URL as string);
    const database = openDatabase({ url: created.url });
    const other = new pg.Client({ connectionString: created.url });
    let signal: ChangeSignal | undefined;
    try {
      await database.migrate();
      signal = await postgresChangeSignal(created.url, { minBackoffMs: 20 });
      const heard: Change[] = [];
      signal.subscribe((change) => {
        heard.push(change);
      });
      await other.connect();
      await other.query(`update regions set position = position where false`);
      await other.query(
        `insert into states (slug, name, code, explore_group) values ('x', 'X', 'XX', 'Pacific')`,
      );
      await expect.poll(() => heard).toEqual([{ kind: 'states' }]);

      const { rows } = await other.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'LISTEN%'`,
      );
      expect(rows).toHaveLength(1);
      await expect.poll(() => heard.at(-1)).toEqual({ kind: 'everything' });
      // Listening again: another commit is heard, and settled() answers.
      await other.query(`delete from states where slug = 'x'`);
      await signal.settled();
      expect(heard.at(-1)).toEqual({ kind: 'states' });
    } finally {
      await signal?.close();
      await other.end().catch(() => {});
      await database.close();
      await created.drop();
    }
  });
});
