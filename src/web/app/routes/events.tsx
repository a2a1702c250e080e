// `/events?…`: coming events across businesses near a ZIP code or in a state or region.
import type { LoaderFunctionArgs } from 'react-router';
import { eventsQueryOptions } from '../../features/marketplace/api/get-events.ts';
import { regionsQueryOptions } from '../../features/marketplace/api/get-regions.ts';
import { statesQueryOptions } from '../../features/marketplace/api/get-states.ts';
import { load } from '../../lib/route-context.ts';

export { EventsPage as Component } from '../../features/marketplace/components/events/events-page.tsx';

export function loader({ context, request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const state = params.get('state');
  return load(context, ({ client, transport }) =>
    Promise.allSettled([
      client.ensureQueryData(statesQueryOptions(transport)),
      state && /^[a-z-]{2,40}$/.test(state)
        ? client.ensureQueryData(regionsQueryOptions(state, transport))
        : null,
      client.ensureQueryData(eventsQueryOptions(params, transport)),
    ]),
  );
}
