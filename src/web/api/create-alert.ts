// POST /api/alerts: "Tell me about new businesses here". Signed in, the alert is made at once;
// signed out, a confirmation email goes to the address given.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertBody } from '#shared/alerts/alert-rules.ts';
import { type ApiTransport, api } from '../lib/api.ts';
import { queryKeys } from '../lib/query-keys.ts';

export const createAlert = (body: AlertBody, transport?: ApiTransport) =>
  api('POST /api/alerts', { body, transport });

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertBody) => createAlert(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.myAlerts }),
  });
}
