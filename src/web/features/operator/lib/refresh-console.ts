// After an operator acts (moderation, launch, pause): what the console shows of it is read again.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';

export function refreshConsole(client: QueryClient) {
  return Promise.all(
    [
      queryKeys.adminReports.all,
      queryKeys.adminPostReports.all,
      queryKeys.adminStates,
      queryKeys.adminState.all,
      queryKeys.adminAudit.all,
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
