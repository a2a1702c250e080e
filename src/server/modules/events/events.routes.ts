// Events near me through HTTP (docs/decisions/040): GET /api/events (what /events shows), an owner's
// date changes, and the calendar files: one event, a business's events, and a subscribable feed of
// any /events view (the same query in its address), plus the view as Atom.
import { Hono } from 'hono';
import { eventsQuerySchema } from '#shared/events/events-query.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { route, routes } from '../../lib/route.ts';
import { ownerGuard } from '../businesses/owner-guard.ts';
import { stateCache } from '../geography/state-cache.ts';
import { searchIndexOf } from '../search/search.routes.ts';
import { changeEventDate, restoreEventDate } from './event-dates.service.ts';
import { toEventDate, toIcsEvents } from './event-shape.ts';
import { businessShows, datesOfBusiness, datesOfEvents, eventsService } from './events.service.ts';
import { eventsAtom } from './events-atom.ts';
import { icsCalendar } from './ics.ts';

/** Dates a calendar feed holds at most. */
const FEED_DATES = 500;

function listing(deps: Deps) {
  const keeper = searchIndexOf({ readDb: deps.readDb, logger: deps.logger, changes: deps.changes });
  const list = eventsService(deps.readDb, stateCache(deps.readDb, deps.caches), keeper);
  const pinOf = async (zip: string | null) => {
    const place = zip ? (await keeper.ready()).zips.byZip.get(zip) : undefined;
    return place ? { lng: place.lng, lat: place.lat } : null;
  };
  return { list, pinOf };
}

export function eventRoutes(deps: Deps) {
  const { list, pinOf } = listing(deps);
  const { db } = deps;
  return routes(
    [
      route('GET /api/events', async (c, { query }) => {
        const answer = await list(query);
        c.header('Cache-Control', 'public, max-age=60');
        const items = await Promise.all(
          answer.rows.map(async (r) => toEventDate(r, await pinOf(r.business_zip_code), deps.env.PUBLIC_URL)),
        );
        return c.json({
          items,
          nextCursor: answer.nextCursor,
          days: answer.days,
          near: answer.place && 'zip' in answer.place ? answer.place : null,
          area: answer.place && 'region' in answer.place ? answer.place : null,
        });
      }),
      route('PUT /api/businesses/:id/posts/:postId/dates/:day', async (c, { params, business, body }) => {
        await changeEventDate(db, business.businessId, params.postId, params.day, body);
        return c.json({ changed: true as const });
      }),
      route('DELETE /api/businesses/:id/posts/:postId/dates/:day', async (c, { params, business }) => {
        await restoreEventDate(db, business.businessId, params.postId, params.day);
        return c.json({ changed: true as const });
      }),
    ],
    { owner: ownerGuard(db) },
  );
}

const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.ics$/;

/** The query of a feed's address, checked as /events checks it (a bad one is a 400 naming the field). */
function feedQuery(url: string) {
  const params = new URL(url).searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    raw[key] = all.length > 1 ? all : all[0];
  }
  const parsed = eventsQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((i) => [i.path.join('.') || 'query', i.message]),
    );
    throw new ApiError(400, 'invalid_input', Object.values(fields)[0] ?? 'Invalid query.', { fields });
  }
  return parsed.data;
}

export function eventFeedRoutes(deps: Deps) {
  const { list } = listing(deps);
  const db = deps.readDb;
  const origin = deps.env.PUBLIC_URL;
  const calendar = (name: string, body: string) =>
    new Response(body, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `inline; filename="${name}.ics"`,
        'Cache-Control': 'public, max-age=300',
      },
    });
  return new Hono<AppEnv>()
    .get('/events.ics', async (c) => {
      const query = feedQuery(c.req.url);
      // A subscription follows the view as time goes by: every coming date unless a period was asked.
      const answer = await list({ ...query, cursor: undefined }, FEED_DATES);
      const ids = [...new Set(answer.rows.map((r) => r.post_id))];
      // Every coming date of those events, so each series carries its changed dates.
      const rows = await datesOfEvents(db, ids);
      return calendar('events', icsCalendar('Events on Locals Market', toIcsEvents(rows, origin)));
    })
    .get('/events.atom', async (c) => {
      const query = feedQuery(c.req.url);
      const answer = await list({ ...query, cursor: undefined }, 100);
      // Its own address on the public origin (behind a proxy the request's host is not the public one).
      const self = `${origin}/events.atom${new URL(c.req.url).search}`;
      return new Response(eventsAtom(answer.rows, origin, self), {
        headers: {
          'Content-Type': 'application/atom+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=300',
        },
      });
    })
    .get('/events/:file', async (c) => {
      const id = UUID.exec(c.req.param('file'))?.[1];
      if (!id) throw notFound('No such event.');
      const rows = await datesOfEvents(db, [id]);
      if (!rows.length) throw notFound('No such event.');
      return calendar(`event-${id}`, icsCalendar(rows[0].title, toIcsEvents(rows, origin)));
    })
    .get('/business/:username/events.ics', async (c) => {
      const username = c.req.param('username');
      const rows = await datesOfBusiness(db, username);
      const exists = rows.length || (await businessShows(db, username));
      if (!exists) throw notFound('Business not found');
      const name = rows[0]?.business_name ?? username;
      return calendar(`${username}-events`, icsCalendar(`${name} events`, toIcsEvents(rows, origin)));
    });
}
