import { Hono } from 'hono';
import { accountSettingsSchema, confirmDeleteSchema } from '#shared/schemas/account.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { requireUser } from '../../lib/session.ts';
import { validate } from '../../lib/validate.ts';
import { deleteAccount, getProfile, updateProfile } from './account.service.ts';

export function accountRoutes({ db, storage }: Deps) {
  return new Hono<AppEnv>()
    .get('/me', async (c) => {
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await getProfile(db, requireUser(c).id));
    })
    .put('/me', validate('json', accountSettingsSchema), async (c) => {
      return c.json(await updateProfile(db, requireUser(c).id, c.req.valid('json')));
    })
    .post('/me/delete', validate('json', confirmDeleteSchema), async (c) => {
      const user = requireUser(c);
      return c.json(await deleteAccount(db, storage, user.id, c.req.valid('json').confirmUsername));
    });
}
