// Sign-in by email or username, behind the per-account backoff (sign-in-throttle.ts).
import type { AuthCall } from './auth-call.ts';
import { accountKey, assertNotThrottled, clearFailures, recordFailure } from './sign-in-throttle.ts';

export async function signInWithBackoff({ deps, body, forward }: AuthCall, identifier: string) {
  const key = await accountKey(deps.db, identifier);
  await assertNotThrottled(deps.db, key);
  const res = await forward(body);
  if (res.status === 200) await clearFailures(deps.db, key);
  else if (res.status === 401) await recordFailure(deps.db, key);
  return res;
}
