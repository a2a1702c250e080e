// Places for the forms and the explore page: zip lookup, states, a state's regions (cacheable).
import type { Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { route, routes } from '../../lib/route.ts';
import { allStates, placeOfZip, stateWithRegions } from './geography.service.ts';

const PUBLIC_CACHE = 'public, max-age=300';

export function geographyRoutes({ db }: Deps) {
  return routes([
    route('GET /api/zips/:zip', async (c, { params }) => {
      const row = await placeOfZip(db, params.zip);
      if (!row) throw notFound('Invalid ZIP code.');
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json(row);
    }),
    route('GET /api/states', async (c) => {
      const rows = await allStates(db);
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json({ states: rows });
    }),
    route('GET /api/states/:slug/regions', async (c, { params }) => {
      const found = await stateWithRegions(db, params.slug);
      if (!found) throw notFound('State not found.');
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json(found);
    }),
  ]);
}
