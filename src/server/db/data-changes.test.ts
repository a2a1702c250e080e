// The process's data version: which statements move it, and that both drivers report them (PGlite
// always; the PostgreSQL server's write pool in the suite's PostgreSQL pass).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bothDatabases, type Opened } from '../test/both-databases.ts';
import type { Database } from './client.ts';
import { changesData } from './data-changes.ts';

describe('which statements change what visitors see', () => {
  test.each([
    'insert into "business_profiles" ("x") values ($1)',
    'update "business_profiles" set "is_published" = $1',
    'delete from "business_posts" where id = $1',
    'with gone as (delete from favorites where id = $1 returning id) select count(*) from gone',
    'WITH t AS (SELECT 1) UPDATE business_profiles SET shuffle_key = 1',
    'truncate business_profiles',
    'alter table business_profiles add column x int',
  ])('a write: %s', (text) => expect(changesData(text)).toBe(true));

  test.each([
    'select * from business_profiles',
    '  SELECT 1',
    'with ranked as (select 1) select * from ranked where updated_at > now()',
    'select * from business_profiles for update',
    'begin',
    'commit',
    'rollback',
    'set local statement_timeout = 100',
    'insert into mail_outbox (id) values ($1)',
    'update "mail_outbox" set "sent_at" = now()',
    'insert into business_page_views (business_id, day, views) select 1',
    'delete from "session" where id = $1',
  ])('not a change: %s', (text) => expect(changesData(text)).toBe(false));
});

describe.each(bothDatabases())('%s reports its changes', (_kind, open) => {
  let database: Database;
  let drop: Opened['drop'];
  beforeAll(async () => {
    ({ database, drop } = await open());
    await database.db.execute(sql`create table things (id int primary key, name text)`);
    await database.db.execute(sql`create table mail_outbox (id int primary key)`);
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  const moved = async (run: () => Promise<unknown>) => {
    const before = database.changes.version();
    await run();
    return database.changes.version() !== before;
  };

  test('a write moves the version; a read does not', async () => {
    expect(await moved(() => database.db.execute(sql`insert into things values (1, 'a')`))).toBe(true);
    expect(await moved(() => database.db.execute(sql`select * from things`))).toBe(false);
    expect(await moved(() => database.readDb.execute(sql`select * from things`))).toBe(false);
  });

  test('bookkeeping does not move it', async () => {
    expect(await moved(() => database.db.execute(sql`insert into mail_outbox values (1)`))).toBe(false);
  });

  test('a transaction that wrote moves it again once it has committed', async () => {
    let during = -1;
    const before = database.changes.version();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update things set name = 'b' where id = 1`);
      during = database.changes.version();
    });
    expect(during).not.toBe(before);
    expect(database.changes.version()).not.toBe(during);
    expect(
      await moved(() => database.db.transaction(async (tx) => tx.execute(sql`select * from things`))),
    ).toBe(false);
  });
});
