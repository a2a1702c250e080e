// `/search?q=…&…`: results for words and filters.
import type { LoaderFunctionArgs } from 'react-router';
import { searchQueryOptions } from '../../features/search/api/get-search.ts';
import { load } from '../../lib/route-context.ts';

export { alertAction as action } from '../../api/alert-action.ts';

export { SearchPage as Component } from '../../features/search/components/search-page.tsx';

export function loader({ context, request }: LoaderFunctionArgs) {
  return load(context, ({ client, transport }) =>
    client.ensureInfiniteQueryData(searchQueryOptions(new URL(request.url).searchParams, transport)),
  );
}
