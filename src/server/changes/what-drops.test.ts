// What a write drops, through HTTP against the real app with its server renderer (ADR 034): writes
// no visitor sees (a favourite, a draft's save, a setting, a waitlist sign-up) drop nothing public;
// an owner's edit of business A drops A's page, its JSON, its places' market pages and search's first
// pages, and nothing of business B. Each public address is asked once after the write and the cache
// lookups on /metrics say whether it was answered from memory.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildWeb } from '../../../scripts/tasks/web-build.ts';
import { nextAddress, signUpVerified } from '../test/auth-helpers.ts';
import { cacheLookups } from '../test/cache-lookups.ts';
import { createBusinessRow, createUserRow } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink.ts';

let server: TestServer;
let smtp: SmtpSink;
let owner: string;
let visitor: string;
let a: { businessId: string };

/** Each public address, by the cache that answers it (a JSON before its page, whose render reads it too). */
const WATCHED: Record<string, [cache: string, path: string]> = {
  jsonA: ['visitor-reads', '/api/businesses/by-username/drops-a'],
  jsonB: ['visitor-reads', '/api/businesses/by-username/drops-b'],
  pageA: ['business-pages', '/business/drops-a'],
  pageB: ['business-pages', '/business/drops-b'],
  marketLosAngeles: ['market-first-pages', '/api/market?state=california&region=los-angeles'],
  marketSanDiego: ['market-first-pages', '/api/market?state=california&region=san-diego'],
  marketCalifornia: ['market-first-pages', '/api/market?state=california'],
  search: ['search-first-pages', '/api/search?state=california'],
};

/** The addresses a lookup of which missed its cache when asked now (each asked once, anonymously). */
async function missed(): Promise<string[]> {
  const names: string[] = [];
  for (const [name, [cache, path]] of Object.entries(WATCHED)) {
    const before = await cacheLookups(server, cache);
    const res = await server.fetch(path);
    expect(res.status, path).toBe(200);
    await res.arrayBuffer();
    const after = await cacheLookups(server, cache);
    expect(after.hit + after.miss, path).toBeGreaterThan(before.hit + before.miss);
    if (after.miss > before.miss) names.push(name);
  }
  return names;
}

const send = (method: string, path: string, cookie: string | null, json?: unknown) =>
  server.fetch(path, {
    method,
    headers: { ...(cookie ? { cookie } : {}), 'x-forwarded-for': nextAddress() },
    json,
  });

beforeAll(async () => {
  const webRoot = join(await mkdtemp(join(tmpdir(), 'locals-drops-')), 'dist');
  expect(buildWeb(new URL('../../..', import.meta.url).pathname, webRoot)).toBe(0);
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url }, { webRoot });
  owner = (await signUpVerified(server, smtp, 'dropsowner')).cookie;
  visitor = (await signUpVerified(server, smtp, 'dropsvisitor')).cookie;
  const ownerId = (await (await send('GET', '/api/me', owner)).json()).id;
  a = await createBusinessRow(server.deps.db, ownerId, { businessUsername: 'drops-a' });
  await createBusinessRow(server.deps.db, (await createUserRow(server.deps.db)).id, {
    businessUsername: 'drops-b',
    businessCity: 'San Diego',
    businessRegion: 'San Diego',
    businessZipCode: '92101',
  });
  // Every address read once: held from now on.
  await missed();
}, 300_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('what a write drops', () => {
  test('asked again with nothing written, every public address is answered from memory', async () => {
    expect(await missed()).toEqual([]);
  });

  test('a favourite, a draft saved, a setting, a waitlist sign-up: nothing public is dropped', async () => {
    expect((await send('PUT', `/api/me/favorites/${a.businessId}`, visitor)).status).toBe(200);
    const draft = await send('POST', '/api/businesses', visitor, { businessType: 'shop' });
    expect(draft.status).toBe(201);
    const { businessId } = await draft.json();
    const saved = await send('PUT', `/api/businesses/${businessId}/steps/4`, visitor, {
      businessHeadline: 'Not public yet',
      ownerStory: 'A draft no visitor sees.',
    });
    expect(saved.status).toBe(200);
    expect((await send('PUT', '/api/me/digest', visitor, { frequency: 'weekly' })).status).toBe(200);
    const waitlist = await send('POST', '/api/waitlist', null, {
      email: 'someone@example.test',
      businessName: 'Bagels Later',
      ownerName: 'Sam',
      category: 'Bagels',
      zipCode: '10001',
    });
    expect(waitlist.status).toBe(201);
    expect(await missed()).toEqual([]);
  });

  test("an owner's edit of business A drops A's page, JSON and places and search's first pages; not B's", async () => {
    const saved = await send('PUT', `/api/businesses/${a.businessId}/steps/4`, owner, {
      businessHeadline: 'Fresh from the kiln',
      ownerStory: 'We started at the farmers market.',
    });
    expect(saved.status).toBe(200);
    expect(await missed()).toEqual(['jsonA', 'pageA', 'marketLosAngeles', 'marketCalifornia', 'search']);
    expect(await (await server.fetch('/business/drops-a')).text()).toContain('Fresh from the kiln');
  });
});
