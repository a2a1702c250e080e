// A page about something that does not exist (an unknown business, state or region) is a final
// answer, not a failure to retry: the server draws it from the API's 404 (or 400 for a name no
// page can have), and hands that answer to the browser with the page, so the browser's first
// render is the same "not found" page and not a loading skeleton (docs/decisions/036).
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';

/** The API's answers that say "there is no such thing": the page shows them as its final state. */
const FINAL_STATUSES = [400, 404];

export const isAnsweredMissing = (error: unknown): error is ApiError =>
  error instanceof ApiError && FINAL_STATUSES.includes(error.status);

/** What the page's state carries: successful reads, and reads answered "no such thing". */
export const shouldSendQuery = (query: Query) =>
  defaultShouldDehydrateQuery(query) ||
  (query.state.status === 'error' && isAnsweredMissing(query.state.error));

/** An ApiError as JSON can carry it (an Error's message is not enumerable). */
export function plainError(error: Error | null): Error | null {
  if (!(error instanceof ApiError)) return error;
  const plain: PlainApiError = {
    name: 'ApiError',
    status: error.status,
    code: error.code,
    message: error.message,
    fields: error.fields,
  };
  return plain;
}

interface PlainApiError {
  name: 'ApiError';
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

const isPlainApiError = (value: unknown): value is PlainApiError =>
  typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ApiError';

/**
 * Before hydrating: the state's "no such thing" answers become ApiErrors again, and those reads are
 * not asked again on mount (that would draw a skeleton over the server's page while it asks).
 */
export function reviveAnsweredErrors(client: QueryClient, state: DehydratedState) {
  for (const query of state.queries) {
    const error = query.state.error;
    if (query.state.status !== 'error' || !isPlainApiError(error)) continue;
    query.state.error = new ApiError(error.status, error.code, error.message, error.fields ?? {});
    client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}
