// Server-rendered pages through HTTP, with a real web build and its renderer (docs/decisions/011).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildWeb } from '../../../scripts/tasks/web-build.ts';
import { CLI_ACTOR } from '../modules/audit/audit.service.ts';
import { setOperator } from '../modules/operators/operator-role.service.ts';
import { readAtom } from './atom-feed.ts';
import { signUpVerified } from './auth-helpers.ts';
import { createBusinessRow } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { startSmtpSink } from './smtp-sink.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let owner: { cookie: string; id: string };
let businessId: string;

beforeAll(async () => {
  const webRoot = join(await mkdtemp(join(tmpdir(), 'locals-ssr-')), 'dist');
  expect(buildWeb(new URL('../../..', import.meta.url).pathname, webRoot)).toBe(0);
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url }, { webRoot });
  const o = await signUpVerified(server, smtp, 'ssrowner');
  const session = await (
    await server.fetch('/api/auth/get-session', { headers: { cookie: o.cookie } })
  ).json();
  owner = { cookie: o.cookie, id: session.user.id };
  ({ businessId } = await createBusinessRow(server.deps.db, session.user.id, {
    businessUsername: 'rendered.shop',
    businessName: 'Rendered Shop',
    ownerStory: 'Poured by hand in a tiny studio.',
  }));
}, 120_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const page = async (path: string, cookie?: string) => {
  const res = await server.fetch(path, cookie ? { headers: { cookie } } : {});
  return { status: res.status, html: await res.text(), vary: res.headers.get('vary') };
};

/** What #root holds: before the app's data (page-state), or, on an islands page, before </body>. */
const rootOf = (html: string) =>
  /<div id="root"[^>]*>([\s\S]*)<\/div>(?:<script type="application\/json" id="page-state">|\s*<\/body>)/.exec(
    html,
  )?.[1] ?? '';

const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)![1] ?? '');

describe('server-rendered pages', () => {
  test('a page is sent gzipped to a browser that takes it, whole to one that does not', async () => {
    const zipped = await server.fetch('/business/rendered.shop', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await server.fetch('/business/rendered.shop', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await zipped.text()).toBe(await plain.text());
  });

  test('a business page arrives with its content; a visitor without a session gets its islands, not the app’s data (ADR 041)', async () => {
    const { status, html, vary } = await page('/business/rendered.shop');
    expect(status).toBe(200);
    expect(vary).toContain('Cookie');
    expect(rootOf(html)).toContain('Rendered Shop');
    expect(rootOf(html)).toContain('Poured by hand in a tiny studio.');
    expect(html).toContain('<div id="root" data-islands>');
    expect(html).not.toContain('id="page-state"');
    // The tabs are an island: their props are in the page, drawn from the business alone.
    const doc = new JSDOM(html).window.document;
    const tabs = doc.querySelector<HTMLElement>('[data-island="profile-tabs"]');
    expect(JSON.parse(tabs?.dataset.props ?? '{}').business.ownerStory).toBe(
      'Poured by hand in a tiny studio.',
    );
    expect(html).not.toMatch(/<script(?![^>]*(type="application\/(json|ld\+json)"|type="module"))[^>]*>[^<]/);
  });

  test('a signed-in visitor’s business page brings the data the app starts from', async () => {
    const { status, html } = await page('/business/rendered.shop', owner.cookie);
    expect(status).toBe(200);
    expect(html).toContain('<div id="root">');
    expect(stateOf(html).queries.map((q: { queryKey: unknown[] }) => q.queryKey[0])).toEqual(
      expect.arrayContaining(['session', 'business']),
    );
  });

  test('an edit shows at once to anonymous visitors, though their page is kept rendered', async () => {
    expect(rootOf((await page('/business/rendered.shop')).html)).toContain('Rendered Shop');
    const save = await server.fetch(`/api/businesses/${businessId}/steps/4`, {
      method: 'PUT',
      headers: { cookie: owner.cookie },
      json: { businessHeadline: 'Now with beeswax', ownerStory: 'A new chapter.' },
    });
    expect(save.status).toBe(200);
    const after = rootOf((await page('/business/rendered.shop')).html);
    expect(after).toContain('A new chapter.');
    expect(after).not.toContain('Poured by hand');
  });

  test('a page is drawn once for visitors who read the same data, and drawn again when it changes', async () => {
    const memoLookups = async (result: 'hit' | 'miss') => {
      const text = await (await server.fetch('/metrics')).text();
      const line = text
        .split('\n')
        .find((l) => l.startsWith(`locals_page_memo_lookups_total{result="${result}"}`));
      return Number(line?.split(' ')[1] ?? 0);
    };
    // `?r=1`: past the business-page cache, so each visit runs the page's loaders and asks the memo.
    const path = '/business/rendered.shop?r=1';
    const first = await page(path);
    const [hits, misses] = [await memoLookups('hit'), await memoLookups('miss')];
    const second = await page(path);
    // The same bytes (the state carries no moment it was read: the browser stamps it on arrival).
    expect(second.html).toBe(first.html);
    expect([(await memoLookups('hit')) - hits, (await memoLookups('miss')) - misses]).toEqual([1, 0]);
    const save = await server.fetch(`/api/businesses/${businessId}/steps/4`, {
      method: 'PUT',
      headers: { cookie: owner.cookie },
      json: { businessHeadline: 'Drawn again', ownerStory: 'Fresh from the kiln.' },
    });
    expect(save.status).toBe(200);
    const after = await page(path);
    expect(rootOf(after.html)).toContain('Fresh from the kiln.');
    expect((await memoLookups('miss')) - misses).toBe(1);
  });

  test('the owner sees their own page as the owner, never a copy kept for visitors', async () => {
    await page('/business/rendered.shop');
    const mine = await page('/business/rendered.shop', owner.cookie);
    expect(mine.status).toBe(200);
    // The owner's nav shows their dashboard.
    expect(rootOf(mine.html)).toContain('Dashboard');
    expect(rootOf((await page('/business/rendered.shop')).html)).not.toContain('Dashboard</');
  });

  test('a missing business or page answers 404 with the not-found page, left out of search engines', async () => {
    for (const path of ['/business/no.such.shop', '/no/such/page']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('Page not found · Locals Market');
    }
  });

  test('a malformed address answers 404 or 400, never a server error', async () => {
    for (const path of [
      '/business/%ZZ',
      '/business/%ED%A0%80',
      '/business/a%00b',
      '/%ZZ',
      '/market?state=%ZZ&cursor=%00',
    ]) {
      const { status } = await page(path);
      expect(status, path).toBeLessThan(500);
      expect([200, 400, 404], path).toContain(status);
    }
    expect((await page('/business/a%00b')).status).toBe(404);
  });

  test('the market page arrives with its first cards and a link to the next page', async () => {
    for (let i = 0; i < 7; i++) await createBusinessRow(server.deps.db, owner.id);
    const { status, html } = await page('/market?state=california');
    expect(status).toBe(200);
    expect(rootOf(html).match(/href="\/business\//g)?.length).toBe(6);
    expect(rootOf(html)).toMatch(/href="\/market\?state=california&amp;cursor=[^"]+"/);
  });

  test('a business the team hides, or whose state is paused, leaves its kept page at once', async () => {
    const op = await signUpVerified(server, smtp, 'ssrop');
    await setOperator(server.deps.db, op.email, true, CLI_ACTOR);
    const act = (path: string, json?: unknown) =>
      server.fetch(path, { method: 'POST', headers: { cookie: op.cookie }, ...(json ? { json } : {}) });
    // Kept rendered for anonymous visitors first, so each check below proves the copy was dropped.
    expect((await page('/business/rendered.shop')).status).toBe(200);
    expect((await act(`/api/admin/businesses/${businessId}/hide`, { reason: 'other' })).status).toBe(200);
    expect((await page('/business/rendered.shop')).status).toBe(404);
    expect((await act(`/api/admin/businesses/${businessId}/restore`)).status).toBe(200);
    expect((await page('/business/rendered.shop')).status).toBe(200);
    expect((await act('/api/admin/states/california/pause')).status).toBe(200);
    expect((await page('/business/rendered.shop')).status).toBe(404);
    expect((await page('/market?state=california')).status).toBe(404);
    expect((await act('/api/admin/states/california/launch')).status).toBe(200);
    expect(rootOf((await page('/business/rendered.shop')).html)).toContain('Rendered Shop');
  });

  test('the console is client-rendered for an operator, and the 404 page for everyone else', async () => {
    const op = await signUpVerified(server, smtp, 'ssrop2');
    await setOperator(server.deps.db, op.email, true, CLI_ACTOR);
    const theirs = await page('/admin/reports', op.cookie);
    expect(theirs.status).toBe(200);
    expect(theirs.html).not.toContain('id="page-state"');
    for (const cookie of [undefined, owner.cookie]) {
      const other = await page('/admin/reports', cookie);
      expect(other.status).toBe(404);
      expect(other.html).toContain('Page not found · Locals Market');
    }
  });

  test('owner pages stay client-rendered, but /profile and /dashboard are drawn for their visitor (ADR 036)', async () => {
    const { html } = await page('/dashboard/updates', owner.cookie);
    expect(html).not.toContain('id="page-state"');
    const dashboard = await page('/dashboard', owner.cookie);
    expect(dashboard.html).toContain('id="page-state"');
    expect(dashboard.html).toContain('Your Businesses');
  });

  test('every feed entry links to a page, and to the element of the post it names', async () => {
    const posts = [
      { kind: 'update', title: 'Kiln is hot', text: 'New glazes.' },
      { kind: 'offer', title: 'Seconds sale', text: 'Half off.', offerEndsOn: '2031-01-10' },
      {
        kind: 'event',
        title: 'Open studio',
        text: 'Come and throw.',
        eventStartsAt: '2031-12-06T10:00',
        eventEndsAt: '2031-12-06T14:00',
        place: 'The studio',
      },
    ];
    for (const json of posts) {
      const res = await server.fetch(`/api/businesses/${businessId}/posts`, {
        method: 'POST',
        json,
        headers: { cookie: owner.cookie },
      });
      expect(res.status, await res.text()).toBe(201);
    }
    for (const path of ['/feeds/business/rendered.shop.atom', '/feeds/state/california.atom']) {
      const feed = readAtom(await (await server.fetch(path)).text());
      expect(feed.problems).toEqual([]);
      expect(feed.entries.length).toBeGreaterThan(0);
      for (const entry of feed.entries) {
        const link = new URL(entry.link);
        expect(link.origin).toBe(server.origin);
        const { status, html } = await page(link.pathname);
        expect(status, entry.link).toBe(200);
        if (!link.hash) continue;
        const named = new JSDOM(rootOf(html)).window.document.getElementById(link.hash.slice(1));
        expect(named, entry.link).not.toBeNull();
        expect(named?.querySelector('h3')?.textContent).toBe(entry.title);
      }
      if (path.includes('/business/'))
        expect(feed.entries.map((e) => e.title).sort()).toEqual(posts.map((p) => p.title).sort());
    }
  });
});
