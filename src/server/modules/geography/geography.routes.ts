// Places for the forms and the explore page: zip lookup, states, a state's regions (cacheable).
import type { Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { route, routes } from '../../lib/route.ts';
import { placeOfZip } from './geography.service.ts';
import { stateCache } from './state-cache.ts';

const PUBLIC_CACHE = 'public, max-age=300';

export function geographyRoutes({ db, caches }: Deps) {
  // Every market page asks for its state's regions: answered from memory (state-cache.ts).
  const places = stateCache(db, caches);
  return routes([
    route('GET /api/zips/:zip', async (c, { params }) => {
      const row = await placeOfZip(db, params.zip);
      if (!row) throw notFound('Invalid ZIP code.');
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json(row);
    }),
    route('GET /api/states', async (c) => {
      const rows = (await places.list()).sort((a, b) => a.name.localeCompare(b.name));
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json({ states: rows });
    }),
    route('GET /api/states/:slug/regions', async (c, { params }) => {
      const state = await places.state(params.slug);
      if (!state) throw notFound('State not found.');
      const regions = (await places.regions(state.slug)).map(({ slug, name }) => ({ slug, name }));
      c.header('Cache-Control', PUBLIC_CACHE);
      return c.json({ state, regions });
    }),
  ]);
}
