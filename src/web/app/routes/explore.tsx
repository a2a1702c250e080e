// `/explore-businesses`: every state, launched or coming soon.
import type { LoaderFunctionArgs } from 'react-router';
import { statesQueryOptions } from '../../features/marketplace/api/get-states.ts';
import { load } from '../../lib/route-context.ts';

export { ExplorePage as Component } from '../../features/marketplace/components/explore-page.tsx';

export function loader({ context }: LoaderFunctionArgs) {
  return load(context, ({ client, transport }) => client.ensureQueryData(statesQueryOptions(transport)));
}
