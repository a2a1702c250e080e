// PUT /api/businesses/:id/hours: only the owner sets a business's opening hours.
import type { Deps } from '../../context.ts';
import { route, routes } from '../../lib/route.ts';
import { ownerGuard } from '../businesses/owner-guard.ts';
import { saveHours } from './hours.service.ts';

export function hoursRoutes({ db }: Deps) {
  return routes(
    [
      route('PUT /api/businesses/:id/hours', async (c, { business, body }) =>
        c.json(await saveHours(db, business, body.hours)),
      ),
    ],
    { owner: ownerGuard(db) },
  );
}
