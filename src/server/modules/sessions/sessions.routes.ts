import { Hono } from 'hono';
import { sessionEndpoints } from '#shared/api/sessions.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { requireUser } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { listDevices, signOutDevice, signOutOtherDevices } from './sessions.service.ts';

const idParams = sessionEndpoints[1].params;

export function sessionRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get('/me/sessions', async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ sessions: await listDevices(db, user.id, c.get('sessionId')) });
    })
    .post('/me/sessions/sign-out-others', async (c) => {
      const user = requireUser(c);
      return c.json(await signOutOtherDevices(db, user.id, c.get('sessionId')));
    })
    .delete('/me/sessions/:id', validate('param', idParams), async (c) => {
      const user = requireUser(c);
      return c.json(await signOutDevice(db, user.id, c.req.valid('param').id));
    });
}
