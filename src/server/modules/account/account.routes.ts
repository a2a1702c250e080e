import type { Deps } from '../../context.ts';
import { route, routes } from '../../lib/route.ts';
import { deleteAccount, getProfile, updateProfile } from './account.service.ts';

export function accountRoutes({ db, storage }: Deps) {
  return routes([
    route('GET /api/me', async (c, { user }) => {
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await getProfile(db, user.id));
    }),
    route('PUT /api/me', async (c, { user, body }) => c.json(await updateProfile(db, user.id, body))),
    route('POST /api/me/delete', async (c, { user, body }) =>
      c.json(await deleteAccount(db, storage, user.id, body.confirmUsername)),
    ),
  ]);
}
