// Business dashboard data (owner insights) and deleting a business with its files.
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { businessDeletePhrase, confirmDeleteSchema } from '#shared/schemas/account.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { businessProfiles, favorites } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { requireUser } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { businessFileKeys, deleteKeysOrQueue } from '../../storage/safe-delete.ts';
import { loadOwnedBusiness } from '../businesses/owned-business.ts';
import { dailyViews } from './page-views.ts';

export function managementRoutes({ db, storage, logger, viewCounter }: Deps) {
  return new Hono<AppEnv>()
    .get('/businesses/:id/insights', async (c) => {
      const row = await loadOwnedBusiness(db, c.req.param('id'), requireUser(c).id);
      await viewCounter.flush();
      const [[{ n }], daily] = await Promise.all([
        db.select({ n: count() }).from(favorites).where(eq(favorites.businessId, row.businessId)),
        dailyViews(db, row.businessId, 30),
      ]);
      const sum = (list: { views: number }[]) => list.reduce((t, d) => t + d.views, 0);
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ favorites: n, views7: sum(daily.slice(-7)), views30: sum(daily), daily });
    })
    .post('/businesses/:id/delete', validate('json', confirmDeleteSchema), async (c) => {
      const row = await loadOwnedBusiness(db, c.req.param('id'), requireUser(c).id);
      const phrase = businessDeletePhrase(row);
      if (c.req.valid('json').confirmUsername !== phrase) {
        const message = `Type ${phrase} exactly to confirm.`;
        throw new ApiError(400, 'invalid_input', message, { fields: { confirmUsername: message } });
      }
      // Rows first, in one transaction (pricing, favourites and view counts cascade), then the files.
      await db.transaction(async (tx) => {
        await tx.delete(businessProfiles).where(eq(businessProfiles.businessId, row.businessId));
      });
      const keys = await businessFileKeys(storage, row.businessId);
      const { failed } = await deleteKeysOrQueue(storage, db, keys);
      if (failed) logger.warn({ businessId: row.businessId, failed }, 'file deletes queued for retry');
      return c.json({ deleted: true, files: keys.length, filesPending: failed });
    });
}
