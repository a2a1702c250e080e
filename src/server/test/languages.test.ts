// Pages in English and Spanish through HTTP, with a real web build (docs/decisions/042-languages.md).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HOME_TITLE, SITE_DESCRIPTION } from '#shared/display/page-meta.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { buildWeb } from '../../../scripts/tasks/web-build.ts';
import { signUpVerified } from './auth-helpers.ts';
import { createBusinessRow } from './factories.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { startSmtpSink } from './smtp-sink.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  const webRoot = join(await mkdtemp(join(tmpdir(), 'locals-lang-')), 'dist');
  expect(buildWeb(new URL('../../..', import.meta.url).pathname, webRoot)).toBe(0);
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url }, { webRoot });
  const owner = await signUpVerified(server, smtp, 'langowner');
  const session = await (
    await server.fetch('/api/auth/get-session', { headers: { cookie: owner.cookie } })
  ).json();
  await createBusinessRow(server.deps.db, session.user.id, {
    businessUsername: 'bilingual.shop',
    businessName: 'Bilingual Shop',
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const documentOf = async (path: string, headers: Record<string, string> = {}) => {
  const res = await server.fetch(path, { headers, redirect: 'manual' });
  return { res, doc: new JSDOM(await res.text()).window.document };
};

const alternates = (doc: Document) =>
  Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]),
  );

describe('one address per language', () => {
  test('/es/ is the home page in Spanish: its language, head, words and links', async () => {
    const { res, doc } = await documentOf('/es/');
    expect(res.status).toBe(200);
    expect(doc.documentElement.lang).toBe('es');
    expect(doc.title).toBe('Locals Market — donde los vecinos le compran a sus vecinos');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${server.origin}/es/`);
    expect(alternates(doc)).toEqual({
      en: `${server.origin}/`,
      es: `${server.origin}/es/`,
      'x-default': `${server.origin}/`,
    });
    expect(doc.querySelector('h1')?.textContent).toBe('Donde los vecinos le compran a sus vecinos');
    // The nav's links stay in Spanish; the switch offers the same page in English.
    expect(doc.querySelector('nav a[href="/es/explore-businesses"]')?.textContent).toBe('Mercado');
    const toEnglish = doc.querySelector('footer a[hreflang="en"]');
    expect(toEnglish?.textContent).toBe('English');
    expect(toEnglish?.getAttribute('href')).toBe('/language/en?next=%2F');
  });

  test('the English page is unchanged and names its Spanish one', async () => {
    const { res, doc } = await documentOf('/');
    expect(res.status).toBe(200);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Locals Market — where locals shop locals');
    expect(doc.querySelector('h1')?.textContent).toBe('Where Locals Shop Locals');
    expect(alternates(doc).es).toBe(`${server.origin}/es/`);
    expect(doc.querySelector('footer a[hreflang="es"]')?.getAttribute('href')).toBe('/language/es?next=%2F');
  });

  test('a business page in Spanish keeps its owner’s words and links to its pages in Spanish', async () => {
    const { res, doc } = await documentOf('/es/business/bilingual.shop');
    expect(res.status).toBe(200);
    expect(doc.documentElement.lang).toBe('es');
    expect(doc.querySelector('h1')?.textContent).toContain('Bilingual Shop');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${server.origin}/es/business/bilingual.shop`,
    );
    expect(alternates(doc).en).toBe(`${server.origin}/business/bilingual.shop`);
  });

  test('a page’s head is in its language: fixed pages, a market, a page that does not exist', async () => {
    const { doc: explore } = await documentOf('/es/explore-businesses');
    // One description: the built page's own (written over several lines) is replaced, not kept.
    expect(explore.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(explore.title).toBe('Explora negocios locales por estado · Locals Market');
    expect(explore.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Elige un estado para ver sus tiendas, artesanos y servicios independientes en Locals Market.',
    );
    const { doc: market } = await documentOf('/es/market?state=california');
    expect(market.title).toBe('Compra local en California · Locals Market');
    expect(market.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${server.origin}/es/market?state=california`,
    );
    const { res, doc: missing } = await documentOf('/es/business/no-such-shop-here');
    expect(res.status).toBe(404);
    expect(missing.title).toBe('Página no encontrada · Locals Market');
    const { doc: english } = await documentOf('/market?state=california');
    expect(english.title).toBe('Shop local in California · Locals Market');
  });

  test('the events page and the pages the app names (signing up, the wizard) open with a Spanish head', async () => {
    const { doc: events } = await documentOf('/es/events');
    expect(events.title).toBe(`${i18nFor('es')._('What’s on near you')} · Locals Market`);
    expect(events.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Mercados, clases/,
    );
    const { doc: signUp } = await documentOf('/es/auth?mode=signup');
    expect(signUp.title).toBe(i18nFor('es')._(HOME_TITLE));
    expect(signUp.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(signUp.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      i18nFor('es')._(SITE_DESCRIPTION),
    );
    const { doc: english } = await documentOf('/auth?mode=signup');
    expect(english.title).toBe(HOME_TITLE);
  });
});

describe('the language switch', () => {
  test('remembers the choice and sends the visitor to the same page in that language', async () => {
    const res = await server.fetch('/language/es?next=%2Fmarket%3Fstate%3Dcalifornia', {
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/es/market?state=california');
    expect(res.headers.get('set-cookie')).toMatch(/^lang=es;.*Path=\/;.*HttpOnly;.*SameSite=Lax/);
    const back = await server.fetch('/language/en?next=%2Fes%2Fmarket', { redirect: 'manual' });
    expect(back.headers.get('location')).toBe('/market');
    expect(back.headers.get('set-cookie')).toMatch(/^lang=en;/);
  });

  test('the cookie decides only where / sends a returning visitor', async () => {
    const home = await server.fetch('/', { headers: { cookie: 'lang=es' }, redirect: 'manual' });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/es/');
    expect(home.headers.get('vary')).toContain('Cookie');
    // Any other address shows its own language, whatever the cookie says.
    const { res, doc } = await documentOf('/market', { cookie: 'lang=es' });
    expect(res.status).toBe(200);
    expect(doc.documentElement.lang).toBe('en');
    const { doc: spanish } = await documentOf('/es/', { cookie: 'lang=en' });
    expect(spanish.documentElement.lang).toBe('es');
    expect((await server.fetch('/', { headers: { cookie: 'lang=en' }, redirect: 'manual' })).status).toBe(
      200,
    );
  });

  test('an unknown language is a 404, and the switch never sends anyone off the site', async () => {
    const unknown = await server.fetch('/language/fr?next=%2F', { redirect: 'manual' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('set-cookie')).toBeNull();
    for (const next of ['//evil.example/', 'https://evil.example/', '/\\evil.example'])
      expect(
        (
          await server.fetch(`/language/es?next=${encodeURIComponent(next)}`, { redirect: 'manual' })
        ).headers.get('location'),
      ).toBe('/es/');
  });
});
