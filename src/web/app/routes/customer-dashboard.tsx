// `/dashboard`: drawn on the server for its signed-in visitor (docs/decisions/036).
import type { LoaderFunctionArgs } from 'react-router';
import { load } from '../../lib/route-context.ts';
import { readAlerts, readDigest, readFavorites, readMe, readMyBusinesses } from './owner-reads.ts';

export { CustomerDashboardPage as Component } from '../../features/dashboard/components/customer/customer-dashboard-page.tsx';

export function loader({ context }: LoaderFunctionArgs) {
  return load(context, ({ client, transport }) =>
    Promise.allSettled(
      [readMe, readDigest, readMyBusinesses, readFavorites, readAlerts].map((read) =>
        read(client, transport),
      ),
    ),
  );
}
