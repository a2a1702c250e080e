import { Hono } from 'hono';
import { z } from 'zod';
import { text } from '#shared/schemas/text.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { publicBusiness } from './public-business.service.ts';

export function publicBusinessRoutes({ db, viewCounter }: Deps) {
  return new Hono<AppEnv>().get(
    '/businesses/by-username/:username',
    validate('param', z.object({ username: text().min(1).max(60) })),
    async (c) => {
      const viewer = c.get('user');
      const business = await publicBusiness(db, c.req.valid('param').username, viewer?.id ?? null);
      if (!business) throw notFound('Business not found');
      // Owners looking at their own page are not counted.
      if (business.isPublished && !business.viewerIsOwner) viewCounter.record(business.businessId);
      // Personalised (favourite state, owner drafts): private to this viewer.
      c.header('Cache-Control', 'private, no-cache');
      return c.json(business);
    },
  );
}
