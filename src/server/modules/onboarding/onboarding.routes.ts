// The wizard's API: create at step 1, read and save each step, publish or hide.
import type { Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { jsonBody, route, routes } from '../../lib/route.ts';
import { ownerGuard } from '../businesses/owner-guard.ts';
import { pricingOf } from '../businesses/public-business.service.ts';
import { businessUsernameAvailable, createBusiness } from './business-creation.service.ts';
import { businessesOf, ownerView } from './owner-business.ts';
import { setPublished } from './publish.ts';
import { isSavableStep, saveStep } from './save-step.ts';
import { pickStepFields } from './step-fields.ts';

export function onboardingRoutes({ db, rateLimitStore }: Deps) {
  return routes(
    [
      route('GET /api/me/businesses', async (c, { user }) => {
        c.header('Cache-Control', 'private, no-cache');
        return c.json({ items: await businessesOf(db, user.id) });
      }),
      route('POST /api/businesses', async (c, { user, body }) =>
        c.json(await createBusiness(db, user.id, body.businessType), 201),
      ),
      route('GET /api/businesses/:id', async (c, { business }) => {
        c.header('Cache-Control', 'private, no-cache');
        return c.json(await ownerView(db, business));
      }),
      route('GET /api/businesses/:id/steps/:step', async (c, { params: { step }, business }) => {
        const fields = pickStepFields(business, step);
        c.header('Cache-Control', 'private, no-cache');
        return c.json(step === 9 ? { ...fields, items: await pricingOf(db, business.businessId) } : fields);
      }),
      // The body's schema is the step's own (save-step.ts validates it), chosen by the path.
      route(
        'PUT /api/businesses/:id/steps/:step',
        async (c, { params: { step }, business }) => {
          const body = await jsonBody(c);
          if (!isSavableStep(step)) throw notFound();
          return c.json(await saveStep(db, business, step, body));
        },
        { bodyByHandler: true },
      ),
      route('POST /api/businesses/:id/publish', async (c, { business, body }) =>
        c.json(await setPublished(db, business, body.publish, body.acceptTerms)),
      ),
      route(
        'GET /api/business-usernames/:username/available',
        async (c, { params: { username }, query: { businessId }, user }) => {
          const available = await businessUsernameAvailable(db, username, { userId: user.id, businessId });
          c.header('Cache-Control', 'no-store');
          return c.json({ available });
        },
        { use: [rateLimit(rateLimitStore, 'business-username', { window: 60, max: 120 })] },
      ),
    ],
    { owner: ownerGuard(db) },
  );
}
