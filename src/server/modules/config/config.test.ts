// The deployment's public settings: GET /api/config and the same values inlined into every page.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { injectPublicConfig } from './public-config.ts';

const configBlock = (html: string) => {
  const match = /<script type="application\/json" id="public-config">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : undefined;
};

describe('with the defaults', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  test('GET /api/config: the fallback mailbox (PUBLIC_URL is an address) and no external support link', async () => {
    const res = await server.fetch('/api/config');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual({ supportEmail: 'support@localsmarket.app', supportUrl: null });
  });

  test('every HTML page carries the same values, business pages included', async () => {
    for (const path of ['/', '/support', '/business/nobody']) {
      const res = await server.fetch(path);
      expect(res.status, path).toBe(200);
      expect(configBlock(await res.text()), path).toEqual({
        supportEmail: 'support@localsmarket.app',
        supportUrl: null,
      });
    }
  });
});

describe('configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      SUPPORT_EMAIL: 'help@corner-market.org',
      SUPPORT_URL: 'https://store.corner-market.org/support-local',
    });
  });
  afterAll(() => server?.close());

  test('SUPPORT_EMAIL and SUPPORT_URL reach the API and the pages', async () => {
    const expected = {
      supportEmail: 'help@corner-market.org',
      supportUrl: 'https://store.corner-market.org/support-local',
    };
    expect(await (await server.fetch('/api/config')).json()).toEqual(expected);
    expect(configBlock(await (await server.fetch('/contact')).text())).toEqual(expected);
  });
});

test('the inlined JSON cannot close its script element', () => {
  const html = injectPublicConfig('<html><head></head><body></body></html>', {
    supportEmail: 'a@b.org',
    supportUrl: 'https://x.org/</script><script>alert(1)</script>',
  });
  expect(html).not.toContain('</script><script>');
  expect(configBlock(html)?.supportUrl).toBe('https://x.org/</script><script>alert(1)</script>');
});
