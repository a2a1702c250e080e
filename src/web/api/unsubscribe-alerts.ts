// POST /api/alerts/unsubscribe?token=…: the page an alert email's "Stop these emails" link opens
// posts the same request a mail client's one-click unsubscribe does.
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export const unsubscribeAlerts = (token: string) => api('POST /api/alerts/unsubscribe', { query: { token } });

export const useUnsubscribeAlerts = (token: string) =>
  useMutation({ mutationFn: () => unsubscribeAlerts(token) });
