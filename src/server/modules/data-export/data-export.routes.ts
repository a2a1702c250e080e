// GET /api/me/export ("Download my data") and GET /api/businesses/:id/export (one business, its
// owner only). Both answer a JSON file to save; a person's data is a few rows, so it is built
// while they wait (docs/decisions/018-your-data.md).
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context.ts';
import { tooManyRequests } from '../../lib/rate-limit.ts';
import { requireUser } from '../../lib/session.ts';
import { loadOwnedBusiness } from '../businesses/owned-business.ts';
import { exportAccount } from './account-export.ts';
import { exportBusiness } from './business-export.ts';

/** Per account, whichever address it comes from: the export reads every table the person has rows in. */
export const EXPORT_LIMIT = { window: 60 * 60, max: 5 };

const attachment = (name: string) => ({
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'private, no-store',
});
const today = () => new Date().toISOString().slice(0, 10);

export function dataExportRoutes({ db, env, rateLimitStore }: Deps) {
  return new Hono<AppEnv>()
    .get('/me/export', async (c) => {
      const user = requireUser(c);
      const { allowed, retryAfter } = await rateLimitStore.consume(`data-export:${user.id}`, EXPORT_LIMIT);
      if (!allowed) {
        c.header('Retry-After', String(retryAfter));
        throw tooManyRequests(
          retryAfter ?? 60,
          'You can download your data 5 times an hour. Please try again later.',
        );
      }
      const data = await exportAccount(db, user.id, c.get('sessionId'), env.PUBLIC_URL);
      return c.json(data, 200, attachment(`locals-market-my-data-${today()}.json`));
    })
    .get('/businesses/:id/export', async (c) => {
      const row = await loadOwnedBusiness(db, c.req.param('id'), requireUser(c).id);
      const name = row.businessUsername ?? row.businessId;
      return c.json(
        await exportBusiness(db, row, env.PUBLIC_URL),
        200,
        attachment(`locals-market-business-${name}.json`),
      );
    });
}
