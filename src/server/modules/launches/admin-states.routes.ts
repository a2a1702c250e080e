// The console's states (docs/product.md §23): the list, one state, launch, pause and the waitlist
// export. Behind requireOperator (admin.routes.ts): nobody else learns these exist.
import { Hono } from 'hono';
import { stateSlugParams } from '#shared/api/admin.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { actorOf } from '../operators/require-operator.ts';
import { launchState } from './launch.service.ts';
import { ownerAudience, waitlistAudience } from './launch-audience.ts';
import { pauseState } from './pause.service.ts';
import { signupsByWeek, stateOverview, waitlistCsv } from './state-overview.service.ts';

const stateNotFound = () => notFound('State not found.');

export function adminStateRoutes(deps: Deps) {
  const { db } = deps;
  const oneState = async (slug: string) => {
    const [state] = await stateOverview(db, slug);
    if (!state) throw stateNotFound();
    return state;
  };
  return new Hono<AppEnv>()
    .get('/admin/states', async (c) => c.json({ states: await stateOverview(db) }))
    .get('/admin/states/:slug', validate('param', stateSlugParams), async (c) => {
      const state = await oneState(c.req.valid('param').slug);
      const [waitlist, owners, weeks] = await Promise.all([
        waitlistAudience(db, state),
        ownerAudience(db, state.name),
        signupsByWeek(db, state.name),
      ]);
      return c.json({
        state,
        // Who a launch would email now: the confirmation's numbers.
        recipients: {
          waitlist: state.isLive ? 0 : waitlist.length,
          owners: state.isLive ? 0 : owners.length,
        },
        signupsByWeek: weeks,
      });
    })
    .post('/admin/states/:slug/launch', validate('param', stateSlugParams), async (c) => {
      const result = await launchState(deps, c.req.valid('param').slug, actorOf(c));
      if (!result) throw stateNotFound();
      return c.json(result);
    })
    .post('/admin/states/:slug/pause', validate('param', stateSlugParams), async (c) => {
      const result = await pauseState(deps, c.req.valid('param').slug, actorOf(c));
      if (!result) throw stateNotFound();
      return c.json(result);
    })
    .get('/admin/states/:slug/waitlist.csv', validate('param', stateSlugParams), async (c) => {
      const state = await oneState(c.req.valid('param').slug);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="waitlist-${state.slug}.csv"`);
      return c.body(await waitlistCsv(db, state.name));
    });
}
