// GET /api/usernames/:username/exists: the account username check (docs/product.md §9.1).
import { api } from '../../../lib/api.ts';

export const usernameExists = (username: string, signal?: AbortSignal) =>
  api('GET /api/usernames/:username/exists', { params: { username }, signal });
