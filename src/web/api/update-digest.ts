// PUT /api/me/digest: the digest setting; the answer replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { type Digest, digestKey } from './get-digest.ts';

export const updateDigest = (frequency: Digest['frequency']) =>
  api('PUT /api/me/digest', { body: { frequency } });

export function useSaveDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDigest,
    onSuccess: (data) => queryClient.setQueryData(digestKey, data),
  });
}
