// The console's states (docs/product.md §23): the list, one state, launch, pause and the waitlist
// export. Behind requireOperator (admin.routes.ts): nobody else learns these exist.
import type { Deps } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { type RouteDef, route } from '../../lib/route.ts';
import { actorOf } from '../operators/require-operator.ts';
import { launchState } from './launch.service.ts';
import { ownerAudience, waitlistAudience } from './launch-audience.ts';
import { pauseState } from './pause.service.ts';
import { signupsByWeek, stateOverview, waitlistCsv } from './state-overview.service.ts';

const stateNotFound = () => notFound('State not found.');

/** Mounted by admin.routes.ts, which holds the operator guard. */
export function adminStateRoutes(deps: Deps): RouteDef[] {
  const { db } = deps;
  const oneState = async (slug: string) => {
    const [state] = await stateOverview(db, slug);
    if (!state) throw stateNotFound();
    return state;
  };
  return [
    route('GET /api/admin/states', async (c) => c.json({ states: await stateOverview(db) })),
    route('GET /api/admin/states/:slug', async (c, { params }) => {
      const state = await oneState(params.slug);
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
    }),
    route('POST /api/admin/states/:slug/launch', async (c, { params, user }) => {
      const result = await launchState(deps, params.slug, actorOf(user));
      if (!result) throw stateNotFound();
      return c.json(result);
    }),
    route('POST /api/admin/states/:slug/pause', async (c, { params, user }) => {
      const result = await pauseState(deps, params.slug, actorOf(user));
      if (!result) throw stateNotFound();
      return c.json(result);
    }),
    route('GET /api/admin/states/:slug/waitlist.csv', async (c, { params }) => {
      const state = await oneState(params.slug);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="waitlist-${state.slug}.csv"`);
      return c.body(await waitlistCsv(db, state.name));
    }),
  ];
}
