// `/open-data`: the directory as open data, with the latest dumps' files.
import type { LoaderFunctionArgs } from 'react-router';
import { openDumpsQueryOptions } from '../../features/open-data/api/get-open-dumps.ts';
import { load } from '../../lib/route-context.ts';

export { OpenDataPage as Component } from '../../features/open-data/components/open-data-page.tsx';

export function loader({ context }: LoaderFunctionArgs) {
  return load(context, ({ client, transport }) => client.ensureQueryData(openDumpsQueryOptions(transport)));
}
