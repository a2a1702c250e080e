// PUT /api/businesses/:id/hours: only the owner sets a business's opening hours.
import { Hono } from 'hono';
import { hoursBodySchema } from '#shared/hours/hours-schema.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { requireUser } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { loadOwnedBusiness } from '../businesses/owned-business.ts';
import { saveHours } from './hours.service.ts';

export function hoursRoutes({ db }: Deps) {
  return new Hono<AppEnv>().put('/businesses/:id/hours', validate('json', hoursBodySchema), async (c) => {
    const row = await loadOwnedBusiness(db, c.req.param('id'), requireUser(c).id);
    return c.json(await saveHours(db, row, c.req.valid('json').hours));
  });
}
