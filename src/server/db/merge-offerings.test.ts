// Migration 0005: rows saved with the former shop slugs of the three shared offerings move to the
// one slug each, in order, without a repeat; other rows are untouched.
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { findOffering } from '#shared/catalogues/offerings.ts';
import { createBusinessRow, createUserRow } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { businessProfiles } from './schema/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

test('0005 moves custom-work-shop, pick-up-only-shop and subscription-based-shop to the shared slugs', async () => {
  const { db } = server.deps;
  const { id: userId } = await createUserRow(db);
  const cases: [string[], string[]][] = [
    [
      ['made-to-order', 'custom-work-shop', 'small-batch'],
      ['made-to-order', 'custom-work', 'small-batch'],
    ],
    [
      ['pick-up-only-shop', 'subscription-based-shop'],
      ['pick-up-only', 'subscription-based'],
    ],
    [
      ['custom-work', 'mobile', 'custom-work-shop'],
      ['custom-work', 'mobile'],
    ],
    [
      ['market-based', 'virtual'],
      ['market-based', 'virtual'],
    ],
    [[], []],
  ];
  const ids: string[] = [];
  for (const [before] of cases) {
    const row = await createBusinessRow(db, userId, { businessOffering: before });
    ids.push(row.businessId);
  }
  const migration = await readFile(
    new URL('./migrations/0005_merge_duplicate_offerings.sql', import.meta.url),
    'utf8',
  );
  await db.execute(sql.raw(migration));
  for (const [i, [, after]] of cases.entries()) {
    const [row] = await db
      .select({ offering: businessProfiles.businessOffering })
      .from(businessProfiles)
      .where(eq(businessProfiles.businessId, ids[i]));
    expect(row.offering).toEqual(after);
    for (const slug of row.offering) expect(findOffering(slug), slug).toBeDefined();
  }
});
