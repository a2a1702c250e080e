// "Search this area" through HTTP: bbox keeps the businesses whose ZIP code centroid is inside the
// map's box, with the same filters and counts as any search; each result carries its pin (the ZIP
// code's centroid, never finer); a bad box is a 400 naming the field.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { createBusinessRow, createUserRow } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;

type Row = Parameters<typeof createBusinessRow>[2];
async function business(key: string, values: Row) {
  const owner = (await createUserRow(server.deps.db)).id;
  await createBusinessRow(server.deps.db, owner, { businessUsername: key, ...values });
}

// Downtown Los Angeles (90012) and Santa Monica (90401); San Francisco and Austin are outside.
const LOS_ANGELES = '-118.6,33.9,-118.1,34.2';
const SANTA_MONICA = '-118.52,33.99,-118.47,34.03';
const COUNTRY = '-125,24,-66,50';

beforeAll(async () => {
  server = await startTestServer();
  await business('dtbakery', { businessName: 'Downtown Bakery', businessCategories: ['baked-goods'] });
  await business('dtcandles', { businessName: 'Downtown Candles', businessCategories: ['candles'] });
  await business('dtstylist', {
    businessType: 'service',
    businessName: 'Downtown Stylist',
    businessCategories: ['stylist'],
  });
  await business('smbakery', {
    businessName: 'Seaside Bakery',
    businessCategories: ['baked-goods'],
    businessZipCode: '90401',
    businessCity: 'Santa Monica',
  });
  await business('sfbakery', {
    businessName: 'Fog Bakery',
    businessCategories: ['baked-goods'],
    businessZipCode: '94103',
    businessCity: 'San Francisco',
    businessRegion: 'Bay Area',
  });
  await business('atxbarber', {
    businessType: 'service',
    businessName: 'Austin Barber',
    businessCategories: ['barber'],
    businessState: 'Texas',
    businessRegion: 'Austin',
    businessCity: 'Austin',
    businessZipCode: '78702',
  });
  await business('dtdraft', { businessName: 'Downtown Draft', isPublished: false });
});
afterAll(() => server?.close());

interface Page {
  items: {
    businessUsername: string;
    pin: { lng: number; lat: number } | null;
    distanceMiles: number | null;
  }[];
  total: number;
  facets: Record<string, { value: string; count: number }[]>;
}
async function search(query: string): Promise<Page> {
  const res = await server.fetch(`/api/search?${query}`);
  expect(res.status).toBe(200);
  return res.json();
}
const names = (page: Page) => page.items.map((i) => i.businessUsername).sort();
const count = (page: Page, facet: string, value: string) =>
  page.facets[facet]?.find((f) => f.value === value)?.count ?? 0;

describe('GET /api/search?bbox', () => {
  test('only businesses whose ZIP code is inside the box, with matching counts', async () => {
    const page = await search(`bbox=${LOS_ANGELES}`);
    expect(names(page)).toEqual(['dtbakery', 'dtcandles', 'dtstylist', 'smbakery']);
    expect(page.total).toBe(4);
    expect(count(page, 'state', 'california')).toBe(4);
    expect(count(page, 'category', 'baked-goods')).toBe(2);
    expect(count(page, 'type', 'service')).toBe(1);
  });

  test('a small box (read ZIP code by ZIP code) and the whole country (walked) agree with no box', async () => {
    expect(names(await search(`bbox=${SANTA_MONICA}`))).toEqual(['smbakery']);
    const all = await search('');
    const country = await search(`bbox=${COUNTRY}`);
    expect(names(country)).toEqual(names(all));
    expect(country.total).toBe(all.total);
  });

  test('combines with words, filters and a ZIP code', async () => {
    const words = await search(`q=bakery&bbox=${LOS_ANGELES}`);
    expect(names(words)).toEqual(['dtbakery', 'smbakery']);
    expect(words.total).toBe(2);
    const filtered = await search(`bbox=${LOS_ANGELES}&type=service`);
    expect(names(filtered)).toEqual(['dtstylist']);
    // The type facet still counts the shops of the box (its own filter left out).
    expect(count(filtered, 'type', 'shop')).toBe(3);
    const near = await search(`zip=90012&radius=50&bbox=${SANTA_MONICA}`);
    expect(names(near)).toEqual(['smbakery']);
    expect(near.items[0].distanceMiles).toBeGreaterThan(5);
    const elsewhere = await search(`state=texas&bbox=${LOS_ANGELES}`);
    expect(elsewhere.total).toBe(0);
  });

  test('a town of more businesses than a page is read ZIP code by ZIP code: every one once, in pages, with its counts', async () => {
    // Pasadena: a box of 25 ZIP codes, so each is read in shuffle order and the first of all kept.
    const PASADENA = '-118.16,34.12,-118.10,34.17';
    const zips = ['91101', '91103', '91106', '91108'];
    const made: string[] = [];
    for (let i = 0; i < 30; i++) {
      const key = `pas${i}`;
      await business(key, {
        businessName: `Pasadena Shop ${i}`,
        businessType: i % 3 === 0 ? 'service' : 'shop',
        businessCategories: i % 3 === 0 ? ['stylist'] : ['candles'],
        businessZipCode: zips[i % zips.length],
        businessCity: 'Pasadena',
      });
      made.push(key);
    }
    const seen: string[] = [];
    let query = `bbox=${PASADENA}`;
    const first = await search(query);
    expect(first.total).toBe(30);
    expect(count(first, 'type', 'service')).toBe(10);
    for (let page: Page & { nextCursor?: string | null } = first; ; ) {
      seen.push(...page.items.map((i) => i.businessUsername));
      if (!page.nextCursor) break;
      query = `bbox=${PASADENA}&cursor=${encodeURIComponent(page.nextCursor)}`;
      page = await search(query);
    }
    expect(seen).toHaveLength(30);
    expect([...seen].sort()).toEqual([...made].sort());
    // A filter narrows the same walk, and its counts agree.
    const services = await search(`bbox=${PASADENA}&type=service`);
    expect(services.total).toBe(10);
    expect(services.items).toHaveLength(10);
    expect(services.items.every((i) => made.includes(i.businessUsername))).toBe(true);
  });

  test('each result has its ZIP code centroid as its pin', async () => {
    const page = await search(`bbox=${SANTA_MONICA}`);
    const [{ pin }] = page.items;
    const [zip] = await queryRows<{ lat: number; lng: number }>(
      server.deps.db,
      sql`select latitude as lat, longitude as lng from us_zips where zip = '90401'`,
    );
    expect(pin).toEqual({ lng: zip.lng, lat: zip.lat });
  });

  test.each(['1,2,3', 'a,b,c,d', '-118,34,-119,35', '-118,35,-117,34', '-200,0,0,1'])(
    'a bad box (%s) is a 400 naming bbox',
    async (bbox) => {
      const res = await server.fetch(`/api/search?bbox=${bbox}`);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.fields.bbox).toMatch(/Invalid map area/);
    },
  );
});
