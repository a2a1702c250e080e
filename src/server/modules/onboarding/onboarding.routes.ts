// The wizard's API: create at step 1, read and save each step, publish or hide.
import { and, count, eq, ne, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { BUSINESS_LIMIT_MESSAGE } from '#shared/schemas/business-limits.ts';
import { businessUsernameField, publishSchema, step1Schema } from '#shared/schemas/steps/index.ts';
import { text } from '#shared/schemas/text.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { businessProfiles as bp } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { loadOwnedBusiness } from '../businesses/owned-business.ts';
import { pricingOf } from '../businesses/public-business.service.ts';
import { businessesOf, MAX_BUSINESSES_PER_USER, ownerView } from './owner-business.ts';
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
      const [{ n }] = await db.select({ n: count() }).from(bp).where(eq(bp.userId, user.id));
      if (n >= MAX_BUSINESSES_PER_USER) throw new ApiError(409, 'limit_reached', BUSINESS_LIMIT_MESSAGE);
      const [row] = await db
        .insert(bp)
        .values({ userId: user.id, businessType: c.req.valid('json').businessType, onboardingStep: 1 })
        .returning({ businessId: bp.businessId, onboardingStep: bp.onboardingStep });
      return c.json(row, 201);
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
        // Only the caller's own business counts as "their current name": someone else's id must
        // not turn a taken name into an available one (which would tell who holds it).
        const rows = await db
          .select({ id: bp.businessId })
          .from(bp)
          .where(
            and(
              eq(sql`lower(${bp.businessUsername})`, username.toLowerCase()),
              businessId ? or(ne(bp.businessId, businessId), ne(bp.userId, user.id)) : undefined,
            ),
          )
          .limit(1);
        c.header('Cache-Control', 'no-store');
        return c.json({ available: rows.length === 0 });
      },
    );
}
