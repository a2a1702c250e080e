// PUT /api/businesses/:id/hours: only the owner sets a business's opening hours.
import type { Deps } from '../../context.ts';
import { route, routes } from '../../lib/route.ts';
import { loadOwnedBusiness } from '../businesses/owned-business.ts';
import { saveHours } from './hours.service.ts';

export function hoursRoutes({ db }: Deps) {
  return routes([
    route('PUT /api/businesses/:id/hours', async (c, { params, user, body }) => {
      const row = await loadOwnedBusiness(db, params.id, user.id);
      return c.json(await saveHours(db, row, body.hours));
    }),
  ]);
}
