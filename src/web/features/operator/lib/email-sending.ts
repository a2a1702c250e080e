import type { ApiResult } from '../../../lib/api.ts';

/** While a launch's or pause's emails are still going out, the numbers are read again every few seconds. */
export const POLL_MS = 3_000;

export const isSending = (state: ApiResult<'GET /api/admin/states'>['states'][number] | undefined) =>
  (state?.lastChange?.emails.queued ?? 0) > 0;
