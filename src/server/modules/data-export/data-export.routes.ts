// GET /api/me/export ("Download my data") and GET /api/businesses/:id/export (one business, its
// owner only). Both answer a JSON file to save; a person's data is a few rows, so it is built
// while they wait (docs/decisions/018-your-data.md).
import type { Deps } from '../../context.ts';
import { tooManyRequests } from '../../lib/rate-limit.ts';
import { route, routes } from '../../lib/route.ts';
import { ownerGuard } from '../businesses/owner-guard.ts';
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
  return routes(
    [
      route('GET /api/me/export', async (c, { user }) => {
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
      }),
      route('GET /api/businesses/:id/export', async (c, { business }) => {
        const name = business.businessUsername ?? business.businessId;
        return c.json(
          await exportBusiness(db, business, env.PUBLIC_URL),
          200,
          attachment(`locals-market-business-${name}.json`),
        );
      }),
    ],
    { owner: ownerGuard(db) },
  );
}
