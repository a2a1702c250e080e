// `/profile`: drawn on the server for its signed-in visitor (docs/decisions/036).
import type { LoaderFunctionArgs } from 'react-router';
import { loadSession } from '../../api/get-session.ts';
import { load } from '../../lib/route-context.ts';
import { readMyBusinesses } from './owner-reads.ts';

export { ProfilePage as Component } from '../../features/accounts/components/profile/profile-page.tsx';

export function loader({ context }: LoaderFunctionArgs) {
  return load(context, ({ client, transport }) =>
    Promise.all([loadSession(client, transport), readMyBusinesses(client, transport)]),
  );
}
