// GET /api/business-usernames/:username/available: step 2's username check (the business's own
// name counts as available when editing it).
import { api } from '../../../lib/api.ts';

export async function isBusinessUsernameAvailable(
  username: string,
  businessId: string | null,
  signal?: AbortSignal,
) {
  const query = businessId ? { businessId } : {};
  const res = await api('GET /api/business-usernames/:username/available', {
    params: { username },
    query,
    signal,
  });
  return res.available;
}
