import type { Deps } from '../../context.ts';
import { route, routes } from '../../lib/route.ts';
import { listDevices, signOutDevice, signOutOtherDevices } from './sessions.service.ts';

export function sessionRoutes({ db }: Deps) {
  return routes([
    route('GET /api/me/sessions', async (c, { user }) => {
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ sessions: await listDevices(db, user.id, c.get('sessionId')) });
    }),
    route('POST /api/me/sessions/sign-out-others', async (c, { user }) =>
      c.json(await signOutOtherDevices(db, user.id, c.get('sessionId'))),
    ),
    route('DELETE /api/me/sessions/:id', async (c, { params, user }) =>
      c.json(await signOutDevice(db, user.id, params.id)),
    ),
  ]);
}
