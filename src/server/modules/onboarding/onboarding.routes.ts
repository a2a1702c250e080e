// The wizard's API: create at step 1, read and save each step, publish or hide.
import { Hono } from 'hono';
import { z } from 'zod';
import { businessUsernameField, publishSchema, step1Schema } from '#shared/schemas/steps/index.ts';
import { text } from '#shared/schemas/text.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { loadOwnedBusiness } from '../businesses/owned-business.ts';
import { pricingOf } from '../businesses/public-business.service.ts';
import { businessUsernameAvailable, createBusiness } from './business-creation.service.ts';
import { businessesOf, ownerView } from './owner-business.ts';
import { setPublished } from './publish.ts';
import { saveStep } from './save-step.ts';
import { pickStepFields } from './step-fields.ts';

export const availabilityQuery = z.strictObject({ businessId: z.uuid().optional() });
const stepParam = z.object({ id: text(), step: z.coerce.number().int().min(1).max(14) });

export function onboardingRoutes({ db, rateLimitStore }: Deps) {
  return new Hono<AppEnv>()
    .get('/me/businesses', async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ items: await businessesOf(db, user.id) });
    })
    .post('/businesses', validate('json', step1Schema), async (c) => {
      const user = requireUser(c);
      return c.json(await createBusiness(db, user.id, c.req.valid('json').businessType), 201);
    })
    .get('/businesses/:id', async (c) => {
      const row = await loadOwnedBusiness(db, c.req.param('id'), requireUser(c).id);
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await ownerView(db, row));
    })
    .get('/businesses/:id/steps/:step', validate('param', stepParam), async (c) => {
      const { id, step } = c.req.valid('param');
      const row = await loadOwnedBusiness(db, id, requireUser(c).id);
      const fields = pickStepFields(row, step);
      c.header('Cache-Control', 'private, no-cache');
      return c.json(step === 9 ? { ...fields, items: await pricingOf(db, row.businessId) } : fields);
    })
    .put('/businesses/:id/steps/:step', validate('param', stepParam), async (c) => {
      const { id, step } = c.req.valid('param');
      const row = await loadOwnedBusiness(db, id, requireUser(c).id);
      const body = await c.req.json().catch(() => {
        throw new ApiError(400, 'bad_request', 'Malformed JSON in request body');
      });
      return c.json(await saveStep(db, row, step as 1, body));
    })
    .post('/businesses/:id/publish', validate('json', publishSchema), async (c) => {
      const row = await loadOwnedBusiness(db, c.req.param('id'), requireUser(c).id);
      const { publish, acceptTerms } = c.req.valid('json');
      return c.json(await setPublished(db, row, publish, acceptTerms));
    })
    .get(
      '/business-usernames/:username/available',
      rateLimit(rateLimitStore, 'business-username', { window: 60, max: 120 }),
      validate('param', z.object({ username: businessUsernameField })),
      validate('query', availabilityQuery),
      async (c) => {
        const user = requireUser(c);
        const { username } = c.req.valid('param');
        const { businessId } = c.req.valid('query');
        const available = await businessUsernameAvailable(db, username, { userId: user.id, businessId });
        c.header('Cache-Control', 'no-store');
        return c.json({ available });
      },
    );
}
