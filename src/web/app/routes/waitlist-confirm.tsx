// `/waitlist/confirm` (docs/product.md §13): a form sent without script names its ZIP code
// (`?zip=`), whose place the server draws; the script's form hands the place in navigation state.
import type { LoaderFunctionArgs } from 'react-router';
import { zipQueryOptions } from '../../api/get-zip.ts';
import { confirmationZip } from '../../features/waitlist/api/join-waitlist.ts';
import { load } from '../../lib/route-context.ts';

export { WaitlistConfirmPage as Component } from '../../features/waitlist/components/waitlist-confirm-page.tsx';

export function loader({ context, request }: LoaderFunctionArgs) {
  const zip = confirmationZip(new URL(request.url).searchParams);
  if (!zip) return null;
  return load(context, ({ client, transport }) => client.ensureQueryData(zipQueryOptions(zip, transport)));
}
