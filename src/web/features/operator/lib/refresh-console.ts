// After an operator acts (moderation, launch, pause): what the console shows of it is read again.
import type { QueryClient } from '@tanstack/react-query';
import { adminStateKey } from '../api/get-admin-state.ts';
import { adminStatesKey } from '../api/get-admin-states.ts';
import { auditKey } from '../api/get-audit-log.ts';
import { postReportsKey } from '../api/get-post-reports.ts';
import { recommendationQueueKey } from '../api/get-recommendation-queue.ts';
import { reportsKey } from '../api/get-reports.ts';

export function refreshConsole(client: QueryClient) {
  return Promise.all(
    [
      reportsKey.all,
      postReportsKey.all,
      recommendationQueueKey.all,
      adminStatesKey,
      adminStateKey.all,
      auditKey.all,
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
}
