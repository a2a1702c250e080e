import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { text } from '#shared/schemas/text.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { regions, states, usZips } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';

const PUBLIC_CACHE = 'public, max-age=300';

export function geographyRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get(
      '/zips/:zip',
      validate('param', z.object({ zip: text().regex(/^\d{5}$/, 'Must be a valid ZIP code.') })),
      async (c) => {
        const { zip } = c.req.valid('param');
        const [row] = await db
          .select({
            zip: usZips.zip,
            city: usZips.city,
            state: usZips.state,
            stateCode: usZips.stateCode,
            region: usZips.region,
            stateSlug: states.slug,
            isLive: states.isLive,
          })
          .from(usZips)
          .innerJoin(states, eq(states.name, usZips.state))
          .where(eq(usZips.zip, zip))
          .limit(1);
        if (!row) throw notFound('Invalid ZIP code.');
        c.header('Cache-Control', PUBLIC_CACHE);
        return c.json(row);
      },
    )
    .get('/states', async (c) => {
      const rows = await db.select().from(states).orderBy(asc(states.name));
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json({ states: rows });
    })
    .get(
      '/states/:slug/regions',
      validate('param', z.object({ slug: text().regex(/^[a-z-]{2,40}$/) })),
      async (c) => {
        const { slug } = c.req.valid('param');
        const [state] = await db.select().from(states).where(eq(states.slug, slug)).limit(1);
        if (!state) throw notFound('State not found.');
        const rows = await db
          .select({ slug: regions.slug, name: regions.name })
          .from(regions)
          .where(eq(regions.stateSlug, slug))
          .orderBy(asc(regions.position));
        c.header('Cache-Control', PUBLIC_CACHE);
        return c.json({ state, regions: rows });
      },
    );
}
