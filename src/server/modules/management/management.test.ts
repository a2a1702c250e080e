// Owner insights and business deletion, including other users' attempts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { businessProfiles, favorites } from '../../db/schema/index.ts';
import { sessionOf, signUpVerified } from '../../test/auth-helpers.ts';
import { createBusinessRow } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let owner: string;
let visitor: string;
let bizId: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url });
  owner = (await signUpVerified(server, smtp, 'ownerx')).cookie;
  visitor = (await signUpVerified(server, smtp, 'visitorx')).cookie;
  const ownerId = (await sessionOf(server, owner))!.user.id;
  bizId = (await createBusinessRow(server.deps.db, ownerId, { businessUsername: 'kiln.room' })).businessId;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const insights = async (cookie = owner) =>
  (await server.fetch(`/api/businesses/${bizId}/insights`, { headers: { cookie } })).json();

describe('owner insights', () => {
  test("views by visitors count, the owner's own views don't; favourites are counted", async () => {
    const before = await insights();
    expect(before).toMatchObject({ favorites: 0, views7: 0, views30: 0 });
    expect(before.daily).toHaveLength(30);
    await server.fetch('/api/businesses/by-username/kiln.room');
    await server.fetch('/api/businesses/by-username/kiln.room', { headers: { cookie: visitor } });
    await server.fetch('/api/businesses/by-username/kiln.room', { headers: { cookie: owner } });
    await server.fetch(`/api/me/favorites/${bizId}`, { method: 'PUT', headers: { cookie: visitor } });
    const after = await insights();
    expect(after).toMatchObject({ favorites: 1, views7: 2, views30: 2 });
    expect(after.daily.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), views: 2 });
  });

  test('another user cannot read them (403) and anonymous is 401', async () => {
    expect(
      (await server.fetch(`/api/businesses/${bizId}/insights`, { headers: { cookie: visitor } })).status,
    ).toBe(403);
    expect((await server.fetch(`/api/businesses/${bizId}/insights`)).status).toBe(401);
  });
});

describe('deleting a business', () => {
  const del = (cookie: string, confirmUsername: string) =>
    server.fetch(`/api/businesses/${bizId}/delete`, {
      method: 'POST',
      json: { confirmUsername },
      headers: { cookie },
    });

  test('another user cannot delete it, toggle it or edit it; nothing changes', async () => {
    expect((await del(visitor, 'kiln.room')).status).toBe(403);
    expect(
      (
        await server.fetch(`/api/businesses/${bizId}/publish`, {
          method: 'POST',
          json: { publish: false },
          headers: { cookie: visitor },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.fetch(`/api/businesses/${bizId}/steps/4`, {
          method: 'PUT',
          json: { businessHeadline: '', ownerStory: 'x' },
          headers: { cookie: visitor },
        })
      ).status,
    ).toBe(403);
    const [row] = await server.deps.db
      .select()
      .from(businessProfiles)
      .where(eq(businessProfiles.businessId, bizId));
    expect(row).toMatchObject({ isPublished: true, ownerStory: 'We started at the farmers market.' });
  });

  test('the confirmation must match the business username exactly', async () => {
    const res = await del(owner, 'Kiln.Room');
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.confirmUsername).toBeTruthy();
  });

  test('removes the row, its favourites and every file; the public page is gone', async () => {
    for (const bucket of ['owner-photos', 'business-logos', 'product-photos'])
      await server.deps.storage.put(`${bucket}/${bizId}/a1.jpg`, new Uint8Array([1]), 'image/jpeg');
    const res = await del(owner, 'kiln.room');
    expect(await res.json()).toEqual({ deleted: true, files: 3, filesPending: 0 });
    expect(await server.deps.db.select().from(favorites).where(eq(favorites.businessId, bizId))).toHaveLength(
      0,
    );
    for (const bucket of ['owner-photos', 'business-logos', 'product-photos'])
      expect(await server.deps.storage.list(`${bucket}/${bizId}/`)).toEqual([]);
    expect((await server.fetch('/api/businesses/by-username/kiln.room')).status).toBe(404);
    expect((await del(owner, 'kiln.room')).status).toBe(404);
  });
});

describe('deleting a draft abandoned early', () => {
  test('one without a username is confirmed by its name, one without a name by DELETE', async () => {
    const ownerId = (await sessionOf(server, owner))!.user.id;
    const named = await createBusinessRow(server.deps.db, ownerId, {
      businessUsername: null,
      businessName: 'Half Done',
      isPublished: false,
    });
    const bare = await createBusinessRow(server.deps.db, ownerId, {
      businessUsername: null,
      businessName: null,
      isPublished: false,
    });
    const del = (id: string, confirmUsername: string) =>
      server.fetch(`/api/businesses/${id}/delete`, {
        method: 'POST',
        json: { confirmUsername },
        headers: { cookie: owner },
      });
    const wrong = await del(bare.businessId, 'delete');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields.confirmUsername).toBe('Type DELETE exactly to confirm.');
    expect((await del(named.businessId, 'DELETE')).status).toBe(400);
    expect((await del(bare.businessId, 'DELETE')).status).toBe(200);
    expect((await del(named.businessId, 'Half Done')).status).toBe(200);
    const left = await server.deps.db
      .select({ id: businessProfiles.businessId })
      .from(businessProfiles)
      .where(eq(businessProfiles.userId, ownerId));
    expect(left.map((r) => r.id)).not.toContain(bare.businessId);
    expect(left.map((r) => r.id)).not.toContain(named.businessId);
  });
});
