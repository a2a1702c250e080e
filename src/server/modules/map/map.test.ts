// The map's style and boundaries through HTTP: without MAP_STYLE_URL the app's own style, whose only
// source is the app's own GeoJSON (nothing from another server, so it works offline), with its
// attribution; with MAP_STYLE_URL a redirect to it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface Style {
  version: number;
  sources: Record<string, { type: string; data: string; attribution: string }>;
  layers: { id: string }[];
  glyphs?: string;
  sprite?: string;
}

describe('the default map style', () => {
  test('is served by the app, points only at the app, and names its sources', async () => {
    const res = await server.fetch('/map/style.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    const style = (await res.json()) as Style;
    expect(style.version).toBe(8);
    // No glyphs, sprites or tiles: nothing to fetch elsewhere.
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    const sources = Object.values(style.sources);
    expect(sources).toHaveLength(1);
    const [us] = sources;
    expect(us.type).toBe('geojson');
    expect(us.attribution).toContain('US Census Bureau');
    const data = new URL(us.data);
    expect(data.origin).toBe(new URL(server.origin).origin);
    expect(style.layers.map((l) => l.id)).toEqual(expect.arrayContaining(['land', 'states', 'counties']));
  });

  test('its boundaries are GeoJSON from the shipped package, cached for a year', async () => {
    const style = (await (await server.fetch('/map/style.json')).json()) as Style;
    const path = new URL(Object.values(style.sources)[0].data).pathname;
    const res = await server.fetch(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/geo+json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = (await res.json()) as { type: string; features: { properties: { kind: string } }[] };
    expect(body.type).toBe('FeatureCollection');
    expect(body.features.map((f) => f.properties.kind)).toEqual(
      expect.arrayContaining(['nation', 'state', 'county']),
    );
  });

  test('another version of the boundaries is not found', async () => {
    expect((await server.fetch('/map/us-boundaries-0.0.0.geojson')).status).toBe(404);
  });
});

describe('MAP_STYLE_URL', () => {
  let hosted: TestServer;
  beforeAll(async () => {
    hosted = await startTestServer({ MAP_STYLE_URL: 'https://tiles.openfreemap.org/styles/liberty' });
  });
  afterAll(() => hosted?.close());

  test('redirects the map to the configured style', async () => {
    const res = await hosted.fetch('/map/style.json', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://tiles.openfreemap.org/styles/liberty');
  });
});

describe('the US outline the server-drawn map shows (ADR 036)', () => {
  test('is an SVG of the nation and its state borders over the shared frame, cached a day', async () => {
    const res = await server.fetch('/map/us-outline.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 2000 \d+">/);
    // The nation (closed rings) and the borders between states (open lines).
    const paths = [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
    expect(paths).toHaveLength(2);
    expect(paths[0].split('Z').length).toBeGreaterThan(50);
    expect(paths[1]).not.toContain('Z');
    // Every point inside the drawing: the Aleutians past 180° are drawn east of the frame's west.
    const [, height] = svg.match(/viewBox="0 0 2000 (\d+)"/)!;
    for (const [, x, y] of paths.join('').matchAll(/(-?\d+) (-?\d+)/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(0);
      expect(Number(x)).toBeLessThanOrEqual(2000);
      expect(Number(y)).toBeGreaterThanOrEqual(0);
      expect(Number(y)).toBeLessThanOrEqual(Number(height));
    }
    // Compressed like any answer: tens of kilobytes.
    expect(svg.length).toBeLessThan(150_000);
  });
});
