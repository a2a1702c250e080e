import type { Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { route, routes } from '../../lib/route.ts';
import { publicBusiness } from './public-business.service.ts';

export function publicBusinessRoutes({ db, viewCounter }: Deps) {
  return routes([
    route('GET /api/businesses/by-username/:username', async (c, { params, user }) => {
      const business = await publicBusiness(db, params.username, user?.id ?? null);
      if (!business) throw notFound('Business not found');
      // Owners looking at their own page are not counted.
      if (business.isPublished && !business.viewerIsOwner) viewCounter.record(business.businessId);
      // Personalised (favourite state, owner drafts): private to this viewer.
      c.header('Cache-Control', 'private, no-cache');
      return c.json(business);
    }),
  ]);
}
