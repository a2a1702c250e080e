// POST /api/waitlist/unsubscribe?token=…: the page an email's unsubscribe link opens posts the same
// request a mail client's one-click unsubscribe does (docs/product.md §23).
import { useMutation } from '@tanstack/react-query';
import type { ApiResponse } from '#shared/api/index.ts';
import { apiFetch } from '../../../lib/api.ts';

export const useUnsubscribe = (token: string) =>
  useMutation({
    mutationFn: () =>
      apiFetch<ApiResponse<'POST /api/waitlist/unsubscribe'>>(
        `/api/waitlist/unsubscribe?token=${encodeURIComponent(token)}`,
        { method: 'POST' },
      ),
  });
