// POST /api/me/delete: deletes the account and its businesses once the username is typed again.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const deleteMe = (confirmUsername: string) =>
  api('POST /api/me/delete', { body: { confirmUsername } });

export const useDeleteMe = () => useMutation({ mutationFn: deleteMe });
