// `/search?q=…&…`: results for words and filters.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { searchQueryOptions } from '../../features/search/api/get-search.ts';
import { load } from '../../lib/route-context.ts';

/** "Tell me about new businesses here" sent without the script; loaded only when posted (it brings the schema). */
export const action = (args: ActionFunctionArgs) =>
  import('../../api/alert-action.ts').then((m) => m.alertAction(args));

export { SearchPage as Component } from '../../features/search/components/search-page.tsx';

export function loader({ context, request }: LoaderFunctionArgs) {
  return load(context, ({ client, transport }) =>
    client.ensureInfiniteQueryData(searchQueryOptions(new URL(request.url).searchParams, transport)),
  );
}
