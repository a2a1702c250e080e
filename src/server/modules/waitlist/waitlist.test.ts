// Joining the waitlist through HTTP (docs/product.md §13): a ZIP code in a live state has nothing to
// wait for, so the answer is 409 with the shared message and nothing is stored; a ZIP code in a
// state that is not live, or one we do not know, is stored once.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WAITLIST_STATE_LIVE, waitlistStateLiveMessage } from '#shared/schemas/waitlist.ts';
import { businessWaitlists } from '../../db/schema/index.ts';
import { nextAddress } from '../../test/auth-helpers.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server?.close());

const join = (zipCode: string, email = 'rosa@example.test') =>
  server.fetch('/api/waitlist', {
    method: 'POST',
    headers: { 'x-forwarded-for': nextAddress() },
    json: { email, businessName: 'Rosa’s Tamales', ownerName: 'Rosa', category: 'Tamales', zipCode },
  });
const stored = async () => (await server.deps.db.select({ n: count() }).from(businessWaitlists))[0]!.n;

describe('POST /api/waitlist', () => {
  test('a ZIP code in a live state answers 409 state_live with the message, and stores nothing', async () => {
    const before = await stored();
    const res = await join('94103');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: WAITLIST_STATE_LIVE, message: waitlistStateLiveMessage('California') },
    });
    expect(waitlistStateLiveMessage('California')).toBe(
      'Good news: Locals Market is already live in California, so there’s no waitlist to join. You can list your business today.',
    );
    expect(await stored()).toBe(before);
  });

  test('the same person with a ZIP code in a state that is not live is stored, once', async () => {
    const before = await stored();
    const res = await join('80202');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ city: 'Denver', state: 'Colorado' });
    expect((await join('80202')).status).toBe(201);
    expect(await stored()).toBe(before + 1);
    // Already on a waitlist elsewhere changes nothing for a live state.
    expect((await join('90012')).status).toBe(409);
    expect(await stored()).toBe(before + 1);
  });
});
