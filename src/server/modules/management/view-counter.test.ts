// Batched view counts: many views become one upsert; a business deleted meanwhile is skipped.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { businessPageViews, businessProfiles } from '../../db/schema/index.ts';
import { createBusinessRow, createUserRow } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { createViewCounter } from './view-counter.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

test('views are summed per business and day, and survive several flushes', async () => {
  const db = server.deps.db;
  const owner = await createUserRow(db);
  const a = await createBusinessRow(db, owner.id);
  const gone = await createBusinessRow(db, owner.id);
  const errors: Error[] = [];
  const counter = createViewCounter(db, (e) => errors.push(e));
  for (let i = 0; i < 25; i++) counter.record(a.businessId);
  counter.record(gone.businessId);
  await db.delete(businessProfiles).where(eq(businessProfiles.businessId, gone.businessId));
  await counter.flush();
  counter.record(a.businessId);
  await counter.stop();
  expect(errors).toEqual([]);
  const rows = await db.select().from(businessPageViews);
  expect(rows).toEqual([{ businessId: a.businessId, day: new Date().toISOString().slice(0, 10), views: 26 }]);
});
