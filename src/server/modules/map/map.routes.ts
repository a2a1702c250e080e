// The map's style and its boundaries. /map/style.json is what the browser's map loads: with
// MAP_STYLE_URL set, a redirect to that style (a hosted or self-hosted tile service); without it, the
// app's own offline style, whose GeoJSON is versioned by us-atlas and cached for a year.
import { Hono } from 'hono';
import { US_OUTLINE_PATH } from '#shared/map/us-outline.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { defaultStyle } from './map-style.ts';
import { BOUNDARIES_VERSION, usBoundaries } from './us-boundaries.ts';
import { usOutlineSvg } from './us-outline.ts';

export const MAP_STYLE_PATH = '/map/style.json';
const BOUNDARIES_PATH = `/map/us-boundaries-${BOUNDARIES_VERSION}.geojson`;

export function mapRoutes({ env }: Pick<Deps, 'env'>) {
  return (
    new Hono<AppEnv>()
      .get(MAP_STYLE_PATH, (c) => {
        // An hour: a changed MAP_STYLE_URL reaches browsers the same day.
        c.header('Cache-Control', 'public, max-age=3600');
        if (env.MAP_STYLE_URL) return c.redirect(env.MAP_STYLE_URL, 302);
        // A style's URLs must be absolute; without a configured PUBLIC_URL the request's own origin.
        const origin = env.PUBLIC_URL_SET ? env.PUBLIC_URL : new URL(c.req.url).origin;
        return c.json(defaultStyle(origin + BOUNDARIES_PATH));
      })
      // The server-drawn map's background (an image: it needs no script). A day: boundaries rarely move.
      .get(US_OUTLINE_PATH, (c) => {
        c.header('Cache-Control', 'public, max-age=86400');
        c.header('Content-Type', 'image/svg+xml');
        return c.body(usOutlineSvg());
      })
      .get('/map/:file', (c) => {
        if (c.req.path !== BOUNDARIES_PATH) return c.notFound();
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        c.header('Content-Type', 'application/geo+json');
        return c.body(usBoundaries());
      })
  );
}
