// `/market?state=…&region=…&cursor=…`: a state's (or region's) businesses and its region pills.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { marketQueryOptions } from '../../features/marketplace/api/get-market.ts';
import { regionsQueryOptions } from '../../features/marketplace/api/get-regions.ts';
import { marketPlace } from '../../features/marketplace/lib/market-place.ts';
import { load } from '../../lib/route-context.ts';

/** "Tell me about new businesses here" sent without the script; loaded only when posted (it brings the schema). */
export const action = (args: ActionFunctionArgs) =>
  import('../../api/alert-action.ts').then((m) => m.alertAction(args));

export { MarketPage as Component } from '../../features/marketplace/components/market-page.tsx';

export function loader({ context, request }: LoaderFunctionArgs) {
  const place = marketPlace(new URL(request.url).searchParams);
  if (!place) return null;
  return load(context, ({ client, transport }) =>
    Promise.allSettled([
      client.ensureQueryData(regionsQueryOptions(place.state, transport)),
      client.ensureQueryData(marketQueryOptions(place.state, place.region, place.cursor, transport)),
    ]),
  );
}
