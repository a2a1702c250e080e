// Business dashboard data (owner insights) and deleting a business with its files.
import { Hono } from 'hono';
import { businessDeletePhrase, confirmDeleteSchema } from '#shared/schemas/account.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { requireUser } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { loadOwnedBusiness } from '../businesses/owned-business.ts';
import { deleteBusiness, insightsOf } from './management.service.ts';

export function managementRoutes(deps: Deps) {
  const { db, viewCounter } = deps;
  return new Hono<AppEnv>()
    .get('/businesses/:id/insights', async (c) => {
      const row = await loadOwnedBusiness(db, c.req.param('id'), requireUser(c).id);
      await viewCounter.flush();
      const insights = await insightsOf(db, row.businessId);
      c.header('Cache-Control', 'private, no-cache');
      return c.json(insights);
    })
    .post('/businesses/:id/delete', validate('json', confirmDeleteSchema), async (c) => {
      const row = await loadOwnedBusiness(db, c.req.param('id'), requireUser(c).id);
      const phrase = businessDeletePhrase(row);
      if (c.req.valid('json').confirmUsername !== phrase) {
        const message = `Type ${phrase} exactly to confirm.`;
        throw new ApiError(400, 'invalid_input', message, { fields: { confirmUsername: message } });
      }
      return c.json(await deleteBusiness(deps, row.businessId));
    });
}
