// `/search?q=…&…`: results for words and filters.
import type { LoaderFunctionArgs } from 'react-router';
import { searchQueryOptions } from '../../features/search/api/search.ts';
import { routeData, settled } from '../../lib/route-context.ts';

export { SearchPage as Component } from '../../features/search/components/search-page.tsx';

export function loader({ context, request }: LoaderFunctionArgs) {
  const { client, transport } = routeData(context);
  return settled(
    client.ensureInfiniteQueryData(searchQueryOptions(new URL(request.url).searchParams, transport)),
  );
}
