// `/market?state=…&region=…&cursor=…`: a state's (or region's) businesses and its region pills.
import type { LoaderFunctionArgs } from 'react-router';
import { marketQueryOptions } from '../../features/marketplace/api/get-market.ts';
import { regionsQueryOptions } from '../../features/marketplace/api/get-regions.ts';
import { marketPlace } from '../../features/marketplace/lib/market-place.ts';
import { load } from '../../lib/route-context.ts';

export { alertAction as action } from '../../api/alert-action.ts';

export { MarketPage as Component } from '../../features/marketplace/components/market-page.tsx';

export function loader({ context, request }: LoaderFunctionArgs) {
  const place = marketPlace(new URL(request.url).searchParams);
  if (!place) return null;
  return load(context, ({ client, transport }) =>
    Promise.allSettled([
      client.ensureQueryData(regionsQueryOptions(place.state, transport)),
      client.ensureInfiniteQueryData(marketQueryOptions(place.state, place.region, place.cursor, transport)),
    ]),
  );
}
