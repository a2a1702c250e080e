// Business page data, favourites, waitlist, link previews, sitemap and robots.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SUNSET_STUDIO } from '#shared/display/storefront-fixture.ts';
import { businessPricingItems, businessWaitlists, favorites, states } from '../db/schema/index.ts';
import { businessSitemapCount, businessSitemapPage } from '../modules/seo/sitemap.service.ts';
import { signUpVerified } from './auth-helpers.ts';
import { createBusinessRow } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { startSmtpSink } from './smtp-sink.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let owner: { cookie: string; id: string };
let shopper: { cookie: string };
let published: { businessId: string; businessUsername: string | null };
let draft: { businessId: string; businessUsername: string | null };

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url });
  const o = await signUpVerified(server, smtp, 'owner1');
  const session = await (
    await server.fetch('/api/auth/get-session', { headers: { cookie: o.cookie } })
  ).json();
  owner = { cookie: o.cookie, id: session.user.id };
  shopper = await signUpVerified(server, smtp, 'shopper1');
  published = await createBusinessRow(server.deps.db, owner.id, {
    businessUsername: 'sunny.bakes',
    businessName: 'Sunny <Bakes>',
    businessType: 'service',
    productPhotos: ['/media/product-photos/x/abc.jpg'],
  });
  await server.deps.db.insert(businessPricingItems).values([
    { businessId: published.businessId, itemName: 'Second', itemPrice: '12.5', position: 1 },
    { businessId: published.businessId, itemName: 'First', itemPrice: '40', position: 0 },
  ]);
  draft = await createBusinessRow(server.deps.db, owner.id, {
    businessUsername: 'secret.draft',
    isPublished: false,
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('business page data', () => {
  test('a published business with pricing in position order and 2-decimal prices', async () => {
    const res = await server.fetch('/api/businesses/by-username/sunny.bakes');
    expect(res.status).toBe(200);
    const b = await res.json();
    expect(b.businessName).toBe('Sunny <Bakes>');
    expect(b.pricing).toEqual([
      { itemName: 'First', itemPrice: '40.00', position: 0 },
      { itemName: 'Second', itemPrice: '12.50', position: 1 },
    ]);
    expect(b.imageUrl).toBe('/media/product-photos/x/abc.card.webp');
    expect(b.viewerIsOwner).toBe(false);
  });

  test('unknown and unpublished are "Business not found"; the owner sees their draft', async () => {
    const unknown = await server.fetch('/api/businesses/by-username/nope');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('Business not found');
    expect((await server.fetch('/api/businesses/by-username/secret.draft')).status).toBe(404);
    const asShopper = await server.fetch('/api/businesses/by-username/secret.draft', {
      headers: { cookie: shopper.cookie },
    });
    expect(asShopper.status).toBe(404);
    const asOwner = await server.fetch('/api/businesses/by-username/secret.draft', {
      headers: { cookie: owner.cookie },
    });
    expect(asOwner.status).toBe(200);
    expect(await asOwner.json()).toMatchObject({ isPublished: false, viewerIsOwner: true });
  });
});

describe('favourites', () => {
  test('signed out: 401 and nothing written', async () => {
    const res = await server.fetch(`/api/me/favorites/${published.businessId}`, { method: 'PUT' });
    expect(res.status).toBe(401);
    expect(await server.deps.db.select().from(favorites)).toHaveLength(0);
  });

  test('add, list, see it on the page, remove', async () => {
    const headers = { cookie: shopper.cookie };
    expect(
      (await server.fetch(`/api/me/favorites/${published.businessId}`, { method: 'PUT', headers })).status,
    ).toBe(200);
    expect(
      (await server.fetch(`/api/me/favorites/${published.businessId}`, { method: 'PUT', headers })).status,
    ).toBe(200);
    const list = await (await server.fetch('/api/me/favorites', { headers })).json();
    expect(list.items.map((b: { businessId: string }) => b.businessId)).toEqual([published.businessId]);
    const page = await (await server.fetch('/api/businesses/by-username/sunny.bakes', { headers })).json();
    expect(page.viewerHasFavorited).toBe(true);
    expect(
      (await server.fetch(`/api/me/favorites/${published.businessId}`, { method: 'DELETE', headers })).status,
    ).toBe(200);
    expect((await (await server.fetch('/api/me/favorites', { headers })).json()).items).toEqual([]);
  });

  test("someone else's draft or an unknown id cannot be favourited; a bad id is 400", async () => {
    const headers = { cookie: shopper.cookie };
    expect(
      (await server.fetch(`/api/me/favorites/${draft.businessId}`, { method: 'PUT', headers })).status,
    ).toBe(404);
    expect(
      (
        await server.fetch('/api/me/favorites/00000000-0000-4000-8000-000000000000', {
          method: 'PUT',
          headers,
        })
      ).status,
    ).toBe(404);
    expect((await server.fetch('/api/me/favorites/not-a-uuid', { method: 'PUT', headers })).status).toBe(400);
    const rows = await server.deps.db
      .select()
      .from(favorites)
      .where(eq(favorites.businessId, draft.businessId));
    expect(rows).toHaveLength(0);
  });
});

describe('waitlist', () => {
  const entry = {
    email: 'Owner@Example.test',
    businessName: 'Clay Co',
    ownerName: 'Jo',
    category: 'Pottery',
    zipCode: '10001',
  };

  test('stores an entry once per email and zip, answering the city and state', async () => {
    const res = await server.fetch('/api/waitlist', { method: 'POST', json: entry });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ city: 'New York', state: 'New York' });
    await server.fetch('/api/waitlist', { method: 'POST', json: { ...entry, email: 'owner@example.test' } });
    expect(await server.deps.db.select().from(businessWaitlists)).toHaveLength(1);
  });

  test('an unknown zip answers nulls (the page shows the plain version)', async () => {
    const res = await server.fetch('/api/waitlist', { method: 'POST', json: { ...entry, zipCode: '00000' } });
    expect(await res.json()).toEqual({ city: null, state: null });
  });

  test('bad input: the spec messages, nothing stored', async () => {
    const res = await server.fetch('/api/waitlist', {
      method: 'POST',
      json: { email: 'nope', businessName: '', ownerName: ' ', category: 'x', zipCode: '123' },
    });
    expect(res.status).toBe(400);
    const { fields } = (await res.json()).error;
    expect(fields.email).toBe('Must be a valid email address.');
    expect(fields.zipCode).toBe('Must be a valid ZIP code.');
    expect(fields.businessName).toBe('Business name is required.');
    expect(fields.ownerName).toBe('Owner name is required.');
    expect(await server.deps.db.select().from(businessWaitlists)).toHaveLength(2);
  });
});

describe('link previews, sitemap, robots', () => {
  test('the business page HTML carries Open Graph, Twitter and LocalBusiness JSON-LD', async () => {
    const res = await server.fetch('/business/sunny.bakes');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Sunny &lt;Bakes&gt; · Los Angeles, California · Locals Market</title>');
    expect(html).toContain('<meta property="og:title" content="Sunny &lt;Bakes&gt;">');
    expect(html).toContain(
      `<meta property="og:image" content="${server.origin}/media/product-photos/x/abc.jpg">`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(jsonLd).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Sunny <Bakes>',
      description: 'Handmade goods from the neighbourhood',
      address: { addressLocality: 'Los Angeles', addressRegion: 'California' },
    });
    expect(html).not.toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Sunny <',
    );
  });

  test('a storefront shows its street address in the API and the JSON-LD; a home business only its town', async () => {
    await createBusinessRow(server.deps.db, owner.id, {
      businessUsername: 'corner.studio',
      ...SUNSET_STUDIO,
    });
    const api = await (await server.fetch('/api/businesses/by-username/corner.studio')).json();
    expect(api.storefront).toEqual({
      street: '2314 W Sunset Blvd',
      suite: 'Studio 4',
      city: 'Los Angeles',
      state: 'California',
      zipCode: '90026',
    });
    const html = await (await server.fetch('/business/corner.studio')).text();
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(jsonLd.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '2314 W Sunset Blvd, Studio 4',
      addressLocality: 'Los Angeles',
      addressRegion: 'California',
      postalCode: '90026',
      addressCountry: 'US',
    });

    const home = await (await server.fetch('/api/businesses/by-username/sunny.bakes')).json();
    expect(home.storefront).toBeNull();
    const homeHtml = await (await server.fetch('/business/sunny.bakes')).text();
    const homeLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(homeHtml)![1]);
    expect(homeLd.address).not.toHaveProperty('streetAddress');
  });

  test('owner text with replacement patterns and </script> appears verbatim, escaped, everywhere', async () => {
    const tricky = "Sam's $& $' $` </script><b>";
    await createBusinessRow(server.deps.db, owner.id, {
      businessUsername: 'tricky.text',
      businessName: tricky,
      businessHeadline: 'Half $& half $1 </script><!--',
    });
    const html = await (await server.fetch('/business/tricky.text')).text();
    const escaped = 'Sam&#39;s $&amp; $&#39; $` &lt;/script&gt;&lt;b&gt;';
    expect(html).toContain(`<title>${escaped} · Los Angeles, California · Locals Market</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(html).toContain('<meta name="description" content="Half $&amp; half $1 &lt;/script&gt;&lt;!--">');
    // One JSON-LD script, closed once, holding the exact text.
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(scripts).toHaveLength(1);
    const jsonLd = JSON.parse(scripts[0][1]);
    expect(jsonLd.name).toBe(tricky);
    expect(jsonLd.description).toBe('Half $& half $1 </script><!--');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  test('every public page has its own title, description, canonical address and previews', async () => {
    const pages: [string, string, string][] = [
      ['/', 'Locals Market — where locals shop locals', `${server.origin}/`],
      [
        '/explore-businesses',
        'Explore local businesses by state · Locals Market',
        `${server.origin}/explore-businesses`,
      ],
      ['/about', 'About us · Locals Market', `${server.origin}/about`],
      ['/privacy/', 'Privacy Notice · Locals Market', `${server.origin}/privacy`],
      [
        '/market?state=California',
        'Shop local in California · Locals Market',
        `${server.origin}/market?state=california`,
      ],
      ['/market?state=nowhere', 'Market · Locals Market', `${server.origin}/market`],
    ];
    for (const [path, title, canonical] of pages) {
      const html = await (await server.fetch(path)).text();
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toContain(`<link rel="canonical" href="${canonical.replace(/&/g, '&amp;')}">`);
      expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
      expect(html, path).toContain('<meta property="og:title"');
      expect(html, path).toContain('<meta name="twitter:card" content="summary">');
    }
    const region = await (await server.fetch('/market?state=california&region=nope')).text();
    expect(region).toContain(`<link rel="canonical" href="${server.origin}/market?state=california">`);
  });

  test('drafts and unknown businesses get the plain shell', async () => {
    const html = await (await server.fetch('/business/secret.draft')).text();
    expect(html).not.toContain('og:title');
    expect(html).toContain('<div id="root">');
  });

  test('a name no business can have (a NUL byte, odd Unicode) gets the plain shell, not a 500', async () => {
    for (const name of ['bad%00name', 'ref%F2%82%BC%B9%00%02_', '%E2%80%AEevil', 'x'.repeat(200)]) {
      const res = await server.fetch(`/business/${name}`);
      expect(res.status, name).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain('og:title');
    }
    const api = await server.fetch('/api/businesses/by-username/bad%00name');
    expect(api.status).toBe(400);
  });

  test('the sitemap is an index of the pages file and the business files; robots points at it', async () => {
    const index = await server.fetch('/sitemap.xml');
    expect(index.headers.get('content-type')).toContain('application/xml');
    const body = await index.text();
    expect(body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(body).toContain(`<loc>${server.origin}/sitemaps/pages.xml</loc>`);
    expect(body).toContain(`<loc>${server.origin}/sitemaps/businesses-1.xml</loc>`);
    expect(body).not.toContain('businesses-2.xml');
    const robots = await (await server.fetch('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${server.origin}/sitemap.xml`);
    for (const owner of ['/dashboard', '/profile', '/onboarding', '/account'])
      expect(robots).toContain(`Disallow: ${owner}`);
  });

  test('a business file lists published businesses only, with their last change', async () => {
    const file = await (await server.fetch('/sitemaps/businesses-1.xml')).text();
    expect(file).toMatch(
      /<url><loc>[^<]+\/business\/sunny\.bakes<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><\/url>/,
    );
    expect(file).not.toContain('secret.draft');
    // Built and gzipped once, kept a while: gzip for clients that take it, the same XML for others.
    const again = await server.fetch('/sitemaps/businesses-1.xml');
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(await again.text()).toBe(file);
    const plain = await server.fetch('/sitemaps/businesses-1.xml', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(file);
    expect((await server.fetch('/sitemaps/businesses-2.xml')).status).toBe(404);
    expect((await server.fetch('/sitemaps/businesses-0.xml')).status).toBe(404);
  });

  test('the pages file lists the static pages and every live state and its regions (market and events), and no other state', async () => {
    const file = await (await server.fetch('/sitemaps/pages.xml')).text();
    expect(file).toContain(`<loc>${server.origin}/about</loc>`);
    expect(file).toContain(`<loc>${server.origin}/market?state=california</loc>`);
    expect(file).toMatch(/\/market\?state=california&#38;region=[a-z-]+<\/loc>/);
    // Each place's events page too.
    expect(file).toContain(`<loc>${server.origin}/events?state=california</loc>`);
    expect(file).toMatch(/\/events\?state=california&#38;region=[a-z-]+<\/loc>/);
    const [notLive] = await server.deps.db.select().from(states).where(eq(states.isLive, false)).limit(1);
    expect(file).not.toContain(`state=${notLive!.slug}<`);
  });

  test('business files page through every published business, oldest first, none twice', async () => {
    const all: string[] = [];
    const files = await businessSitemapCount(server.deps.db, 2);
    for (let page = 1; page <= files; page++)
      all.push(...(await businessSitemapPage(server.deps.db, page, 2)).map((r) => r.username));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual((await businessSitemapPage(server.deps.db, 1, 1000)).map((r) => r.username));
    expect(all).toContain('sunny.bakes');
    expect(all).not.toContain('secret.draft');
  });
});
