// POST /api/waitlist/unsubscribe?token=…: the page an email's unsubscribe link opens posts the same
// request a mail client's one-click unsubscribe does (docs/product.md §23).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const unsubscribeWaitlist = (token: string) =>
  api('POST /api/waitlist/unsubscribe', { query: { token } });

export const useUnsubscribe = (token: string) =>
  useMutation({ mutationFn: () => unsubscribeWaitlist(token) });
