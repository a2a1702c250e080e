// Places for the forms and the explore page: zip lookup, states, a state's regions (cacheable).
import { Hono } from 'hono';
import { z } from 'zod';
import { text } from '#shared/schemas/text.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allStates, placeOfZip, stateWithRegions } from './geography.service.ts';

const PUBLIC_CACHE = 'public, max-age=300';

export function geographyRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get(
      '/zips/:zip',
      validate('param', z.object({ zip: text().regex(/^\d{5}$/, 'Must be a valid ZIP code.') })),
      async (c) => {
        const row = await placeOfZip(db, c.req.valid('param').zip);
        if (!row) throw notFound('Invalid ZIP code.');
        c.header('Cache-Control', PUBLIC_CACHE);
        return c.json(row);
      },
    )
    .get('/states', async (c) => {
      const rows = await allStates(db);
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json({ states: rows });
    })
    .get(
      '/states/:slug/regions',
      validate('param', z.object({ slug: text().regex(/^[a-z-]{2,40}$/) })),
      async (c) => {
        const found = await stateWithRegions(db, c.req.valid('param').slug);
        if (!found) throw notFound('State not found.');
        c.header('Cache-Control', PUBLIC_CACHE);
        return c.json(found);
      },
    );
}
