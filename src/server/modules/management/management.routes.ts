// Business dashboard data (owner insights) and deleting a business with its files.
import { businessDeletePhrase } from '#shared/schemas/account.ts';
import type { Deps } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { route, routes } from '../../lib/route.ts';
import { ownerGuard } from '../businesses/owner-guard.ts';
import { deleteBusiness, insightsOf } from './management.service.ts';

export function managementRoutes(deps: Deps) {
  const { db, viewCounter } = deps;
  return routes(
    [
      route('GET /api/businesses/:id/insights', async (c, { business }) => {
        await viewCounter.flush();
        const insights = await insightsOf(db, business.businessId);
        c.header('Cache-Control', 'private, no-cache');
        return c.json(insights);
      }),
      route('POST /api/businesses/:id/delete', async (c, { business, body }) => {
        const phrase = businessDeletePhrase(business);
        if (body.confirmUsername !== phrase) {
          const message = `Type ${phrase} exactly to confirm.`;
          throw new ApiError(400, 'invalid_input', message, { fields: { confirmUsername: message } });
        }
        return c.json(await deleteBusiness(deps, business.businessId));
      }),
    ],
    { owner: ownerGuard(db) },
  );
}
