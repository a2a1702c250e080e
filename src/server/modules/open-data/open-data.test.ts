// Open data through HTTP on the real app and database: the dumps (CSV parsed by csv-parse, GeoJSON
// checked against geojson.org's schema), what they leave out (a hidden business, every email), the
// files' ETag, Last-Modified and ranges, and the change feed a mirror follows.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { Ajv } from 'ajv';
import { parse } from 'csv-parse/sync';
import { eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DumpManifest, OpenFeedPage } from '#shared/api/open-data.ts';
import { OPEN_DATA_HEADER } from '#shared/open-data/open-data.ts';
import { businessProfiles, openDataChanges, states } from '../../db/schema/index.ts';
import { createBusinessRow, createUserRow } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { CLI_ACTOR } from '../audit/audit.service.ts';
import { hideBusiness } from '../moderation/moderation.service.ts';
import { fillDocs } from './doc-filler.ts';
import { writeDumps } from './dump-build.ts';
import { openDataRoot } from './dump-store.ts';

const require = createRequire(import.meta.url);
const featureCollectionSchema = require('geojson-schema/FeatureCollection.json');

let server: TestServer;
let ownerId: string;
const ids: Record<string, string> = {};
const week = {
  mon: [{ opens: '09:00', closes: '17:00' }],
  tue: [{ opens: '09:00', closes: '17:00' }],
  wed: [{ opens: '09:00', closes: '17:00' }],
  thu: [],
  fri: [],
  sat: [{ opens: '10:00', closes: '14:00' }],
  sun: [],
};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  ownerId = (await createUserRow(db, 'odowner')).id;
  const make = async (key: string, values: Parameters<typeof createBusinessRow>[2]) => {
    ids[key] = (
      await createBusinessRow(db, ownerId, { businessUsername: `od-${key}`, ...values })
    ).businessId;
  };
  await make('candles', {
    businessName: '=Wick, "Quoted" & Co',
    businessEmail: 'hello@wick.example',
    hasStorefront: true,
    storefrontStreet: '2314 W Sunset Blvd',
    storefrontSuite: 'Studio 4',
    storefrontCity: 'Los Angeles',
    storefrontState: 'CA',
    storefrontZipCode: '90026',
    openingHours: { week, byAppointment: false, note: 'Closed on holidays' },
  });
  await make('home', {
    businessName: 'Home Bakes',
    businessEmail: 'me@home.example',
    storefrontStreet: '1 Private Way',
  });
  await make('texas', {
    businessName: 'Austin Prints',
    businessCity: 'Austin',
    businessState: 'Texas',
    businessRegion: 'Central Texas',
    businessZipCode: '78701',
  });
  await make('draft', { businessName: 'Not Yet', isPublished: false });
  await make('hidden', { businessName: 'Hidden Shop' });
  await server.deps.db.update(states).set({ isLive: true }).where(eq(states.name, 'Texas'));
  await hideBusiness({ ...server.deps }, ids.hidden, { reason: 'other' }, CLI_ACTOR);
});
afterAll(() => server?.close());

const feed = async (query = ''): Promise<OpenFeedPage> => {
  const res = await server.fetch(`/api/open/businesses${query}`);
  expect(res.status).toBe(200);
  return res.json();
};

async function dumpNow(): Promise<DumpManifest> {
  const manifest = await writeDumps(server.deps.db, {
    root: openDataRoot(server.dataDir),
    origin: server.origin,
  });
  if (!manifest) throw new Error('the lock was taken');
  return manifest;
}

const download = async (name: string, init: RequestInit = {}) =>
  server.fetch(`/open-data/downloads/${name}`, init);

describe('open data dumps', () => {
  test('before the first dump there is no manifest and no file', async () => {
    expect(await (await server.fetch('/api/open/dumps')).json()).toBeNull();
    expect((await download('businesses.csv.gz')).status).toBe(404);
  });

  test('the CSV holds every public business once, its documented columns, and no email or hidden one', async () => {
    const manifest = await dumpNow();
    expect(manifest.count).toBe(3);
    const res = await download('businesses.csv.gz');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = gunzipSync(bytes).toString('utf8');
    const rows: Record<string, string>[] = parse(text, { columns: true });
    expect(Object.keys(rows[0])).toEqual(OPEN_DATA_HEADER);
    expect(rows.map((r) => r.username).sort()).toEqual(['od-candles', 'od-home', 'od-texas']);
    expect(text).not.toMatch(/@(wick|home|example)/);
    expect(text).not.toContain('Hidden Shop');
    expect(text).not.toContain('Not Yet');
    expect(text).not.toContain('1 Private Way');
    const candles = rows.find((r) => r.username === 'od-candles')!;
    expect(candles).toMatchObject({
      id: ids.candles,
      name: '\'=Wick, "Quoted" & Co',
      url: `${server.origin}/business/od-candles`,
      type: 'shop',
      categories: 'candles',
      tags: 'women-owned;handcrafted',
      state: 'California',
      zip: '90012',
      storefront_address: '2314 W Sunset Blvd, Studio 4, Los Angeles, California 90026',
      opening_hours: 'Mo-We 09:00-17:00; Sa 10:00-14:00',
      recommendations: '0',
    });
    expect(Number(candles.longitude)).toBeCloseTo(-118.24, 1);
    expect(Number(candles.latitude)).toBeCloseTo(34.06, 1);
    expect(candles.first_published).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const file = manifest.files.find((f) => f.name === 'businesses.csv.gz')!;
    expect(file).toMatchObject({ bytes: bytes.length, count: 3, format: 'csv', state: null });
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
  });

  test('each live state has its own files, holding its businesses only', async () => {
    const manifest = await dumpNow();
    const texas = manifest.files.find((f) => f.name === 'businesses-texas.csv.gz')!;
    expect(texas).toMatchObject({ state: 'Texas', count: 1 });
    const rows: Record<string, string>[] = parse(
      gunzipSync(Buffer.from(await (await download(texas.name)).arrayBuffer())),
      { columns: true },
    );
    expect(rows.map((r) => r.username)).toEqual(['od-texas']);
    const california = manifest.files.find((f) => f.name === 'businesses-california.geojson.gz')!;
    expect(california.count).toBe(2);
    const own = await (await download(`${texas.name}.json`)).json();
    expect(own).toMatchObject({ name: texas.name, sha256: texas.sha256, cursor: manifest.cursor });
    expect(own.licence.attribution).toBe('© Locals Market contributors');
  });

  test('the GeoJSON is a FeatureCollection by geojson.org’s schema: points at ZIP centroids', async () => {
    await dumpNow();
    const text = gunzipSync(
      Buffer.from(await (await download('businesses.geojson.gz')).arrayBuffer()),
    ).toString();
    const collection = JSON.parse(text);
    const validate = new Ajv({ strict: false }).compile(featureCollectionSchema);
    expect(validate(collection), JSON.stringify(validate.errors)).toBe(true);
    expect(collection.features).toHaveLength(3);
    const texas = collection.features.find((f: { id: string }) => f.id === ids.texas);
    expect(texas.geometry.type).toBe('Point');
    expect(texas.geometry.coordinates[0]).toBeCloseTo(-97.74, 1);
    expect(texas.properties).not.toHaveProperty('longitude');
    expect(texas.properties.username).toBe('od-texas');
    expect(text).not.toContain('@');
    expect(collection.license).toBe('ODbL-1.0');
  });

  test('files answer ETag, Last-Modified, 304 and byte ranges', async () => {
    const manifest = await dumpNow();
    const file = manifest.files.find((f) => f.name === 'businesses.csv.gz')!;
    const whole = await download(file.name);
    const etag = whole.headers.get('etag')!;
    const modified = whole.headers.get('last-modified')!;
    expect(etag).toBe(`"${file.sha256}"`);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect((await download(file.name, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await download(file.name, { headers: { 'if-modified-since': modified } })).status).toBe(304);
    const part = await download(file.name, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 20));
    const tail = await download(file.name, { headers: { range: 'bytes=-5', 'if-range': etag } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 5));
    const stale = await download(file.name, { headers: { range: 'bytes=0-1', 'if-range': '"old"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
    const past = await download(file.name, { headers: { range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    const head = await download(file.name, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
  });

  test('an unknown file or a name outside the pattern is 404', async () => {
    await dumpNow();
    for (const name of ['businesses-atlantis.csv.gz', 'manifest.json', '..%2Fcurrent.json', 'businesses.csv'])
      expect((await download(name)).status).toBe(404);
  });

  test('a new dump replaces the old one; the build before stays, older ones go', async () => {
    const { readdir } = await import('node:fs/promises');
    await dumpNow();
    await dumpNow();
    const latest = await dumpNow();
    const builds = (await readdir(openDataRoot(server.dataDir), { withFileTypes: true })).filter((e) =>
      e.isDirectory(),
    );
    expect(builds).toHaveLength(2);
    const served: DumpManifest = await (await server.fetch('/api/open/dumps')).json();
    expect(served.generated_at).toBe(latest.generated_at);
    const current = JSON.parse(await readFile(`${openDataRoot(server.dataDir)}/current.json`, 'utf8'));
    expect(served.files[0].url).toContain('/open-data/downloads/');
    expect(typeof current.build).toBe('string');
  });
});

describe('the change feed', () => {
  test('from the start: every public business, and the hidden one among the gone', async () => {
    const page = await feed('?limit=500');
    expect(page.businesses.map((b) => b.username).sort()).toEqual(['od-candles', 'od-home', 'od-texas']);
    expect(page.gone).toContain(ids.hidden);
    expect(page.gone).not.toContain(ids.draft);
    expect(JSON.stringify(page)).not.toContain('@');
    expect(page.more).toBe(false);
  });

  test('a kept document and one read now answer the same, and a change empties it until refilled', async () => {
    const { db } = server.deps;
    while ((await fillDocs(db)) !== 0);
    const filled = await feed('?limit=500');
    await db.update(openDataChanges).set({ doc: null, page: null });
    expect(await feed('?limit=500')).toEqual(filled);
    while ((await fillDocs(db)) !== 0);
    const kept = await db.select().from(openDataChanges).where(eq(openDataChanges.businessId, ids.texas));
    expect(JSON.parse(kept[0].doc!)).toMatchObject({ id: ids.texas, username: 'od-texas' });
    expect(kept[0].page).toBe('/business/od-texas');
    await db
      .update(businessProfiles)
      .set({ businessCity: 'Round Rock' })
      .where(eq(businessProfiles.businessId, ids.texas));
    const [after] = await db.select().from(openDataChanges).where(eq(openDataChanges.businessId, ids.texas));
    expect(after.seq).toBeGreaterThan(kept[0].seq);
    // The server's filler keeps the new document within moments of the change it heard.
    await expect
      .poll(async () => {
        const [row] = await db
          .select()
          .from(openDataChanges)
          .where(eq(openDataChanges.businessId, ids.texas));
        return row.doc && JSON.parse(row.doc).city;
      })
      .toBe('Round Rock');
    const page = await feed(`?cursor=${kept[0].seq}`);
    expect(page.businesses.find((b) => b.id === ids.texas)?.city).toBe('Round Rock');
  });

  test('pages by cursor without a gap or a repeat', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 10; i++) {
      const page = await feed(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.businesses.map((b) => b.id), ...page.gone);
      cursor = page.cursor;
      if (!page.more) break;
    }
    expect(seen.sort()).toEqual([ids.candles, ids.home, ids.texas, ids.hidden].sort());
  });

  test('a business hidden after the cursor is reported gone; an edit after it, changed', async () => {
    const { cursor } = await feed('?limit=500');
    expect(await feed(`?cursor=${cursor}`)).toMatchObject({ businesses: [], gone: [], cursor, more: false });
    await hideBusiness({ ...server.deps }, ids.home, { reason: 'duplicate' }, CLI_ACTOR);
    await server.deps.db
      .update(businessProfiles)
      .set({ businessName: 'Austin Prints & Press' })
      .where(eq(businessProfiles.businessId, ids.texas));
    const after = await feed(`?cursor=${cursor}`);
    expect(after.gone).toEqual([ids.home]);
    expect(after.businesses.map((b) => [b.id, b.name])).toEqual([[ids.texas, 'Austin Prints & Press']]);
    // A write no mirror sees (a draft's save, a state that stays as it is) moves nothing.
    await server.deps.db
      .update(businessProfiles)
      .set({ ownerStory: 'A new story, not in the open data.' })
      .where(eq(businessProfiles.businessId, ids.candles));
    expect((await feed(`?cursor=${after.cursor}`)).businesses).toEqual([]);
  });

  test('a state that closes takes its businesses with it; a deleted business is gone', async () => {
    const { cursor } = await feed('?limit=500');
    await server.deps.db.update(states).set({ isLive: false }).where(eq(states.name, 'Texas'));
    await server.deps.db.delete(businessProfiles).where(eq(businessProfiles.businessId, ids.candles));
    const after = await feed(`?cursor=${cursor}`);
    expect(after.gone).toEqual([ids.texas, ids.candles]);
  });

  test('updated_since starts at the first change at or after the time', async () => {
    expect((await feed('?updated_since=2000-01-01T00:00:00Z&limit=500')).gone.length).toBeGreaterThan(0);
    const future = await feed('?updated_since=2999-01-01T00:00:00Z');
    expect(future).toMatchObject({ businesses: [], gone: [], more: false });
    expect(Number(future.cursor)).toBeGreaterThan(0);
  });

  test('updated_since orders positions as numbers where changes share a time (9 before 10)', async () => {
    const { db } = server.deps;
    for (let i = 0; i < 15; i++) await createBusinessRow(db, ownerId, { businessUsername: `od-many-${i}` });
    const same = '2030-01-01T00:00:00.000Z';
    await db
      .update(openDataChanges)
      .set({ changedAt: new Date(same) })
      .where(gte(openDataChanges.seq, 9));
    const rows = await db.select().from(openDataChanges).where(gte(openDataChanges.seq, 9));
    const page = await feed(`?updated_since=${same}&limit=500`);
    expect([...page.businesses.map((b) => b.id), ...page.gone].sort()).toEqual(
      rows.map((r) => r.businessId).sort(),
    );
  });

  test('bad input is a clear 400', async () => {
    for (const q of ['?cursor=abc', '?updated_since=yesterday', '?limit=0', '?limit=501', '?other=1']) {
      const res = await server.fetch(`/api/open/businesses${q}`);
      expect(res.status, q).toBe(400);
      expect((await res.json()).error.code).toBe('invalid_input');
    }
  });
});
